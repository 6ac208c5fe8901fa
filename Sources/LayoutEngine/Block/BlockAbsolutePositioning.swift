import LayoutModel

/// CSS 2.1 §10.3.7 and §10.6.4 (with CSS Positioned Layout 3), as far as a block container places
/// its absolutely positioned children: in its padding box, by their insets; without insets along
/// an axis, at their static position, where the flow would have put them.
extension BlockRun {
    /// The rect of absolutely positioned `child` in a container of border-box `size`, and the
    /// basis of its percentages (`AbsolutelyPositionedBox.place`).
    func placeAbsolute(_ child: Int, size: Size, staticTop: Double) throws(LayoutError) -> (rect: Rect, basis: PercentBasis) {
        // A scrollbar takes no more than the space inside the border (a right-to-left box
        // narrower than its scrollbar keeps its padding box at its right edge).
        let barLeft = min(box.scrollbar.left, max(0, size.width - box.border.horizontal))
        let cb = Rect(x: box.border.left + barLeft, y: box.border.top + box.scrollbar.top,
                      width: max(0, size.width - box.border.horizontal - box.scrollbar.horizontal),
                      height: max(0, size.height - box.border.vertical - box.scrollbar.vertical))
        let content = Rect(x: cb.x + box.padding.left, y: cb.y + box.padding.top,
                           width: max(0, cb.width - box.padding.horizontal), height: max(0, cb.height - box.padding.vertical))
        let item = context.tree.nodes.flexItemBox(of: child)?.value ?? FlexItem()
        let staticRect = Rect(x: content.x, y: content.y + staticTop, width: content.width, height: 0)
        return try AbsolutelyPositionedBox.place(child, in: cb, staticRect: staticRect, rightToLeft: rightToLeft, context: context) { axis, size, b in
            // CSS Position 3 §4.1: the static-position rectangle is the content box across the
            // flow and of no height at the flow's position along it. Without self-alignment the box
            // starts there; with it, it is aligned (§5.1) in the space that rectangle and the
            // containing block give (`SelfAlignment.insetModifiedSpace`).
            var value = axis == .vertical ? content.y + staticTop + b.margin.top
                : self.rightToLeft ? content.maxX - b.margin.right - size.width : content.x + b.margin.left
            let (own, safe) = axis == .vertical ? (item.alignSelf, item.safeAlignSelf) : (item.justifySelf, item.safeJustifySelf)
            if let alignment = SelfAlignment(own, safe: safe, box: b) {
                let reversed = axis == .horizontal && (alignment.isSelfRelative ? item.rightToLeft : self.rightToLeft)
                let space = alignment.insetModifiedSpace(static: axis == .vertical ? (staticRect.y, staticRect.maxY) : (staticRect.x, staticRect.maxX),
                                                         containing: axis == .vertical ? (cb.y, cb.maxY) : (cb.x, cb.maxX), reversed: reversed)
                let near = space.near + b.margin.leading(axis), far = space.far - b.margin.trailing(axis)
                value = near + alignment.offset(free: far - near - size[axis], reversed: reversed)
            }
            self.context.note(child, axis.positionPart, BlockRun.staticText(axis, value))
            return value
        }
    }

    /// §10.3.7 with the static position: where the flow would have put an absolutely positioned child.
    static func staticText(_ axis: Axis, _ value: Double) -> String {
        axis == .vertical ? "its static position: where the flow would have put its top, \(NumberFormat.short(value))"
            : "its static position: the content box's start edge and its margin, \(NumberFormat.short(value))"
    }
}
