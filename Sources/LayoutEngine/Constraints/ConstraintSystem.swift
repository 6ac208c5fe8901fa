import LayoutModel

/// The solver of one constraint container, built once per layout run and re-solved for each size
/// the container is given: the container's width and height are edit variables, so a new size is
/// a `suggestValue` and a dual-simplex re-solve, not a new tableau.
///
/// Variables: the container's `W` and `H`, and each visible child's `x`, `y`, `w`, `h` (its border
/// box, relative to the container's). Every anchor is a linear expression over them (`anchor(_:)`).
final class ConstraintSystem {
    /// Between every user priority (at most 999) and required: the size the container is given.
    static let editPriority = Priority(999.5)
    /// iOS's `UILayoutPriority.fittingSizeLevel`: how hard a fitting size pulls towards zero.
    static let fittingPriority = Priority(50)

    struct Item { let index: Int; let name: String; let x, y, w, h: Variable }
    /// What a solver constraint stands for, for error messages.
    struct Origin { let text: String; let path: String? }

    let solver = SimplexSolver()
    let params: ConstraintLayout
    let containerName: String
    let containerPath: String
    /// `leading` is the right edge and `trailing` the left one, both measured leftwards.
    let rightToLeft: Bool
    let width: Variable, height: Variable
    private(set) var items: [String: Item] = [:]
    private(set) var order: [Item] = []
    private(set) var origins: [ConstraintID: Origin] = [:]
    /// Per axis: the edit variable is in use, or the fitting constraints (pull to 0, optional cap).
    var fitting: [Axis: [ConstraintID]] = [:]
    var checkedAmbiguity = false
    /// A text child's height constraints and the width its height was measured at.
    struct WrappingText { var ids: [ConstraintID]; var height: Double; var measuredAt: Double }
    var wrappingText: [Int: WrappingText] = [:]
    /// The constraints as written, kept only while a child of this container is explained.
    let keepsStatements: Bool
    private(set) var statements: [ConstraintID: Statement] = [:]

    init(_ container: ContainerRef, params: ConstraintLayout, context: LayoutContext) throws(LayoutError) {
        self.params = params
        containerName = context.tree.nodes[container.index].name
        containerPath = context.tree.path(of: container.index)
        rightToLeft = context.tree.isRightToLeft(container.index)
        keepsStatements = context.explainLog?.parent == container.index
        width = solver.makeVariable("\(ConstraintTarget.parentName).width")
        height = solver.makeVariable("\(ConstraintTarget.parentName).height")
        for index in container.children where context.node(index).visibility != .gone {
            let name = context.node(index).name
            let item = Item(index: index, name: name, x: solver.makeVariable("\(name).left"), y: solver.makeVariable("\(name).top"),
                            w: solver.makeVariable("\(name).width"), h: solver.makeVariable("\(name).height"))
            items[name] = item
            order.append(item)
        }
        let goneNames = Set(container.children.map { context.node($0).name }).subtracting(items.keys)
        for (v, text) in [(width, "parent.width >= 0"), (height, "parent.height >= 0")] {
            try add(LinearExpression(v), .greaterOrEqual, LinearExpression(), .required, Origin(text: text, path: nil))
        }
        for item in order { try addChildConstraints(item, context: context) }
        for (k, c) in params.constraints.enumerated() {
            let origin = Origin(text: c.description, path: containerPath + ".constraints[\(k)]")
            let targets = [c.first.target] + (c.second.map { [$0.target] } ?? [])
            if targets.contains(where: { if case .child(let n) = $0 { goneNames.contains(n) } else { false } }) { continue }
            let lhs = try anchor(c.first, origin)
            let rhs = try c.second.map { (s) throws(LayoutError) in try anchor(s, origin) * c.multiplier } ?? LinearExpression()
            let relation: Relation = switch c.relation {
            case .equal: .equal
            case .lessOrEqual: .lessOrEqual
            case .greaterOrEqual: .greaterOrEqual
            }
            try add(lhs, relation, rhs + c.constant, Priority(c.priority), origin)
        }
        for v in [width, height] {
            do { try solver.addEditVariable(v, priority: Self.editPriority) } catch { preconditionFailure("\(error)") }
        }
    }

