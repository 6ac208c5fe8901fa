import LayoutModel

/// CSS Flexbox 9.7: resolving flexible lengths (https://www.w3.org/TR/css-flexbox-1/#resolve-flexible-lengths).
extension FlexRun {
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
        // 4. Loop until every item is frozen.
        while range.contains(where: { !items[$0].frozen }) {
            let unfrozen = range.filter { !items[$0].frozen }
            // b. The remaining free space, limited when the factors sum to less than one.
            var remaining = freeSpace()
            let sumFactors = unfrozen.reduce(0.0) { $0 + factor($1) }
            if sumFactors < 1 {
                let scaled = initialFree * sumFactors
                if abs(scaled) < abs(remaining) { remaining = scaled }
            }
            // c. Distribute it in proportion to the flex factors (shrink: scaled by inner base size).
            if growing {
                for i in unfrozen {
                    items[i].target = items[i].flexBase + (sumFactors > 0 ? remaining * factor(i) / sumFactors : 0)
                }
            } else {
                func scaledShrink(_ i: Int) -> Double { factor(i) * max(0, items[i].flexBase - boxes[i].paddingBorder(main)) }
                let sumScaled = unfrozen.reduce(0.0) { $0 + scaledShrink($1) }
                for i in unfrozen {
                    items[i].target = items[i].flexBase + (sumScaled > 0 ? remaining * scaledShrink(i) / sumScaled : 0)
                }
            }
            // d. Fix min/max violations. e. Freeze over-flexed items.
            var totalViolation = 0.0
            var violations: [Double] = []
            violations.reserveCapacity(unfrozen.count)
            for i in unfrozen {
                let target = items[i].target
                // At or above the hypothetical main size (already clamped) the minimum cannot bind.
                let minimum = target < items[i].hypotheticalMain ? try minMainSize(i) : boxes[i].writtenMinimum(main)
                // The max main size property: a maximum transferred through an aspect ratio bounds
                // the item's content-based sizes, not how far it flexes (CSS Flexbox 9.7 names the
                // item's own min and max; csswg-drafts#6071 keeps Sizing 4's transfers out of it).
                let clamped = max(min(target, boxes[i].writtenMax[slot(main)]), minimum)
                violations.append(clamped - target)
                totalViolation += clamped - target
                items[i].target = clamped
            }
            for (n, i) in unfrozen.enumerated() {
                let v = violations[n]
                if totalViolation == 0 || (totalViolation > 0 && v > 0) || (totalViolation < 0 && v < 0) {
                    items[i].frozen = true
                } else {
                    items[i].target -= v
                }
            }
        }
    }
}
