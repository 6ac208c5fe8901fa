import LayoutModel

/// CSS Flexbox 9.6: cross-axis alignment (https://www.w3.org/TR/css-flexbox-1/#cross-alignment).
extension FlexRun {
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
}
