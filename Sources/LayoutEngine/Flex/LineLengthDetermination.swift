import LayoutModel

/// CSS Flexbox 9.2: determine the available space, the flex base size and hypothetical main size
/// of each item (https://www.w3.org/TR/css-flexbox-1/#line-sizing). (9.1, the items themselves:
/// `InitialSetup.swift`.)
extension FlexRun where Items: FlexItemList, Boxes: FlexBoxList {
    /// The available inner space along `axis` when the container's size there is not definite
    /// (nil: infinite, for max-content).
    @inline(__always)
    mutating func availableInner(_ axis: Axis) -> Double? {
        if let d = innerSize(axis) { return d }
        let cap = box.maximum(axis) < .infinity ? box.maximum(axis) - box.frame(axis) : nil
        switch proposal[axis] {
        case .exactly(let v), .atMost(let v): return max(0, min(v - box.frame(axis), cap ?? .infinity))
        case .minContent: return 0
        case .unbounded: return cap.map { max(0, $0) }
        }
    }

    /// The cross-axis proposal to measure item `it` with before its cross size is known: its
    /// definite cross size, the line's if it will be stretched in a single-line container with a
    /// definite cross size, else the available space (that of its line, see `lineCrossSpace`).
    @inline(__always)
    mutating func crossProposal(_ i: Int) -> AxisProposal {
        if let c = boxes[i].definite(cross) { return .exactly(boxes[i].clamp(c, cross)) }
        if !isMultiLine, items[i].alignSelf == .stretch, !items[i].autoCross.start, !items[i].autoCross.end, let c = definiteInnerSize(cross) {
            return .exactly(boxes[i].clamp(max(0, c - items[i].outerCrossMargins), cross))
        }
        // A height is a block size, whose fit-content is its max-content size, except for vertical
        // text, whose lines run along it.
        if cross == .vertical && !context.isVerticalTextLeaf(items[i].child) { return .unbounded }
        if case .minContent = proposal[cross], innerSize(cross) == nil { return .minContent }
        // Fit-content in the available space, which the item's min and max cross sizes clamp
        // (9.2.3 E: "use fit-content as the flex item's cross size").
        if let avail = availableInner(cross) {
            return .atMost(boxes[i].clamp(max(0, lineCrossSpace(avail) - items[i].outerCrossMargins), cross))
        }
        return .unbounded
    }

    /// The inner size along `axis` when it is definite (9.8): proposed exactly, and for the height
    /// not one that CSS treats as indefinite (an auto height the parent decided from the content,
    /// `Proposal.heightIsIndefinite`).
    mutating func definiteInnerSize(_ axis: Axis) -> Double? {
        axis == .vertical && proposal.heightIsIndefinite ? nil : inner[slot(axis)]
    }

    /// The cross space an item's line may take out of `available`: all of it, or, when a balanced
    /// container asks for `flex-line-count` lines (Flexbox Level 2 draft), an equal share of it less
    /// the gaps between those lines.
    mutating func lineCrossSpace(_ available: Double) -> Double {
        guard isMultiLine, params.balanced, let count = params.lineCount, count > 1 else { return available }
        return max(0, (available - crossGap * Double(count - 1)) / Double(count))
    }

    /// 9.2.3: the flex base size and the hypothetical main size (clamped by min and max) of each item.
    mutating func determineFlexBaseSizes() throws(LayoutError) {
        for i in items.indices {
            var flexBase = try flexBaseSize(i)
            let baseIsContent = isContentBased(i)
            // With an aspect ratio, a size that is not written (from the cross size through the
            // ratio, or the content) keeps within the min and max sizes transferred through the
            // ratio (CSS Sizing 4); the used min and max main sizes, below and in 9.7, are the
            // item's own (csswg-drafts#6071).
            if boxes[i].item.aspectRatio != nil, !hasWrittenBasis(i) {
                flexBase = max(min(flexBase, boxes[i].maximum(main)), boxes[i].minimum(main))
            }
            let hypothetical = min(flexBase, boxes[i].writtenMax[slot(main)])
            // The automatic minimum never exceeds a definite main size nor a max-content flex base
            // size, so it is only computed below a definite one.
            let below = hypothetical < (boxes[i].definite(main) ?? .infinity) && !(baseIsContent && hypothetical == flexBase)
            let minimum = boxes[i].writtenMinimum(main)
            // (The automatic minimum reads neither of the sizes set here.) The three are set in
            // one access to the item: each access to an element of `items` checked that the array
            // is uniquely referenced, a call.
            let floor = below ? try minMainSize(i) : minimum
            FlexRun.setBaseSizes(&items[i], flexBase: flexBase, baseIsContent: baseIsContent,
                                 hypotheticalMain: max(hypothetical, floor))
        }
    }

    @inline(__always)
    private static func setBaseSizes(_ item: inout FlexItemState, flexBase: Double, baseIsContent: Bool, hypotheticalMain: Double) {
        item.flexBase = flexBase
        item.baseIsContent = baseIsContent
        item.hypotheticalMain = hypotheticalMain
    }

    /// Whether the flex base size of `it` is its max-content main size (rule E of 9.2.3).
    @inline(__always)
    private mutating func isContentBased(_ i: Int) -> Bool {
        !hasWrittenBasis(i) && boxes[i].item.aspectRatio == nil
    }

