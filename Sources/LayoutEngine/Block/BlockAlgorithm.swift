import LayoutModel

/// CSS block layout: normal flow of block-level boxes (CSS 2.1 §9.4.1), their widths and
/// horizontal margins (§10.3.3, `BlockWidths.swift`) and heights (§10.6.3), with the vertical
/// margins that collapse (§8.3.1, `MarginCollapsing.swift`).
///
/// A block container establishes a block formatting context (its margins stay apart from its
/// children's; it contains its floats and keeps clear of the floats around it) when it is
/// `flow-root`, a scroll container, absolutely positioned, floated, the root, a child of
/// anything but a block container (a flex or grid item), or has an `align-content` other than
/// normal (CSS Box Alignment 3, `align-content` on block containers); otherwise the margins of its
/// first and last children may collapse with its own, which its layout reports to its parent's
/// (`ContainerLayout.collapsingMargins`).
///
/// Floats (CSS 2.1 §9.5, `FloatPlacement.swift`) are placed in the block formatting context
/// their container belongs to: a block container in its parent's context is told the floats
/// placed so far (`Proposal.floats`) and reports the floats its subtree adds
/// (`ContainerLayout.floats`), so that later boxes flow around them; `clear` puts a box below
/// earlier floats (§9.5.2, `Clearance.swift`), and a box that establishes a context is placed
/// beside or below them (`FloatAvoidance.swift`). A context's root grows to contain its floats
/// (§10.6.7).
///
/// Read in order: `BlockWidths.swift`, `MarginCollapsing.swift` (the flow, which calls on
/// `Clearance.swift`, `FloatPlacement.swift` and `FloatAvoidance.swift`),
/// `BlockAbsolutePositioning.swift`.
///
/// Not yet: inline formatting (a text child is one block-level box of lines, avoiding floats
/// like a box that establishes a context).
struct BlockAlgorithm: CSSContainerAlgorithm {
    let params: BlockLayout

    func layout(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> ContainerLayout {
        var run = BlockRun(params: params, container: container, proposal: proposal, context: context)
        return try run.perform()
    }
}

/// One block-level child: its box and where the flow put it.
struct BlockChild {
    let position: Int
    let child: Int
    let isLeaf: Bool
    var box: CSSBox
}

/// The state of laying out one block container for one proposal.
struct BlockRun {
    let params: BlockLayout
    let index: Int
    let children: ChildList
    let proposal: Proposal
    let context: LayoutContext
    let box: CSSBox
    let rightToLeft: Bool
    /// Whether this container's margins stay apart from its children's.
    let establishesContext: Bool
    var inner: AxisPair<Double?>
    /// What the children's percentage heights resolve against: the content height when it is
    /// definite (proposed exactly with a definite basis, as a stretched or flexed item's, or
    /// written), else nothing (they behave as auto).
    let percentHeight: Double?
    var flow: [BlockChild] = []
    var absolute: [Int] = []
    /// The content box's top-left corner in border-box coordinates.
    let contentOrigin: Point
    /// The floats of the block formatting context this container is in (or establishes): those
    /// it was told of, then those it and its children placed (margin boxes, border-box coordinates).
    var exclusions: [PlacedFloat]
    /// How many of `exclusions` the container was told of.
    let incomingFloats: Int
    /// The highest a float may have its top (rules 5 and 6 of §9.5.1), border-box coordinates.
    var floatCeiling: Double
    /// The margins above this container's top that it was told of (see `FloatContext`).
    let incomingMargins: (assumed: CollapsibleMargin, adjoining: CollapsibleMargin)
    /// Floats (indices in `flow`) met while margins before them were still collapsing: placed
    /// where the flow gets to once those margins are resolved.
    var deferred: [Int] = []
    /// The children's border-box rects, as the flow places them.
    var placed: [Rect] = []

