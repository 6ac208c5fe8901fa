import LayoutModel

/// A scroll container (seeds 000 and 004): children docked as in a frame layout, but laid out with
/// no limit along the scroll axis. The extent they need, padding included, is the content size.
///
/// The container's own size is what its parent gives it (an explicit size), or its content size,
/// which the parent then clamps by the container's min/max: a list with max height 150 is 150 high
/// and scrolls when its content is taller, and shrinks to its content otherwise.
/// Along the scroll axis, fill and percentages refer to the visible inner extent.
struct ScrollAlgorithm: LayoutAlgorithm {
    let params: ScrollLayout

    func layout(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> ContainerLayout {
        let padding = context.tree.nodes[container.index].padding
        let inner = proposal.inside(padding)
        var limits = inner
        limits[params.axis] = .unbounded
        let result = try DockedChildren.layout(
            container, inner: Size(width: inner.width.exact ?? .nan, height: inner.height.exact ?? .nan),
            limits: limits, gravity: { _ in nil }, context: context)
        var content = Size.zero
        for axis in Axis.allCases { content[axis] = result.content[axis] + padding.total(axis) }
        // Children may reach further than the content extent computed from their sizes (fill on the scroll axis).
        for rect in result.rects {
            content.width = max(content.width, rect.maxX + padding.right)
            content.height = max(content.height, rect.maxY + padding.bottom)
        }
        var size = Size.zero
        for axis in Axis.allCases { size[axis] = proposal[axis].exact ?? content[axis] }
        if let exact = proposal[params.axis.cross].exact { content[params.axis.cross] = exact }
        if let log = context.explainLog, container.children.contains(log.target) {
            let n = NumberFormat.short, axis = params.axis, name = axis.sizePart.rawValue
            context.note(log.target, .container, "a scroll container along the \(axis.rawValue) axis: its children are laid out "
                + "with no limit along it; the content is \(n(content.width)) x \(n(content.height)) (the children with their "
                + "margins, and the padding) in a viewport of \(n(size.width)) x \(n(size.height)), so it scrolls by up to "
                + "\(n(max(0, content[axis] - size[axis]))) along its \(name); the frames are at scroll offset 0")
        }
        return ContainerLayout(size: size, children: result.rects, contentSize: content)
    }
}
