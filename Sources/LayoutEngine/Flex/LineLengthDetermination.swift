import LayoutModel

/// CSS Flexbox 9.1-9.2: generate flex items, determine the available space, the flex base size
/// and hypothetical main size of each item (https://www.w3.org/TR/css-flexbox-1/#line-sizing).
extension FlexRun {
    /// 9.1: each in-flow child becomes a flex item; `display: none` children (visibility gone) get a
    /// zero rect, absolutely-positioned ones are laid out after the container (4.1).
    mutating func generateFlexItems() throws(LayoutError) {
        items.reserveCapacity(children.count)
        let nodes = context.tree.nodes
        for (k, child) in children.enumerated() {
            if nodes[child].visibility == .gone { continue }
            var box = context.cssBox(child, width: percentBasis[0], height: percentBasis[1])
            if box.item.position == .absolute { absolute.append(k); continue }
            let isLeaf = context.isLeaf[child]
            let m = box.margin
            let a = box.autoMargin
            func logical(_ near: Double, _ far: Double, flipped: Bool) -> (start: Double, end: Double) {
                flipped ? (far, near) : (near, far)
            }
            func logicalAuto(_ near: Bool, _ far: Bool, flipped: Bool) -> (start: Bool, end: Bool) {
                flipped ? (far, near) : (near, far)
            }
            let mainNear = main == .horizontal ? (m.left, m.right, a.left, a.right) : (m.top, m.bottom, a.top, a.bottom)
            let crossNear = cross == .horizontal ? (m.left, m.right, a.left, a.right) : (m.top, m.bottom, a.top, a.bottom)
            // Keyword sizes (stretch, min-content, ...) become definite sizes, cross axis first.
            if box.item.widthKeyword != nil || box.item.heightKeyword != nil {
                for axis in [cross, main] {
                    let keyword = axis == .horizontal ? box.item.widthKeyword : box.item.heightKeyword
                    guard nodes[child].size(axis) == nil, let keyword else { continue }
                    let probe = FlexItemState(position: k, child: child, box: box, isLeaf: isLeaf, marginMain: (0, 0), marginCross: (0, 0),
                                              autoMain: (false, false), autoCross: (false, false), alignSelf: .flexStart)
                    box.size[slot(axis)] = try keywordSize(keyword, probe, axis, margins: m.total(axis))
                }
            }
            let written = box.item.alignSelf ?? params.alignItems ?? .stretch
            let align = resolveAlignSelf(params.blockFlow ? .stretch : written, itemRTL: box.item.isWritten ? box.item.rightToLeft : rightToLeft)
            items.append(FlexItemState(
                position: k, child: child, box: box, isLeaf: isLeaf,
                marginMain: logical(mainNear.0, mainNear.1, flipped: mainFlipped),
                marginCross: logical(crossNear.0, crossNear.1, flipped: crossFlipped),
                autoMain: logicalAuto(mainNear.2, mainNear.3, flipped: mainFlipped),
                autoCross: logicalAuto(crossNear.2, crossNear.3, flipped: crossFlipped),
                alignSelf: align))
        }
    }

    /// `align-self` as one of flex-start, flex-end, center, baseline, stretch (logical, after
    /// `wrap-reverse`): `start`/`end` follow the writing mode, `self-*` the item's own direction.
    /// `baseline` stays baseline in columns too, where items align synthesized baselines (see
    /// `determineHypotheticalCrossSizes`).
    func resolveAlignSelf(_ value: ItemAlignment, itemRTL: Bool) -> ItemAlignment {
        let reversed = params.wrap == .wrapReverse
        switch value {
        case .start: return reversed ? .flexEnd : .flexStart
        case .end: return reversed ? .flexStart : .flexEnd
        case .selfStart, .selfEnd:
            var start = value == .selfStart
            if cross == .horizontal && itemRTL != rightToLeft { start.toggle() }
            return (start != reversed) ? .flexStart : .flexEnd
        default: return value
        }
    }