    /// Sizes written on the child (numbers only) and its intrinsic content size with hugging and
    /// compression resistance, as iOS adds them.
    private func addChildConstraints(_ item: Item, context: LayoutContext) throws(LayoutError) {
        let node = context.node(item.index)
        let path = context.tree.path(of: item.index)
        var intrinsic: Size?
        for axis in Axis.allCases {
            let v = axis == .horizontal ? item.w : item.h
            let anchorName = axis == .horizontal ? "width" : "height"
            try add(LinearExpression(v), .greaterOrEqual, LinearExpression(), .required,
                    Origin(text: "\(item.name).\(anchorName) >= 0", path: nil))
            let written: [(SizeValue?, Relation, String)] = [(node.size(axis), .equal, anchorName),
                (node.minSize(axis), .greaterOrEqual, axis == .horizontal ? "minWidth" : "minHeight"),
                (node.maxSize(axis), .lessOrEqual, axis == .horizontal ? "maxWidth" : "maxHeight")]
            for (value, relation, key) in written {
                guard let value else { continue }
                if value.kind == .wrap && key == anchorName { continue }
                guard case .fixed(let points) = value.kind else {
                    throw LayoutError(path: path + ".\(key)", node: item.name,
                                      reason: "a child of a constraints container takes a number of points for '\(key)'; "
                                        + "relate it to other anchors with constraints instead")
                }
                try add(LinearExpression(v), relation, LinearExpression(constant: value.adjust(points)), .required,
                        Origin(text: "\(item.name).\(anchorName) \(relation.rawValue) \(NumberFormat.short(value.adjust(points))) "
                                + "(its '\(key)')", path: path + ".\(key)"))
            }
            if node.size(axis)?.kind != nil && node.size(axis)?.kind != .wrap { continue }
            guard hasIntrinsicSize(node, axis) else { continue }
            if intrinsic == nil { intrinsic = try context.measure(item.index, .unbounded) }
            let ids = try contentSize(item, axis, intrinsic![axis], path: path)
            if axis == .vertical, case .leaf(.text) = node.kind {
                wrappingText[item.index] = WrappingText(ids: ids, height: intrinsic!.height, measuredAt: intrinsic!.width)
            }
        }
    }

    /// Hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`) on one axis.
    func contentSize(_ item: Item, _ axis: Axis, _ size: Double, path: String) throws(LayoutError) -> [ConstraintID] {
        let v = axis == .horizontal ? item.w : item.h
        let anchorName = axis == .horizontal ? "width" : "height"
        let priorities = params.priorities(of: item.name)
        let hug = priorities.hugging(axis), resist = priorities.compression(axis)
        return [
            try add(LinearExpression(v), .lessOrEqual, LinearExpression(constant: size), Priority(hug),
                    Origin(text: "\(item.name).\(anchorName) <= \(NumberFormat.short(size)) @\(NumberFormat.short(hug)) (hugging)",
                           path: path)),
            try add(LinearExpression(v), .greaterOrEqual, LinearExpression(constant: size), Priority(resist),
                    Origin(text: "\(item.name).\(anchorName) >= \(NumberFormat.short(size)) @\(NumberFormat.short(resist)) "
                            + "(compression resistance)", path: path)),
        ]
    }

