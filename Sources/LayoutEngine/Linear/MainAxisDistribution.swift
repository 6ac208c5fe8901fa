import LayoutModel

/// How a linear container's gravity spends the main-axis space its children leave free (§5.4, §5.6).
struct MainAxisDistribution: Equatable {
    /// Offset of the first child from the content start.
    var leading = 0.0
    /// Extra gap added after each child.
    var gap = 0.0
    /// Extra main-axis extent added to each child (gravity fill).
    var growth = 0.0

    /// - Parameters:
    ///   - free: the inner main extent less the children, their margins and the spacing; may be
    ///     negative when the children overflow (then only start/center/end move them).
    ///   - count: the number of children taking part.
    init(gravity: Gravity?, free: Double, count: Int) {
        guard count > 0 else { return }
        let n = Double(count)
        switch gravity ?? .start {
        case .start: break
        case .center: leading = free / 2
        case .end: leading = free
        case .between:
            if free > 0 && count > 1 { gap = free / (n - 1) }
        case .around:
            if free > 0 { gap = free / n; leading = gap / 2 }
        case .among:
            if free > 0 { gap = free / (n + 1); leading = gap }
        case .fill:
            if free > 0 { growth = free / n }
        }
    }
}
