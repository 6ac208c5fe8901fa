/// What a size is equal to when it copies another size.
public struct SizeReference: Hashable, Sendable {
    public enum Target: Hashable, Sendable {
        /// The node itself: `self.height` on a width reads the node's own other axis.
        case this
        /// The parent's inner size (its size less its padding).
        case parent
        /// A sibling, by name.
        case node(String)
    }
    public var target: Target
    public var axis: Axis
    public init(_ target: Target, _ axis: Axis) { self.target = target; self.axis = axis }
}

/// A width or height as written in a fixture or the DSL (TangramKit's TGLayoutSize).
///
/// The final value is `clamp(base · multiple + increment, min, max)`, where `base` comes from `kind`.
public struct SizeValue: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// A fixed number of points.
        case fixed(Double)
        /// A weight as a fraction (`"50%"` is 0.5). In a linear main axis it is a share of the free space
        /// (`free · w / Σw`); elsewhere it is that fraction of the parent's inner size.
        case weight(Double)
        /// The size of the content: the children for a container, the intrinsic size for a leaf.
        case wrap
        /// The remaining space: weight 1 in sequential layouts, inner size less own margins elsewhere.
        case fill
        /// An equal share with the siblings that are also `average` (weight 1 in sequential layouts).
        case average
        /// Another size: a sibling's, the parent's inner size, or this node's other axis.
        case equal(SizeReference)
    }
    public var kind: Kind
    public var multiple: Double
    public var increment: Double

    public init(_ kind: Kind, multiple: Double = 1, increment: Double = 0) {
        self.kind = kind; self.multiple = multiple; self.increment = increment
    }

    public static func fixed(_ v: Double) -> SizeValue { SizeValue(.fixed(v)) }
    /// A percentage: `percent(50)` is weight 0.5.
    public static func percent(_ p: Double) -> SizeValue { SizeValue(.weight(p / 100)) }
    public static func weight(_ w: Double) -> SizeValue { SizeValue(.weight(w)) }
    public static let wrap = SizeValue(.wrap)
    public static let fill = SizeValue(.fill)
    public static let average = SizeValue(.average)
    public static func equal(_ ref: SizeReference, multiple: Double = 1, increment: Double = 0) -> SizeValue {
        SizeValue(.equal(ref), multiple: multiple, increment: increment)
    }

    /// Applies `multiple` and `increment` to a base value.
    public func adjust(_ base: Double) -> Double { base * multiple + increment }

    /// The weight this size contributes to a sequential layout's free-space share, or nil.
    public var sequentialWeight: Double? {
        switch kind {
        case .weight(let w): return w
        case .fill, .average: return 1
        default: return nil
        }
    }
}

/// A margin: points, or a percentage of the parent's inner size along the same axis.
public enum Length: Hashable, Sendable {
    case points(Double)
    case percent(Double)

    public static let zero = Length.points(0)

    /// The length in points against a reference extent.
    public func resolve(against extent: Double) -> Double {
        switch self {
        case .points(let p): return p
        case .percent(let p): return extent * p / 100
        }
    }
}

/// Margins per physical edge. `nil` on an edge means "not set", which some algorithms read
/// (a frame child with both horizontal margins set is stretched between them).
public struct Margins: Hashable, Sendable {
    public var top: Length?
    public var left: Length?
    public var bottom: Length?
    public var right: Length?
    public init(top: Length? = nil, left: Length? = nil, bottom: Length? = nil, right: Length? = nil) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let none = Margins()

    /// The near-edge margin (left or top) along `axis`.
    public func leading(_ axis: Axis) -> Length? { axis == .horizontal ? left : top }
    /// The far-edge margin (right or bottom) along `axis`.
    public func trailing(_ axis: Axis) -> Length? { axis == .horizontal ? right : bottom }

    /// Resolves every edge against the parent's inner size; unset edges are 0.
    public func resolve(against inner: Size) -> EdgeInsets {
        EdgeInsets(top: top?.resolve(against: inner.height) ?? 0, left: left?.resolve(against: inner.width) ?? 0,
                   bottom: bottom?.resolve(against: inner.height) ?? 0, right: right?.resolve(against: inner.width) ?? 0)
    }
}
