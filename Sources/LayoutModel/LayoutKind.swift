/// A linear layout (TangramKit's TGLinearLayout, Android's LinearLayout, UIStackView):
/// children in one line along `orientation`.
public struct LinearLayout: Hashable, Sendable {
    /// `.vertical` stacks top to bottom, `.horizontal` left to right.
    public var orientation: Axis
    /// The gap between consecutive visible children.
    public var spacing: Double
    /// Container gravity along x and along y (nil: start).
    public var horizontalGravity: Gravity?
    public var verticalGravity: Gravity?
    /// Lays the children out in reverse order.
    public var reverse: Bool
    /// Duilib-style rows and columns: a child with neither a main-axis size nor a weight counts as weight 1.
    public var implicitWeight: Bool

    public init(orientation: Axis, spacing: Double = 0, horizontalGravity: Gravity? = nil,
                verticalGravity: Gravity? = nil, reverse: Bool = false, implicitWeight: Bool = false) {
        self.orientation = orientation; self.spacing = spacing; self.horizontalGravity = horizontalGravity
        self.verticalGravity = verticalGravity; self.reverse = reverse; self.implicitWeight = implicitWeight
    }

    public func gravity(_ axis: Axis) -> Gravity? { axis == .horizontal ? horizontalGravity : verticalGravity }
}

/// A frame layout (TangramKit's TGFrameLayout): children overlap, each docked at one of nine
/// positions of the inner area, or stretched.
public struct FrameLayout: Hashable, Sendable {
    /// Default docking for children that set no alignment and no margins on that axis (nil: start).
    public var horizontalGravity: Gravity?
    public var verticalGravity: Gravity?
    public init(horizontalGravity: Gravity? = nil, verticalGravity: Gravity? = nil) {
        self.horizontalGravity = horizontalGravity; self.verticalGravity = verticalGravity
    }
    public func gravity(_ axis: Axis) -> Gravity? { axis == .horizontal ? horizontalGravity : verticalGravity }
}

/// A scroll container: its children are laid out as in a frame layout, but with no limit along
/// the scroll axis; the extent they need is recorded as the content size, and drawing is clipped.
public struct ScrollLayout: Hashable, Sendable {
    public var axis: Axis
    public init(axis: Axis = .vertical) { self.axis = axis }
}

/// The algorithm of a container and its parameters.
/// Indirect: a node holds one pointer, so copying or matching a node's kind stays cheap whatever the
/// parameters weigh (matching a kind copies it).
public indirect enum LayoutKind: Hashable, Sendable {
    case linear(LinearLayout)
    case frame(FrameLayout)
    case scroll(ScrollLayout)
    case constraints(ConstraintLayout)
    /// CSS flexbox (Flexible Box Layout Level 1).
    case flex(FlexLayout)
    /// Children placed by anchors to the container's and each other's edges (TangramKit §15).
    case relative(RelativeLayout)
    /// A table (TangramKit §11), or one of its rows.
    case table(TableLayout)
    /// Children float to the start or end of their line into the highest free slot (TangramKit §13).
    case float(FloatLayout)
    /// Items in lines that break by count or by content (TangramKit §12).
    case flow(FlowLayout)
    /// Children's centres along a curve (TangramKit §14).
    case path(PathLayout)
    /// CSS Grid Layout Level 1.
    case grid(GridLayout)
    /// CSS block layout (normal flow with margin collapsing).
    case block(BlockLayout)

    /// The name used in fixtures.
    public var name: String {
        switch self {
        case .linear: return "linear"
        case .frame: return "frame"
        case .scroll: return "scroll"
        case .constraints: return "constraints"
        case .flex: return "flex"
        case .relative: return "relative"
        case .table(let t): return t.role.rawValue
        case .float: return "float"
        case .flow: return "flow"
        case .path: return "path"
        case .grid: return "grid"
        case .block(let b): return b.isFlowRoot ? "flow-root" : "block"
        }
    }
}
