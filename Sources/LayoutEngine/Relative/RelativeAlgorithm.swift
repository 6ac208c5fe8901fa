import LayoutModel

/// Relative layout (TangramKit §15): each child is placed by anchors (`LayoutNode.anchors`) to the
/// container's inner edges and centres or to its siblings' edges and centres, with offsets.
///
/// Steps:
/// 1. Resolve each child's size and position on each axis on demand, so a child may refer to any
///    sibling whichever comes first; a reference cycle is an error naming the nodes in it.
///    - Size: both the near and far edges anchored give the distance between them (the written size is
///      ignored, min/max still apply); otherwise the written size (`standardSpec`, which resolves
///      references such as `B.width * 2 + 10` through the siblings).
///    - Position: the near edge's anchor, else the centre's (less half the size), else the far edge's
///      (less the size), else the parent's near inner edge. An axis with no anchors reads a margin on an
///      edge as an anchor to the parent's same edge.
/// 2. A container that wraps its content on an axis takes the largest far edge of the children that do
///    not depend on its extent (TangramKit §8.6), then everything is resolved again at that size.
struct RelativeAlgorithm: LayoutAlgorithm {
    let params: RelativeLayout

    func layout(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> ContainerLayout {
        let padding = context.tree.nodes[container.index].padding
        let inner = proposal.inside(padding)
        let known = Size(width: inner.width.exact ?? .nan, height: inner.height.exact ?? .nan)
        let firstRun = RelativeRun(container: container, inner: known, limits: inner, context: context)
        let first = try firstRun.perform()
        let size = proposal.containerSize(content: first.content, padding: padding)
        if !known.width.isNaN && !known.height.isNaN {
            if context.explainLog != nil { try firstRun.noteExplainedChild() }
            return ContainerLayout(size: size, children: first.rects)
        }
        // Second pass: children that depend on the container's extent are placed against the wrapped size.
        let wrapped = Size(width: max(0, size.width - padding.horizontal), height: max(0, size.height - padding.vertical))
        let secondRun = RelativeRun(container: container, inner: wrapped, limits: .exactly(wrapped), context: context)
        let second = try secondRun.perform()
        if context.explainLog != nil { try secondRun.noteExplainedChild(wrapped: true) }
        return ContainerLayout(size: size, children: second.rects)
    }
}

/// One resolution of a relative container's children against known (or NaN: unknown) inner extents.
final class RelativeRun {
    /// What is being resolved, for the cycle check: a child's size, or its near-edge position on an axis.
    private enum Key: Hashable {
        case size(Int)
        case start(Int, Axis)
    }

    /// A coordinate or extent, and whether it depends on an inner extent that is not known yet.
    struct Value {
        var value: Double
        var dependent: Bool
    }

    let container: ContainerRef
    let context: LayoutContext
    private let inner: Size
    private let limits: Proposal
    let padding: EdgeInsets
    private var sizes: [Int: (size: Size, dependent: [Axis: Bool])] = [:]
    private var starts: [Key: Value] = [:]
    private var stack: [Key] = []
    /// Set while a size is computed when a sibling size it reads depends on an unknown extent.
    private var readDependent = false
    private var margins: [Int: EdgeInsets] = [:]
    /// Per axis, each centering group's members in order (leader first, with the gap before each), by member.
    var groups: [Axis: [Int: [(index: Int, gap: Double)]]] = [:]
    /// Per axis, each equal-share group's members (leader first, with the listed gaps), by member.
    var shares: [Axis: [Int: [(index: Int, gap: Double)]]] = [:]

    init(container: ContainerRef, inner: Size, limits: Proposal, context: LayoutContext) {
        self.container = container; self.context = context; self.inner = inner; self.limits = limits
        self.padding = context.tree.nodes[container.index].padding
        for i in container.children {
            margins[i] = Placement.margins(context.node(i), innerWidth: known(.horizontal), innerHeight: known(.vertical))
        }
    }

    func known(_ axis: Axis) -> Double? { inner[axis].isNaN ? nil : inner[axis] }

    /// The children's rects and the content extent (padding excluded) of the children that do not
    /// depend on an unknown inner extent.
    func perform() throws(LayoutError) -> (rects: [Rect], content: Size) {
        try collectGroups()
        var rects: [Rect] = []
        var content = Size.zero
        for i in container.children {
            let s = try size(of: i)
            let x = try start(i, .horizontal), y = try start(i, .vertical)
            guard context.node(i).visibility != .gone else {
                rects.append(Rect(x: padding.left, y: padding.top, width: 0, height: 0))
                continue
            }
            rects.append(Rect(x: x.value, y: y.value, width: s.size.width, height: s.size.height))
            for (axis, position) in [(Axis.horizontal, x), (.vertical, y)]
            where !position.dependent && !(s.dependent[axis] ?? false) {
                content[axis] = max(content[axis], position.value + s.size[axis] - padding.leading(axis))
            }
        }
        return (rects, content)
    }

    // MARK: Dependency-ordered resolution

