import LayoutModel

/// CSS 2.1 §8.3.1: stacking block-level children down the content box, collapsing adjoining
/// vertical margins: a child's top margin with the bottom margin of the box before it (and with
/// the container's top margin when nothing separates them), an empty child's top and bottom
/// margins with each other, and the last child's bottom margin with the container's when its
/// height is auto and nothing separates them.
extension BlockRun {
    struct Stacked {
        var rects: [Rect]
        var contentHeight: Double
        /// The children's margins that collapse with this container's own (see `CollapsingMargins`).
        var margins: CollapsingMargins
        /// Per absolutely positioned child, the top of its static position in the content box.
        var staticTops: [Int: Double]
        /// Per child, whether its height is definite for its own children's percentages.
        var definiteHeights: [Bool]
    }

    mutating func stackChildren() throws(LayoutError) -> Stacked {
        var rects = [Rect](repeating: .zero, count: children.count)
        let origin = Point(x: box.border.left + box.padding.left + box.scrollbar.left, y: box.border.top + box.padding.top + box.scrollbar.top)
        let canCollapseTop = !establishesContext && box.border.top == 0 && box.padding.top == 0
        let canCollapseBottom = !establishesContext && box.border.bottom == 0 && box.padding.bottom == 0 && box.definite(.vertical) == nil
        var cursor = 0.0
        var pending = CollapsibleMargin()
        var escapedTop = CollapsibleMargin()
        // Whether nothing separates the children seen so far from the container's top edge.
        var atTop = true
        var staticTops: [Int: Double] = [:]
        var definiteHeights = [Bool](repeating: false, count: children.count)
        var next = 0
        for k in children.indices {
            if absolute.contains(k) { staticTops[k] = atTop && canCollapseTop ? cursor : cursor + pending.resolved; continue }
            guard next < flow.count, flow[next].position == k else { continue }
            let c = flow[next]
            next += 1
            let width = width(of: c)
            let (height, inside, definite) = try height(of: c, width: width)
            definiteHeights[k] = definite
            let top = CollapsibleMargin(c.box.margin.top).adjoining(inside?.top ?? CollapsibleMargin())
            let bottom = CollapsibleMargin(c.box.margin.bottom).adjoining(inside?.bottom ?? CollapsibleMargin())
            let joined = pending.adjoining(top)
            let y = atTop && canCollapseTop ? cursor : cursor + joined.resolved
            rects[k] = Rect(x: origin.x + left(of: c, width: width), y: origin.y + y, width: width, height: height)
            if inside?.collapsesThrough ?? collapsesThrough(c, height: height) {
                // Its own margins collapse together, and with those around it.
                pending = joined.adjoining(bottom)
            } else {
                if atTop && canCollapseTop { escapedTop = joined }
                atTop = false
                cursor = y + height
                pending = bottom
            }
        }
        var margins = CollapsingMargins(top: escapedTop, bottom: CollapsibleMargin(), collapsesThrough: false)
        var contentHeight = cursor
        if atTop {
            let minHeight = box.writtenMin[1]
            if canCollapseTop && canCollapseBottom && minHeight <= 0 && box.frame(.vertical) == 0 {
                margins = CollapsingMargins(top: pending, bottom: pending, collapsesThrough: true)
            } else if canCollapseTop {
                margins.top = pending
            } else {
                contentHeight = pending.resolved
            }
        } else if canCollapseBottom {
            margins.bottom = pending
        } else {
            contentHeight = cursor + pending.resolved
        }
        return Stacked(rects: rects, contentHeight: max(0, contentHeight), margins: margins, staticTops: staticTops,
                       definiteHeights: definiteHeights)
    }

    /// The border-box height of `c` laid out `width` wide; for a block container in this
    /// container's formatting context, the margins inside it that collapse with its own; and
    /// whether the height is definite (written, or from the width through an aspect ratio).
    private func height(of c: BlockChild, width: Double) throws(LayoutError) -> (Double, CollapsingMargins?, Bool) {
        let basisHeight = percentHeight
        let fixed = c.box.definite(.vertical).map { c.box.clamp($0, .vertical) }
            ?? c.box.transfer(width, from: .horizontal).map { c.box.clamp($0, .vertical) }
        let p = Proposal(width: .exactly(width), height: fixed.map { .exactly($0) } ?? .unbounded,
                         containingWidth: inner[0], heightIsIndefinite: basisHeight == nil)
        if c.isLeaf {
            return (try FlexRun.measure(child: c.child, box: c.box, isLeaf: true, p, context: context).height, nil, fixed != nil)
        }
        let laid = try context.layout(c.child, p)
        return (fixed ?? c.box.clamp(laid.size.height, .vertical), laid.collapsingMargins, fixed != nil)
    }

    /// Whether leaf `c`'s own top and bottom margins collapse through it: an empty leaf of no
    /// height, border or padding.
    private func collapsesThrough(_ c: BlockChild, height: Double) -> Bool {
        guard c.isLeaf, height == 0, c.box.frame(.vertical) == 0, c.box.writtenMin[1] <= 0 else { return false }
        if case .leaf(.empty)? = Optional(context.tree.nodes[c.child].kind) { return true }
        return false
    }
}
