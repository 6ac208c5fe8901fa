/// Geometry in points (1/72 inch is not implied: a point is one unit of the viewport at scale 1).

/// One of the two layout axes.
public enum Axis: String, Sendable, Hashable, CaseIterable, Codable {
    case horizontal, vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}

public struct Point: Hashable, Sendable {
    public var x: Double
    public var y: Double
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The origin (computed, so that code in other modules reads no global).
    @inlinable public static var zero: Point { Point(x: 0, y: 0) }
}

public struct Size: Hashable, Sendable {
    public var width: Double
    public var height: Double
    @inlinable public init(width: Double, height: Double) { self.width = width; self.height = height }
    @inlinable public static var zero: Size { Size(width: 0, height: 0) }

    /// The extent along `axis`.
    public subscript(axis: Axis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// Builds a size from main-axis and cross-axis extents.
    public init(main: Double, cross: Double, along axis: Axis) {
        if axis == .horizontal { self.init(width: main, height: cross) } else { self.init(width: cross, height: main) }
    }
}

public struct Rect: Hashable, Sendable {
    public var origin: Point
    public var size: Size
    @inlinable public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    @inlinable public static var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }

    /// The near edge along `axis`.
    public func min(_ axis: Axis) -> Double { axis == .horizontal ? origin.x : origin.y }
    /// The far edge along `axis`.
    public func max(_ axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }

    /// Builds a rect from main/cross offsets and extents.
    public init(main: Double, cross: Double, mainSize: Double, crossSize: Double, along axis: Axis) {
        if axis == .horizontal {
            self.init(x: main, y: cross, width: mainSize, height: crossSize)
        } else {
            self.init(x: cross, y: main, width: crossSize, height: mainSize)
        }
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// This rect shrunk by `insets` on each edge (never below zero size).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: origin.x + insets.left, y: origin.y + insets.top,
             width: Swift.max(0, size.width - insets.horizontal),
             height: Swift.max(0, size.height - insets.vertical))
    }

    /// The smallest rect containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(x, other.x), y0 = Swift.min(y, other.y)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }
}

/// Resolved insets in points, per physical edge.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    @inlinable public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public init(all: Double) { self.init(top: all, left: all, bottom: all, right: all) }
    @inlinable public static var zero: EdgeInsets { EdgeInsets() }

    public var horizontal: Double { left + right }
    public var vertical: Double { top + bottom }
    /// The sum of both insets along `axis`.
    public func total(_ axis: Axis) -> Double { axis == .horizontal ? horizontal : vertical }
    /// The inset at the near end of `axis` (left or top).
    public func leading(_ axis: Axis) -> Double { axis == .horizontal ? left : top }
    /// The inset at the far end of `axis` (right or bottom).
    public func trailing(_ axis: Axis) -> Double { axis == .horizontal ? right : bottom }
    /// Left and right swapped, as a right-to-left arrangement sees them.
    public var mirrored: EdgeInsets { EdgeInsets(top: top, left: right, bottom: bottom, right: left) }
}
