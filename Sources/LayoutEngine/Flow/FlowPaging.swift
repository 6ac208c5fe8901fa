import LayoutModel

/// Paging (TangramKit §12.6): every `paging.count` items fill one page of `paging.size`, in
/// count-limited lines of `arrangedCount`; pages follow each other along `paging.axis`.
///
/// Each page is the container's padding around a grid of cells: `arrangedCount` cells along a line
/// and `count / arrangedCount` lines, with the flow's spacing between them. An item takes its
/// cell (less its margins) on each axis where its size is not written or is `wrap` (a stretch
/// clears wrap, §12.9); a written size is kept and the item sits at the cell's start.
/// The container's extent is the pages laid end to end along `paging.axis` and one page across.
struct FlowPaging {
    let params: FlowLayout
    let paging: FlowLayout.Paging

    func layout(_ container: ContainerRef, items: [Int], proposal: Proposal,
                context: LayoutContext) throws(LayoutError) -> ContainerLayout {
        let main = params.orientation.cross, cross = params.orientation
        let padding = context.tree.nodes[container.index].padding
        let page = paging.size
        let pageInner = Size(width: max(0, page.width - padding.horizontal), height: max(0, page.height - padding.vertical))
        let perLine = params.arrangedCount, lines = paging.count / perLine
        let cell = Size(main: max(0, (pageInner[main] - params.spacing(main) * Double(perLine - 1)) / Double(perLine)),
                        cross: max(0, (pageInner[cross] - params.spacing(cross) * Double(lines - 1)) / Double(lines)),
                        along: main)
        let env = SizingEnvironment(innerWidth: pageInner.width, innerHeight: pageInner.height) { name, _ throws(LayoutError) in
            throw LayoutError(node: name, reason: "an item of a paged flow cannot refer to the size of '\(name)'")
        }
        var rects: [Int: Rect] = [:]
        for (k, i) in items.enumerated() {
            let node = context.node(i)
            let m = Placement.margins(node, innerWidth: pageInner.width, innerHeight: pageInner.height)
            var specs: [Axis: AxisSpec] = [:]
            for axis in Axis.allCases {
                if node.size(axis) == nil || node.size(axis)?.kind == .wrap {
                    specs[axis] = .exact(max(0, cell[axis] - m.total(axis)))
                } else {
                    specs[axis] = try context.standardSpec(i, axis, margins: m.total(axis), bothMarginsSet: false, env: env)
                }
            }
            let size = try context.resolveSize(i, width: specs[.horizontal]!, height: specs[.vertical]!, env: env)
            let pageIndex = k / paging.count, q = k % paging.count
            let slot = Size(main: Double(q % perLine), cross: Double(q / perLine), along: main)
            var origin = Point(x: padding.left + m.left, y: padding.top + m.top)
            for axis in Axis.allCases {
                let step = (cell[axis] + params.spacing(axis)) * slot[axis]
                let pageOffset = axis == paging.axis ? Double(pageIndex) * page[axis] : 0
                if axis == .horizontal { origin.x += step + pageOffset } else { origin.y += step + pageOffset }
            }
            rects[i] = Rect(origin: origin, size: size)
            if context.explains(i) { notePage(i, page: pageIndex, slot: slot, cell: cell, rect: rects[i]!, margins: m, context: context) }
        }
        let pages = max(1, (items.count + paging.count - 1) / paging.count)
        var content = page
        if paging.axis == .horizontal { content.width *= Double(pages) } else { content.height *= Double(pages) }
        let size = Size(width: proposal.width.exact ?? content.width, height: proposal.height.exact ?? content.height)
        let origin = Point(x: padding.left, y: padding.top)
        return ContainerLayout(size: size, children: container.children.map { rects[$0] ?? Rect(origin: origin, size: .zero) })
    }
}
