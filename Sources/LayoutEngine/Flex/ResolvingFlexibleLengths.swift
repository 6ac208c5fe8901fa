import LayoutModel

/// CSS Flexbox 9.7: resolving flexible lengths (https://www.w3.org/TR/css-flexbox-1/#resolve-flexible-lengths).
extension FlexRun where Items: FlexItemList, Boxes: FlexBoxList {
    /// Sets the target main size of every item of `line`: its flex base size grown or shrunk to
    /// fill the container's inner main size, frozen at its min and max sizes.
    mutating func resolveFlexibleLengths(_ line: FlexLine) throws(LayoutError) {
        let range = line.items
        guard !range.isEmpty else { return }
        let available = innerSize(main)! - mainGap * Double(range.count - 1)
        // 1. The used flex factor: grow if the hypothetical sizes leave space, else shrink.
        var sumHypothetical = 0.0
        for i in range { sumHypothetical += outerHypothetical(i) }
        let growing = sumHypothetical < available
        func factor(_ i: Int) -> Double {
            if params.blockFlow { return 0 }
            return growing ? boxes[i].item.grow : boxes[i].item.shrink
        }
        // 2. Size inflexible items: no factor, or would move away from their hypothetical size.
        for i in range {
            let base = items[i].flexBase, hypothetical = items[i].hypotheticalMain
            let frozen = factor(i) == 0 || (growing && base > hypothetical) || (!growing && base < hypothetical)
            // Both set in one access to the item (one uniqueness check of `items`, not two).
            func freeze(_ item: inout FlexItemState) { item.target = hypothetical; item.frozen = frozen }
            freeze(&items[i])
        }
        // 3. The initial free space.
        func freeSpace() -> Double {
            var used = 0.0
            for i in range { used += (items[i].frozen ? items[i].target : items[i].flexBase) + items[i].outerMainMargins }
            return available - used
        }
        let initialFree = freeSpace()
        // 4. Loop until every item is frozen. The unfrozen items are those of the range not yet
        // frozen, visited in order (an array of them, and one of their violations, were two
        // allocations a round); an item's violation is worked out again where it is used (the
        // same value: its automatic minimum is kept once computed).
        while range.contains(where: { !items[$0].frozen }) {
            // b. The remaining free space, limited when the factors sum to less than one.
            var remaining = freeSpace()
            var sumFactors = 0.0
            for i in range where !items[i].frozen { sumFactors += factor(i) }
            if sumFactors < 1 {
                let scaled = initialFree * sumFactors
                if abs(scaled) < abs(remaining) { remaining = scaled }
            }
            // c. Distribute it in proportion to the flex factors (shrink: scaled by inner base size).
            if growing {
                for i in range where !items[i].frozen {
                    items[i].target = items[i].flexBase + (sumFactors > 0 ? remaining * factor(i) / sumFactors : 0)
                }
            } else {
                func scaledShrink(_ i: Int) -> Double { factor(i) * max(0, items[i].flexBase - boxes[i].paddingBorder(main)) }
                var sumScaled = 0.0
                for i in range where !items[i].frozen { sumScaled += scaledShrink(i) }
                for i in range where !items[i].frozen {
                    items[i].target = items[i].flexBase + (sumScaled > 0 ? remaining * scaledShrink(i) / sumScaled : 0)
                }
            }
            // d. Fix min/max violations. e. Freeze over-flexed items.
            var totalViolation = 0.0
            for i in range where !items[i].frozen { totalViolation += try clampedTarget(i) - items[i].target }
            for i in range where !items[i].frozen {
                let clamped = try clampedTarget(i)
                let v = clamped - items[i].target
                if totalViolation == 0 || (totalViolation > 0 && v > 0) || (totalViolation < 0 && v < 0) {
                    items[i].target = clamped
                    items[i].frozen = true
                } else {
                    items[i].target = clamped - v
                }
            }
        }
    }

    /// Item `i`'s target main size clamped by its min and max main sizes (9.7 step d).
    @inline(__always)
    private mutating func clampedTarget(_ i: Int) throws(LayoutError) -> Double {
        let target = items[i].target
        // At or above the hypothetical main size (already clamped) the minimum cannot bind.
        let minimum = target < items[i].hypotheticalMain ? try minMainSize(i) : boxes[i].writtenMinimum(main)
        // The max main size property: a maximum transferred through an aspect ratio bounds
        // the item's content-based sizes, not how far it flexes (CSS Flexbox 9.7 names the
        // item's own min and max; csswg-drafts#6071 keeps Sizing 4's transfers out of it).
        return max(min(target, boxes[i].writtenMax[slot(main)]), minimum)
    }
}
