extension SimplexSolver {
    /// The variables whose value the constraints do not decide: other values would satisfy every
    /// required constraint and leave the weighted error unchanged (the optimum is not unique there).
    ///
    /// A parametric symbol with a zero objective vector can move without changing the objective; if
    /// no degenerate restricted row blocks the move, the external variables whose rows hold it (and
    /// the symbol itself, when external) are ambiguous. Dummies are fixed at 0 and never move.
    public func ambiguousVariables(among variables: [Variable]) -> [Variable] {
        var free: Set<Int> = []
        var candidates = tableau.parametricSymbols()
        for v in variables where !tableau.isBasic(v.id) { candidates.insert(v.id) }
        for s in candidates where tableau.kinds[s] != .dummy {
            guard Self.lexSign(tableau.objectiveVector(s)) == 0, canMove(s) else { continue }
            free.insert(s)
        }
        return variables.filter { v in
            if free.contains(v.id) { return true }
            guard let row = tableau.rows[v.id] else { return false }
            return row.terms.keys.contains { free.contains($0) }
        }
    }

    /// Whether a parametric symbol can move off its value in some allowed direction.
    private func canMove(_ s: Int) -> Bool {
        func blocked(_ direction: Double) -> Bool {
            tableau.users(s).contains { b in
                guard tableau.kinds[b].isRestricted else { return false }
                let row = tableau.rows[b]!
                return row.coefficient(s) * direction < 0 && Row.nearZero(row.constant)
            }
        }
        if tableau.kinds[s].isRestricted { return !blocked(1) }
        return !blocked(1) || !blocked(-1)
    }

    /// What the value of `v` follows in the current solution (for explanations): the constraints
    /// whose markers or errors are in its row (moving one of their constants moves `v`), by id,
    /// and the variables in its row that no constraint decides. Nil when `v` is parametric (it
    /// sits at 0 and no row gives it).
    func decidingConstraints(of v: Variable) -> (constraints: [ConstraintID], free: [Variable])? {
        guard let row = tableau.rows[v.id] else { return nil }
        var ids: Set<ConstraintID> = [], free: [Variable] = []
        for (s, c) in row.terms where !Row.nearZero(c) {
            if let id = owners[s] { ids.insert(id) } else if tableau.kinds[s] == .external { free.append(Variable(id: s)) }
        }
        return (ids.sorted(), free)
    }

    /// The priority of a constraint in the solver.
    func priority(of c: ConstraintID) -> Priority? { records[c]?.priority }

    /// The name given to a variable, or `v<number>`.
    public func name(_ v: Variable) -> String { names[v] ?? "v\(v.id)" }
}
