import LayoutModel

/// CSS Flexible Box Layout Level 1 (https://www.w3.org/TR/css-flexbox-1/#layout-algorithm).
///
/// The steps of section 9 live in one file each, named with the specification's words:
/// - 9.1 initial setup (`InitialSetup.swift`): the flex items and their CSS boxes
/// - 9.2 line length determination (`LineLengthDetermination.swift`): available space, flex base
///   sizes, hypothetical main sizes, and the automatic minimum size of 4.5
/// - 9.3 main size determination (`MainSizeDetermination.swift`): the container's main size and
///   collecting items into flex lines; 9.7 resolving flexible lengths (`ResolvingFlexibleLengths.swift`)
/// - 9.4 cross size determination (`CrossSizeDetermination.swift`)
/// - 9.5 main-axis alignment (`MainAxisAlignment.swift`)
/// - 9.6 cross-axis alignment (`CrossAxisAlignment.swift`)
/// - 4.1 absolutely-positioned flex children (`AbsolutelyPositionedChildren.swift`)
///
/// Stateless: a container's parameters are read from the tree (`NodeTree.flexLayout`), and what
/// the runs of one layout share is its `FlexState`.
struct FlexAlgorithm: CSSContainerAlgorithm {
    func layout(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> ContainerLayout {
        let state = context.state(FlexState.self)
        if let reused = state.contentSizedLayout(container.index, proposal, context: context) { return reused }
        state.tables.access { $0.runs += 1 }
        // A container of one child keeps its item and box inline (`FlexRunElements`).
        if container.children.count == 1 {
            var run = SingleItemFlexRun(params: context.tree.flexLayout(container.index)!, container: container.index,
                                        children: container.children, proposal: proposal, state: state, context: context)
            return try run.perform()
        }
        var run = ManyItemFlexRun(params: context.tree.flexLayout(container.index)!, container: container.index,
                                  children: container.children, proposal: proposal, state: state, context: context)
        return try run.perform()
    }

    func measure(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> Size {
        try FlexAlgorithm.measure(container.index, params: context.tree.flexLayout(container.index)!, proposal,
                                  state: context.state(FlexState.self), context: context)
    }

    /// The size of flex container `index` (parameters `params`) for `proposal`: of its layout, or
    /// of an earlier one that holds (`contentSizedColumn`, `contentSizedLayout`; taken here,
    /// without a round through the context and its cache). What `LayoutContext.measure` comes to
    /// for it, and what a run asks of its flex items directly (passing its own `state`: finding
    /// the state in the context took about 70 instructions a call).
    static func measure(_ index: Int, params: FlexLayout, _ proposal: Proposal, state: FlexState, context: LayoutContext) throws(LayoutError) -> Size {
        if let size = state.contentSizedColumn(index, params, proposal, context: context) { return size }
        if let size = state.contentSizedSize(index, proposal, context: context) { return size }
        return try context.layout(index, proposal).size
    }

    /// The final layout: the proposal carries the basis the parent decided for the container's
    /// percentages. With an auto height, the layout measured with an unbounded height at this
    /// width, if it came to this height, is the final layout (percentages of the height are
    /// indefinite in both). That one, or another content-sized layout that holds (`contentSizedLayout`),
    /// is taken here without a round through the context: asked for once, it is not cached.
    func arrange(_ container: ContainerRef, size: Size, basis: FinalBasis, context: LayoutContext) throws(LayoutError) -> ContainerLayout {
        let p = Proposal.final(size, basis: basis)
        if let reused = context.state(FlexState.self).contentSizedLayout(container.index, p, context: context, placing: true) {
            return reused
        }
        if let hit = context.cachedLayout(container.index, p) { return hit }
        if p.heightIsIndefinite {
            let probe = Proposal(width: .exactly(size.width), height: .unbounded, containingWidth: p.containingWidth)
            if let hit = context.cachedLayout(container.index, probe), hit.size == size { return hit }
        }
        return try context.layout(container.index, p)
    }

    var measuresThroughLayouts: Bool { true }

    /// The border-box size of child `child` (a leaf: its content measured in its content box; a
    /// container measures itself) whose box is `box`, for a border-box `p`.
    static func measure(child: Int, box: CSSBox, isLeaf: Bool, _ p: Proposal, context: LayoutContext) throws(LayoutError) -> Size {
        guard isLeaf else { return try context.measure(child, p) }
        let fh = box.frame(.horizontal), fv = box.frame(.vertical)
        var content = Proposal(width: p.width.shrunk(by: fh), height: p.height.shrunk(by: fv))
        // CSS fit-content along the content's inline axis (the height of vertical text):
        // min(max-content, max(min-content, available)), then laid out at that size.
        let inline: Axis = context.isVerticalTextLeaf(child) ? .vertical : .horizontal
        if case .atMost(let limit) = content[inline] {
            let maxContent = try context.measureContent(child, .unbounded)[inline]
            let minContent = try context.measureContent(child, Proposal(main: .minContent, cross: .unbounded, along: inline))[inline]
            content[inline] = .exactly(min(maxContent, max(minContent, limit)))
        }
        let measured = try context.measureContent(child, content)
        return Size(width: p.width.exact ?? measured.width + fh, height: p.height.exact ?? measured.height + fv)
    }

    /// The first baseline of child `child` laid out at `size`, from its border-box top; a box
    /// without one synthesizes it from its bottom edge.
    static func baseline(child: Int, box: CSSBox, isLeaf: Bool, size: Size, context: LayoutContext) throws(LayoutError) -> Double {
        if isLeaf {
            // Vertical text has no horizontal baseline: one is synthesized from the bottom edge.
            guard case .leaf(.text(let text)) = context.tree.nodes[child].kind, !text.writingMode.isVertical else { return size.height }
            let width = max(0, size.width - box.frame(.horizontal))
            guard let first = context.textMeasurer.layout(text, maxWidth: width).lines.first else { return size.height }
            return box.border.top + box.padding.top + first.baseline
        }
        return try context.layoutWithBaseline(child, .exactly(size)).baseline ?? size.height
    }
}

/// The state of laying out one flex container for one proposal.
///
/// A value on its caller's stack, whose steps are all `mutating`: they call one another on the
/// same run, in place. (A class instance was a heap allocation and a free per run; a struct with
/// non-mutating steps copied the whole run whenever a mutating step called one of them.)
///
/// Generic over where it keeps its items and their boxes (`FlexItemList`, `FlexBoxList`):
/// arrays (`ManyItemFlexRun`), or for a container of one child, the one item and box inline
/// (`SingleItemFlexRun`). Each is specialized; the steps are written once. (The type itself
/// states no requirement: see `InlineOne`.)
struct FlexRun<Items, Boxes> {
    let params: FlexLayout
    /// The container's node index and its children's.
    let index: Int
    let children: ChildList
    let proposal: Proposal
    /// What the runs of this layout share.
    let state: FlexState
    let context: LayoutContext
    /// The container's own box, what the run reads of it.
    let box: CSSBox.Frame
    let main: Axis
    let cross: Axis
    let rightToLeft: Bool
    /// Main-start is at the right (row) or bottom (column) edge.
    let mainFlipped: Bool
    /// Cross-start is at the right (column) or bottom (row) edge.
    let crossFlipped: Bool
    let isMultiLine: Bool
    /// Definite border-box and content-box sizes, per axis slot (0 horizontal, 1 vertical).
    var outer = AxisPair<Double?>(nil, nil)
    var inner = AxisPair<Double?>(nil, nil)
    /// The content sizes percentages of the items resolve against: definite sizes only.
    var percentBasis = AxisPair<Double?>(nil, nil)
    var mainGap = 0.0
    var crossGap = 0.0
    var items: Items
    /// The CSS box of each item, by item index.
    var boxes: Boxes
    var lines = FlexLines()
    /// Where a balanced column of indefinite height breaks its lines: the space it could take
    /// (its max-height, or unbounded), not the height its lines then give it.
    var columnBreakSize: Double?
    /// The positions of the absolutely-positioned children (nil: none).
    var absolute: [Int]?
    /// What each of `absolute` resolves its percentages against, in the same order, once placed.
    var absoluteBases: [PercentBasis] = []
    /// The children's rects (a child that is no item keeps a zero rect).
    var rects: ChildRects
}

extension FlexRun where Items: FlexItemList, Boxes: FlexBoxList {
    /// (Inlined into its one caller: returned from a call, the run was copied into place.)
    @inline(__always)
    init(params: FlexLayout, container index: Int, children: ChildList, proposal: Proposal, state: FlexState, context: LayoutContext) {
        var params = params
        if params.blockFlow {
            params.direction = .column; params.wrap = .nowrap; params.justifyContent = nil; params.alignItems = .stretch
            params.rowGap = .points(0); params.columnGap = .points(0)
        }
        items = Items(); boxes = Boxes()
        self.params = params; self.index = index; self.children = children; self.proposal = proposal; self.state = state; self.context = context
        let box = state.containerFrame(index, width: proposal.containingWidth)
        self.box = box
        let isRow = params.isRow
        main = isRow ? .horizontal : .vertical
        cross = main.cross
        rightToLeft = params.rightToLeft || box.rightToLeft || context.isRightToLeft(index)
        mainFlipped = isRow ? (rightToLeft != params.isReversed) : params.isReversed
        crossFlipped = (isRow ? false : rightToLeft) != (params.wrap == .wrapReverse)
        isMultiLine = params.wrap != .nowrap
        // Made by `placeItems` (see `perform`); one child's rect is kept inline from the start.
        rects = children.count == 1 ? ChildRects(zeros: 1) : []
        // The container's definite sizes are those proposed exactly: its parent resolves its width,
        // height, min, max and aspect ratio, and otherwise asks for its content size.
        outer = AxisPair(proposal.width.exact, proposal.height.exact)
        let frameWidth = box.frame(.horizontal), frameHeight = box.frame(.vertical)
        inner = AxisPair(outer[0].map { max(0, $0 - frameWidth) }, outer[1].map { max(0, $0 - frameHeight) })
        percentBasis = AxisPair(inner[0], proposal.heightIsIndefinite ? nil : inner[1])
        mainGap = resolveGap(main)
        crossGap = resolveGap(cross)
    }

    mutating func slot(_ axis: Axis) -> Int { axis == .horizontal ? 0 : 1 }
    mutating func innerSize(_ axis: Axis) -> Double? { inner[slot(axis)] }

    private mutating func resolveGap(_ axis: Axis) -> Double {
        let gap = axis == .horizontal ? params.columnGap : params.rowGap
        switch gap {
        case .points(let v): return v
        case .fraction(let f): return (percentBasis[slot(axis)] ?? 0) * f
        case .auto, .keyword: return 0
        }
    }

    /// Whether item `it`'s final height is definite for the percentages inside it (CSS Flexbox 9.8):
    /// a written height; in a column, a flexed height in a container of definite height; in a row,
    /// a stretched height (9.4 step 11), in a container of definite height or not.
    @inline(__always) mutating func heightIsDefinite(_ i: Int) -> Bool {
        if boxes[i].definite(.vertical) != nil { return true }
        let stretched = items[i].alignSelf == .stretch && !items[i].autoCross.start && !items[i].autoCross.end
        // A height that follows a definite width through the aspect ratio is definite.
        if boxes[i].item.aspectRatio != nil,
           boxes[i].definite(.horizontal) != nil || (main == .vertical && stretched && !isMultiLine && percentBasis[0] != nil) {
            return true
        }
        if params.blockFlow { return false }
        // 9.4 step 11: "If the flex item has align-self: stretch, redo layout for its contents,
        // treating this used size as its definite cross size so that percentage-sized children
        // can be resolved", whether the container's own height is definite or not.
        if main == .horizontal && stretched { return true }
        if percentBasis[1] == nil { return false }
        return main == .vertical
    }

    /// 9.1-9.4.7, the steps every use of a run starts with (`perform`, `contentCrossExtent`).
    @inline(__always)
    mutating func determineItemSizes() throws(LayoutError) {
        // 9.1-9.2: generate the items; available space; flex base and hypothetical main sizes.
        try generateFlexItems()
        try determineFlexBaseSizes()
        // 9.3: the container's main size, lines, and 9.7 flexible lengths per line.
        try determineMainSize()
        collectFlexItemsIntoFlexLines()
        for l in lines.indices { try resolveFlexibleLengths(lines[l]) }
        // 9.4.7: hypothetical cross sizes.
        try determineHypotheticalCrossSizes()
    }

    /// The steps of section 9, in order.
    mutating func perform() throws(LayoutError) -> ContainerLayout {
        try determineItemSizes()
        // 9.4 (on): line cross sizes, the container's cross size, stretch.
        try calculateLineCrossSizes()
        determineContainerCrossSize()
        stretchLines()
        determineUsedCrossSizes()
        // 9.5: main-axis alignment. 9.6: cross-axis alignment.
        for l in lines.indices { distributeMainAxisSpace(lines[l]) }
        for l in lines.indices { alignItemsInCrossAxis(lines[l]) }
        alignFlexLines()
        placeItems()
        if context.explainLog != nil { noteExplainedItem() }
        // 4.1: absolutely-positioned children.
        try layoutAbsolutelyPositionedChildren()
        let size = Size(width: outer[0]!, height: outer[1]!)
        var result = ContainerLayout(size: size, children: rects,
                                     baseline: context.baselineRequests > 0 ? try containerBaseline() : nil)
        // What the children's final layouts need (an arranged layout has an exact width, or is a
        // content-sized one that may be reused as final: `ContentSizedLayouts.swift`).
        guard proposal.width.exact != nil || state.isPlainSubtree(index) else { return result }
        let contentWidth = innerSize(.horizontal)!
        // Usually one basis holds for every child: kept as one value, without an array.
        // (A loop, not `allSatisfy`: its closure was called out of line for each item.)
        let firstIndefinite = items.isEmpty ? false : !heightIsDefinite(0)
        var oneBasis = absolute == nil
        var i = 1
        while oneBasis && i < items.count {
            oneBasis = !heightIsDefinite(i) == firstIndefinite
            i += 1
        }
        if oneBasis {
            result.childPercentBasis = PercentBasis(containingWidth: contentWidth, heightIsIndefinite: firstIndefinite)
            return result
        }
        var bases: [PercentBasis] = .filled(PercentBasis(containingWidth: contentWidth, heightIsIndefinite: false), count: rects.count)
        for i in items.indices { bases[items[i].position].heightIsIndefinite = !heightIsDefinite(i) }
        if let absolute {
            // (Placed above, by `layoutAbsolutelyPositionedChildren`.)
            for (n, k) in absolute.enumerated() { bases[k] = absoluteBases[n] }
        }
        result.childPercentBases = bases
        return result
    }

    /// The border-box size of item `i` for a border-box `p`: a leaf's content is measured in its
    /// content box, a container measures itself.
    mutating func measure(_ i: Int, _ p: Proposal) throws(LayoutError) -> Size {
        var p = p
        p.containingWidth = innerSize(.horizontal)
        if p.height.exact != nil { p.heightIsIndefinite = !heightIsDefinite(i) }
        // A container measures itself (its box is not passed: that copied it); a flex container as
        // the context would (`FlexAlgorithm.measure`), without the context's dispatch.
        guard items[i].isLeaf else {
            guard let params = context.tree.flexLayout(items[i].child) else { return try context.measure(items[i].child, p) }
            return try FlexAlgorithm.measure(items[i].child, params: params, p, state: state, context: context)
        }
        return try FlexAlgorithm.measure(child: items[i].child, box: boxes[i], isLeaf: true, p, context: context)
    }

    /// The container's first baseline (CSS Flexbox 8.5): that of the first item in the first line
    /// that takes part in baseline alignment, else of the first item.
    mutating func containerBaseline() throws(LayoutError) -> Double? {
        // Browsers take the last flex line under wrap-reverse (rows and columns alike), else the
        // first; in a column, the line's topmost item.
        guard let first = params.wrap == .wrapReverse ? lines.last : lines.first, !first.items.isEmpty else { return nil }
        let chosen: Int
        if main == .horizontal {
            chosen = first.items.first { items[$0].alignSelf == .baseline } ?? first.items.lowerBound
        } else {
            chosen = mainFlipped ? first.items.upperBound - 1 : first.items.lowerBound
        }
        let rect = rects[items[chosen].position]
        let b = try FlexAlgorithm.baseline(child: items[chosen].child, box: boxes[chosen], isLeaf: items[chosen].isLeaf,
                                     size: rect.size, context: context)
        return rect.origin.y + b
    }
}
