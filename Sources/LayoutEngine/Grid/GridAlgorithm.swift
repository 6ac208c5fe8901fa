import LayoutModel

/// CSS Grid Layout Level 1 (https://www.w3.org/TR/css-grid-1/).
///
/// The steps live in one file each, named with the specification's words, read in the order of
/// `GridRun.perform`:
/// - 7.2-7.3 the explicit grid (`ExplicitGrid.swift`): track lists with `repeat()`, `auto-fill`,
///   line names, and the named areas of `grid-template-areas`
/// - 8.3 and 8.5 grid item placement (`GridItemPlacement.swift`): lines by number or name,
///   auto-placement, the implicit grid
/// - 11.4-11.5 the track sizing algorithm (`TrackSizing.swift`), with 11.5.1 distributing extra
///   space (`ExtraSpaceDistribution.swift`)
/// - 11.6-11.8 maximize, expand flexible and stretch auto tracks (`FlexibleTracks.swift`)
/// - 11.1 steps 3-4, the columns sized again once the rows are known, then the rows
///   (`GridRepeatedSizing.swift`)
/// - 10 alignment (`GridAlignment.swift`): content distribution and each item in its area, with
///   baseline alignment along rows (`GridBaselines.swift`)
///
/// Not yet: `subgrid`, baseline alignment along columns.
struct GridAlgorithm: CSSContainerAlgorithm {
    let params: GridLayout

    func layout(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> ContainerLayout {
        var proposal = proposal
        // Within an available width, the grid takes its fit-content width (CSS Sizing 3 §5.1:
        // min(max-content, max(min-content, available)), the shrink-to-fit width of an absolutely
        // positioned box, CSS 2.1 §10.3.7), and is laid out at it.
        if case .atMost(let available) = proposal.width {
            func width(_ request: AxisProposal) throws(LayoutError) -> Double {
                var sized = proposal
                sized.width = request
                var run = GridRun(params: params, container: container, proposal: sized, context: context)
                return try run.perform().size.width
            }
            let maxContent = try width(.unbounded)
            proposal.width = .exactly(maxContent <= available ? maxContent : max(available, try width(.minContent)))
        }
        var run = GridRun(params: params, container: container, proposal: proposal, context: context)
        return try run.perform()
    }
}

/// One track of one axis while the grid is sized: its sizing function and what 11.4-11.8 find.
struct GridTrack {
    var sizing: GridTrackSize
    var base = 0.0
    /// The growth limit (infinite until an item or a fixed maximum sets it).
    var limit = Double.infinity
    var infinitelyGrowable = false
    /// Working values of 11.5.1.
    var planned = 0.0
    var incurred = 0.0
    /// An `auto-fit` repetition no item occupies: sized 0, its gutters collapsed.
    var collapsed = false
    /// The offset of the track's start from the content box start, after alignment.
    var offset = 0.0
}

/// One in-flow grid item: its node, CSS box and area (track indices, end exclusive).
struct GridItemState {
    let position: Int
    let child: Int
    let isLeaf: Bool
    var box: CSSBox
    var columns: Range<Int> = 0..<1
    var rows: Range<Int> = 0..<1
    func span(_ axis: Axis) -> Range<Int> { axis == .horizontal ? columns : rows }
}

/// The state of laying out one grid container for one proposal.
struct GridRun {
    let params: GridLayout
    let index: Int
    let children: ChildList
    let proposal: Proposal
    let context: LayoutContext
    /// The container's own box.
    let box: CSSBox
    let rightToLeft: Bool
    /// Definite border-box and content-box sizes, per axis slot (0 horizontal, 1 vertical).
    var outer: AxisPair<Double?>
    var inner: AxisPair<Double?>
    var items: [GridItemState] = []
    /// Children that are absolutely positioned (by position among the children).
    var absolute: [Int] = []
    var columns: [GridTrack] = []
    var rows: [GridTrack] = []
    /// Resolved gaps between tracks.
    var columnGap = 0.0
    var rowGap = 0.0
    /// The gaps once the tracks of each axis are sized, widened by `justify-content` or
    /// `align-content` distributing space in a container of definite size (11.1 steps 2-3): what an
    /// item spanning them in the other axis's sizing takes its area's extent with.
    var effectiveColumnGap = 0.0
    var effectiveRowGap = 0.0
    /// The explicit grid's track counts (for negative line numbers), and the implicit tracks
    /// before it (track 0 is the first of those).
    var explicitColumns = 0
    var explicitRows = 0
    var leadingColumns = 0
    var leadingRows = 0
    /// The names of the explicit grid's lines, by line index (see `explicitTracks`).
    var columnLineNames: [Int: [String]] = [:]
    var rowLineNames: [Int: [String]] = [:]
    /// Per baseline-aligned item, how far down its baseline alignment moves it (`GridBaselines.swift`).
    var baselineShims: [Int: Double] = [:]
    /// What the track sizing did, kept only while a layout explains a child of this grid.
    var explanation: GridExplanation?
    /// Whether the rows have been sized (11.1 step 2): the columns are then sized again with the
    /// heights of the items' areas known (step 3), not estimated from fixed rows (step 1).
    var rowsSized = false
    /// Per item, the height its area's percentages resolve against while step 1 sizes the columns.
    var stepOneHeights: [Double?] = []

