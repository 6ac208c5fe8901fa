import LayoutModel

/// CSS Sizing 4 §5.1 for a row flex container whose height comes from its preferred aspect ratio:
/// "the automatic minimum size in the ratio-dependent axis of a box with a preferred aspect ratio
/// that is neither a replaced element nor a scroll container is its min-content size", here its
/// content's height. Chromium takes that height from the container laid out at the ratio's
/// height: an item stretched in its single line then spans the line and adds nothing of its own
/// content (a text item overflows the box), where a block container's content height counts in
/// full. So `<div style="display:flex; width:40px; aspect-ratio:2">` holding wrapping text is
/// 20 px high, while the same box with `display:block` grows to its lines.
extension FlexAlgorithm {
    /// The content height of row flex container `index` laid out `width` wide and `height` high
    /// (its height through its ratio): its lines' cross sizes from their items' outer hypothetical
    /// cross sizes, with the gaps, plus its border and padding. When `index` is no row flex
    /// container, or the width is not known, `otherwise`: the caller's own measure of the box.
    static func ratioContentHeight(_ index: Int, width: Double?, height: Double, containingWidth: Double?, context: LayoutContext,
                                   otherwise: () throws(LayoutError) -> Double) throws(LayoutError) -> Double {
        guard let width, let params = context.tree.flexLayout(index), params.isRow, !params.blockFlow else { return try otherwise() }
        let container = context.container(index), state = context.state(FlexState.self)
        let proposal = Proposal(width: .exactly(width), height: .exactly(height), containingWidth: containingWidth)
        if container.children.count == 1 {
            var run = SingleItemFlexRun(params: params, container: index, children: container.children, proposal: proposal,
                                        state: state, context: context)
            return try run.contentCrossExtent()
        }
        var run = ManyItemFlexRun(params: params, container: index, children: container.children, proposal: proposal,
                                  state: state, context: context)
        return try run.contentCrossExtent()
    }
}

extension FlexRun where Items: FlexItemList, Boxes: FlexBoxList {
    /// 9.1-9.4.7 at the proposed size, then the border-box cross size the lines' content takes
    /// (`contentCrossSize(of:)` for each line, as for a container of indefinite cross size).
    mutating func contentCrossExtent() throws(LayoutError) -> Double {
        try determineItemSizes()
        var content = crossGap * Double(max(0, lines.count - 1))
        for l in lines.indices { content += contentCrossSize(of: lines[l].items).size }
        return content + box.frame(cross)
    }
}
