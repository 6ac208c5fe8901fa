import LayoutModel

/// Reusing a content-sized flex layout (issue 6: measure each node once where possible).
///
/// A parent often lays a child out with an axis left to the content, then again with that axis
/// fixed at exactly the size the content took: a stretched child in a content-sized parent, or
/// the final layout of a content-sized child. In a subtree of plain boxes that is the same layout,
/// so the first one is kept. "Plain" means: flex containers that do not wrap, balance lines or
/// align by baselines, and fixed-size or empty leaves, with no percentages, aspect ratios, size
/// keywords, min or max sizes, absolutely positioned children or percentage gaps. There every
/// size depends on the other axis through nothing, so an item stretched to a size at least its
/// own content size keeps its main size, the items fill the container's main size exactly (no
/// free space to flex) and every offset comes out the same.
extension FlexState {
    /// The layout of flex container `index` for `proposal`, when an earlier one for a proposal
    /// that left some axes to the content came to exactly the sizes `proposal` fixes there, or
    /// one for the same sizes with another percentage basis (`containingWidth`,
    /// `heightIsIndefinite`), which nothing in a plain subtree resolves against, or one that left
    /// an axis to the content where `proposal` fixes it and no item moves when that axis is
    /// resized (`resizableAxes`): then with the size `proposal` fixes.
    func contentSizedLayout(_ index: Int, _ proposal: Proposal, context: LayoutContext,
                            placing: Bool = false) -> ContainerLayout? {
        // Placing the node (its final arrangement), the layout is moved out of the cache; the
        // subtree is checked first then, so that a layout is never taken and then not used.
        guard var laid = placing
                ? contentSized(index, proposal, context: context, plainFirst: true, { context.takeLayout(of: index, where: $0) })
                : contentSized(index, proposal, context: context, { context.layouts(of: index, where: $0) }) else { return nil }
        laid.size = Size(width: proposal.width.exact ?? laid.size.width, height: proposal.height.exact ?? laid.size.height)
        return laid
    }

    /// The size of `contentSizedLayout`, found without copying any layout out of the cache.
    func contentSizedSize(_ index: Int, _ proposal: Proposal, context: LayoutContext) -> Size? {
        guard let laid = contentSized(index, proposal, context: context, { context.layoutSize(of: index, where: $0) }) else { return nil }
        return Size(width: proposal.width.exact ?? laid.width, height: proposal.height.exact ?? laid.height)
    }

    /// What `find` finds (the layout `contentSizedLayout` reuses, or its size) with the match that
    /// decides which cached layout holds: it gets each one's proposal, size and whether it has a
    /// baseline, read in place.
    private func contentSized<T>(_ index: Int, _ proposal: Proposal, context: LayoutContext, plainFirst: Bool = false,
                                 _ find: ((Proposal, Size, Bool) -> Bool) -> T?) -> T? {
        if plainFirst, !isPlainSubtree(index) { return nil }
        let baselineRequests = context.baselineRequests
        // Worked out only when an axis could match by being resized.
        var resizable: (axes: ResizableAxes, mainIsHorizontal: Bool)?
        // The main axis only grows (items that do not grow keep their places before free space);
        // the cross axis may take any size (items at the cross start keep their places).
        func resized(_ q: AxisProposal, _ p: AxisProposal, _ laid: Double, horizontal: Bool) -> Bool {
            guard q == .unbounded, let size = p.exact else { return false }
            let known = resizable ?? (resizableAxes(index), tree.flexLayout(index)!.isRow)
            resizable = known
            return horizontal == known.mainIsHorizontal ? known.axes.contains(.main) && size >= laid : known.axes.contains(.cross)
        }
        guard let found = find({ q, laid, hasBaseline in
            // Percentages of the height stay indefinite: the content decided it before.
            let sameHeight = q.height == proposal.height && (proposal.height.exact == nil || q.heightIsIndefinite == proposal.heightIsIndefinite)
            let heightFromContent = q.height == .unbounded && proposal.height.exact == laid.height && proposal.heightIsIndefinite
            let sameWidth = q.width == proposal.width
            let widthFromContent = q.width == .unbounded && proposal.width.exact == laid.width
            return (sameHeight || heightFromContent || resized(q.height, proposal.height, laid.height, horizontal: false))
                && (sameWidth || widthFromContent || resized(q.width, proposal.width, laid.width, horizontal: true))
                && (baselineRequests == 0 || hasBaseline)
        }), plainFirst || isPlainSubtree(index) else { return nil }  // (checked last: most searches find no layout)
        return found
    }

    /// The size of flex column `index` for a `proposal` whose height is exactly the height it took
    /// when measured with an unbounded height (and the same width), percentages of the height
    /// indefinite in both: nothing then differs for its items (same lines, no free space to flex),
    /// so the earlier size holds and the column is not laid out again for the size alone.
    func contentSizedColumn(_ index: Int, _ params: FlexLayout, _ proposal: Proposal, context: LayoutContext) -> Size? {
        guard let height = proposal.height.exact, proposal.heightIsIndefinite,
              !params.isRow || params.blockFlow else { return nil }
        return context.layoutSize(of: index) { q, laid, _ in
            q.height == .unbounded && laid.height == height && q.width == proposal.width
                && q.containingWidth == proposal.containingWidth
        }
    }

