import LayoutModel

/// CSS Flexbox 9.6: cross-axis alignment (https://www.w3.org/TR/css-flexbox-1/#cross-alignment).
extension FlexRun where Items: FlexItemList, Boxes: FlexBoxList {
    /// 9.6.13-14: auto margins in the cross axis, else `align-self`, within the line.
    mutating func alignItemsInCrossAxis(_ line: FlexLine) {
        for i in line.items {
            let free = line.crossSize - items[i].crossSize - items[i].outerCrossMargins
            if items[i].autoCross.start || items[i].autoCross.end {
                var start = items[i].marginCross.start
                if free > 0 {
                    if items[i].autoCross.start && items[i].autoCross.end { start += free / 2 } else if items[i].autoCross.start { start += free }
                }
                items[i].crossOffset = start
                continue
            }
            if free < 0 && isSafe(i) {
                items[i].crossOffset = items[i].marginCross.start
                continue
            }
            switch items[i].alignSelf {
            case .flexEnd: items[i].crossOffset = free + items[i].marginCross.start
            case .center: items[i].crossOffset = free / 2 + items[i].marginCross.start
            case .baseline: items[i].crossOffset = line.maxBaseline - logicalBaseline(i, cross: items[i].crossSize) + items[i].marginCross.start
            default: items[i].crossOffset = items[i].marginCross.start
            }
        }
    }

    /// Whether the item's alignment is `safe` (its own align-self, or the container's align-items).
    /// (Inlined, as is `logicalBaseline`: a call in the loop of `alignItemsInCrossAxis` kept the
    /// check that `items` is uniquely referenced in the loop, once an item.)
    @inline(__always)
    mutating func isSafe(_ i: Int) -> Bool {
        boxes[i].item.alignSelf != nil ? boxes[i].item.safeAlignSelf : params.safe.contains(.alignItems)
    }

    /// 9.6.15: `align-content` packs the lines of a multi-line container in its cross size.
    mutating func alignFlexLines() {
        guard isMultiLine else { return }
        let used = lines.reduce(0.0) { $0 + $1.crossSize } + crossGap * Double(max(0, lines.count - 1))
        let free = innerSize(cross)! - used
        let reversed = params.wrap == .wrapReverse
        let alignment: ContentAlignment
        switch params.alignContent ?? .stretch {
        case .start: alignment = reversed ? .flexEnd : .flexStart
        case .end: alignment = reversed ? .flexStart : .flexEnd
        case .left, .right, .stretch: alignment = .flexStart
        case let other: alignment = other
        }
        let (lead, between) = FlexRun.distribute(free, count: lines.count, as: alignment,
                                                 safe: params.safe.contains(.alignContent), startIsFlexEnd: reversed)
        var position = lead
        for l in lines.indices {
            lines[l].crossOffset = position
            position += lines[l].crossSize + crossGap + between
        }
    }

    // After 9.6: the items' logical offsets become the children's physical rects.

    /// Physical rects from the logical offsets: flips the axes whose start is at the far edge and
    /// moves into the content box.
    mutating func placeItems() {
        // Flipping uses the raw content extent, which is negative when padding, border and
        // scrollbars exceed the box (items then sit past the content-box start, as in browsers).
        let innerMain = outer[slot(main)]! - box.frame(main), innerCross = outer[slot(cross)]! - box.frame(cross)
        let contentOrigin = Point(x: box.border.left + box.padding.left + box.scrollbar.left,
                                  y: box.border.top + box.padding.top + box.scrollbar.top)
        // When item i is child i (as usual) and there are several, the rects are appended in item
        // order into an array made for them: zeroing one first and then setting each rect through
        // `ChildRects` cost about 45 instructions an item more. Otherwise a child that is no item
        // keeps a zero rect (one child's rect is inline, see `init`).
        if items.count == children.count && children.count > 1 {
            var ordered: [Rect] = []
            ordered.reserveCapacity(items.count)
            for l in lines.indices {
                let line = lines[l]
                for i in line.items { ordered.append(placedRect(i, line, innerMain, innerCross, contentOrigin)) }
            }
            rects = ChildRects(ordered)
            return
        }
        if rects.count != children.count { rects = ChildRects(zeros: children.count) }
        // (By index: `for line in lines` copied the lines, retaining and releasing their array.)
        for l in lines.indices {
            let line = lines[l]
            for i in line.items { rects[items[i].position] = placedRect(i, line, innerMain, innerCross, contentOrigin) }
        }
    }

    /// The border-box rect of item `i` of `line` (see `placeItems`).
    @inline(__always)
    private mutating func placedRect(_ i: Int, _ line: FlexLine, _ innerMain: Double, _ innerCross: Double, _ contentOrigin: Point) -> Rect {
        var m = items[i].mainOffset
        var c = line.crossOffset + items[i].crossOffset
        if mainFlipped { m = innerMain - m - items[i].target }
        if crossFlipped { c = innerCross - c - items[i].crossSize }
        let shift = boxes[i].item.hasInset ? relativeOffset(context.tree.nodes[items[i].child].flexItem!.inset) : .zero
        return Rect(main: m, cross: c, mainSize: items[i].target, crossSize: items[i].crossSize, along: main)
            .offsetBy(dx: contentOrigin.x + shift.x, dy: contentOrigin.y + shift.y)
    }

    /// CSS Positioned Layout: a relatively positioned item moves by its insets, percentages of the
    /// container's inner size; a height its content decided is indefinite, so a percentage of it
    /// is auto (`percentBasis`).
    mutating func relativeOffset(_ inset: CSSEdges) -> Point {
        let height = percentBasis[1] == nil ? nil : innerSize(.vertical)
        return inset.relativeOffset(width: innerSize(.horizontal), height: height, rightToLeft: rightToLeft)
    }
}
