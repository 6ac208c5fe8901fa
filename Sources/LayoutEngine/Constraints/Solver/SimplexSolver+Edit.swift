extension SimplexSolver {
    /// Removes a constraint (the paper's incremental deletion) and re-optimizes.
    public func remove(_ id: ConstraintID) throws(SolverError) {
        guard let record = records.removeValue(forKey: id) else { throw .unknownConstraint(id) }
        owners[record.marker] = nil
        if let other = record.other { owners[other] = nil }
        // STEP 1: take the errors out of the objective.
        if !record.priority.isRequired {
            let level = levelIndex(record.priority)
            for e in [record.marker, record.other!] where tableau.kinds[e] == .error {
                if let row = tableau.rows[e] {
                    tableau.objective[level].add(row, times: -record.weight)
                } else {
                    tableau.objective[level].add(e, -record.weight)
                }
            }
        }
        // STEP 2: the marker leaves the tableau with a row of its own.
        let m = record.marker
        if !tableau.isBasic(m), let leaving = leavingRowForRemoval(m) {
            tableau.pivot(entering: m, leaving: leaving)
        }
        if tableau.isBasic(m) { tableau.removeRow(m) }
        // STEP 3: the second symbol no longer means anything: fix it where it is.
        if let other = record.other {
            if tableau.isBasic(other) { tableau.removeRow(other) } else { tableau.eliminate(other) }
        }
        optimize()
    }

    /// The paper's choice: among restricted rows where the marker has a negative coefficient, the
    /// smallest ratio; else among restricted rows, the smallest ratio with a positive coefficient;
    /// else any row holding the marker (lowest symbol).
    private func leavingRowForRemoval(_ m: Int) -> Int? {
        let users = tableau.users(m)
        func best(_ sign: Double) -> Int? {
            var pick: Int?, bestRatio = Double.infinity
            for b in users where tableau.kinds[b].isRestricted {
                let c = tableau.rows[b]!.coefficient(m)
                guard c * sign > 0 else { continue }
                let ratio = abs(tableau.rows[b]!.constant / c)
                if ratio < bestRatio - Row.epsilon { bestRatio = ratio; pick = b }
            }
            return pick
        }
        return best(-1) ?? best(1) ?? users.first
    }

    /// Makes `v` an edit variable at `priority` (non-required), held at its current value.
    public func addEditVariable(_ v: Variable, priority: Priority) throws(SolverError) {
        guard !priority.isRequired else { throw .badEditVariable(v, "an edit variable needs a priority below 1000") }
        guard edits[v] == nil else { throw .badEditVariable(v, "already an edit variable") }
        let current = value(v)
        let id = try add(LinearExpression(v), .equal, LinearExpression(constant: current), priority: priority)
        let record = records[id]!
        edits[v] = Edit(constraint: id, plus: record.marker, minus: record.other!, value: current)
    }

    public func removeEditVariable(_ v: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: v) else { throw .badEditVariable(v, "not an edit variable") }
        try remove(edit.constraint)
    }

    public func hasEditVariable(_ v: Variable) -> Bool { edits[v] != nil }

    /// Asks for `v = value` at the edit priority and re-solves incrementally.
    ///
    /// The edit constraint reads `v - value = plus - minus`. Moving `value` by `delta` turns the old
    /// `plus` into `plus' + delta`: subtract `delta` from `plus`'s row if it is basic, add it to
    /// `minus`'s row if that one is, else shift every row holding `plus` by `coefficient · delta`.
    public func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
        guard var edit = edits[v] else { throw .badEditVariable(v, "not an edit variable") }
        let delta = value - edit.value
        edit.value = value
        edits[v] = edit
        var touched: Set<Int> = []
        if tableau.isBasic(edit.plus) {
            tableau.shiftConstant(edit.plus, by: -delta); touched.insert(edit.plus)
        } else if tableau.isBasic(edit.minus) {
            tableau.shiftConstant(edit.minus, by: delta); touched.insert(edit.minus)
        } else {
            touched.formUnion(tableau.shiftRows(holding: edit.plus, by: delta))
        }
        dualOptimize(touched)
    }
}
