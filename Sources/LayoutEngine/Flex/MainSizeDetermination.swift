import LayoutModel

/// CSS Flexbox 9.3: main size determination (https://www.w3.org/TR/css-flexbox-1/#main-sizing),
/// with the intrinsic main sizes of 9.9.1 for containers whose main size is not definite.
extension FlexRun where Items: FlexItemList, Boxes: FlexBoxList {
    /// The outer hypothetical main size of item `i`.
    mutating func outerHypothetical(_ i: Int) -> Double { items[i].hypotheticalMain + items[i].outerMainMargins }

    /// 9.3.4: the main size of the container: definite, or its max-content (all items on one line,
    /// or the longest line when lines break at a limit), min-content, or fit-content size, clamped.
    mutating func determineMainSize() throws(LayoutError) {
        if innerSize(main) != nil { return }
        var content: Double
        switch (main, proposal[main]) {
        case (_, .minContent):
            content = try minContentMainSize()
        case (.horizontal, .unbounded) where !(params.balanced && (params.lineCount ?? 1) > 1):
            content = try maxContentMainSize()
        case (.horizontal, .atMost(let v)):
            let maxContent = try maxContentMainSize()
            let available = max(0, v - box.frame(main))
            content = maxContent <= available ? maxContent : max(available, try minContentMainSize())
        case _ where !isMultiLine && !params.balanced:
            // One line: the container is as long as it.
            content = sumOfLine(items.indices)
        default:
            // Lines break at the maximum main size, if any; the container is as long as the longest.
            let limit = availableInner(main) ?? .infinity
            if main == .vertical && params.balanced { columnBreakSize = limit }
            var start = 0
            content = 0
            for end in breakLines(at: isMultiLine ? limit : .infinity) {
                content = max(content, sumOfLine(start..<end))
                start = end
            }
        }
        outer[slot(main)] = content + box.frame(main)
        inner[slot(main)] = content
    }

    /// 9.9.1 as browsers do it for a horizontal main axis: the sum of the items' max-content
    /// contributions (9.9.3: their width, else their max-content width, clamped by a definite
    /// flex-basis and by their min and max widths).
    mutating func maxContentMainSize() throws(LayoutError) -> Double {
        var sum = 0.0
        for i in items.indices {
            var size: Double
            // Clamped by the min main size: the used one, automatic where it applies, for a size
            // through the item's ratio (which the automatic minimum can raise to the content's
            // min-content size); a written or measured size is never below the automatic minimum.
            var minimum = boxes[i].minimum(main)
            if let s = boxes[i].definite(main) {
                size = s
            } else if let t = transferredMainSize(i) {
                size = t
                minimum = try minMainSize(i)
            } else {
                size = try measure(i, Proposal(main: .unbounded, cross: crossProposal(i), along: main))[main]
            }
            // 9.9.3: clamped by the flex base size as a maximum if the item cannot grow, as a
            // minimum if it cannot shrink, then by the min main size, which is the automatic one
            // when the clamp lowered the size. As in Chrome, only a flex-basis that is a length
            // (or a percentage of a definite size) clamps: `content`, and a percentage of the
            // indefinite size being found, leave the contribution as it is.
            if hasDefiniteBasis(i) {
                let base = items[i].flexBase
                if boxes[i].item.grow == 0, size > base {
                    size = base
                    minimum = try minMainSize(i)
                }
                if boxes[i].item.shrink == 0 { size = max(size, base) }
            }
            size = max(min(size, boxes[i].maximum(main)), minimum)
            sum += size + items[i].outerMainMargins
        }
        return sum + mainGap * Double(max(0, items.count - 1))
    }

    /// Whether item `i`'s flex-basis is a length, or a percentage of a definite main size.
    @inline(__always)
    mutating func hasDefiniteBasis(_ i: Int) -> Bool {
        switch params.blockFlow ? .auto : boxes[i].item.basis {
        case .points: return true
        case .fraction: return percentBasis[slot(main)] != nil
        default: return false
        }
    }

    /// 9.9.1: the min-content main size: the sum of the items' min-content contributions on one
    /// line, the largest when lines can break.
    mutating func minContentMainSize() throws(LayoutError) -> Double {
        var contributions: [Double] = []
        for i in items.indices {
            var size: Double
            if let s = boxes[i].definite(main) {
                size = s
            } else if let t = transferredMainSize(i) {
                size = t
            } else {
                let p = Proposal(main: .minContent, cross: crossProposal(i), along: main)
                size = try measure(i, p)[main]
            }
            // 9.9.3: an item that cannot grow keeps at most its flex base size, one that cannot
            // shrink at least it; as for the max-content contribution, only a definite flex-basis
            // clamps (a content-based one is the max-content size, which would make a text that
            // cannot shrink contribute its longest line, not its longest word).
            if hasDefiniteBasis(i) {
                if boxes[i].item.grow == 0 { size = min(size, items[i].flexBase) }
                if boxes[i].item.shrink == 0 { size = max(size, items[i].flexBase) }
            }
            size = max(min(size, boxes[i].maximum(main)), try minMainSize(i))
            contributions.append(size + items[i].outerMainMargins)
        }
        if isMultiLine { return contributions.max() ?? 0 }
        return contributions.reduce(0, +) + mainGap * Double(max(0, contributions.count - 1))
    }

    /// CSS Sizing 4: the min-content and max-content main sizes of an item with a preferred aspect
    /// ratio and a definite cross size (written, or stretched in a definite single line) are that
    /// cross size through the ratio; so is its flex base size (9.2.3 rule B).
    mutating func transferredMainSize(_ i: Int) -> Double? {
        guard boxes[i].item.aspectRatio != nil, case .exactly(let c) = crossProposal(i) else { return nil }
        return boxes[i].transfer(c, from: cross)
    }

    /// The outer hypothetical main sizes of `range` plus the gaps between them.
    mutating func sumOfLine(_ range: Range<Int>) -> Double {
        var sum = 0.0
        for i in range { sum += outerHypothetical(i) }
        return sum + mainGap * Double(max(0, range.count - 1))
    }

    /// 9.3.5: items in order, a new line whenever the next would not fit within `limit`; balanced
    /// containers then even the lines out (`BalancedLineBreaking.swift`). Lines are given by the
    /// index past each one's last item: an array of ranges made the run time look up, once per
    /// process, that `Int` is `Comparable` for the range type's metadata (a scan of every
    /// conformance, some 240,000 instructions).
    mutating func breakLines(at limit: Double) -> [Int] {
        guard params.balanced else { return greedyLines(at: limit) }
        return balancedLines(minimumCount: params.lineCount ?? 1, limit: limit)
    }

    mutating func greedyLines(at limit: Double) -> [Int] {
        var ends: [Int] = []
        var start = 0
        var used = 0.0
        for i in items.indices {
            let size = outerHypothetical(i)
            if i > start, used + mainGap + size > limit + 1e-9 {
                ends.append(i)
                start = i
                used = size
            } else {
                used += (i > start ? mainGap : 0) + size
            }
        }
        if start < items.count || ends.isEmpty { ends.append(items.count) }
        return ends
    }

    /// 9.3.5: collect flex items into flex lines (one line when single-line).
    mutating func collectFlexItemsIntoFlexLines() {
        guard isMultiLine else {
            lines = FlexLines(CollectionOfOne(items.indices))
            return
        }
        lines = FlexLines(ends: breakLines(at: columnBreakSize ?? innerSize(main)!))
    }
}
