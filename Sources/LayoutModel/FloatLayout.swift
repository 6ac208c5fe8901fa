/// A float layout (TangramKit's TGFloatLayout, §13; CSS floats): each child floats to the start or
/// the end of its line into the highest free slot beside the earlier floats, and lines stack along
/// `orientation`.
///
/// `.vertical`: children float left (start) or right (end) and lines go down; `.horizontal`: they
/// float up (start) or down (end) and lines go right, the transpose. The axis children float along
/// is the *float axis* (x for a vertical float layout), the other one the *line axis*.
public struct FloatLayout: Hashable, Sendable {
    /// The direction lines stack in (see the type's documentation).
    public var orientation: Axis
    /// The gap between a float and the float after it along the line axis (between lines).
    public var lineSpacing: Double
    /// The gap between neighbouring floats along the float axis.
    public var itemSpacing: Double
    /// Where the block of floats sits along the line axis when the container is larger than the
    /// block: start, center or end (nil: start).
    public var gravity: Gravity?
    /// No boundary on the float axis: children never wrap, only `clear` starts a new line; the
    /// container must wrap its float axis, and children may not float to the end.
    public var noBoundary: Bool
    /// Items of one size along the float axis with flexible gaps (§6.4), or nil.
    public var flexibleSpacing: FlexibleSpacing?

    public init(orientation: Axis, lineSpacing: Double = 0, itemSpacing: Double = 0, gravity: Gravity? = nil,
                noBoundary: Bool = false, flexibleSpacing: FlexibleSpacing? = nil) {
        self.orientation = orientation; self.lineSpacing = lineSpacing; self.itemSpacing = itemSpacing
        self.gravity = gravity; self.noBoundary = noBoundary; self.flexibleSpacing = flexibleSpacing
    }

    /// The axis children float along (x for a vertical float layout).
    public var floatAxis: Axis { orientation.cross }
}

/// How a child of a float layout floats (`"float"` in fixtures), read by a float parent only.
public struct FloatItem: Hashable, Sendable {
    public enum Side: String, Hashable, Sendable, CaseIterable {
        /// Left in a vertical float layout, top in a horizontal one.
        case start
        /// Right in a vertical float layout, bottom in a horizontal one (TangramKit's reverse float).
        case end
    }

    public var side: Side
    /// Start below (vertical) or right of (horizontal) every earlier float on the same side, as
    /// CSS `clear: left` does for a left float.
    public var clear: Bool

    public init(side: Side = .start, clear: Bool = false) { self.side = side; self.clear = clear }
}