    init(params: GridLayout, container: ContainerRef, proposal: Proposal, context: LayoutContext) {
        self.params = params; index = container.index; children = container.children; self.proposal = proposal
        self.context = context
        let (flexItem, source) = (context.tree.nodes.flexItemBox(of: index),
                                  context.tree.nodes.cssSource(index, width: proposal.containingWidth, height: nil))
        box = CSSBox(flexItem: flexItem, source, width: proposal.containingWidth, height: nil)
        rightToLeft = params.rightToLeft || box.item.rightToLeft || context.tree.isRightToLeft(index)
        outer = AxisPair(proposal.width.exact, proposal.height.exact)
        let frameWidth = box.frame(.horizontal), frameHeight = box.frame(.vertical)
        inner = AxisPair(outer[0].map { max(0, $0 - frameWidth) }, outer[1].map { max(0, $0 - frameHeight) })
    }

    func slot(_ axis: Axis) -> Int { axis == .horizontal ? 0 : 1 }

    /// Whether the grid's height is definite: given, and not one its content decided (an auto
    /// height laid out again at the size it measured, `Proposal.heightIsIndefinite`). Chromium
    /// sizes the columns of a grid whose height comes from its content before that height is known.
    var heightIsDefinite: Bool { inner[1] != nil && !proposal.heightIsIndefinite }

    /// The tracks of `axis`.
    func tracks(_ axis: Axis) -> [GridTrack] { axis == .horizontal ? columns : rows }
    func gap(_ axis: Axis) -> Double { axis == .horizontal ? columnGap : rowGap }
    func leadingTracks(_ axis: Axis) -> Int { axis == .horizontal ? leadingColumns : leadingRows }

    /// §11.1 the grid sizing algorithm, then alignment.
    mutating func perform() throws(LayoutError) -> ContainerLayout {
        collectItems()
        if let log = context.explainLog, log.parent == index { explanation = GridExplanation() }
        columnGap = resolveGap(params.columnGap, .horizontal)
        rowGap = resolveGap(params.rowGap, .vertical)
        placeItems()
        collapseEmptyAutoFitTracks()
        // Columns first, with the container's width; then rows, with the columns' sizes known.
        // An item's percentages resolve against its grid area, not yet sized (CSS Sizing 3 5.2.1).
        // Their heights' percentages resolve against the rows' estimate of step 1: rows of a
        // definite maximum, else the grid's height when its auto rows will stretch to fill it
        // (Chromium), else none.
        let stretching = params.alignContent == nil || params.alignContent == .stretch
        stepOneHeights = items.map {
            $0.box.usesContainingBlock ? definiteRowsExtent($0.rows) ?? (stretching && heightIsDefinite ? inner[1] : nil) : nil
        }
        let estimates = stepOneHeights
        resolveItemBoxes(areaWidths: nil) { estimates[$0] }
        try sizeTracks(.horizontal)
        try sizeRows()
        // A content-sized height is the rows' extent now, before steps 3 and 4 (Chromium).
        let rowsExtent = extent(.vertical)
        // Steps 3 and 4, once each: the columns again when an item's contribution to them changed
        // with the rows' sizes, then the rows again when the columns changed (`GridRepeatedSizing.swift`).
        if try columnContributionsFollowRows() {
            let before = columns.map(\.base)
            try sizeTracks(.horizontal)
            if columns.map(\.base) != before { try sizeRows() } else { resolveRowItemBoxes() }
        }
        // The container's content-sized axes take the tracks' extent.
        for axis in [Axis.horizontal, .vertical] where outer[slot(axis)] == nil {
            let content = axis == .horizontal ? extent(axis) : rowsExtent
            let size = box.clamp(content + box.frame(axis), axis)
            outer[slot(axis)] = size
            inner[slot(axis)] = max(0, size - box.frame(axis))
        }
        alignTracks(.horizontal)
        alignTracks(.vertical)
        return try placeChildren()
    }

