/// A line drawn along one edge of a node (TangramKit's `TGBorderline`), by the renderer only: it
/// takes no space in layout.
public struct Borderline: Hashable, Sendable {
    public var color: Color
    /// Thickness in points.
    public var thickness: Double
    /// Dash pattern, on and off lengths in points; empty: solid.
    public var dash: [Double]
    /// Points left out at the start (left or top end) and at the end of the edge.
    public var headIndent: Double
    public var tailIndent: Double
    /// How far the line is moved from the edge towards the inside of the node.
    public var offset: Double

    public init(color: Color, thickness: Double = 1, dash: [Double] = [], headIndent: Double = 0,
                tailIndent: Double = 0, offset: Double = 0) {
        self.color = color; self.thickness = thickness; self.dash = dash
        self.headIndent = headIndent; self.tailIndent = tailIndent; self.offset = offset
    }
}

/// Lines on a node's edges.
public struct Borderlines: Hashable, Sendable {
    public var top: Borderline?
    public var left: Borderline?
    public var bottom: Borderline?
    public var right: Borderline?

    public init(top: Borderline? = nil, left: Borderline? = nil, bottom: Borderline? = nil, right: Borderline? = nil) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// The same line on all four edges.
    public init(all line: Borderline) { self.init(top: line, left: line, bottom: line, right: line) }

    public static let none = Borderlines()
    public var isEmpty: Bool { top == nil && left == nil && bottom == nil && right == nil }
}
