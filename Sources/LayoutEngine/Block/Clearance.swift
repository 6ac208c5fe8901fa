import LayoutModel

/// CSS 2.1 §9.5.2 and §8.3.1: where the flow puts the border-box top of an in-flow child, with
/// `clear` and clearance.
///
/// Without clearance the child's top margin collapses with the margins before it (and, first in
/// a container whose top margin collapses with its children's, escapes to the container's).
///
/// A child whose `clear` names a side first resolves the margins before it: the floats met while
/// they collapsed are placed there. Its hypothetical position is where its border box would go
/// were `clear` none; when that is above the bottom outer edge of the lowest earlier float of
/// the cleared sides, clearance is introduced and the border box goes at that bottom edge
/// ("the amount needed to place the border edge of the block even with the bottom outer edge of
/// the lowest float that is to be cleared"). Clearance stops the child's top margin collapsing
/// with the margins before it and with the container's. Like browsers, a child also gets that
/// clearance, here possibly negative, when floats were placed in the margins it would collapse
/// with: had it no clearance, those floats would move down with its margin and it would never
/// get below them.
///
/// A child that establishes a block formatting context after such adjoining floats likewise
/// resolves the margins before it first, so that the floats it must keep clear of are placed.
extension BlockRun {
    /// Where a child's border-box top goes (content coordinates), and how it got there.
    struct FlowTop {
        var top: Double
        /// Whether the child has clearance.
        var clearance: Bool
        var cursor: Double
        var pending: CollapsibleMargin
        /// Whether the child's top margin escapes to the container's (it sits at the cursor).
        var escapes: Bool

        /// The top without clearance for the child's collapsed top margin `margin`.
        func hypothetical(_ margin: CollapsibleMargin) -> Double {
            escapes ? cursor : cursor + pending.adjoining(margin).resolved
        }
    }

    /// The border-box top of in-flow child `c` laid out as `laid`, after the flow so far `at`
    /// (which resolving margins for clearance updates).
    mutating func flowTop(_ c: BlockChild, laid: Laid, at: inout FlowPosition, canCollapseTop: Bool) throws(LayoutError) -> FlowTop {
        let margin = topMargin(c, laid)
        let clear = c.box.item.clear
        let avoids = !joinsContext(c)
        if clear != .none || (avoids && at.adjoiningFloats) {
            let atContainerTop = at.atTop && canCollapseTop
            let hadAdjoining = at.adjoiningFloats
            try placeDeferredFloats(at: atContainerTop ? at.cursor : at.cursor + at.pending.resolved)
            if clear != .none, let bottom = clearedBottom(clear).map({ $0 - contentOrigin.y }) {
                // At the container's top its margin would collapse through the container's, with
                // those above it, moving the container (and it) down by what they add.
                let above = incomingMargins.assumed
                let hypothetical = atContainerTop
                    ? at.cursor + above.adjoining(incomingMargins.adjoining).adjoining(at.pending).adjoining(margin).resolved - above.resolved
                    : at.cursor + at.pending.adjoining(margin).resolved
                if hadAdjoining || hypothetical < bottom {
                    if atContainerTop { at.escapedTop = at.pending; at.atTop = false }
                    return FlowTop(top: bottom, clearance: true, cursor: at.cursor, pending: at.pending, escapes: false)
                }
            }
            if avoids && hadAdjoining && atContainerTop {
                at.escapedTop = at.pending
                at.pending = CollapsibleMargin()
                at.atTop = false
            }
        }
        var top = FlowTop(top: 0, clearance: false, cursor: at.cursor, pending: at.pending, escapes: at.atTop && canCollapseTop)
        top.top = top.hypothetical(margin)
        return top
    }
}
