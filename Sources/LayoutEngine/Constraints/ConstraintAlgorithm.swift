import LayoutModel

/// Constraint layout (iOS Auto Layout): children placed by linear constraints over their anchors,
/// solved by the Cassowary simplex solver in `Solver/`.
///
/// Steps:
/// 1. Build the container's `ConstraintSystem` once per run (children's written sizes, intrinsic
///    sizes with hugging and compression resistance, the fixture's constraints); a conflict among
///    required constraints is an error naming them.
/// 2. Size the container: an exactly proposed axis is suggested to the width or height edit
///    variable; another axis takes its fitting size (`fittingSize(_:)`), capped by an `atMost` limit.
/// 3. Re-measure text at its solved width (multi-line labels) and re-solve when its height changes.
/// 4. Read each child's box; warn once about anchors the constraints leave ambiguous (the result is
///    still deterministic: the solver breaks ties by symbol order).
struct ConstraintAlgorithm: LayoutAlgorithm {
    let params: ConstraintLayout

    /// Right to left swaps `leading` and `trailing` inside the system (Auto Layout's rule), so
    /// constraints written with `left`/`right` keep their sides.
    var mirrorsForRightToLeft: Bool { false }

    func layout(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> ContainerLayout {
        let system = try Self.system(container, params: params, context: context)
        for axis in Axis.allCases { system.size(axis, proposal[axis]) }
        try system.reflowText(context)
        let s = system.solver
        var size = Size.zero
        for axis in Axis.allCases {
            let solved = s.value(axis == .horizontal ? system.width : system.height)
            size[axis] = proposal[axis].exact ?? solved
            if let exact = proposal[axis].exact, abs(solved - exact) > 1e-6 {
                context.warn(LayoutWarning(path: system.containerPath, node: system.containerName,
                    message: "required constraints need a \(axis == .horizontal ? "width" : "height") of "
                        + "\(NumberFormat.short(solved)); the container is \(NumberFormat.short(exact))"))
            }
        }
        system.warnAboutAmbiguity(context)
        if context.explainLog != nil { system.noteExplainedChild(context) }
        var rects: [Int: Rect] = [:]
        for item in system.order {
            rects[item.index] = Rect(x: s.value(item.x), y: s.value(item.y), width: s.value(item.w), height: s.value(item.h))
        }
        return ContainerLayout(size: size, children: container.children.map { rects[$0] ?? Rect(x: 0, y: 0, width: 0, height: 0) })
    }

    /// The system kept for this container during the run, built on first use.
    static func system(_ container: ContainerRef, params: ConstraintLayout,
                       context: LayoutContext) throws(LayoutError) -> ConstraintSystem {
        let systems = context.state(ConstraintSystems.self)
        if let kept = systems.byContainer[container.index] { return kept }
        let system = try ConstraintSystem(container, params: params, context: context)
        systems.byContainer[container.index] = system
        return system
    }
}

/// The constraint systems of one layout, by container: kept between the runs of a container, so
/// that a new size re-solves incrementally (the constraint layout's `AlgorithmState`).
final class ConstraintSystems: AlgorithmState {
    var byContainer: [Int: ConstraintSystem] = [:]
    init(tree: NodeTree) {}
}

/// What `systemLayoutSizeFitting` aims for on an axis that is not given.
public enum FittingTarget: Sendable {
    /// `UIView.layoutFittingCompressedSize`: as small as the constraints allow.
    case compressed
    /// `UIView.layoutFittingExpandedSize`: as large as they allow, up to `limit`.
    case expanded(limit: Double)
}

extension ConstraintSystem {
    /// Puts axis `axis` in the mode `proposal` asks for: the edit variable at the given extent, or the
    /// fitting size (pulled towards zero at the fitting priority, capped by an `atMost` limit).
    func size(_ axis: Axis, _ proposal: AxisProposal) {
        switch proposal {
        case .exactly(let v): hold(axis, at: v)
        case .atMost(let limit): fit(axis, .compressed, cap: limit)
        case .unbounded: fit(axis, .compressed, cap: nil)
        // The smallest size the constraints allow is the compressed fitting size.
        case .minContent: fit(axis, .compressed, cap: nil)
        }
    }

    private func variable(_ axis: Axis) -> Variable { axis == .horizontal ? width : height }

    private func hold(_ axis: Axis, at value: Double) {
        let v = variable(axis)
        do {
            if let kept = fitting.removeValue(forKey: axis) {
                for c in kept { try solver.remove(c) }
                try solver.addEditVariable(v, priority: Self.editPriority)
            }
            try solver.suggestValue(v, value)
        } catch { preconditionFailure("edit variable: \(error)") }
    }

    /// Fitting constraints on a non-required level never conflict; they replace the edit variable.
    func fit(_ axis: Axis, _ target: FittingTarget, cap: Double?) {
        let v = variable(axis)
        do {
            if let kept = fitting.removeValue(forKey: axis) {
                for c in kept { try solver.remove(c) }
            } else {
                try solver.removeEditVariable(v)
            }
            var ids: [ConstraintID] = []
            switch target {
            case .compressed:
                ids.append(try solver.add(LinearExpression(v), .equal, LinearExpression(), priority: Self.fittingPriority))
            case .expanded(let limit):
                ids.append(try solver.add(LinearExpression(v), .equal, LinearExpression(constant: limit), priority: Self.fittingPriority))
            }
            if let cap {
                ids.append(try solver.add(LinearExpression(v), .lessOrEqual, LinearExpression(constant: cap), priority: Self.editPriority))
            }
            fitting[axis] = ids
        } catch { preconditionFailure("fitting constraints: \(error)") }
    }

    /// One warning per run naming the anchors the constraints leave undecided.
    func warnAboutAmbiguity(_ context: LayoutContext) {
        guard !checkedAmbiguity else { return }
        checkedAmbiguity = true
        let vars = order.flatMap { [$0.x, $0.y, $0.w, $0.h] }
        let ambiguous = solver.ambiguousVariables(among: vars)
        guard !ambiguous.isEmpty else { return }
        context.warn(LayoutWarning(path: containerPath, node: containerName,
            message: "ambiguous layout: the constraints do not decide " + ambiguous.map { solver.name($0) }.joined(separator: ", ")
                + "; the solver's choice is used"))
    }
}

extension LayoutEngine {
    /// The size a constraint container takes (iOS's `systemLayoutSizeFitting`): on each axis, the
    /// given extent, or the compressed or expanded fitting size.
    public func fittingSize(of root: LayoutNode, width: FittingTarget? = nil, widthValue: Double? = nil,
                            height: FittingTarget? = nil, heightValue: Double? = nil) throws(LayoutError) -> Size {
        guard case .container(.constraints(let params), _) = root.kind else {
            throw LayoutError(path: "$.root", node: root.name, reason: "fittingSize needs a constraints container")
        }
        try root.validate()
        let context = LayoutContext(tree: try NodeTree(root), textMeasurer: textMeasurer)
        let system = try ConstraintAlgorithm.system(context.container(0), params: params, context: context)
        let targets: [(Axis, FittingTarget?, Double?)] = [(.horizontal, width, widthValue), (.vertical, height, heightValue)]
        for (axis, target, value) in targets {
            if let value { system.size(axis, .exactly(value)) } else { system.fit(axis, target ?? .compressed, cap: nil) }
        }
        return Size(width: system.solver.value(system.width), height: system.solver.value(system.height))
    }
}