    /// Text wraps at the width it is given, as a multi-line UILabel does: once the widths are solved,
    /// a label whose width differs from the one its height was measured at is measured again, its
    /// height constraints replaced and the system re-solved (a few rounds at most).
    func reflowText(_ context: LayoutContext) throws(LayoutError) {
        for _ in 0..<3 {
            var changed = false
            for item in order {
                guard var text = wrappingText[item.index] else { continue }
                let width = solver.value(item.w)
                guard abs(width - text.measuredAt) > 1e-9 else { continue }
                text.measuredAt = width
                let height = try context.measure(item.index, Proposal(width: .exactly(width), height: .unbounded)).height
                if abs(height - text.height) > 1e-9 {
                    for id in text.ids {
                        do { try solver.remove(id) } catch { preconditionFailure("\(error)") }
                        origins[id] = nil
                        statements[id] = nil
                    }
                    text.ids = try contentSize(item, .vertical, height, path: context.tree.path(of: item.index))
                    text.height = height
                    changed = true
                }
                wrappingText[item.index] = text
            }
            if !changed { return }
        }
    }

    /// UIView's `intrinsicContentSize`: none for an empty view or an axis declared "none"; text,
    /// images and containers (their wrap size) have one.
    private func hasIntrinsicSize(_ node: LayoutNode, _ axis: Axis) -> Bool {
        switch node.kind {
        case .leaf(.empty): return false
        case .leaf(.intrinsic(let w, let h)): return (axis == .horizontal ? w : h) != nil
        default: return true
        }
    }

    @discardableResult
    func add(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, _ priority: Priority,
             _ origin: Origin) throws(LayoutError) -> ConstraintID {
        do {
            let id = try solver.add(lhs, relation, rhs, priority: priority)
            origins[id] = origin
            if keepsStatements { statements[id] = Statement(lhs: lhs, relation: relation, rhs: rhs, priority: priority) }
            return id
        } catch {
            guard case .unsatisfiable(let ids) = error else { preconditionFailure("\(error)") }
            let others = ids.dropLast().compactMap { origins[$0] }
            let list = others.map { "'\($0.text)'" + ($0.path.map { " (\($0))" } ?? "") }
            throw LayoutError(path: origin.path ?? containerPath, node: containerName,
                              reason: "required constraint '\(origin.text)' conflicts with "
                                + (list.isEmpty ? "the other required constraints" : list.joined(separator: ", ")))
        }
    }

    /// The expression of an anchor: a child's from its box, `parent`'s from the container's border
    /// box, `safe`'s from that box less the safe-area insets.
    func anchor(_ ref: AnchorRef, _ origin: Origin) throws(LayoutError) -> LinearExpression {
        let pos: LinearExpression, size: LinearExpression
        let horizontal = ref.anchor.axis == .horizontal
        switch ref.target {
        case .parent:
            pos = LinearExpression()
            size = LinearExpression(horizontal ? width : height)
        case .safeArea:
            let inset = params.safeArea
            pos = LinearExpression(constant: horizontal ? inset.left : inset.top)
            size = LinearExpression(horizontal ? width : height) - (horizontal ? inset.horizontal : inset.vertical)
        case .child(let name):
            guard let item = items[name] else {
                throw LayoutError(path: origin.path ?? containerPath, node: containerName,
                                  reason: "'\(origin.text)' names '\(name)', which is not a child of '\(containerName)'"
                                    + " (its children: " + order.map(\.name).joined(separator: ", ") + ")")
            }
            pos = LinearExpression(horizontal ? item.x : item.y)
            size = LinearExpression(horizontal ? item.w : item.h)
        }
        switch ref.anchor {
        // Right to left, leading and trailing are measured from the container's right edge
        // leftwards (Auto Layout flips their axis), so `a.leading = parent.leading + 10` is 10 in
        // from the right.
        case .leading: return rightToLeft ? LinearExpression(width) - pos - size : pos
        case .trailing: return rightToLeft ? LinearExpression(width) - pos : pos + size
        case .left, .top: return pos
        case .right, .bottom: return pos + size
        case .centerX, .centerY: return pos + size * 0.5
        case .width, .height: return size
        }
    }
}
