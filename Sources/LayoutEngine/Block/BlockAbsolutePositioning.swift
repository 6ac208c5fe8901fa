import LayoutModel

/// CSS 2.1 §10.3.7 and §10.6.4 (with CSS Positioned Layout 3), as far as a block container places
/// its absolutely positioned children: in its padding box, by their insets; without insets along
/// an axis, at their static position, where the flow would have put them.
extension BlockRun {
    func placeAbsolute(_ child: Int, size: Size, staticTop: Double) throws(LayoutError) -> Rect {
        // A scrollbar takes no more than the space inside the border (a right-to-left box
        // narrower than its scrollbar keeps its padding box at its right edge).
        let barLeft = min(box.scrollbar.left, max(0, size.width - box.border.horizontal))
        let cb = Rect(x: box.border.left + barLeft, y: box.border.top + box.scrollbar.top,
                      width: max(0, size.width - box.border.horizontal - box.scrollbar.horizontal),
                      height: max(0, size.height - box.border.vertical - box.scrollbar.vertical))
        let content = Rect(x: cb.x + box.padding.left, y: cb.y + box.padding.top,
                           width: max(0, cb.width - box.padding.horizontal), height: max(0, cb.height - box.padding.vertical))
        return try AbsolutelyPositionedBox.place(child, in: cb, rightToLeft: rightToLeft, context: context) { axis, size, b in
            let value = axis == .vertical ? content.y + staticTop + b.margin.top
                : self.rightToLeft ? content.maxX - b.margin.right - size.width : content.x + b.margin.left
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
