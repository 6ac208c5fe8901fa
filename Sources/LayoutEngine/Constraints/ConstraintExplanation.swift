import LayoutModel

/// What a constraint container decided for the child a layout explains (`LayoutContext.note`),
/// written once the system is solved: for each of the child's width, height, x (its left) and y
/// (its top), the constraints that decide the solved value (those in the variable's row of the
/// tableau: moving one of their constants moves the value), each with its priority and its two
/// sides in numbers, then the other preferences on it that hold exactly, and those that lost (they
/// do not hold) and by how much. Content hugging and compression resistance are constraints like the others.
extension ConstraintSystem {
    /// A constraint as written: `lhs relation rhs` at `priority`.
    struct Statement {
        let lhs: LinearExpression
        let relation: Relation
        let rhs: LinearExpression
        let priority: Priority
    }

    func noteExplainedChild(_ context: LayoutContext) {
        guard let log = context.explainLog, let item = order.first(where: { $0.index == log.target }) else { return }
        let n = NumberFormat.short
        context.note(item.index, .container, "the container is \(n(solver.value(width))) x \(n(solver.value(height))): "
            + containerText(.horizontal) + "; " + containerText(.vertical))
        let parts: [(LayoutExplanation.Part, Variable)] = [(.width, item.w), (.height, item.h), (.x, item.x), (.y, item.y)]
        for (part, v) in parts {
            let value = solver.value(v)
            var ids: [ConstraintID], free: [Variable] = []
            if let decided = solver.decidingConstraints(of: v) {
                ids = decided.constraints; free = decided.free
            } else {
                // A parametric variable: the constraints on it that hold exactly keep it where it is.
                ids = statements.keys.filter { statements[$0]!.mentions(v) && abs(difference($0)) < 1e-6 }
            }
            ids.sort { (solver.priority(of: $0)?.value ?? 0, $1.id) > (solver.priority(of: $1)?.value ?? 0, $0.id) }
            if ids.isEmpty && free.isEmpty {
                context.note(item.index, part, "\(n(value)): no constraint decides \(solver.name(v)) (the solver's choice)")
            }
            for id in ids { context.note(item.index, part, deciding(id)) }
            for f in free {
                context.note(item.index, part, "follows \(solver.name(f)) = \(n(solver.value(f))), which no constraint decides")
            }
            // The other preferences on it: those that hold exactly too, then those that lost.
            let others = statements.keys.filter { !statements[$0]!.priority.isRequired && statements[$0]!.mentions(v) && !ids.contains($0) }
            for id in others.sorted() where abs(difference(id)) < 1e-6 {
                context.note(item.index, part, "also holds: " + deciding(id))
            }
            for id in others.sorted() where violation(id) > 1e-6 { context.note(item.index, part, lostText(id)) }
        }
    }

    /// The container's extent on `axis`: given (the edit variable), or its fitting size.
    private func containerText(_ axis: Axis) -> String {
        let name = axis == .horizontal ? "width" : "height"
        let v = axis == .horizontal ? width : height
        if solver.hasEditVariable(v) { return "its \(name) is given (held @\(Self.editPriority))" }
        return "its \(name) is its fitting size (as small as the constraints allow, pulled towards 0 @\(Self.fittingPriority)"
            + ((fitting[axis]?.count ?? 0) > 1 ? ", at most the proposed limit" : "") + ")"
    }

    /// A constraint that decides a value, with its priority and both sides in numbers.
    private func deciding(_ id: ConstraintID) -> String {
        let n = NumberFormat.short
        for (axis, v) in [(Axis.horizontal, width), (.vertical, height)] {
            let name = "parent.\(axis == .horizontal ? "width" : "height")"
            if solver.edits[v]?.constraint == id {
                return "\(name) = \(n(solver.value(v))): the \(axis == .horizontal ? "width" : "height") the container is given "
                    + "(@\(Self.editPriority))"
            }
            if let ids = fitting[axis], let k = ids.firstIndex(of: id) {
                return k == 0 ? "\(name) = \(n(solver.value(v))): the fitting size, pulled towards 0 @\(Self.fittingPriority)"
                    : "\(name) = \(n(solver.value(v))): at most the proposed limit (@\(Self.editPriority))"
            }
        }
        guard let s = statements[id] else { return "a constraint of the solver (#\(id.id))" }
        if violation(id) > 1e-6 { return lostText(id) }
        let sign = abs(difference(id)) < 1e-6 ? "=" : s.relation.rawValue
        return text(id) + ": " + numbers(s.lhs) + " \(sign) " + numbers(s.rhs)
    }

    private func lostText(_ id: ConstraintID) -> String {
        let s = statements[id]!, d = difference(id)
        return text(id) + " lost: " + numbers(s.lhs) + (d > 0 ? " > " : " < ") + numbers(s.rhs)
            + " (off by \(NumberFormat.short(abs(d))))"
    }

    /// The constraint as the fixture writes it, `(required)` added when it is.
    private func text(_ id: ConstraintID) -> String {
        let written = origins[id]?.text ?? "#\(id.id)"
        return statements[id]!.priority.isRequired ? written + " (required)" : written
    }

    /// `lhs - rhs` in the current solution.
    private func difference(_ id: ConstraintID) -> Double {
        let s = statements[id]!
        return evaluate(s.lhs) - evaluate(s.rhs)
    }

    /// How far the constraint is from holding (0 when it holds).
    private func violation(_ id: ConstraintID) -> Double {
        let d = difference(id)
        switch statements[id]!.relation {
        case .equal: return abs(d)
        case .lessOrEqual: return max(0, d)
        case .greaterOrEqual: return max(0, -d)
        }
    }

    private func evaluate(_ e: LinearExpression) -> Double {
        e.terms.reduce(e.constant) { $0 + $1.value * solver.value($1.key) }
    }

    /// An expression with each variable's value in place of the variable: `16 + 343`, `375 − 16`.
    private func numbers(_ e: LinearExpression) -> String {
        let n = NumberFormat.short
        var out = ""
        for (v, c) in e.terms.sorted(by: { $0.key < $1.key }) where abs(c) > 1e-12 {
            let value = (abs(c) == 1 ? "" : n(abs(c)) + " × ") + n(solver.value(v))
            out += out.isEmpty ? (c < 0 ? "−" + value : value) : (c < 0 ? " − " : " + ") + value
        }
        if out.isEmpty { return n(e.constant) }
        if e.constant != 0 { out += (e.constant < 0 ? " − " : " + ") + n(abs(e.constant)) }
        return out
    }
}

private extension ConstraintSystem.Statement {
    func mentions(_ v: Variable) -> Bool {
        abs(lhs.terms[v] ?? 0) > 1e-12 || abs(rhs.terms[v] ?? 0) > 1e-12
    }
}
