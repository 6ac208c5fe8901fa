import LayoutModel

/// Frame layout (TangramKit §16): children overlap, each docked on each axis at the start, centre
/// or end of the inner area, or stretched across it.
///
/// Steps:
/// 1. Resolve margins (percentages of the inner size).
/// 2. Size each child: fixed; a weight is that fraction of the inner size; fill, or nothing written
///    with both margins set, is the inner size less the margins; wrap is the content.
/// 3. The container's content size is the largest child extent with margins (children that depend
///    on the container's size are left out of it, then sized against the result).
/// 4. Dock each child by its alignment, its margins, or the container's gravity.
struct FrameAlgorithm: LayoutAlgorithm {
    let params: FrameLayout

    func layout(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> ContainerLayout {
        let padding = context.tree.nodes[container.index].padding
        let inner = proposal.inside(padding)
        let result = try DockedChildren.layout(
            container, inner: Size(width: inner.width.exact ?? .nan, height: inner.height.exact ?? .nan),
            limits: inner, gravity: params.gravity, context: context)
        return ContainerLayout(size: proposal.containerSize(content: result.content, padding: padding), children: result.rects)
    }
}

/// Children docked independently on each axis: the frame layout, and the scroll container's content.
enum DockedChildren {
    /// - Parameters:
    ///   - inner: the inner extent per axis, NaN where it is not known (the container sizes to content).
    ///   - limits: the inner proposal, whose limits cap content-sized children.
    /// - Returns: one rect per child (relative to the container's border box) and the content extent
    ///   (children with their margins, padding excluded).
    static func layout(_ container: ContainerRef, inner: Size, limits: Proposal, gravity: @escaping (Axis) -> Gravity?,
                       context: LayoutContext) throws(LayoutError) -> (rects: [Rect], content: Size) {
        func known(_ axis: Axis) -> Double? { inner[axis].isNaN ? nil : inner[axis] }
        let padding = context.tree.nodes[container.index].padding
        let items = container.children.filter { context.node($0).visibility != .gone }
        var margins: [Int: EdgeInsets] = [:]
        for i in items {
            margins[i] = Placement.margins(context.node(i), innerWidth: known(.horizontal), innerHeight: known(.vertical))
        }
        let resolver = SiblingSizes(context: context, children: container.children,
                                    innerWidth: known(.horizontal), innerHeight: known(.vertical))
        resolver.compute = { [unowned resolver] i throws(LayoutError) in
            let node = context.node(i), m = margins[i]!, env = resolver.environment
            var specs = (horizontal: AxisSpec.exact(0), vertical: AxisSpec.exact(0))
            for axis in Axis.allCases {
                var spec = try context.standardSpec(i, axis, margins: m.total(axis),
                                                    bothMarginsSet: Placement.bothMarginsSet(node, axis), env: env)
                if case .content(_, let mul, let inc) = spec {
                    spec = .content(limit: limits[axis].limit.map { max(0, $0 - m.total(axis)) }, multiple: mul, increment: inc)
                }
                let align = Placement.alignment(node, axis, gravity: gravity(axis))
                if align == .fill, let extent = known(axis), node.size(axis) == nil || node.size(axis)?.kind == .wrap {
                    spec = .exact(max(0, extent - m.total(axis)))
                }
                if axis == .horizontal { specs.horizontal = spec } else { specs.vertical = spec }
                context.note(i, axis.sizePart, (align == .fill ? "alignment fill: " : "") + spec.explanationText)
            }
            return try context.resolveSize(i, width: specs.horizontal, height: specs.vertical, env: env)
        }
        var sizes: [Int: Size] = [:]
        for i in items { sizes[i] = try resolver.size(of: i) }

        var content = Size.zero
        for axis in Axis.allCases {
            for i in items where !context.dependsOnParent(i, axis, bothMarginsSet: Placement.bothMarginsSet(context.node(i), axis)) {
                content[axis] = max(content[axis], sizes[i]![axis] + margins[i]!.total(axis))
            }
        }

        var rects: [Int: Rect] = [:]
        for i in items {
            let node = context.node(i), m = margins[i]!
            var s = sizes[i]!
            var origin = Point(x: padding.left, y: padding.top)
            for axis in Axis.allCases {
                let space = known(axis) ?? content[axis]
                let align = Placement.alignment(node, axis, gravity: gravity(axis))
                let dependent = context.dependsOnParent(i, axis, bothMarginsSet: Placement.bothMarginsSet(node, axis))
                if known(axis) == nil && (dependent || align == .fill) {
                    s[axis] = stretched(node, axis, current: s[axis], space: space, margins: m.total(axis), dependent: dependent)
                }
                let offset = Placement.offset(align, space: space, size: s[axis], lead: m.leading(axis), trail: m.trailing(axis))
                if axis == .horizontal { origin.x += offset } else { origin.y += offset }
                if context.explains(i) {
                    let n = NumberFormat.short
                    context.note(i, axis.positionPart, "the padding \(n(axis == .horizontal ? padding.left : padding.top)) + "
                        + "\(n(offset)): alignment \(align) of its \(axis.sizePart.rawValue) \(n(s[axis])) in the space \(n(space))"
                        + (m.total(axis) != 0 ? " with margins \(n(m.leading(axis))) and \(n(m.trailing(axis)))" : ""))
                }
            }
            rects[i] = Rect(origin: origin, size: s)
        }
        let zero = Rect(x: padding.left, y: padding.top, width: 0, height: 0)
        return (container.children.map { rects[$0] ?? zero }, content)
    }

    /// The size of a child that depends on the container's extent once that extent is known from the
    /// other children (TangramKit §16.3: such children are laid out again after the wrap).
    private static func stretched(_ node: LayoutNode, _ axis: Axis, current: Double, space: Double,
                                  margins: Double, dependent: Bool) -> Double {
        guard dependent else { return max(current, space - margins) }
        guard let value = node.size(axis) else { return max(0, space - margins) }
        switch value.kind {
        case .weight(let w): return value.adjust(w * space)
        case .fill, .average: return value.adjust(max(0, space - margins))
        case .equal(let ref) where ref.target == .parent: return value.adjust(space)
        default: return current
        }
    }
}
