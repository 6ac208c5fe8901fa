/// The simplex tableau in the paper's "augmented simplex form": each basic symbol has a row over
/// parametric symbols; restricted basic symbols (slack, error, dummy, artificial) keep a constant >= 0.
///
/// Besides the rows it keeps, for every parametric symbol, the set of rows it appears in (the
/// paper's column index), so a pivot substitutes only the rows that need it. The objective is one
/// row per priority level, highest first, substituted with every pivot like the other rows.
struct Tableau {
    enum Kind: UInt8 {
        /// A variable of the problem: unrestricted in sign, never in the objective.
        case external
        /// The slack of an inequality (>= 0).
        case slack
        /// The error of a non-required constraint (>= 0, weighted in the objective).
        case error
        /// The marker of a required equality (>= 0 and, in effect, always 0; never enters the basis).
        case dummy
        /// Phase one of an addition that had no obvious subject (>= 0, removed before returning).
        case artificial

        var isRestricted: Bool { self != .external }
    }

    private(set) var kinds: [Kind] = []
    /// The row of each basic symbol, by symbol number (nil: parametric).
    private(set) var rows: [Row?] = []
    /// For each symbol, the rows it was added to: appending costs no hashing, which matters, as a
    /// long chain of constraints puts thousands of symbols in thousands of rows. A list marked
    /// `stale` may hold rows that no longer contain the symbol, or a row twice; `users(_:)` cleans it.
    private var columns: [[Int]] = []
    private var stale: [Bool] = []
    /// One objective row per priority level, highest priority first.
    var objective: [Row] = []
    /// The artificial objective of phase one, substituted with the rest while it exists.
    var phaseOne: Row?
    /// Pivots made so far (for tests and benchmarks).
    private(set) var pivotCount = 0

    mutating func newSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        stale.append(false)
        return kinds.count - 1
    }

    func isBasic(_ symbol: Int) -> Bool { rows[symbol] != nil }

    /// The basic symbols whose rows hold `symbol`, in increasing order.
    mutating func users(_ symbol: Int) -> [Int] {
        guard stale[symbol] else { return columns[symbol] }
        var list = columns[symbol]
        columns[symbol] = []
        list.sort()
        var live: [Int] = []
        live.reserveCapacity(list.count)
        for b in list where b != live.last && rows[b]?.terms[symbol] != nil { live.append(b) }
        columns[symbol] = live
        stale[symbol] = false
        return live
    }

    private mutating func append(_ basic: Int, to symbol: Int) {
        if let last = columns[symbol].last, last >= basic { stale[symbol] = true }
        columns[symbol].append(basic)
    }

    /// Whether some row holds `symbol`.
    func hasUsers(_ symbol: Int) -> Bool { columns[symbol].contains { rows[$0]?.terms[symbol] != nil } }

    /// Every symbol that appears in some row.
    func parametricSymbols() -> Set<Int> {
        var all = Set<Int>()
        for case let row? in rows { all.formUnion(row.terms.keys) }
        return all
    }

    mutating func setRow(_ basic: Int, _ row: Row) {
        for s in row.terms.keys { append(basic, to: s) }
        rows[basic] = row
    }

    @discardableResult
    mutating func removeRow(_ basic: Int) -> Row {
        let row = rows[basic]!
        rows[basic] = nil
        for s in row.terms.keys { stale[s] = true }
        return row
    }

    /// Replaces `symbol` by `row` everywhere it appears as a parametric symbol.
    mutating func substitute(_ symbol: Int, _ row: Row) {
        for basic in users(symbol) {
            let c = rows[basic]!.terms.removeValue(forKey: symbol)!
            var fresh: [Int] = [], gone: [Int] = []
            rows[basic]!.add(row, times: c, added: { fresh.append($0) }, removed: { gone.append($0) })
            for s in fresh { append(basic, to: s) }
            for s in gone { stale[s] = true }
        }
        columns[symbol] = []
        stale[symbol] = false
        for level in objective.indices {
            if let c = objective[level].terms.removeValue(forKey: symbol) { objective[level].add(row, times: c) }
        }
        if let c = phaseOne?.terms.removeValue(forKey: symbol) { phaseOne!.add(row, times: c) }
    }

    /// Makes the parametric `entering` basic in place of `leaving`, using `leaving`'s row.
    mutating func pivot(entering: Int, leaving: Int) {
        pivotCount += 1
        var row = removeRow(leaving)
        row.solve(for: entering, basic: leaving)
        substitute(entering, row)
        setRow(entering, row)
    }

    /// Drops a parametric symbol from every row and the objective (fixes it at its current value, 0).
    mutating func eliminate(_ symbol: Int) {
        for basic in users(symbol) { rows[basic]!.terms[symbol] = nil }
        columns[symbol] = []
        stale[symbol] = false
        for level in objective.indices { objective[level].terms[symbol] = nil }
        phaseOne?.terms[symbol] = nil
    }

    /// Adds a constant to a row (edit variables), keeping the column index as it is.
    mutating func shiftConstant(_ basic: Int, by delta: Double) { rows[basic]!.constant += delta }

    /// Adds `coefficient of symbol · delta` to every row holding `symbol`; returns the restricted
    /// rows that became negative (for the dual simplex).
    mutating func shiftRows(holding symbol: Int, by delta: Double) -> [Int] {
        var negative: [Int] = []
        for basic in users(symbol) {
            let c = rows[basic]!.terms[symbol]!
            rows[basic]!.constant += c * delta
            if kinds[basic].isRestricted && rows[basic]!.constant < 0 { negative.append(basic) }
        }
        return negative
    }

    /// The objective coefficients of `symbol`, highest priority first.
    func objectiveVector(_ symbol: Int) -> [Double] { objective.map { $0.coefficient(symbol) } }
}