    func name(_ i: Int) -> String { context.node(i).name }

    private func describe(_ key: Key) -> String {
        switch key {
        case .size(let i): return "\(name(i)).size"
        case .start(let i, let axis): return "\(name(i)).\(axis == .horizontal ? "x" : "y")"
        }
    }

    private func guarded<T>(_ key: Key, _ body: () throws(LayoutError) -> T) throws(LayoutError) -> T {
        if let from = stack.firstIndex(of: key) {
            let cycle = (stack[from...] + [key]).map(describe)
            let node: Int
            switch key { case .size(let i), .start(let i, _): node = i }
            throw LayoutError(path: context.tree.path(of: node) + ".anchors", node: name(node),
                              reason: "anchors and size references form a cycle: " + cycle.joined(separator: " -> "))
        }
        stack.append(key)
        defer { stack.removeLast() }
        return try body()
    }

    /// The anchors of child `i` on `axis`, with margins standing for parent anchors on an axis that has none.
    func anchors(_ i: Int, _ axis: Axis) -> (lead: AnchorValue?, center: AnchorValue?, trail: AnchorValue?) {
        let node = context.node(i)
        let lead = RelativeEdge.leading(axis), trail = RelativeEdge.trailing(axis), center = RelativeEdge.center(axis)
        let a = node.anchors ?? RelativeAnchors()
        if a[lead] != nil || a[trail] != nil || a[center] != nil { return (a[lead], a[center], a[trail]) }
        let m = margins[i]!
        return (node.margin.leading(axis) == nil ? nil : AnchorValue(.parent, lead, offset: m.leading(axis)), nil,
                node.margin.trailing(axis) == nil ? nil : AnchorValue(.parent, trail, offset: -m.trailing(axis)))
    }

    func size(of i: Int) throws(LayoutError) -> (size: Size, dependent: [Axis: Bool]) {
        if let known = sizes[i] { return known }
        let result = try guarded(.size(i)) { () throws(LayoutError) -> (size: Size, dependent: [Axis: Bool]) in
            if context.node(i).visibility == .gone { return (.zero, [:]) }
            var specs: [Axis: AxisSpec] = [:]
            var dependent: [Axis: Bool] = [:]
            let env = environment(for: i)
            for axis in Axis.allCases {
                if let members = shares[axis]?[i], fixedSize(i, axis) == nil, let extent = known(axis) {
                    // An equal share of the inner extent less the gaps and the members' fixed sizes,
                    // among the members that are not gone and have no fixed size (TangramKit §15.5).
                    let present = members.filter { context.node($0.index).visibility != .gone }
                    let gaps = present.reduce(0) { $0 + $1.gap }
                    let fixed = present.compactMap { fixedSize($0.index, axis) }
                    let sharers = present.count - fixed.count
                    specs[axis] = .exact(max(0, extent - gaps - fixed.reduce(0, +)) / Double(max(1, sharers)))
                    dependent[axis] = false
                    continue
                }
                if shares[axis]?[i] != nil, fixedSize(i, axis) == nil {
                    // The parent sizes to its content: the share is known in the second pass.
                    specs[axis] = .content(limit: limits[axis].limit)
                    dependent[axis] = true
                    continue
                }
                let a = anchors(i, axis)
                if let lead = a.lead, let trail = a.trail {
                    let l = try value(lead, from: i, at: .leading(axis)), t = try value(trail, from: i, at: .trailing(axis))
                    specs[axis] = .exact(max(0, t.value - l.value))
                    dependent[axis] = l.dependent || t.dependent
                    continue
                }
                let saved = readDependent
                readDependent = false
                var spec = try context.standardSpec(i, axis, margins: 0, bothMarginsSet: false, env: env)
                if case .content(_, let mul, let inc) = spec {
                    spec = .content(limit: limits[axis].limit, multiple: mul, increment: inc)
                }
                specs[axis] = spec
                dependent[axis] = readDependent || (known(axis) == nil && context.dependsOnParent(i, axis, bothMarginsSet: false))
                readDependent = saved
            }
            var size = try context.resolveSize(i, width: specs[.horizontal]!, height: specs[.vertical]!, env: env)
            for axis in Axis.allCases {
                // Between two bounds the node shrinks to fit (TangramKit §9.4).
                guard case (let lo?, let hi?) = try bounds(i, axis) else { continue }
                if size[axis] > hi.value - lo.value {
                    size[axis] = max(0, hi.value - lo.value)
                    dependent[axis] = (dependent[axis] ?? false) || lo.dependent || hi.dependent
                }
            }
            return (size, dependent)
        }
        sizes[i] = result
        return result
    }

    /// Sizing references to siblings (`B.width`) resolve through this run, so they join the cycle check.
    private func environment(for i: Int) -> SizingEnvironment {
        SizingEnvironment(innerWidth: known(.horizontal), innerHeight: known(.vertical)) { [unowned self] name, axis throws(LayoutError) in
            let j = try self.sibling(name, from: i, property: axis == .horizontal ? "width" : "height")
            let s = try self.size(of: j)
            if s.dependent[axis] ?? false { self.readDependent = true }
            return s.size[axis]
        }
    }

