/// A path layout (TangramKit's TGPathLayout, §14): the children's centres are placed one after
/// another along a curve, a given arc distance apart.
///
/// The curve is written in its own coordinates and mapped into the container: the curve's origin
/// sits at `origin` (fractions of the inner size, from the content box's top-left corner); x grows
/// to the right and y downwards, or upwards when `math` is set; `reverse` swaps the curve's x and y.
/// The argument (x, t or the angle) runs from `start` to `end` in steps of 1 (a point, or a degree
/// for polar curves). A child's margins are offsets of its centre from its point on the curve.
public struct PathLayout: Hashable, Sendable {
    /// The curve, as one of TangramKit's three kinds of equation.
    public enum Curve: Hashable, Sendable {
        /// `y = f(x)` (§14.1); the variable is `x`.
        case cartesian(y: CurveExpression)
        /// `(x, y) = (f(t), g(t))` (§14.2); the variable is `t`.
        case parametric(x: CurveExpression, y: CurveExpression)
        /// `r = f(theta)` (§14.3); the variable is `theta`, in radians inside the expression, while
        /// `start` and `end` are written in degrees (the argument steps by one degree).
        case polar(r: CurveExpression)

        /// The variable's name in the expressions of this kind of curve.
        public var variable: String {
            switch self {
            case .cartesian: return "x"
            case .parametric: return "t"
            case .polar: return "theta"
            }
        }
    }

    /// The arc distance between consecutive children's centres (§14.6).
    public enum Spacing: Hashable, Sendable {
        /// The curve's length shared out: length / (n - 1) for n children, or length / n when the
        /// curve is closed (its ends at most 1 point apart), so the first and last child do not meet.
        case flexed
        /// This arc distance, in points.
        case fixed(Double)
        /// As flexed, but as if there were this many children.
        case count(Int)
    }

    public var curve: Curve
    /// Where the curve's origin lies, as fractions of the inner width and height (default 0, 0).
    public var origin: Point
    /// The curve's y axis points up (mathematics) instead of down (drawing).
    public var math: Bool
    /// The curve's x and y are swapped: a cartesian curve gives x as a function of y.
    public var reverse: Bool
    /// The argument range; nil: TangramKit's defaults, 0 to 360 degrees for a polar curve, else the
    /// inner extent on either side of the origin along the curve's x (the engine's `PathCoordinates.range`).
    public var start: Double?
    public var end: Double?
    public var spacing: Spacing
    /// How far an arc distance may miss its target before the argument is refined (§14.7), > 0.
    public var distanceError: Double
    /// The name of a child placed at the curve's origin instead of on the curve (§14.8).
    public var originNode: String?

    public init(curve: Curve, origin: Point = .zero, math: Bool = false, reverse: Bool = false,
                start: Double? = nil, end: Double? = nil, spacing: Spacing = .flexed, distanceError: Double = 0.5,
                originNode: String? = nil) {
        self.curve = curve; self.origin = origin; self.math = math; self.reverse = reverse
        self.start = start; self.end = end; self.spacing = spacing; self.distanceError = distanceError
        self.originNode = originNode
    }
}
