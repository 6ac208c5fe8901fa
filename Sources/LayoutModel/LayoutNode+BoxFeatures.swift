/// What a node uses beyond sizes and edges written in points, and what it holds: the facts an
/// algorithm asks of a whole subtree to know whether one of its shortcuts holds there.
///
/// Flattening a tree for layout reads each node once (`LayoutNode.quickCheck`) and records, per
/// node, the union of these over its subtree, so an algorithm asks a subtree in one read instead of
/// walking it (and reading every node of it again, which on a tree larger than the caches costs a
/// miss per node and field).
extension LayoutNode {
    public struct BoxFeatures: OptionSet, Hashable, Sendable {
        public let rawValue: UInt16
        public init(rawValue: UInt16) { self.rawValue = rawValue }

        /// A minimum or maximum width or height.
        public static let minOrMaxSize = BoxFeatures(rawValue: 1 << 0)
        /// `visibility: gone`.
        public static let gone = BoxFeatures(rawValue: 1 << 1)
        /// A width or height that is a weight (`SizeValue.Kind.weight`).
        public static let weightedSize = BoxFeatures(rawValue: 1 << 2)
        /// A CSS aspect ratio.
        public static let aspectRatio = BoxFeatures(rawValue: 1 << 3)
        /// A CSS width or height keyword (`min-content`, `max-content`, `fit-content`).
        public static let sizeKeyword = BoxFeatures(rawValue: 1 << 4)
        /// A CSS `position` other than `relative`.
        public static let positioned = BoxFeatures(rawValue: 1 << 5)
        /// Alignment by baselines: `align-self: baseline`, or a flex container's `align-items: baseline`.
        public static let baselines = BoxFeatures(rawValue: 1 << 6)
        /// A percentage among the margins, padding or border that apply to the box: the flex-item
        /// ones, and the node's own margins when it has no flex-item margins.
        public static let percentEdges = BoxFeatures(rawValue: 1 << 7)
        /// A text or image leaf (content a measurer sizes).
        public static let measuredContent = BoxFeatures(rawValue: 1 << 8)
        /// A container whose layout is not flexbox.
        public static let otherLayout = BoxFeatures(rawValue: 1 << 9)
        /// A flex container that wraps or balances its lines.
        public static let flexLines = BoxFeatures(rawValue: 1 << 10)
        /// A flex container with a gap not written in points.
        public static let relativeGap = BoxFeatures(rawValue: 1 << 11)
        /// A scrollbar gutter: `overflow: scroll` on either axis of a flex item.
        public static let scrollbar = BoxFeatures(rawValue: 1 << 12)
        /// `position: static` (its absolutely positioned children take an ancestor's containing block).
        public static let staticPosition = BoxFeatures(rawValue: 1 << 13)
    }
}