    init(params: BlockLayout, container: ContainerRef, proposal: Proposal, context: LayoutContext) {
        self.params = params; index = container.index; children = container.children; self.proposal = proposal
        self.context = context
        box = CSSBox(flexItem: context.tree.nodes.flexItemBox(of: index),
                     context.tree.nodes.cssSource(index, width: proposal.containingWidth, height: nil),
                     width: proposal.containingWidth, height: nil)
        rightToLeft = params.rightToLeft || box.item.rightToLeft || context.tree.isRightToLeft(index)
        let parentIsBlock: Bool = context.tree.parent(of: container.index).map {
            if case .block? = context.tree.nodes[$0].layout { return true }
            return false
        } ?? false
        establishesContext = params.isFlowRoot || !parentIsBlock || box.isScrollContainer || box.item.position == .absolute
            || box.item.float != .none || params.alignContent != nil
        contentOrigin = Point(x: box.border.left + box.padding.left + box.scrollbar.left, y: box.border.top + box.padding.top + box.scrollbar.top)
        let incoming = establishesContext ? nil : context.state(FloatContexts.self).context(proposal.floatsID)
        exclusions = incoming?.floats ?? []
        incomingFloats = exclusions.count
        floatCeiling = incoming?.ceiling ?? -.infinity
        incomingMargins = (incoming?.assumed ?? CollapsibleMargin(), incoming?.adjoining ?? CollapsibleMargin())
        let frame = (box.frame(.horizontal), box.frame(.vertical))
        inner = AxisPair(proposal.width.exact.map { max(0, $0 - frame.0) }, proposal.height.exact.map { max(0, $0 - frame.1) })
        let ownBox = box
        let written = ownBox.definite(.vertical).map { max(0, ownBox.clamp($0, .vertical) - frame.1) }
        percentHeight = proposal.heightIsIndefinite ? nil : proposal.height.exact.map { max(0, $0 - frame.1) } ?? written
    }

    func slot(_ axis: Axis) -> Int { axis == .horizontal ? 0 : 1 }