    /// The axes of plain flex container `index` along which it can be resized without moving
    /// or resizing any item; computed once per container. Along the main axis: no item grows
    /// and every item has a fixed main size, no auto margin, and the items pack at the start
    /// (`justify-content` normal, start or flex-start; not reversed, not right to left), so free
    /// space added at the end leaves them where they are. Along the cross axis (single-line, as
    /// plain containers are): every item has a fixed cross size and aligns at the cross start
    /// (stretch does nothing to a fixed size), so the line's size does not place it.
    func resizableAxes(_ index: Int) -> ResizableAxes {
        if let known = tables.access({ $0.resizableAxes(index) }) { return known }
        var axes: ResizableAxes = []
        if let params = tree.flexLayout(index), !params.blockFlow, !params.isReversed, !params.rightToLeft,
           !tree.isRightToLeft(index), tree.nodes.flexItemBox(of: index)?.value.rightToLeft != true {
            let main: Axis = params.isRow ? .horizontal : .vertical
            axes = [.main, .cross]
            if let justify = params.justifyContent, justify != .start, justify != .flexStart { axes.remove(.main) }
            if let align = params.alignItems, align != .start, align != .flexStart, align != .stretch { axes.remove(.cross) }
            // The children's boxes when flattening resolved them: read in order, where the input
            // nodes of a tree larger than the cache missed on every child. For those boxes (no
            // percentages or weights) a size is definite exactly when it is fixed, and a child
            // without flex-item properties has the defaults' grow 0, no `align-self`, no auto margin.
            if let boxes = tree.plainItemBoxes(of: index) {
                for i in boxes.indices where !axes.isEmpty {
                    let a = boxes[i].autoMargin
                    if a.top || a.left || a.bottom || a.right { return [] }
                    if boxes[i].item.grow > 0 { axes.remove(.main) }
                    if let align = boxes[i].item.alignSelf, align != .start, align != .flexStart, align != .stretch { axes.remove(.cross) }
                    let width = boxes[i].size.horizontal != nil, height = boxes[i].size.vertical != nil
                    if !(main == .horizontal ? width : height) { axes.remove(.main) }
                    if !(main == .horizontal ? height : width) { axes.remove(.cross) }
                }
                tables.access { [count = tree.nodes.count] in $0.setResizableAxes(index, axes, nodeCount: count) }
                return axes
            }
            // Each child read where it is, its siblings' array found once (finding each child's
            // array once for its flex-item properties and again for its sizes retained and
            // released the array twice a child), fields read in place through the array.
            var held = -1
            var group: [LayoutNode] = []
            func fixed(_ size: SizeValue?) -> Bool { if case .fixed? = size?.kind { true } else { false } }
            for child in tree.children[index] where !axes.isEmpty {
                let (g, slot) = tree.nodes.place(of: child)
                if g != held { (held, group) = (g, tree.nodes.group(g)) }
                if let item = group[slot].$flexItem.storage {
                    if FlexState.hasAutoMargin(item) { return [] }
                    if item.value.grow > 0 { axes.remove(.main) }
                    if let align = item.value.alignSelf, align != .start, align != .flexStart, align != .stretch { axes.remove(.cross) }
                }
                let width = fixed(group[slot].width), height = fixed(group[slot].height)
                if !(main == .horizontal ? width : height) { axes.remove(.main) }
                if !(main == .horizontal ? height : width) { axes.remove(.cross) }
            }
        }
        tables.access { [count = tree.nodes.count] in $0.setResizableAxes(index, axes, nodeCount: count) }
        return axes
    }

    /// Whether the subtree of node `index` holds only plain boxes (see above): flattening recorded
    /// what the subtree uses (`NodeTree.subtreeFeatures`), and a plain one uses none of these.
    func isPlainSubtree(_ index: Int) -> Bool {
        tree.subtreeFeatures(index).isDisjoint(with: FlexState.notPlain)
    }

    /// What a plain subtree does without: min and max sizes, `gone`, weights, aspect ratios, size
    /// keywords, positioning, baselines, percentages among the edges, text and images, other
    /// layouts than flexbox, several or balanced lines, and gaps not in points.
    static let notPlain: LayoutNode.BoxFeatures = [.minOrMaxSize, .gone, .weightedSize, .aspectRatio, .sizeKeyword,
                                                   .positioned, .baselines, .percentEdges, .measuredContent,
                                                   .otherLayout, .flexLines, .relativeGap]
}

extension FlexState {
    /// Whether any margin in `f` is `auto`, each field read through the box in place (binding the
    /// value copied the whole `FlexItem`).
    @inline(__always)
    fileprivate static func hasAutoMargin(_ f: IndirectOptional<FlexItem>.Box) -> Bool {
        func isAuto(_ l: CSSLength?) -> Bool { if case .auto? = l { true } else { false } }
        return isAuto(f.value.margin?.top) || isAuto(f.value.margin?.left) || isAuto(f.value.margin?.bottom)
            || isAuto(f.value.margin?.right)
    }
}

/// The axes a flex container can be resized along without moving its items (`resizableAxes`).
struct ResizableAxes: OptionSet {
    let rawValue: UInt8
    static let main = ResizableAxes(rawValue: 1)
    static let cross = ResizableAxes(rawValue: 2)
}
