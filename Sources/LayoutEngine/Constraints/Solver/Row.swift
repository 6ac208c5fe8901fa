/// One row of the tableau: `basic = constant + Σ coefficient · symbol` over parametric symbols.
/// Coefficients whose magnitude falls under `Row.epsilon` are dropped.
struct Row {
    static let epsilon = 1e-8

    var constant: Double
    var terms: [Int: Double]

    init(constant: Double = 0, terms: [Int: Double] = [:]) { self.constant = constant; self.terms = terms }

    static func nearZero(_ v: Double) -> Bool { abs(v) < epsilon }

    func coefficient(_ symbol: Int) -> Double { terms[symbol] ?? 0 }

    /// Adds `coefficient · symbol`; returns whether the symbol was absent before and whether it is absent now.
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> (wasAbsent: Bool, isAbsent: Bool) {
        if let old = terms[symbol] {
            let new = old + coefficient
            if Row.nearZero(new) { terms[symbol] = nil; return (false, true) }
            terms[symbol] = new
            return (false, false)
        }
        if Row.nearZero(coefficient) { return (true, true) }
        terms[symbol] = coefficient
        return (true, false)
    }

    /// `self += other · k`, symbol by symbol (no tableau bookkeeping).
    mutating func add(_ other: Row, times k: Double) {
        constant += other.constant * k
        for (s, c) in other.terms { add(s, c * k) }
    }

    mutating func negate() {
        constant = -constant
        for key in terms.keys { terms[key] = -terms[key]! }
    }

    /// Reads this row as the equation `0 = constant + Σ terms` and rewrites it as
    /// `symbol = …` (the symbol leaves the terms).
    mutating func solve(for symbol: Int) {
        let c = terms.removeValue(forKey: symbol)!
        let k = -1 / c
        constant *= k
        for key in terms.keys { terms[key]! *= k }
    }

    /// Reads this row as `basic = constant + Σ terms` with `symbol` among the terms, and rewrites it
    /// as `symbol = …` with `basic` among the terms (the algebra of a pivot).
    mutating func solve(for symbol: Int, basic: Int) {
        terms[basic] = -1
        solve(for: symbol)
    }
}
