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
    /// `heightIsIndefinite`), which nothing in a plain subtree resolves against.
    func contentSizedLayout(_ index: Int, _ proposal: Proposal, context: LayoutContext) -> ContainerLayout? {
        guard isPlainSubtree(index) else { return nil }
        let baselineRequests = context.baselineRequests
        return context.layouts(of: index) { q, laid in
            // Percentages of the height stay indefinite: the content decided it before.
            let sameHeight = q.height == proposal.height && (proposal.height.exact == nil || q.heightIsIndefinite == proposal.heightIsIndefinite)
            let heightFromContent = q.height == .unbounded && proposal.height.exact == laid.size.height && proposal.heightIsIndefinite
            let sameWidth = q.width == proposal.width
            let widthFromContent = q.width == .unbounded && proposal.width.exact == laid.size.width
            return (sameHeight || heightFromContent) && (sameWidth || widthFromContent)
                && (baselineRequests == 0 || laid.baseline != nil)
        }
    }

    /// The size of flex column `index` for a `proposal` whose height is exactly the height it took
    /// when measured with an unbounded height (and the same width), percentages of the height
    /// indefinite in both: nothing then differs for its items (same lines, no free space to flex),
    /// so the earlier size holds and the column is not laid out again for the size alone.
    func contentSizedColumn(_ index: Int, _ params: FlexLayout, _ proposal: Proposal, context: LayoutContext) -> Size? {
        guard let height = proposal.height.exact, proposal.heightIsIndefinite,
              !params.isRow || params.blockFlow else { return nil }
        return context.layouts(of: index) { q, laid in
            q.height == .unbounded && laid.size.height == height && q.width == proposal.width
                && q.containingWidth == proposal.containingWidth
        }?.size
    }

    /// Whether the subtree of node `index` holds only plain boxes (see above); computed once per node.
    func isPlainSubtree(_ index: Int) -> Bool {
        if let known = tables.access({ $0.isPlainSubtree(index) }) { return known }
        let plain = isPlainBox(index) && tree.children[index].allSatisfy { isPlainSubtree($0) }
        let count = tree.nodes.count
        tables.access { $0.setPlainSubtree(index, plain, nodeCount: count) }
        return plain
    }

    /// Whether node `index` is a plain box: read from its properties (what its CSS box would say
    /// about them does not depend on the containing block, so no box is resolved for this).
    private func isPlainBox(_ index: Int) -> Bool {
        let (group, slot) = tree.nodes.location(of: index)
        func isWeight(_ size: SizeValue?) -> Bool { if case .weight? = size?.kind { true } else { false } }
        guard group[slot].minWidth == nil, group[slot].maxWidth == nil, group[slot].minHeight == nil, group[slot].maxHeight == nil,
              group[slot].visibility != .gone, !isWeight(group[slot].width), !isWeight(group[slot].height) else { return false }
        func isFraction(_ l: CSSLength) -> Bool { if case .fraction = l { true } else { false } }
        func hasFraction(_ e: CSSEdges?) -> Bool {
            guard let e else { return false }
            return isFraction(e.top) || isFraction(e.left) || isFraction(e.bottom) || isFraction(e.right)
        }
        // Without flex-item properties a box has the defaults: no ratio, keyword, position or baseline.
        var usesModelMargin = true
        if let item = group[slot].$flexItem.storage?.value {
            guard item.aspectRatio == nil, item.widthKeyword == nil, item.heightKeyword == nil, item.position == .relative,
                  item.alignSelf != .baseline, !hasFraction(item.margin), !hasFraction(item.padding), !hasFraction(item.border)
            else { return false }
            usesModelMargin = item.margin == nil
        }
        if usesModelMargin {
            let m = group[slot].margin
            func isPercent(_ l: Length?) -> Bool { if case .percent? = l { true } else { false } }
            if isPercent(m.top) || isPercent(m.left) || isPercent(m.bottom) || isPercent(m.right) { return false }
        }
        // The per-node tables, not a match on the node's kind (which copies it).
        if let shape = tree.leafShape(index) { return shape == .emptyOrIntrinsic }
        guard let params = tree.flexLayout(index) else { return false }
        func fixed(_ gap: CSSLength) -> Bool { if case .points = gap { return true } else { return false } }
        return params.wrap == .nowrap && !params.balanced && params.alignItems != .baseline
            && fixed(params.rowGap) && fixed(params.columnGap)
    }
}
