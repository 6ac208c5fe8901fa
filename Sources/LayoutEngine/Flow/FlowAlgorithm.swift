import LayoutModel

/// Flow layout (TangramKit §12): children in lines that break by count or by content.
///
/// Steps:
/// 1. Items: the visible and invisible children (gone ones take no space), their margins.
///    A paged flow is laid out as a grid of pages instead (`FlowPaging`, §12.6).
/// 2. Flexible spacing, when set, decides the items' main size, the gap and the items per line
///    (`FlowFlexibleSpacing`, §6.4).
/// 3. Auto-arrange: content-limited flows reorder the items for the least leftover per line;
///    count-limited flows become masonry columns (`FlowAutoArrange`, §12.5).
/// 4. Line breaking with main-axis sizing (`FlowLineBreaking`, §4.8, §4.9, §12.1, §12.8).
/// 5. Along each line: the container gravity and the last-line policy (`FlowLinePlacement`).
/// 6. Across the lines: the block gravity, then the arranged gravity inside each line or
///    compact columns (`FlowLinePlacement`, §12.2, §12.5b).
/// 7. The container's size: the longest line and the stacked lines, plus padding (§8.4, §8.5).
struct FlowAlgorithm: LayoutAlgorithm {
    let params: FlowLayout

    func layout(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> ContainerLayout {
        // 1. Items.
        let padding = context.tree.nodes[container.index].padding
        let inner = proposal.inside(padding)
        let items = container.children.filter { context.node($0).visibility != .gone }
        if let paging = params.paging, params.isCountLimited {
            return try FlowPaging(params: params, paging: paging).layout(container, items: items, proposal: proposal,
                                                                         context: context)
        }
        let sizer = FlowSizer(context: context, container: container, items: items, orientation: params.orientation, inner: inner)
        let main = sizer.main, cross = sizer.cross
        var spacing = params.spacing(main)
        let lineSpacing = params.spacing(cross)

        // 2. Flexible spacing.
        let flexible = params.flexibleSpacing.map {
            FlowFlexibleSpacing($0, inner: sizer.innerMain, arrangedCount: params.arrangedCount)
        }
        if let flexible { spacing = flexible.spacing }
        let perLine = params.isCountLimited ? params.arrangedCount : flexible.map { $0.perLine ?? max(1, items.count) }

        // 3-4. Auto-arrange, line breaking and sizes.
        let breaking = FlowLineBreaking(sizer: sizer, spacing: spacing, lineSpacing: lineSpacing)
        if params.autoArrange, params.isCountLimited, flexible == nil {
            let masonry = try FlowAutoArrange.masonry(items, columns: params.arrangedCount, sizer: sizer, spacing: spacing,
                                                      lineSpacing: lineSpacing, fill: params.gravity(main) == .fill)
            return finish(container, padding: padding, proposal: proposal, items: items, sizes: masonry.sizes, content: masonry.content,
                          shift: blockShift(masonry.content, sizer: sizer)) { masonry.origins[$0]! }
        }
        var lines: FlowLines
        if let perLine {
            var column: Double?
            if let flexible { column = flexible.itemSize }
            if flexible == nil, params.gravity(main) == .fill, let innerMain = sizer.innerMain {
                column = max(0, (innerMain - spacing * Double(perLine - 1)) / Double(perLine))
            }
            lines = try breaking.countLimited(items, perLine: perLine, mainSize: column)
        } else {
            let order = params.autoArrange ? try FlowAutoArrange.leastLeftover(items, sizer: sizer, spacing: spacing) : items
            lines = try breaking.contentLimited(order)
        }

        // 5-6. Placement along and across the lines.
        let placement = FlowLinePlacement(params: params, sizer: sizer, spacing: spacing, lineSpacing: lineSpacing,
                                          leading: flexible?.leading ?? 0, perLine: perLine)
        let along = placement.alongLines(lines.lines, sizes: &lines.sizes)
        let across = try placement.acrossLines(lines.lines, sizes: &lines.sizes)

        // 7. Size and rects.
        return finish(container, padding: padding, proposal: proposal, items: items, sizes: lines.sizes,
                      content: Size(main: along.content, cross: across.content, along: main), shift: .zero) { i in
            let a = along.positions[i]!, c = across.positions[i]!
            return main == .horizontal ? Point(x: a, y: c) : Point(x: c, y: a)
        }
    }

    /// The offset of a block that moves as one across the lines (masonry): start, center or end.
    private func blockShift(_ content: Size, sizer: FlowSizer) -> Point {
        let cross = sizer.cross
        let shift = MainAxisDistribution(gravity: params.gravity(cross), free: (sizer.innerCross ?? content[cross]) - content[cross],
                                         count: 1).leading
        return cross == .vertical ? Point(x: 0, y: shift) : Point(x: shift, y: 0)
    }

    /// The container's size and each child's rect; `origin` gives an item's position relative to
    /// the content origin. Gone children get a zero rect at the content origin.
    private func finish(_ container: ContainerRef, padding: EdgeInsets, proposal: Proposal, items: [Int], sizes: [Int: Size], content: Size,
                        shift: Point, origin: (Int) -> Point) -> ContainerLayout {
        let size = proposal.containerSize(content: content, padding: padding)
        var rects: [Int: Rect] = [:]
        for i in items {
            let p = origin(i)
            rects[i] = Rect(x: padding.left + shift.x + p.x, y: padding.top + shift.y + p.y,
                            width: sizes[i]!.width, height: sizes[i]!.height)
        }
        let start = Point(x: padding.left, y: padding.top)
        return ContainerLayout(size: size, children: container.children.map { rects[$0] ?? Rect(origin: start, size: .zero) })
    }
}
