import LayoutModel

/// CSS Flexbox 9.5: main-axis alignment (https://www.w3.org/TR/css-flexbox-1/#main-alignment).
extension FlexRun where Items: FlexItemList, Boxes: FlexBoxList {
    /// 9.5.12: distributes a line's leftover main space to auto margins, or else by `justify-content`,
    /// and sets each item's logical main offset.
    mutating func distributeMainAxisSpace(_ line: FlexLine) {
        let range = line.items
        guard !range.isEmpty else { return }
        var used = mainGap * Double(range.count - 1)
        var autoCount = 0
        for i in range {
            used += items[i].target + items[i].outerMainMargins
            autoCount += (items[i].autoMain.start ? 1 : 0) + (items[i].autoMain.end ? 1 : 0)
        }
        let free = innerSize(main)! - used
        var lead = 0.0, between = 0.0
        if free > 0 && autoCount > 0 {
            let share = free / Double(autoCount)
            for i in range {
                if items[i].autoMain.start { items[i].marginMain.start += share }
                if items[i].autoMain.end { items[i].marginMain.end += share }
            }
        } else {
            (lead, between) = FlexRun.distribute(free, count: range.count, as: justification(),
                                                 safe: params.safe.contains(.justifyContent), startIsFlexEnd: params.isReversed)
        }
        var position = lead
        for i in range {
            position += items[i].marginMain.start
            items[i].mainOffset = position
            position += items[i].target + items[i].marginMain.end + mainGap + between
        }
    }

    /// `justify-content` as a logical value: flex-start, flex-end, center or a space-* value.
    /// `left` and `right` align to the physical edge on a horizontal main axis; on a vertical one,
    /// which is parallel to no left-right axis, they behave as `start` (CSS Box Alignment 3 §4.2).
    mutating func justification() -> ContentAlignment {
        switch params.justifyContent ?? .flexStart {
        case .start,
             .left where main == .vertical, .right where main == .vertical:
            return params.isReversed ? .flexEnd : .flexStart
        case .end: return params.isReversed ? .flexStart : .flexEnd
        case .left: return mainFlipped ? .flexEnd : .flexStart
        case .right: return mainFlipped ? .flexStart : .flexEnd
        case .stretch: return .flexStart
        case let other: return other
        }
    }

    /// The offset of the first of `count` boxes and the extra space between them when `free` space
    /// is distributed as `alignment` (CSS Box Alignment 3's content distribution, §5.1 and §4.4).
    /// Overflowing (negative `free`), space-between and stretch fall back to flex-start, and
    /// space-around and space-evenly to safe center; a `safe` alignment that overflows aligns as
    /// `start` instead: the start of the writing mode, which is the flex-end side when
    /// `startIsFlexEnd` (a reversed main axis, or the cross axis of wrap-reverse).
    static func distribute(_ free: Double, count: Int, as alignment: ContentAlignment, safe: Bool = false,
                           startIsFlexEnd: Bool = false) -> (lead: Double, between: Double) {
        if free < 0 && (safe || alignment == .spaceAround || alignment == .spaceEvenly) {
            return (startIsFlexEnd ? free : 0, 0)
        }
        let n = Double(count)
        switch alignment {
        case .flexEnd, .end: return (free, 0)
        case .center: return (free / 2, 0)
        case .spaceBetween: return free > 0 && count > 1 ? (0, free / (n - 1)) : (0, 0)
        case .spaceAround: return free > 0 ? (free / n / 2, free / n) : (0, 0)
        case .spaceEvenly: return free > 0 ? (free / (n + 1), free / (n + 1)) : (0, 0)
        default: return (0, 0)
        }
    }
}
