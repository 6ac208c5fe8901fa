import LayoutModel

/// The row/column engine of seed 002: a one-line layout over a parent frame, usable on its own
/// without a node tree. Every `add` recomputes all frames at once.
///
/// Fixed items take their main-axis extent; flexible items share what is left equally. Items
/// span the cross axis unless they give a cross extent, in which case `alignment` places them.
public struct RowColumnLayout: Hashable, Sendable {
    public enum Direction: Hashable, Sendable {
        /// Items left to right; the main axis is horizontal.
        case row
        /// Items top to bottom; the main axis is vertical.
        case column

        var axis: Axis { self == .row ? .horizontal : .vertical }
    }

    /// Cross-axis placement of items narrower than the parent.
    public enum Alignment: Hashable, Sendable { case leading, center, trailing }

    /// One item: flexible, or with a width, a height, or both.
    public struct Item: Hashable, Sendable {
        public var width: Double?
        public var height: Double?
        /// Takes an equal share of the main-axis space the fixed items leave.
        public var flexible: Bool
        public init(width: Double? = nil, height: Double? = nil, flexible: Bool = false) {
            self.width = width; self.height = height; self.flexible = flexible
        }
        public static let flexible = Item(flexible: true)
        public static func width(_ w: Double) -> Item { Item(width: w) }
        public static func height(_ h: Double) -> Item { Item(height: h) }
        public static func size(_ w: Double, _ h: Double) -> Item { Item(width: w, height: h) }
    }

    public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The fixed items need more main-axis space than the parent has.
        case outOfSpace(needed: Double, available: Double)
        /// The item cannot be placed: not flexible and no main-axis extent, or a bad number.
        case itemIncomplete(index: Int, reason: String)

        public var description: String {
            switch self {
            case .outOfSpace(let needed, let available):
                return "out of space: fixed items need \(NumberFormat.short(needed)) but the parent has \(NumberFormat.short(available))"
            case .itemIncomplete(let index, let reason):
                return "item \(index) incomplete: \(reason)"
            }
        }
    }

    public let parent: Rect
    public let direction: Direction
    public let alignment: Alignment
    public private(set) var items: [Item] = []
    public private(set) var frames: [Rect] = []

    public init(frame: Rect, direction: Direction, alignment: Alignment = .leading) {
        self.parent = frame; self.direction = direction; self.alignment = alignment
    }

    /// Adds an item and recomputes every frame. On failure nothing changes.
    public mutating func add(_ item: Item) throws(Failure) {
        let main = direction.axis
        let index = items.count
        for value in [item.width, item.height].compactMap({ $0 }) where !value.isFinite || value < 0 {
            throw .itemIncomplete(index: index, reason: "sizes must be finite and not negative, got \(value)")
        }
        if !item.flexible && extent(item, main) == nil {
            throw .itemIncomplete(index: index,
                                  reason: "a \(direction == .row ? "row" : "column") item needs a \(main == .horizontal ? "width" : "height") or must be flexible")
        }
        let candidate = items + [item]
        frames = try Self.compute(candidate, in: parent, direction: direction, alignment: alignment)
        items = candidate
    }

    /// The frame of the item at `index`, or nil when there is no such item.
    public func frame(at index: Int) -> Rect? {
        frames.indices.contains(index) ? frames[index] : nil
    }

    private func extent(_ item: Item, _ axis: Axis) -> Double? { axis == .horizontal ? item.width : item.height }

    private static func compute(_ items: [Item], in parent: Rect, direction: Direction,
                                alignment: Alignment) throws(Failure) -> [Rect] {
        let main = direction.axis, cross = main.cross
        func extent(_ item: Item, _ axis: Axis) -> Double? { axis == .horizontal ? item.width : item.height }
        let fixed = items.filter { !$0.flexible }.reduce(0.0) { $0 + (extent($1, main) ?? 0) }
        let available = parent.size[main]
        if fixed > available { throw .outOfSpace(needed: fixed, available: available) }
        let flexibleCount = items.filter(\.flexible).count
        let share = flexibleCount > 0 ? (available - fixed) / Double(flexibleCount) : 0
        var cursor = parent.min(main)
        return items.map { item in
            let mainSize = item.flexible ? share : extent(item, main)!
            let crossSize = extent(item, cross) ?? parent.size[cross]
            let free = parent.size[cross] - crossSize
            let offset: Double = switch alignment { case .leading: 0; case .center: free / 2; case .trailing: free }
            defer { cursor += mainSize }
            return Rect(main: cursor, cross: parent.min(cross) + offset, mainSize: mainSize, crossSize: crossSize, along: main)
        }
    }
}
