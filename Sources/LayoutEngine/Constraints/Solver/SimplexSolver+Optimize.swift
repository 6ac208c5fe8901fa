extension SimplexSolver {
    /// Lexicographic sign of a vector of objective coefficients: the sign of its first non-zero entry.
    static func lexSign(_ v: [Double]) -> Int {
        for x in v where !Row.nearZero(x) { return x < 0 ? -1 : 1 }
        return 0
    }

    /// Lexicographic `a < b`.
    static func lexLess(_ a: [Double], _ b: [Double]) -> Bool {
        for (x, y) in zip(a, b) where !Row.nearZero(x - y) { return x < y }
        return false
    }

    /// The primal simplex (the paper's `optimize`): while some parametric restricted symbol has a
    /// lexicographically negative objective coefficient, pivot it in, leaving by the minimum ratio.
    func optimize(phaseOne: Bool = false) {
        var pivots = 0
        // The most negative coefficient first; after many pivots in one call, Bland's rule (the
        // lowest symbol with a negative coefficient, and lowest row on ratio ties) so that a
        // degenerate tableau cannot cycle.
        while let entering = phaseOne ? enteringPhaseOne(bland: pivots > Self.blandAfter)
                                      : entering(bland: pivots > Self.blandAfter) {
            pivots += 1
            var leaving: Int?, best = Double.infinity
            for basic in tableau.users(entering) where tableau.kinds[basic].isRestricted {
                let c = tableau.rows[basic]!.coefficient(entering)
                guard c < 0 else { continue }
                let ratio = -tableau.rows[basic]!.constant / c
                if ratio < best - Row.epsilon || (abs(ratio - best) <= Row.epsilon && basic < leaving!) {
                    best = ratio; leaving = basic
                }
            }
            // The objective is bounded below by 0 (errors are >= 0), so a leaving row always exists.
            guard let leaving else { preconditionFailure("unbounded objective: symbol \(entering)") }
            tableau.pivot(entering: entering, leaving: leaving)
        }
    }

    static let blandAfter = 200

    /// The most negative entry at the highest level where one exists (lowest symbol on ties), or
    /// with `bland` the lowest symbol whose entry there is negative.
    private func entering(bland: Bool) -> Int? {
        for level in tableau.objective.indices {
            var pick: Int?, most = -Row.epsilon
            for (s, c) in tableau.objective[level].terms
            where bland ? (c < -Row.epsilon && pick == nil) : (c < most || (c == most && pick.map { s < $0 } == true)) {
                guard tableau.kinds[s] != .dummy, tableau.kinds[s].isRestricted else { continue }
                guard tableau.objective[..<level].allSatisfy({ Row.nearZero($0.coefficient(s)) }) else { continue }
                pick = s; most = c
            }
            if let pick { return pick }
        }
        return nil
    }

    private func enteringPhaseOne(bland: Bool) -> Int? {
        var pick: Int?, most = -Row.epsilon
        for (s, c) in tableau.phaseOne!.terms
        where bland ? (c < -Row.epsilon && pick == nil) : (c < most || (c == most && pick.map { s < $0 } == true)) {
            guard tableau.kinds[s] != .dummy, tableau.kinds[s].isRestricted else { continue }
            pick = s; most = c
        }
        return pick
    }

    /// The dual simplex (the paper's re-optimization after edits): while a restricted basic symbol is
    /// negative, pivot out its row, choosing the entering symbol by the minimum ratio of objective
    /// coefficient to row coefficient, so the objective stays optimal.
    func dualOptimize(_ candidates: Set<Int>) {
        var pending = candidates
        while let leaving = pending.min() {
            pending.remove(leaving)
            guard let row = tableau.rows[leaving], tableau.kinds[leaving].isRestricted, row.constant < -Row.epsilon else { continue }
            var entering: Int?, best: [Double] = []
            for (s, c) in row.terms where c > 0 && tableau.kinds[s] != .dummy {
                let ratio = tableau.objectiveVector(s).map { $0 / c }
                if entering == nil || Self.lexLess(ratio, best) || (!Self.lexLess(best, ratio) && s < entering!) {
                    entering = s; best = ratio
                }
            }
            guard let entering else { preconditionFailure("dual simplex found no entering symbol") }
            let users = tableau.users(entering)
            tableau.pivot(entering: entering, leaving: leaving)
            pending.formUnion(users)
        }
    }
}