    mutating func perform() throws(LayoutError) -> ContainerLayout {
        let basisWidth = inner[0], basisHeight = percentHeight
        for (k, child) in children.enumerated() where context.tree.nodes[child].visibility != .gone {
            let b = CSSBox(flexItem: context.tree.nodes.flexItemBox(of: child),
                           context.tree.nodes.cssSource(child, width: basisWidth, height: basisHeight), width: basisWidth, height: basisHeight)
            if b.item.position == .absolute { absolute.append(k); continue }
            flow.append(BlockChild(position: k, child: child, isLeaf: context.isLeaf(child), box: b))
        }
        // The content width: the proposed one, else the children's widest (10.3.3 on an
        // intrinsic size: max-content, or min-content); within an available width, fit-content
        // (CSS Sizing 3 §5.1: min(max-content, max(min-content, available)), the shrink-to-fit
        // width of CSS 2.1 §10.3.7).
        let contentWidth: Double
        if let known = inner[0] {
            contentWidth = known
        } else if case .atMost(let v) = proposal.width {
            let available = max(0, v - box.frame(.horizontal))
            let maxContent = try intrinsicContentWidth(.unbounded)
            contentWidth = maxContent <= available ? maxContent : max(available, try intrinsicContentWidth(.minContent))
        } else {
            contentWidth = try intrinsicContentWidth(proposal.width == .minContent ? .minContent : .unbounded)
        }
        let width = proposal.width.exact ?? box.clamp(contentWidth + box.frame(.horizontal), .horizontal)
        inner[0] = max(0, width - box.frame(.horizontal))
        var stacked = try stackChildren()
        // Asked for its min-content height (a flex item's content size suggestion), the box
        // answers with its content, as a flex container does, not with its written height.
        let written = proposal.height == .minContent ? nil : box.definite(.vertical)
        var height = proposal.height.exact
            ?? written.map { box.clamp($0, .vertical) }
            ?? box.clamp(stacked.contentHeight + box.frame(.vertical), .vertical)
        // §8.3.1 as browsers read "auto height": the last child's bottom margin stays inside a
        // container whose min or max height decides its height; and margins collapse through
        // only a box of no height (not one given a height by its aspect ratio).
        if proposal.height.exact == nil, box.definite(.vertical) == nil, !stacked.margins.collapsesThrough,
           stacked.margins.bottom != CollapsibleMargin(), height != stacked.contentHeight + box.frame(.vertical) {
            stacked.contentHeight = max(0, stacked.contentHeight + stacked.margins.bottom.resolved)
            stacked.margins.bottom = CollapsibleMargin()
            height = box.clamp(stacked.contentHeight + box.frame(.vertical), .vertical)
        }
        if stacked.margins.collapsesThrough && height > 0 {
            stacked.margins = CollapsingMargins(top: stacked.margins.top, bottom: CollapsibleMargin(), collapsesThrough: false)
        }
        inner[1] = max(0, height - box.frame(.vertical))
        var rects = stacked.rects
        // Box Alignment 3: the content as one subject in the block axis; distributed values fall
        // back to start (space-between) or center, and content that overflows stays at the top.
        let free = inner[1]! - stacked.contentHeight
        var shift = 0.0
        if free > 0 {
            switch params.alignContent {
            case .center?, .spaceAround?, .spaceEvenly?: shift = free / 2
            case .end?, .flexEnd?: shift = free
            default: break
            }
        }
        for c in flow {
            rects[c.position].origin.y += shift
            let offset = relativeOffset(c)
            rects[c.position].origin.x += offset.x
            rects[c.position].origin.y += offset.y
            if context.explains(c.child) { noteShift(c, relative: offset, contentShift: shift) }
        }
        var absoluteBases: [Int: PercentBasis] = [:]
        for k in absolute {
            (rects[k], absoluteBases[k]) = try placeAbsolute(children[k], size: Size(width: width, height: height),
                                                            staticTop: (stacked.staticTops[k] ?? 0) + shift)
        }
        var layout = ContainerLayout(size: Size(width: width, height: height), children: rects)
        layout.childPercentBases = stacked.definiteHeights.indices.map { k in
            if let placed = absoluteBases[k] { return placed }
            var basis = PercentBasis(containingWidth: inner[0]!, heightIsIndefinite: !stacked.definiteHeights[k])
            if !stacked.floatContexts.isEmpty { basis.floatsID = context.state(FloatContexts.self).id(stacked.floatContexts[k]) }
            return basis
        }
        if !establishesContext {
            layout.collapsingMargins = stacked.margins
            if exclusions.count > incomingFloats { layout.floats = Array(exclusions[incomingFloats...]) }
        }
        if context.baselineRequests > 0 { layout.baseline = try firstBaseline(rects) }
        return layout
    }

    /// CSS Positioned Layout: a relatively positioned child moves by its left (else minus right)
    /// and top (else minus bottom) insets; percentages of the content box (heights only when it
    /// is definite).
    private func relativeOffset(_ c: BlockChild) -> Point {
        guard c.box.item.hasInset, let inset = context.tree.nodes.flexItemBox(of: c.child)?.value.inset else { return .zero }
        return inset.relativeOffset(width: inner[0], height: percentHeight, rightToLeft: rightToLeft)
    }

    /// The first baseline (CSS Box Alignment 3 §9.1): that of the first in-flow child that has
    /// one, from the container's border-box top (a relative offset does not move it); nil when
    /// none has (a text leaf has its first line's; a box without line boxes in it has none, and
    /// whoever aligns the container synthesizes one).
    private func firstBaseline(_ rects: [Rect]) throws(LayoutError) -> Double? {
        for c in flow where c.box.item.float == .none {
            let rect = rects[c.position]
            let y = rect.y - relativeOffset(c).y
            if c.isLeaf {
                guard case .leaf(.text(let text)) = context.tree.nodes[c.child].kind, !text.writingMode.isVertical else { continue }
                return y + (try FlexAlgorithm.baseline(child: c.child, box: c.box, isLeaf: true, size: rect.size, context: context))
            }
            if let b = try context.layoutWithBaseline(c.child, .exactly(rect.size)).baseline { return y + b }
        }
        return nil
    }
}
