import LayoutModel

/// What a parent offers a child along one axis (CSS Sizing's constraint modes).
public enum AxisProposal: Hashable, Sendable {
    /// The size is decided: the child takes exactly this extent.
    case exactly(Double)
    /// The child sizes to its content, but no larger than this extent.
    case atMost(Double)
    /// The child sizes to its content with no limit (max-content).
    case unbounded
    /// The child takes its smallest size that does not overflow its content (min-content): text
    /// breaks at every opportunity. Algorithms without a notion of it treat it as `.atMost(0)`.
    case minContent

    /// The extent offered, if any.
    public var limit: Double? {
        switch self {
        case .exactly(let v), .atMost(let v): return v
        case .unbounded: return nil
        case .minContent: return 0
        }
    }

    /// The decided extent, if this is `.exactly`.
    public var exact: Double? {
        if case .exactly(let v) = self { return v }
        return nil
    }

    /// The same proposal with `amount` taken away (padding, margins), never below zero.
    public func shrunk(by amount: Double) -> AxisProposal {
        switch self {
        case .exactly(let v): return .exactly(max(0, v - amount))
        case .atMost(let v): return .atMost(max(0, v - amount))
        case .unbounded: return .unbounded
        case .minContent: return .minContent
        }
    }
}

/// A sizing input: one `AxisProposal` per axis.
public struct Proposal: Hashable, Sendable {
    public var width: AxisProposal
    public var height: AxisProposal
    /// The width of the containing block that percentages of padding and margins resolve against
    /// (CSS boxes only; nil: unknown, percentages are 0).
    public var containingWidth: Double?
    /// An exactly proposed height that CSS still treats as indefinite, so percentages of it behave
    /// as auto: an auto height decided by content, or by flexing in a container whose height is
    /// indefinite (CSS Flexbox 9.8). CSS boxes only.
    public var heightIsIndefinite: Bool
    /// For a CSS block container in its parent's block formatting context: the floats of that
    /// context it must flow around (CSS 2.1 §9.5), by their number in the layout's `FloatContexts`;
    /// 0 for every other box. A number, not the floats, so that a proposal stays plain data that
    /// copies without reference counting (flex copies proposals in its inner loops).
    var floatsID: Int32 = 0
    public init(width: AxisProposal, height: AxisProposal, containingWidth: Double? = nil, heightIsIndefinite: Bool = false) {
        self.width = width; self.height = height; self.containingWidth = containingWidth
        self.heightIsIndefinite = heightIsIndefinite
    }

    public static func exactly(_ size: Size) -> Proposal { Proposal(width: .exactly(size.width), height: .exactly(size.height)) }
    public static let unbounded = Proposal(width: .unbounded, height: .unbounded)

    public subscript(axis: Axis) -> AxisProposal {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The proposal for the content box: padding taken away on both axes.
    public func inside(_ padding: EdgeInsets) -> Proposal {
        Proposal(width: width.shrunk(by: padding.horizontal), height: height.shrunk(by: padding.vertical))
    }
}

/// What an algorithm returns for a container of a given size.
public struct ContainerLayout: Hashable, Sendable {
    /// The container's border-box size. Axes proposed `.exactly` come back unchanged.
    public var size: Size
    /// One border-box rect per child, in the container's child order, relative to the container's
    /// border-box origin. Gone children get a zero-sized rect at the content origin.
    public var children: ChildRects
    /// The extent of the content (padding included) for scroll containers; nil otherwise.
    public var contentSize: Size?
    /// Per child, what its percentages resolve against at its final layout (CSS boxes); nil otherwise.
    public var childPercentBases: [PercentBasis]? {
        get { rare?.childPercentBases }
        set { rare = Rare(childPercentBases: newValue, curve: curve, margins: collapsingMargins, floats: floats) }
    }
    /// For CSS block containers in a block formatting context of their parent's: the margins of
    /// their children that collapse with their own (CSS 2.1 §8.3.1); nil otherwise.
    public var collapsingMargins: CollapsingMargins? {
        get { rare?.margins }
        set { rare = Rare(childPercentBases: childPercentBases, curve: curve, margins: newValue, floats: floats) }
    }
    /// What the percentages of every child resolve against, when one basis holds for all of them
    /// (then `childPercentBases` is nil).
    public var childPercentBasis: PercentBasis?
    /// The first baseline, from the border-box top, for algorithms that align by baselines; nil when unknown.
    public var baseline: Double?
    /// For path layouts: the sampled curve, one polyline per defined piece, in the container's
    /// border-box coordinates (drawn by the debug overlay); nil otherwise.
    public var curve: [[Point]]? {
        get { rare?.curve }
        set { rare = Rare(childPercentBases: childPercentBases, curve: newValue, margins: collapsingMargins, floats: floats) }
    }
    /// For CSS block containers in a block formatting context of their parent's: the floats their
    /// subtree added to that context (margin boxes in the container's border-box coordinates, CSS
    /// 2.1 §9.5), which the parent's later children flow around; nil otherwise.
    var floats: [PlacedFloat]? {
        get { rare?.floats }
        set { rare = Rare(childPercentBases: childPercentBases, curve: curve, margins: collapsingMargins, floats: newValue) }
    }
    /// The rarely set arrays, behind one reference: a layout is copied in and out of the layout
    /// cache, and with three reference-counted fields each copy went through an outlined copy of
    /// the whole value (measured; see `FrameNode.branches`).
    private var rare: Rare?

