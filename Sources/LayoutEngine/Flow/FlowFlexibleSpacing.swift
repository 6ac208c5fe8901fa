import LayoutModel

/// Flexible spacing resolved for one inner main extent (TangramKit §6.4, §12.7).
///
/// Content-limited: as many items of `itemSize` as fit with at least `minSpace` between them,
/// n = max(1, ⌊(inner + minSpace) / (itemSize + minSpace)⌋), or ⌊(inner − minSpace) / (itemSize + minSpace)⌋
/// when `centered` (a gap at both ends as well). Count-limited: n = `arrangedCount`.
/// The gap is what the items leave over the gaps (n − 1, or n + 1 when centered), kept within
/// [minSpace, maxSpace]; when the bound binds, the items take what the gaps leave instead.
/// With no gap at all (one uncentered item per line) the item keeps `itemSize`.
/// With an unknown inner extent the gap is `minSpace` and content-limited flows keep one line.
struct FlowFlexibleSpacing: Equatable {
    /// Items per line; nil: no limit (content-limited with an unknown extent).
    var perLine: Int?
    /// Every item's main-axis size.
    var itemSize: Double
    /// The gap between two items of a line.
    var spacing: Double
    /// The gap before the first item (and after the last) of a line.
    var leading: Double

    init(_ spec: FlowLayout.FlexibleSpacing, inner: Double?, arrangedCount: Int) {
        let size = spec.itemSize, minSpace = spec.minSpace
        guard let inner else {
            perLine = arrangedCount > 0 ? arrangedCount : nil
            itemSize = size; spacing = minSpace; leading = spec.centered ? minSpace : 0
            return
        }
        let n: Int
        if arrangedCount > 0 {
            n = arrangedCount
        } else {
            let room = spec.centered ? inner - minSpace : inner + minSpace
            n = max(1, Int(min(1e6, max(0, (room / (size + minSpace)).rounded(.down)))))
        }
        perLine = n
        let gaps = Double(spec.centered ? n + 1 : n - 1)
        guard gaps > 0 else {
            itemSize = size; spacing = 0; leading = 0
            return
        }
        let natural = (inner - Double(n) * size) / gaps
        let bounded = min(max(natural, minSpace), spec.maxSpace ?? .infinity)
        spacing = bounded
        itemSize = bounded == natural ? size : max(0, (inner - gaps * bounded) / Double(n))
        leading = spec.centered ? bounded : 0
    }
}
