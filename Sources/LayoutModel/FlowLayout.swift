/// A flow layout (TangramKit's TGFlowLayout, §12): children in add order fill lines; a new line
/// starts after `arrangedCount` items (count-limited) or when the next item does not fit
/// (content-limited, `arrangedCount == 0`).
///
/// A "line" is a row in a vertical flow (items left to right, rows stacking down) and a column in a
/// horizontal flow (items top to bottom, columns stacking right). "Main axis" below is the axis
/// along a line, "cross axis" the axis the lines stack along.
public struct FlowLayout: Hashable, Sendable {
    /// Where the items of one line sit across the line (against the line's largest item).
    public enum LineAlignment: String, Hashable, Sendable, CaseIterable {
        case start, center, end
        /// Items with no size (or `wrap`) across the line are stretched to the line's extent.
        case fill
        /// Count-limited only: each item sits right after the item before it in the same column
        /// (TangramKit's `arrangedGravity = between`, §12.5b), with no common line edge.
        case compact
    }

    /// Whether the container gravity's between/around/among/fill apply to a short last line (§5.12).
    public enum LastLinePolicy: String, Hashable, Sendable, CaseIterable {
        /// A short last line is packed at the start (center and end still apply).
        case no
        /// The last line is distributed like every other line.
        case always
        /// Count-limited: each item of a short last line sits under the item above it.
        case auto
    }

    /// Flexible spacing (§6.4, §12.7), shared with the float layout: items take `itemSize` along
    /// the line and the gaps stretch between `minSpace` and `maxSpace`; past `maxSpace` the items grow.
    public typealias FlexibleSpacing = LayoutModel.FlexibleSpacing

    /// Paging (§12.6, count-limited): every `count` items form a page of `size` (a viewport,
    /// typically the scroll container around the flow); items are sized so one page holds `count`.
    /// Pages follow each other along `axis`, the flow's axis that sizes to its content.
    public struct Paging: Hashable, Sendable {
        public var count: Int
        public var size: Size
        public var axis: Axis
        public init(count: Int, size: Size, axis: Axis) { self.count = count; self.size = size; self.axis = axis }
    }

    /// `.vertical`: lines are rows stacking down; `.horizontal`: lines are columns stacking right.
    public var orientation: Axis
    /// Items per line; 0: content-limited.
    public var arrangedCount: Int
    /// The gap between items along x and along y (between items of a line, or between lines,
    /// depending on the orientation).
    public var horizontalSpacing: Double
    public var verticalSpacing: Double
    /// Container gravity along x and y (nil: start): along a line it spreads each line's items,
    /// across the lines it places the block of lines.
    public var horizontalGravity: Gravity?
    public var verticalGravity: Gravity?
    /// Alignment of items across their line (nil: start); a child's own `align` wins.
    public var arrangedGravity: LineAlignment?
    public var lastLine: LastLinePolicy
    public var flexibleSpacing: FlexibleSpacing?
    public var paging: Paging?
    /// Content-limited: items are reordered so each line leaves the least space over;
    /// count-limited: masonry, each item goes to the column that ends first.
    /// Not read with flexible spacing or paging (fixtures reject those combinations).
    public var autoArrange: Bool

    public init(orientation: Axis, arrangedCount: Int = 0, horizontalSpacing: Double = 0, verticalSpacing: Double = 0,
                horizontalGravity: Gravity? = nil, verticalGravity: Gravity? = nil,
                arrangedGravity: LineAlignment? = nil, lastLine: LastLinePolicy = .no,
                flexibleSpacing: FlexibleSpacing? = nil, paging: Paging? = nil, autoArrange: Bool = false) {
        self.orientation = orientation; self.arrangedCount = arrangedCount
        self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
        self.horizontalGravity = horizontalGravity; self.verticalGravity = verticalGravity
        self.arrangedGravity = arrangedGravity; self.lastLine = lastLine
        self.flexibleSpacing = flexibleSpacing; self.paging = paging; self.autoArrange = autoArrange
    }

    public func gravity(_ axis: Axis) -> Gravity? { axis == .horizontal ? horizontalGravity : verticalGravity }
    public func spacing(_ axis: Axis) -> Double { axis == .horizontal ? horizontalSpacing : verticalSpacing }
    /// Whether a line ends after `arrangedCount` items.
    public var isCountLimited: Bool { arrangedCount > 0 }
}
