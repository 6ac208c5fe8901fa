import LayoutModel

extension CSSEdges {
    /// CSS Positioned Layout 3: how far a relatively positioned box with these insets moves: by
    /// its left inset (else minus its right; right to left, the right one wins) and its top inset
    /// (else minus its bottom). Percentages are of `width` and `height`; an indefinite base makes
    /// a percentage auto.
    func relativeOffset(width: Double?, height: Double?, rightToLeft: Bool) -> Point {
        func px(_ l: CSSLength, _ base: Double?) -> Double? {
            switch l {
            case .auto, .keyword: return nil
            case .points(let v): return v
            case .fraction(let f): return base.map { $0 * f }
            }
        }
        let l = px(left, width), r = px(right, width).map { -$0 }
        let dx = (rightToLeft ? r ?? l : l ?? r) ?? 0
        let dy = px(top, height) ?? px(bottom, height).map { -$0 } ?? 0
        return Point(x: dx, y: dy)
    }
}

extension Proposal {
    /// The proposal of a CSS container's final layout at `size`, with the basis its parent decided
    /// for its percentages (whether its height is definite for its children's, CSS Flexbox 9.8).
    static func final(_ size: Size, basis: FinalBasis) -> Proposal {
        var p = Proposal.exactly(size)
        p.containingWidth = basis.containingWidth
        p.heightIsIndefinite = basis.heightIsIndefinite
        p.floatsID = basis.floatsID
        return p
    }
}