    /// Whether the flex base size of `i` comes from its flex-basis or main size (rule A of 9.2.3,
    /// with the sizing keywords).
    @inline(__always)
    private mutating func hasWrittenBasis(_ i: Int) -> Bool {
        switch params.blockFlow ? .auto : boxes[i].item.basis {
        case .points, .keyword(.minContent), .keyword(.maxContent), .keyword(.fitContent), .keyword(.stretch): return true
        case .fraction: return percentBasis[slot(main)] != nil
        case .auto: return boxes[i].definite(main) != nil
        case .keyword: return false
        }
    }

    @inline(__always)
    private mutating func flexBaseSize(_ i: Int) throws(LayoutError) -> Double {
        // A: a definite flex-basis (percentages of a definite main size).
        switch params.blockFlow ? .auto : boxes[i].item.basis {
        case .points(let v): return boxes[i].borderBox(v, main)!
        case .fraction(let f): if let m = percentBasis[slot(main)] { return boxes[i].borderBox(f * m, main)! }
        case .auto: if let s = boxes[i].definite(main) { return s }
        case .keyword(.content): break
        case .keyword(let k):
            if let size = try keywordSize(k, i, main) { return size }
        }
        // B: an aspect ratio and a definite cross size.
        if let t = transferredMainSize(i) { return t }
        // With an aspect ratio, a vertical main size follows from the fit-content width.
        if main == .vertical, boxes[i].item.aspectRatio != nil {
            let width = boxes[i].clamp(try measure(i, Proposal(main: .unbounded, cross: crossProposal(i), along: main))[cross], cross)
            if let t = boxes[i].transfer(width, from: cross) { return t }
        }
        // E: the max-content main size, measured with the cross proposal.
        let p = Proposal(main: .unbounded, cross: crossProposal(i), along: main)
        return try measure(i, p)[main]
    }

    /// The used minimum main size of item `i` (computed once).
    mutating func minMainSize(_ i: Int) throws(LayoutError) -> Double {
        if let m = items[i].minMain { return m }
        let m = try automaticMinimumSize(i)
        items[i].minMain = m
        return m
    }

    /// The border-box size along `axis` that a size keyword asks for (nil: behaves as auto).
    mutating func keywordSize(_ keyword: SizeKeyword, _ i: Int, _ axis: Axis, margins: Double? = nil) throws(LayoutError) -> Double? {
        let margins = margins ?? (axis == main ? items[i].outerMainMargins : items[i].outerCrossMargins)
        let other: AxisProposal = boxes[i].definite(axis.cross).map { .exactly($0) } ?? .unbounded
        func measured(_ p: AxisProposal) throws(LayoutError) -> Double {
            try measure(i, axis == .horizontal ? Proposal(width: p, height: other) : Proposal(width: other, height: p))[axis]
        }
        switch keyword {
        case .stretch: return innerSize(axis).map { max(0, $0 - margins) }
        case .minContent: return try measured(.minContent)
        case .maxContent: return try measured(.unbounded)
        case .fitContent:
            guard let available = innerSize(axis) ?? availableInner(axis) else { return try measured(.unbounded) }
            return try measured(.atMost(max(0, available - margins)))
        case .content: return nil
        }
    }

    /// CSS Flexbox 4.5: the automatic minimum size of an item whose `min-*` is auto and that is not
    /// a scroll container; otherwise its written minimum. The min and max sizes transferred
    /// through an aspect ratio (CSS Sizing 4) bound only the content size suggestion: as the
    /// item's used min and max main sizes flexbox takes its own (csswg-drafts#6071).
    mutating func automaticMinimumSize(_ i: Int) throws(LayoutError) -> Double {
        guard boxes[i].minIsAuto[slot(main)], !boxes[i].isScrollContainer, !params.blockFlow else { return boxes[i].writtenMinimum(main) }
        // The content size suggestion: the min-content size, clamped by the max main size.
        var content: Double
        if case .exactly(let c) = crossProposal(i), boxes[i].item.aspectRatio != nil, let t = boxes[i].transfer(c, from: cross) {
            // Through the ratio; a non-replaced item's laid-out content at that cross size is
            // its floor (CSS Sizing 4: the automatic minimum in the ratio-dependent axis).
            content = t
            if !context.isReplaced(children[i]) {
                let p = Proposal(main: .minContent, cross: .exactly(c), along: main)
                content = max(content, try measure(i, p)[main])
            }
        } else {
            let p = Proposal(main: .minContent, cross: crossProposal(i), along: main)
            content = try measure(i, p)[main]
        }
        // Clamped by the definite min and max cross sizes converted through the ratio, then by the
        // max main size.
        var low = boxes[i].minimum(main), high = boxes[i].maximum(main)
        if boxes[i].item.aspectRatio != nil, boxes[i].definite(main) != nil {
            // A written main size takes no transferred sizes (CSS Sizing 4 §5.2), but 4.5 clamps
            // the content size suggestion by the cross sizes through the ratio all the same: the
            // minimum, and the maximum unless it is a written height's (`CSSBox` keeps that one).
            let t = boxes[i].transferredLimits(main)
            if let m = t.min { low = max(low, m) }
            if let m = t.max { high = min(high, max(m, boxes[i].writtenMinimum(main))) }
        }
        content = min(max(content, low), high)
        content = min(content, boxes[i].writtenMax[slot(main)])
        // The specified size suggestion, when the main size is definite.
        if let s = boxes[i].definite(main) { content = min(content, s) }
        return max(content, boxes[i].writtenMinimum(main))
    }
}

extension Proposal {
    init(main: AxisProposal, cross: AxisProposal, along axis: Axis) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }
}

extension Point {
    init(main: Double, cross: Double, along axis: Axis) {
        if axis == .horizontal { self.init(x: main, y: cross) } else { self.init(x: cross, y: main) }
    }
}