    /// The near-edge coordinate of child `i` on `axis`, in the container's border-box coordinates.
    func start(_ i: Int, _ axis: Axis) throws(LayoutError) -> Value {
        let key = Key.start(i, axis)
        if let known = starts[key] { return known }
        let result = try guarded(key) { () throws(LayoutError) -> Value in
            let placed = try place(i, axis)
            let (lo, hi) = try bounds(i, axis)
            if lo == nil && hi == nil { return placed }
            let s = try size(of: i)
            let extent = s.size[axis], extentDependent = s.dependent[axis] ?? false
            var v = placed
            let a = anchors(i, axis)
            if a.lead == nil && a.center == nil && a.trail == nil, let lo, let hi {
                v = Value(value: lo.value + (hi.value - lo.value - extent) / 2,
                          dependent: lo.dependent || hi.dependent || extentDependent)
            }
            if let hi, v.value + extent > hi.value {
                v = Value(value: hi.value - extent, dependent: v.dependent || hi.dependent || extentDependent)
            }
            if let lo, v.value < lo.value { v = Value(value: lo.value, dependent: v.dependent || lo.dependent) }
            return v
        }
        starts[key] = result
        return result
    }

    /// The near-edge coordinate from the anchors alone, before bounds.
    func place(_ i: Int, _ axis: Axis) throws(LayoutError) -> Value {
        if let members = groups[axis]?[i] { return try groupStart(i, axis, members) }
        let a = anchors(i, axis)
        if let lead = a.lead { return try value(lead, from: i, at: .leading(axis)) }
        let s = try size(of: i)
        let extent = s.size[axis], extentDependent = s.dependent[axis] ?? false
        if let center = a.center {
            let c = try value(center, from: i, at: .center(axis))
            return Value(value: c.value - extent / 2, dependent: c.dependent || extentDependent)
        }
        if let trail = a.trail {
            let t = try value(trail, from: i, at: .trailing(axis))
            return Value(value: t.value - extent, dependent: t.dependent || extentDependent)
        }
        if axis == .vertical, let anchor = context.node(i).anchors?[.baseline] {
            let b = try value(anchor, from: i, at: .baseline)
            let own = try baselineOffset(i, size: s.size, key: "anchors.baseline")
            return Value(value: b.value - own, dependent: b.dependent || extentDependent)
        }
        return Value(value: padding.leading(axis), dependent: false)
    }

    /// The bounds of child `i` on `axis`: the lowest near edge and the highest far edge.
    func bounds(_ i: Int, _ axis: Axis) throws(LayoutError) -> (lo: Value?, hi: Value?) {
        guard let b = context.node(i).anchors?.bounds, !b.isEmpty else { return (nil, nil) }
        let lead = RelativeEdge.leading(axis), trail = RelativeEdge.trailing(axis)
        var lo: Value?, hi: Value?
        if let v = b[lead] { lo = try value(v, from: i, at: lead, key: axis == .horizontal ? "minLeft" : "minTop") }
        if let v = b[trail] { hi = try value(v, from: i, at: trail, key: axis == .horizontal ? "maxRight" : "maxBottom") }
        return (lo, hi)
    }

    /// The coordinate the anchor on edge `edge` of child `i` refers to, offset included.
    func value(_ anchor: AnchorValue, from i: Int, at edge: RelativeEdge,
                       key: String? = nil) throws(LayoutError) -> Value {
        let axis = anchor.edge.axis
        let lead: Value, extent: Value
        var baseline = 0.0
        switch anchor.target {
        case .parent where anchor.edge == .baseline:
            throw LayoutError(path: context.tree.path(of: i) + ".anchors." + (key ?? edge.rawValue), node: name(i),
                              reason: "the parent has no baseline; anchor to a text sibling's baseline ('B.baseline')")
        case .parent:
            lead = Value(value: padding.leading(axis), dependent: false)
            extent = known(axis).map { Value(value: $0, dependent: false) } ?? Value(value: 0, dependent: true)
        case .node(let name):
            let j = try sibling(name, from: i, property: "anchors." + (key ?? edge.rawValue))
            lead = try start(j, axis)
            let s = try size(of: j)
            extent = Value(value: s.size[axis], dependent: s.dependent[axis] ?? false)
            if anchor.edge == .baseline {
                baseline = try baselineOffset(j, size: s.size, key: "anchors." + (key ?? edge.rawValue), from: i)
            }
        }
        let base: Value
        switch anchor.edge {
        case .left, .top: base = lead
        case .right, .bottom: base = Value(value: lead.value + extent.value, dependent: lead.dependent || extent.dependent)
        case .centerX, .centerY: base = Value(value: lead.value + extent.value / 2, dependent: lead.dependent || extent.dependent)
        case .baseline: base = Value(value: lead.value + baseline, dependent: lead.dependent || extent.dependent)
        }
        return Value(value: base.value + anchor.offset, dependent: base.dependent)
    }
}
