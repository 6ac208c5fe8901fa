/// Flexible spacing (TangramKit's `tg_setSubviews(size:minSpace:maxSpace:centered:)`, inventory §6.4):
/// items of one size per line, as many as fit with at least `minSpace` between them; the leftover
/// becomes the spacing.
///
/// With an inner extent `W` along the line, the number of items per line is
/// `n = max(1, floor((W + minSpace) / (itemSize + minSpace)))` (`W - minSpace` when `centered`), the
/// gaps are `n - 1` (or `n + 1` when `centered`: a gap at both ends too) and the spacing is
/// `(W - n · itemSize) / gaps`. A spacing above `maxSpace` is capped at `maxSpace` and the items
/// grow to fill the line instead: `itemSize = (W - gaps · maxSpace) / n`. The spacing is never
/// negative (one item wider than the line keeps its size and overflows).
public struct FlexibleSpacing: Hashable, Sendable {
    /// The size of every item along the line (> 0).
    public var itemSize: Double
    /// The smallest gap between two items.
    public var minSpace: Double
    /// The largest gap; beyond it the items grow (nil: no limit).
    public var maxSpace: Double?
    /// Also put a gap before the first and after the last item of a line.
    public var centered: Bool

    public init(itemSize: Double, minSpace: Double, maxSpace: Double? = nil, centered: Bool = false) {
        self.itemSize = itemSize; self.minSpace = minSpace; self.maxSpace = maxSpace; self.centered = centered
    }

    /// What the rule gives for an inner extent `extent` along the line.
    public func resolve(extent: Double) -> (count: Int, itemSize: Double, space: Double) {
        let usable = centered ? extent - minSpace : extent + minSpace
        let n = max(1, Int((usable / (itemSize + minSpace)).rounded(.down)))
        let gaps = centered ? n + 1 : n - 1
        guard gaps > 0 else { return (n, itemSize, minSpace) }
        var space = max(0, (extent - Double(n) * itemSize) / Double(gaps))
        var size = itemSize
        if let maxSpace, space > maxSpace {
            space = maxSpace
            size = (extent - Double(gaps) * maxSpace) / Double(n)
        }
        return (n, size, space)
    }
}
