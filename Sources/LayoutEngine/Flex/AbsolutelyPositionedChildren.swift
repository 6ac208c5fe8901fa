import LayoutModel

/// CSS Flexbox 4.1: absolutely-positioned flex children
/// (https://www.w3.org/TR/css-flexbox-1/#abspos-items), sized and placed per CSS Positioned Layout
/// in the container's padding box; a child with no inset on an axis takes its static position, as
/// if it were the sole flex item.
extension FlexRun where Items: FlexItemList, Boxes: FlexBoxList {
    mutating func layoutAbsolutelyPositionedChildren() throws(LayoutError) {
        guard let absolute else { return }
        // The containing block is the padding box: inside the border and any scrollbar gutter
        // (on the left under right-to-left, CSS Overflow 3 §3.1 / CSS Position 3 §4).
        let b = box.border, bar = box.scrollbar
        let cb = Rect(x: b.left + bar.left, y: b.top + bar.top, width: max(0, outer[0]! - b.horizontal - bar.horizontal),
                      height: max(0, outer[1]! - b.vertical - bar.vertical))
        // The static-position rectangle: the content box (4.1, "as if it were the sole flex item").
        let contentBox = Rect(x: cb.x + box.padding.left, y: cb.y + box.padding.top,
                              width: max(0, cb.width - box.padding.horizontal), height: max(0, cb.height - box.padding.vertical))
        for k in absolute {
            let item = context.tree.nodes.flexItemBox(of: children[k])?.value ?? FlexItem()
            let placed = try AbsolutelyPositionedBox.place(children[k], in: cb, staticRect: contentBox,
                                                           staticFraction: horizontalStaticFraction(item), rightToLeft: rightToLeft,
                                                           context: context) { axis, size, cbox in
                self.staticPosition(axis, size: size, box: cbox, item: item)
            }
            rects[k] = placed.rect
            absoluteBases.append(placed.basis)
        }
    }

    /// Where along the content box's width the static position is aligned (0 left, 1 right, 1/2
    /// centred), as `staticPosition` aligns it: by justify-content along a row, by the child's
    /// cross-axis alignment across a column (`wrap-reverse` and right to left flip either).
    private mutating func horizontalStaticFraction(_ item: FlexItem) -> Double {
        if main == .horizontal {
            var alignment = justification()
            if alignment == .spaceAround || alignment == .spaceEvenly { alignment = .center }
            let lead = FlexRun.distribute(1, count: 1, as: alignment).lead
            return mainFlipped ? 1 - lead : lead
        }
        let f: Double
        switch resolveAlignSelf(item.alignSelf ?? params.alignItems ?? .stretch, itemRTL: item.rightToLeft) {
        case .flexEnd: f = 1
        case .center: f = 0.5
        default: f = 0
        }
        return crossFlipped ? 1 - f : f
    }

    /// The static position along `axis`: where the child would sit as the sole flex item.
    private mutating func staticPosition(_ axis: Axis, size: Size, box cbox: CSSBox, item: FlexItem) -> Double {
        let content = axis == .horizontal ? box.border.left + box.padding.left + box.scrollbar.left
                                          : box.border.top + box.padding.top + box.scrollbar.top
        let innerExtent = innerSize(axis)!
        let m = cbox.margin
        let outerExtent = size[axis] + m.total(axis)
        let free = innerExtent - outerExtent
        let flipped = axis == main ? mainFlipped : crossFlipped
        var offset: Double
        if axis == main {
            // As the sole item: space-around and space-evenly centre it, space-between puts it at
            // flex-start, overflowing or not (browsers apply no `safe` to a static position).
            var alignment = justification()
            if alignment == .spaceAround || alignment == .spaceEvenly { alignment = .center }
            offset = FlexRun.distribute(free, count: 1, as: alignment).lead
        } else {
            switch resolveAlignSelf(item.alignSelf ?? params.alignItems ?? .stretch, itemRTL: item.rightToLeft) {
            case .flexEnd: offset = free
            case .center: offset = free / 2
            default: offset = 0
            }
            // CSS Box Alignment 3 §4.4: overflowing, `safe` aligns as `start`. As in Chromium, for a static
            // position that is the start of the box's containing block, the container's padding box,
            // in the writing mode (left or right across a column, the top across a row, wrap-reverse
            // or not); and only a `safe` the child writes in align-self: one that `auto` takes from
            // the container's align-items is not applied.
            if item.alignSelf != nil, item.safeAlignSelf, free < 0 {
                let paddingStart = axis == .horizontal ? box.border.left : box.border.top
                guard axis == .horizontal && rightToLeft else { return paddingStart + m.leading(axis) }
                // Right to left across a column: from the padding box's right edge.
                return content + innerExtent + box.padding.right - m.right - size[axis]
            }
        }
        // The logical offset is of the margin box from the start side; return the physical border-box edge.
        let logicalStartMargin = flipped ? m.trailing(axis) : m.leading(axis)
        let start = offset + logicalStartMargin
        return content + (flipped ? innerExtent - start - size[axis] : start)
    }
}
