import LayoutModel

extension LayoutContext {
    /// Whether node `index` is a leaf, and whether it is a text leaf: read from what the tree
    /// recorded while flattening, without copying the node's kind (matching it copies the enum).
    func isLeaf(_ index: Int) -> Bool { tree.leafShape(index) != nil }
    func isTextLeaf(_ index: Int) -> Bool {
        switch tree.leafShape(index) {
        case .text?, .verticalText?: true
        default: false
        }
    }
    /// Whether node `index`'s x direction is right to left (`NodeTree.isRightToLeft`). Asked of the
    /// context: `context.tree.isRightToLeft(i)` in a flex run copied the whole tree, retaining and
    /// releasing each of its tables (about 500 instructions a run, measured).
    func isRightToLeft(_ index: Int) -> Bool { tree.isRightToLeft(index) }
    /// Whether node `index` is a text leaf whose lines run vertically (`WritingMode`).
    func isVerticalTextLeaf(_ index: Int) -> Bool { tree.leafShape(index) == .verticalText }
    /// Whether node `index` is a replaced element (an image leaf), whose content has a natural
    /// size and aspect ratio rather than laid-out contents.
    func isReplaced(_ index: Int) -> Bool {
        if case .leaf(.image) = tree.nodes[index].kind { true } else { false }
    }
    /// Whether node `index` is an empty leaf or one of fixed intrinsic size.
    func isEmptyOrIntrinsicLeaf(_ index: Int) -> Bool { tree.leafShape(index) == .emptyOrIntrinsic }

    /// Whether node `index` has no intrinsic metric on `axis` (a leaf declared "none" there):
    /// such an axis takes its size from the parent when the node writes none.
    public func hasNoIntrinsicMetric(_ index: Int, _ axis: Axis) -> Bool {
        guard case .leaf(.intrinsic(let w, let h)) = tree.nodes[index].kind else { return false }
        return (axis == .horizontal ? w : h) == nil
    }

    /// The intrinsic size of leaf `index` for `proposal` (iOS's sizeThatFits), `padding` added:
    /// text wraps at the offered width, an image keeps its aspect ratio when one axis is decided.
    /// An image without a written natural size takes the one the tree read from its file.
    func leafSize(_ index: Int, padding: EdgeInsets, proposal: Proposal) throws(LayoutError) -> Size {
        guard case .leaf(let content) = tree.nodes[index].kind else { return .zero }
        let inner = proposal.inside(padding)
        var size: Size
        switch content {
        case .empty:
            size = .zero
        case .intrinsic(let w, let h):
            size = Size(width: w ?? 0, height: h ?? 0)
        case .text(let text) where text.writingMode.isVertical:
            // Lines run along the height: measured as horizontal text, axes swapped.
            let laid = textMeasurer.layout(text, maxWidth: inner.height.limit).size
            size = Size(width: laid.height, height: laid.width)
        case .text(let text):
            size = textMeasurer.layout(text, maxWidth: inner.width.limit).size
        case .image:
            let natural = tree.naturalSize(of: index) ?? .zero
            size = natural
            if let w = inner.width.exact, inner.height.exact == nil, natural.width > 0 {
                size = Size(width: w, height: natural.height * w / natural.width)
            } else if let h = inner.height.exact, inner.width.exact == nil, natural.height > 0 {
                size = Size(width: natural.width * h / natural.height, height: h)
            }
        }
        return Size(width: proposal.width.exact ?? size.width + padding.horizontal,
                    height: proposal.height.exact ?? size.height + padding.vertical)
    }
}
