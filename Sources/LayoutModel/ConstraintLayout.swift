/// An anchor of a view, as iOS Auto Layout names them. Leading and trailing are left and right
/// (layouts here are left to right).
public enum ConstraintAnchor: String, Hashable, Sendable, CaseIterable {
    case leading, trailing, left, right, top, bottom, centerX, centerY, width, height

    /// The axis the anchor measures along.
    public var axis: Axis {
        switch self {
        case .leading, .trailing, .left, .right, .centerX, .width: return .horizontal
        case .top, .bottom, .centerY, .height: return .vertical
        }
    }
    /// Width and height are sizes; the others are positions.
    public var isDimension: Bool { self == .width || self == .height }
}

/// What an anchor belongs to: the container, its safe-area guide, or a child by name.
public enum ConstraintTarget: Hashable, Sendable, CustomStringConvertible {
    /// `parent` in fixtures: the container's border box.
    case parent
    /// `safe` in fixtures: the container's box less its safe-area insets (`safeAreaLayoutGuide`).
    case safeArea
    case child(String)

    /// The reserved item names.
    public static let parentName = "parent", safeAreaName = "safe"

    public var description: String {
        switch self {
        case .parent: return Self.parentName
        case .safeArea: return Self.safeAreaName
        case .child(let name): return name
        }
    }
}

public struct AnchorRef: Hashable, Sendable, CustomStringConvertible {
    public var target: ConstraintTarget
    public var anchor: ConstraintAnchor
    public init(_ target: ConstraintTarget, _ anchor: ConstraintAnchor) { self.target = target; self.anchor = anchor }
    public var description: String { "\(target).\(anchor.rawValue)" }
}

public enum ConstraintRelation: String, Hashable, Sendable, CaseIterable {
    case equal = "="
    case lessOrEqual = "<="
    case greaterOrEqual = ">="
}

/// `first relation second * multiplier + constant @ priority` (NSLayoutConstraint), or, without
/// `second`, `first relation constant`.
public struct LayoutConstraint: Hashable, Sendable, CustomStringConvertible {
    public var first: AnchorRef
    public var relation: ConstraintRelation
    public var second: AnchorRef?
    public var multiplier: Double
    public var constant: Double
    /// 1 to 1000; 1000 is required.
    public var priority: Double

    public static let required = 1000.0

    public init(_ first: AnchorRef, _ relation: ConstraintRelation, _ second: AnchorRef? = nil,
                multiplier: Double = 1, constant: Double = 0, priority: Double = required) {
        self.first = first; self.relation = relation; self.second = second
        self.multiplier = multiplier; self.constant = constant; self.priority = priority
    }

    /// The constraint in fixture syntax, normalized (`a.top = b.bottom + 15 @250`).
    public var description: String {
        var s = "\(first) \(relation.rawValue) "
        if let second {
            s += second.description
            if multiplier != 1 { s += " * \(NumberFormat.short(multiplier))" }
            if constant > 0 { s += " + \(NumberFormat.short(constant))" }
            if constant < 0 { s += " - \(NumberFormat.short(-constant))" }
        } else {
            s += NumberFormat.short(constant)
        }
        if priority != Self.required { s += " @\(NumberFormat.short(priority))" }
        return s
    }
}

/// A child's content hugging and compression resistance priorities per axis (iOS defaults: 250, 750).
public struct ContentPriorities: Hashable, Sendable {
    public var hugging: [Axis: Double]
    public var compression: [Axis: Double]
    public static let defaultHugging = 250.0, defaultCompression = 750.0
    public init(hugging: [Axis: Double] = [:], compression: [Axis: Double] = [:]) {
        self.hugging = hugging; self.compression = compression
    }
    public func hugging(_ axis: Axis) -> Double { hugging[axis] ?? Self.defaultHugging }
    public func compression(_ axis: Axis) -> Double { compression[axis] ?? Self.defaultCompression }
}

/// A constraint layout (iOS Auto Layout): children placed by linear constraints over their anchors,
/// the container's anchors (`parent`) and its safe-area guide (`safe`).
public struct ConstraintLayout: Hashable, Sendable {
    public var constraints: [LayoutConstraint]
    /// Insets of the safe-area guide from the container's border box.
    public var safeArea: EdgeInsets
    /// Hugging and compression resistance overrides, by child name.
    public var contentPriorities: [String: ContentPriorities]

    public init(constraints: [LayoutConstraint] = [], safeArea: EdgeInsets = .zero,
                contentPriorities: [String: ContentPriorities] = [:]) {
        self.constraints = constraints; self.safeArea = safeArea; self.contentPriorities = contentPriorities
    }

    public func priorities(of child: String) -> ContentPriorities { contentPriorities[child] ?? ContentPriorities() }
}