    /// 11.1 step 2: the rows, with the columns' sizes known, and the heights of areas whose rows
    /// all have one fixed size.
    private mutating func sizeRows() throws(LayoutError) {
        resolveRowItemBoxes()
        baselineShims = [:]
        try computeBaselineShims()
        try sizeTracks(.vertical)
    }

    /// The items' percentages against their areas' widths, and the heights of areas whose rows all
    /// have one fixed size, for sizing the rows.
    mutating func resolveRowItemBoxes() {
        let areaHeights = items.indices.map { items[$0].box.usesContainingBlock ? fixedAreaHeight($0) : nil }
        resolveItemBoxes(areaWidths: items.map { areaSize($0.columns, columns, effectiveColumnGap) }) { areaHeights[$0] }
    }

    /// The sum of the tracks' base sizes and the gaps between them (collapsed tracks take none).
    func extent(_ axis: Axis) -> Double {
        let list = tracks(axis)
        let open = list.filter { !$0.collapsed }
        return open.reduce(0) { $0 + $1.base } + gap(axis) * Double(max(0, open.count - 1))
    }

    private func resolveGap(_ gap: CSSLength, _ axis: Axis) -> Double {
        switch gap {
        case .points(let v): return v
        case .fraction(let f): return (inner[slot(axis)] ?? 0) * f
        case .auto, .keyword: return 0
        }
    }

    /// Resolves the percentages of the items that have any against their grid areas while the
    /// tracks are sized (CSS Grid 6.1: a grid item's containing block is its grid area; margins
    /// and padding resolve against its width, CSS Box 4). An area's width is unknown until the
    /// columns are sized (`areaWidths` nil), its height until the rows are (`height` nil): a
    /// percentage against either is cyclic (CSS Sizing 3 5.2.1), so for the item's contributions a
    /// preferred or maximum size behaves as `auto` or `none` and a minimum size, margin or padding
    /// resolves against zero. While the columns are sized, heights take the block-axis estimate
    /// of 11.1 step 1 (`perform`).
    mutating func resolveItemBoxes(areaWidths: [Double]?, heights: (Int) -> Double?) {
        for i in items.indices where items[i].box.usesContainingBlock {
            let child = items[i].child, width = areaWidths?[i], height = heights(i)
            items[i].box = CSSBox(flexItem: context.tree.nodes.flexItemBox(of: child),
                                  context.tree.nodes.cssSource(child, width: width, height: height), width: width, height: height)
        }
    }

    /// The height of item `i`'s grid area when each row it spans has one fixed size, known before
    /// the rows are sized (a length, or a percentage of a definite height, as minimum and
    /// maximum), else nil.
    private func fixedAreaHeight(_ i: Int) -> Double? {
        rowsExtent(items[i].rows) { row in
            guard !row.collapsed, let low = fixedRowLength(row.sizing.min), let high = fixedRowLength(row.sizing.max),
                  low == high else { return nil }
            return low
        }
    }

    /// The extent of rows `range` with the gaps between them, when `length` knows each row's
    /// length before the rows are sized; else nil.
    func rowsExtent(_ range: Range<Int>, _ length: (GridTrack) -> Double?) -> Double? {
        var sum = rowGap * Double(max(0, range.count - 1))
        for t in range {
            guard t < rows.count, let v = length(rows[t]) else { return nil }
            sum += v
        }
        return sum
    }

    /// A row's minimum or maximum sizing function as a length known before the rows are sized: a
    /// length, or a percentage of a definite height; nil for anything sized by content or `fr`.
    func fixedRowLength(_ b: GridBreadth) -> Double? {
        switch b {
        case .points(let v): v
        case .fraction(let f): inner[1].map { $0 * f }
        default: nil
        }
    }

    /// The children that take part: neither gone nor absolutely positioned, each with its box.
    private mutating func collectItems() {
        let width = inner[0], height = inner[1]
        for (k, child) in children.enumerated() where context.tree.nodes[child].visibility != .gone {
            let box = CSSBox(flexItem: context.tree.nodes.flexItemBox(of: child),
                             context.tree.nodes.cssSource(child, width: width, height: height), width: width, height: height)
            if box.item.position == .absolute { absolute.append(k); continue }
            items.append(GridItemState(position: k, child: child, isLeaf: context.isLeaf(child), box: box))
        }
    }
}