    /// The available inner space along `axis` when the container's size there is not definite
    /// (nil: infinite, for max-content).
    func availableInner(_ axis: Axis) -> Double? {
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
    func crossProposal(_ it: FlexItemState) -> AxisProposal {
        if let c = it.box.definite(cross) { return .exactly(it.box.clamp(c, cross)) }
        if !isMultiLine, it.alignSelf == .stretch, !it.autoCross.start, !it.autoCross.end, let c = innerSize(cross) {
            return .exactly(it.box.clamp(max(0, c - it.outerCrossMargins), cross))
        }
        if cross == .vertical { return .unbounded }
        if case .minContent = proposal[cross], innerSize(cross) == nil { return .minContent }
        if let avail = availableInner(cross) { return .atMost(max(0, lineCrossSpace(avail) - it.outerCrossMargins)) }
        return .unbounded
    }

    /// The cross space an item's line may take out of `available`: all of it, or, when a balanced
    /// container asks for `flex-line-count` lines (Flexbox Level 2 draft), an equal share of it less
    /// the gaps between those lines.
    func lineCrossSpace(_ available: Double) -> Double {
        guard isMultiLine, params.balanced, let count = params.lineCount, count > 1 else { return available }
        return max(0, (available - crossGap * Double(count - 1)) / Double(count))
    }

    /// 9.2.3: the flex base size and the hypothetical main size (clamped by min and max) of each item.
    mutating func determineFlexBaseSizes() throws(LayoutError) {
        for i in items.indices {
            let it = items[i]
            let flexBase = try flexBaseSize(it), baseIsContent = isContentBased(it)
            let hypothetical = min(flexBase, it.box.maximum(main))
            // The automatic minimum never exceeds a definite main size nor a max-content flex base
            // size, so it is only computed below a definite one.
            let below = hypothetical < (it.box.definite(main) ?? .infinity) && !(baseIsContent && hypothetical == flexBase)
            let minimum = it.box.minimum(main)
            items[i].flexBase = flexBase
            items[i].baseIsContent = baseIsContent
            let floor = below ? try minMainSize(i) : minimum
            items[i].hypotheticalMain = max(hypothetical, floor)
        }
    }

    /// Whether the flex base size of `it` is its max-content main size (rule E of 9.2.3).
    private func isContentBased(_ it: FlexItemState) -> Bool {
        switch params.blockFlow ? .auto : it.box.item.basis {
        case .points, .keyword(.minContent), .keyword(.maxContent), .keyword(.fitContent), .keyword(.stretch): return false
        case .fraction: if percentBasis[slot(main)] != nil { return false }
        case .auto: if it.box.definite(main) != nil { return false }
        case .keyword: break
        }
        if it.box.item.aspectRatio != nil { return false }
        return true
    }

    private func flexBaseSize(_ it: FlexItemState) throws(LayoutError) -> Double {
        // A: a definite flex-basis (percentages of a definite main size).
        switch params.blockFlow ? .auto : it.box.item.basis {
        case .points(let v): return it.box.borderBox(v, main)!
        case .fraction(let f): if let m = percentBasis[slot(main)] { return it.box.borderBox(f * m, main)! }
        case .auto: if let s = it.box.definite(main) { return s }
        case .keyword(.content): break
        case .keyword(let k):
            if let size = try keywordSize(k, it, main) { return size }
        }
        // B: an aspect ratio and a definite cross size.
        if case .exactly(let c) = crossProposal(it), it.box.item.aspectRatio != nil, let t = it.box.transfer(c, from: cross) {
            return t
        }
        // With an aspect ratio, a vertical main size follows from the fit-content width.
        if main == .vertical, it.box.item.aspectRatio != nil {
            let width = it.box.clamp(try measure(it, Proposal(main: .unbounded, cross: crossProposal(it), along: main))[cross], cross)
            if let t = it.box.transfer(width, from: cross) { return t }
        }
        // E: the max-content main size, measured with the cross proposal.
        let p = Proposal(main: .unbounded, cross: crossProposal(it), along: main)
        return try measure(it, p)[main]
    }

    /// The used minimum main size of item `i` (computed once).
    mutating func minMainSize(_ i: Int) throws(LayoutError) -> Double {
        if let m = items[i].minMain { return m }
        let m = try automaticMinimumSize(items[i])
        items[i].minMain = m
        return m
    }

    /// The border-box size along `axis` that a size keyword asks for (nil: behaves as auto).
    func keywordSize(_ keyword: SizeKeyword, _ it: FlexItemState, _ axis: Axis, margins: Double? = nil) throws(LayoutError) -> Double? {
        let margins = margins ?? (axis == main ? it.outerMainMargins : it.outerCrossMargins)
        let other: AxisProposal = it.box.definite(axis.cross).map { .exactly($0) } ?? .unbounded
        func measured(_ p: AxisProposal) throws(LayoutError) -> Double {
            try measure(it, axis == .horizontal ? Proposal(width: p, height: other) : Proposal(width: other, height: p))[axis]
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
    /// a scroll container; otherwise its written minimum.
    func automaticMinimumSize(_ it: FlexItemState) throws(LayoutError) -> Double {
        guard it.box.minIsAuto[slot(main)], !it.box.isScrollContainer, !params.blockFlow else { return it.box.minimum(main) }
        // The content size suggestion: the min-content size, clamped by the max main size.
        var content: Double
        if case .exactly(let c) = crossProposal(it), it.box.item.aspectRatio != nil, let t = it.box.transfer(c, from: cross) {
            content = t
        } else {
            let p = Proposal(main: .minContent, cross: crossProposal(it), along: main)
            content = try measure(it, p)[main]
        }
        content = min(content, it.box.maximum(main))
        // The specified size suggestion, when the main size is definite.
        if let s = it.box.definite(main) { content = min(content, s) }
        return max(content, it.box.minimum(main))
    }
}

extension Proposal {
    init(main: AxisProposal, cross: AxisProposal, along axis: Axis) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }
}
