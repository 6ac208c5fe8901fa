import LayoutModel

/// CSS Grid 9.1 with CSS Positioned Layout: an absolutely positioned child of a grid container
/// whose placement is auto has the container's padding box as its containing block, and its
/// static position at the padding box's start corner.
///
/// Not yet: a child with line placement, whose containing block is its grid area (placed here
/// against the padding box as well).
extension GridRun {
    /// The rect of absolutely positioned child `child` in a container of border-box `size`, and
    /// the basis of its percentages.
    func placeAbsolute(_ child: Int, size: Size) throws(LayoutError) -> (Rect, PercentBasis) {
        let origin = Point(x: box.border.left, y: box.border.top)
        let cb = Size(width: max(0, size.width - box.border.horizontal), height: max(0, size.height - box.border.vertical))
        let b = CSSBox(flexItem: context.tree.nodes.flexItemBox(of: child),
                       context.tree.nodes.cssSource(child, width: cb.width, height: cb.height), width: cb.width, height: cb.height)
        let inset = context.tree.nodes.flexItemBox(of: child)?.value.inset ?? .auto
        func px(_ l: CSSLength, _ base: Double) -> Double? {
            switch l {
            case .points(let v): return v
            case .fraction(let f): return base * f
            case .auto, .keyword: return nil
            }
        }
        let left = px(inset.left, cb.width), right = px(inset.right, cb.width)
        let top = px(inset.top, cb.height), bottom = px(inset.bottom, cb.height)
        let isLeaf = context.isLeaf(child)
        var width: Double
        if let d = b.definite(.horizontal) {
            width = b.clamp(d, .horizontal)
        } else if let left, let right {
            width = b.clamp(max(0, cb.width - left - right - b.margin.horizontal), .horizontal)
        } else {
            let room = max(0, cb.width - (left ?? 0) - (right ?? 0) - b.margin.horizontal)
            width = b.clamp(try FlexRun.measure(child: child, box: b, isLeaf: isLeaf, Proposal(width: .atMost(room), height: .unbounded),
                                                context: context).width, .horizontal)
        }
        if b.definite(.horizontal) == nil, let d = b.definite(.vertical), let t = b.transfer(b.clamp(d, .vertical), from: .vertical) {
            width = b.clamp(t, .horizontal)
        }
        var height: Double
        if let d = b.definite(.vertical) {
            height = b.clamp(d, .vertical)
        } else if let t = b.transfer(width, from: .horizontal) {
            height = b.clamp(t, .vertical)
        } else if let top, let bottom {
            height = b.clamp(max(0, cb.height - top - bottom - b.margin.vertical), .vertical)
        } else {
            height = b.clamp(try FlexRun.measure(child: child, box: b, isLeaf: isLeaf,
                                                 Proposal(width: .exactly(width), height: .unbounded, containingWidth: cb.width),
                                                 context: context).height, .vertical)
        }
        // Insets from the containing block's edges; without either, the static position (the
        // start edge: the right one right to left).
        let x: Double
        if let left, !(rightToLeft && right != nil) {
            x = left + b.margin.left
        } else if let right {
            x = cb.width - right - b.margin.right - width
        } else {
            x = rightToLeft ? cb.width - b.margin.right - width : b.margin.left
        }
        let y = top.map { $0 + b.margin.top } ?? bottom.map { cb.height - $0 - b.margin.bottom - height } ?? b.margin.top
        return (Rect(x: origin.x + x, y: origin.y + y, width: width, height: height),
                PercentBasis(containingWidth: cb.width, heightIsIndefinite: false))
    }
}