    public init(size: Size, children: [Rect], contentSize: Size? = nil, baseline: Double? = nil) {
        self.init(size: size, children: ChildRects(children), contentSize: contentSize, baseline: baseline)
    }

    public init(size: Size, children: ChildRects, contentSize: Size? = nil, baseline: Double? = nil) {
        self.size = size; self.children = children; self.contentSize = contentSize; self.baseline = baseline
    }

    /// Immutable, replaced on change.
    private final class Rare: Hashable, Sendable {
        let childPercentBases: [PercentBasis]?
        let curve: [[Point]]?
        let margins: CollapsingMargins?
        let floats: [PlacedFloat]?
        init(childPercentBases: [PercentBasis]?, curve: [[Point]]?, margins: CollapsingMargins?, floats: [PlacedFloat]?) {
            self.childPercentBases = childPercentBases; self.curve = curve; self.margins = margins; self.floats = floats
        }
        static func == (a: Rare, b: Rare) -> Bool {
            a.childPercentBases == b.childPercentBases && a.curve == b.curve && a.margins == b.margins && a.floats == b.floats
        }
        func hash(into hasher: inout Hasher) {
            hasher.combine(childPercentBases); hasher.combine(curve); hasher.combine(margins); hasher.combine(floats)
        }
    }

    public static func == (a: ContainerLayout, b: ContainerLayout) -> Bool {
        a.size == b.size && a.children == b.children && a.contentSize == b.contentSize
            && a.childPercentBases == b.childPercentBases && a.childPercentBasis == b.childPercentBasis
            && a.baseline == b.baseline && a.curve == b.curve && a.collapsingMargins == b.collapsingMargins && a.floats == b.floats
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(size); hasher.combine(children); hasher.combine(contentSize); hasher.combine(childPercentBases)
        hasher.combine(childPercentBasis); hasher.combine(baseline); hasher.combine(curve); hasher.combine(collapsingMargins)
        hasher.combine(floats)
    }
}

/// Adjoining vertical margins of CSS block boxes (CSS 2.1 §8.3.1): they collapse into the largest
/// positive one plus the most negative one.
public struct CollapsibleMargin: Hashable, Sendable {
    public var positive: Double
    public var negative: Double
    public init(_ margin: Double = 0) { positive = max(0, margin); negative = min(0, margin) }
    /// This set and `other` collapsed together.
    public func adjoining(_ other: CollapsibleMargin) -> CollapsibleMargin {
        var joined = self
        joined.positive = max(positive, other.positive); joined.negative = min(negative, other.negative)
        return joined
    }
    /// The collapsed margin's size.
    public var resolved: Double { positive + negative }
}

/// What a block container's layout tells its parent's: the margins inside it that collapse with
/// its own top and bottom margins, and whether its own top and bottom margins collapse through it.
public struct CollapsingMargins: Hashable, Sendable {
    public var top: CollapsibleMargin
    public var bottom: CollapsibleMargin
    public var collapsesThrough: Bool
    public init(top: CollapsibleMargin, bottom: CollapsibleMargin, collapsesThrough: Bool) {
        self.top = top; self.bottom = bottom; self.collapsesThrough = collapsesThrough
    }
}

/// What a CSS box's percentages resolve against: its containing block's width, and whether that
/// block's height is indefinite (percentages of it then behave as auto).
public struct PercentBasis: Hashable, Sendable {
    public var containingWidth: Double
    public var heightIsIndefinite: Bool
    /// The floats a block container child flows around at its final layout (see `Proposal.floatsID`).
    var floatsID: Int32 = 0
    public init(containingWidth: Double, heightIsIndefinite: Bool) {
        self.containingWidth = containingWidth; self.heightIsIndefinite = heightIsIndefinite
    }
}

extension Proposal {
    /// A container's border-box size for this proposal: `.exactly` axes unchanged, the others the
    /// content extent plus padding.
    public func containerSize(content: Size, padding: EdgeInsets) -> Size {
        Size(width: width.exact ?? content.width + padding.horizontal,
             height: height.exact ?? content.height + padding.vertical)
    }
}
