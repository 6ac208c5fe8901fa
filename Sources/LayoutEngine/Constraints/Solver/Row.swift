/// The parametric terms of a row: coefficients by symbol number, kept as two arrays sorted by
/// symbol. Lookups are binary searches and adding one row to another is a linear merge, with no
/// hashing: rows of a long chain hold thousands of terms and are merged at every addition.
struct Terms: Sequence {
    private(set) var symbols: [Int] = []
    private(set) var values: [Double] = []

    var isEmpty: Bool { symbols.isEmpty }
    var count: Int { symbols.count }
    var keys: [Int] { symbols }

    func makeIterator() -> Zip2Sequence<[Int], [Double]>.Iterator { zip(symbols, values).makeIterator() }

    /// Where `symbol` is, or where it would be inserted.
    private func search(_ symbol: Int) -> (found: Bool, index: Int) {
        var lo = 0, hi = symbols.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if symbols[mid] < symbol { lo = mid + 1 } else { hi = mid }
        }
        return (lo < symbols.count && symbols[lo] == symbol, lo)
    }

    subscript(symbol: Int) -> Double? {
        get {
            let (found, i) = search(symbol)
            return found ? values[i] : nil
        }
        set {
            let (found, i) = search(symbol)
            switch (found, newValue) {
            case (true, let v?): values[i] = v
            case (true, nil): symbols.remove(at: i); values.remove(at: i)
            case (false, let v?): symbols.insert(symbol, at: i); values.insert(v, at: i)
            case (false, nil): break
            }
        }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Int) -> Double? {
        let (found, i) = search(symbol)
        guard found else { return nil }
        symbols.remove(at: i)
        return values.remove(at: i)
    }

    mutating func scale(by k: Double) {
        for i in values.indices { values[i] *= k }
    }

    /// `self += other · k`, dropping coefficients that cancel; calls `added` for each symbol that was
    /// absent and `removed` for each that cancelled out.
    mutating func merge(_ other: Terms, times k: Double, added: (Int) -> Void = { _ in }, removed: (Int) -> Void = { _ in }) {
        var s: [Int] = [], v: [Double] = []
        s.reserveCapacity(symbols.count + other.symbols.count)
        v.reserveCapacity(symbols.count + other.symbols.count)
        var i = 0, j = 0
        while i < symbols.count || j < other.symbols.count {
            if j == other.symbols.count || (i < symbols.count && symbols[i] < other.symbols[j]) {
                s.append(symbols[i]); v.append(values[i]); i += 1
            } else if i == symbols.count || other.symbols[j] < symbols[i] {
                let c = other.values[j] * k
                if !Row.nearZero(c) { s.append(other.symbols[j]); v.append(c); added(other.symbols[j]) }
                j += 1
            } else {
                let c = values[i] + other.values[j] * k
                if !Row.nearZero(c) { s.append(symbols[i]); v.append(c) } else { removed(symbols[i]) }
                i += 1; j += 1
            }
        }
        symbols = s; values = v
    }
}

/// One row of the tableau: `basic = constant + Σ coefficient · symbol` over parametric symbols.
/// Coefficients whose magnitude falls under `Row.epsilon` are dropped.
struct Row {
    static let epsilon = 1e-8

    var constant: Double
    var terms: Terms

    init(constant: Double = 0) { self.constant = constant; self.terms = Terms() }

    static func nearZero(_ v: Double) -> Bool { abs(v) < epsilon }

    func coefficient(_ symbol: Int) -> Double { terms[symbol] ?? 0 }

    /// Adds `coefficient · symbol`; returns whether the symbol was absent before and whether it is absent now.
    @discardableResult
    mutating func add(_ symbol: Int, _ coefficient: Double) -> (wasAbsent: Bool, isAbsent: Bool) {
        if let old = terms[symbol] {
            let new = old + coefficient
            terms[symbol] = Row.nearZero(new) ? nil : new
            return (false, Row.nearZero(new))
        }
        if Row.nearZero(coefficient) { return (true, true) }
        terms[symbol] = coefficient
        return (true, false)
    }

    /// `self += other · k` (no tableau bookkeeping); `added` hears of each symbol new to this row.
    mutating func add(_ other: Row, times k: Double, added: (Int) -> Void = { _ in }, removed: (Int) -> Void = { _ in }) {
        constant += other.constant * k
        terms.merge(other.terms, times: k, added: added, removed: removed)
    }

    mutating func negate() {
        constant = -constant
        terms.scale(by: -1)
    }

    /// Reads this row as the equation `0 = constant + Σ terms` and rewrites it as
    /// `symbol = …` (the symbol leaves the terms).
    mutating func solve(for symbol: Int) {
        let c = terms.removeValue(forKey: symbol)!
        let k = -1 / c
        constant *= k
        terms.scale(by: k)
    }

    /// Reads this row as `basic = constant + Σ terms` with `symbol` among the terms, and rewrites it
    /// as `symbol = …` with `basic` among the terms (the algebra of a pivot).
    mutating func solve(for symbol: Int, basic: Int) {
        terms[basic] = -1
        solve(for: symbol)
    }
}
