import Foundation

/// A relative layout (TangramKit's TGRelativeLayout, Android's RelativeLayout): each child is placed
/// by anchors to the container's or its siblings' edges and centres (`LayoutNode.anchors`).
/// The container itself has no parameters.
public struct RelativeLayout: Hashable, Sendable {
    public init() {}
}

/// An edge or centre line of a node, as named in fixtures.
public enum RelativeEdge: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, centerX, centerY
    /// The first text baseline of a text leaf (TangramKit §15.7): `"baseline": "B.baseline"` puts
    /// this node's baseline on B's; used only when top, centerY and bottom are not anchored.
    case baseline

    public var axis: Axis {
        switch self {
        case .left, .right, .centerX: return .horizontal
        case .top, .bottom, .centerY, .baseline: return .vertical
        }
    }

    /// The near edge, far edge and centre line of `axis`.
    public static func leading(_ axis: Axis) -> RelativeEdge { axis == .horizontal ? .left : .top }
    public static func trailing(_ axis: Axis) -> RelativeEdge { axis == .horizontal ? .right : .bottom }
    public static func center(_ axis: Axis) -> RelativeEdge { axis == .horizontal ? .centerX : .centerY }
}

/// What an anchor refers to: the container's inner (content-box) area, or a sibling by name.
public enum AnchorTarget: Hashable, Sendable, CustomStringConvertible {
    case parent
    case node(String)

    public static let parentName = "parent"

    public var description: String {
        switch self {
        case .parent: return Self.parentName
        case .node(let name): return name
        }
    }
}

/// `target.edge + offset`: a coordinate along the edge's axis. Offsets are plain arithmetic:
/// `"parent.right - 20"` puts the edge 20 points inside the parent's right edge.
public struct AnchorValue: Hashable, Sendable, CustomStringConvertible {
    public var target: AnchorTarget
    public var edge: RelativeEdge
    public var offset: Double

    public init(_ target: AnchorTarget, _ edge: RelativeEdge, offset: Double = 0) {
        self.target = target; self.edge = edge; self.offset = offset
    }

    public var description: String {
        let base = "\(target).\(edge.rawValue)"
        if offset == 0 { return base }
        return base + (offset < 0 ? " - " : " + ") + NumberFormat.short(abs(offset))
    }

    /// Parses `"B.right + 10"`, `"parent.centerX"`, `"B.left-4.5"`, or a bare number. A bare number is
    /// an offset from the parent's same edge as `edge` (a margin inward for left/top/right/bottom,
    /// a shift right/down from the centre for centerX/centerY).
    /// - Returns: the value, or a reason the text is wrong.
    public static func parse(_ text: String, for edge: RelativeEdge) -> Result<AnchorValue, AnchorParseError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let number = Double(trimmed), number.isFinite {
            switch edge {
            case .left, .top, .centerX, .centerY, .baseline: return .success(AnchorValue(.parent, edge, offset: number))
            case .right, .bottom: return .success(AnchorValue(.parent, edge, offset: -number))
            }
        }
        // The reference ends at `.EDGE` followed by nothing or a signed offset (names may hold '.' and '-').
        var split: (name: String, edge: String, rest: String)?
        for candidate in RelativeEdge.allCases {
            var from = trimmed.startIndex
            while let r = trimmed.range(of: "." + candidate.rawValue, range: from..<trimmed.endIndex) {
                let rest = trimmed[r.upperBound...].trimmingCharacters(in: .whitespaces)
                if r.lowerBound != trimmed.startIndex, rest.isEmpty || rest.hasPrefix("+") || rest.hasPrefix("-") {
                    split = (String(trimmed[..<r.lowerBound]).trimmingCharacters(in: .whitespaces), candidate.rawValue, rest)
                }
                from = r.upperBound
            }
        }
        guard let split else {
            let word = trimmed.split(separator: ".").last.map { String($0.prefix { $0.isLetter }) } ?? ""
            if trimmed.contains("."), !word.isEmpty, RelativeEdge(rawValue: word) == nil {
                return .failure(AnchorParseError("unknown edge '\(word)' in \"\(text)\"; expected one of "
                    + RelativeEdge.allCases.map(\.rawValue).joined(separator: ", ")))
            }
            return .failure(AnchorParseError("bad anchor \"\(text)\": expected 'NODE.EDGE', 'NODE.EDGE + N', "
                + "'NODE.EDGE - N' or a number, such as \"B.right + 10\" or \"parent.top\""))
        }
        var offset = 0.0
        if !split.rest.isEmpty {
            let numberText = split.rest.dropFirst().trimmingCharacters(in: .whitespaces)
            guard let n = Double(numberText), n.isFinite else {
                return .failure(AnchorParseError("bad offset '\(split.rest)' in \"\(text)\": expected '+ N' or '- N' with a number N"))
            }
            offset = split.rest.hasPrefix("-") ? -n : n
        }
        let name = split.name, edgeName = split.edge
        let target = RelativeEdge(rawValue: edgeName)!
        guard target.axis == edge.axis else {
            return .failure(AnchorParseError("'\(edge.rawValue)' is \(edge.axis.rawValue) but '\(name).\(edgeName)' is "
                + "\(target.axis.rawValue) in \"\(text)\""))
        }
        return .success(AnchorValue(name == AnchorTarget.parentName ? .parent : .node(name), target, offset: offset))
    }
}

/// A member of a centering group: a sibling and the gap before it. Written `"B"` or `"B + 10"`.
public struct GroupMember: Hashable, Sendable {
    public var name: String
    public var gap: Double
    public init(_ name: String, gap: Double = 0) { self.name = name; self.gap = gap }

    public static func parse(_ text: String) -> Result<GroupMember, AnchorParseError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let plus = trimmed.lastIndex(of: "+"),
           let gap = Double(trimmed[trimmed.index(after: plus)...].trimmingCharacters(in: .whitespaces)), gap.isFinite {
            let name = trimmed[..<plus].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { return .failure(AnchorParseError("bad group member \"\(text)\": expected 'NAME' or 'NAME + GAP'")) }
            guard gap >= 0 else { return .failure(AnchorParseError("a gap cannot be negative in \"\(text)\"")) }
            return .success(GroupMember(name, gap: gap))
        }
        guard !trimmed.isEmpty else { return .failure(AnchorParseError("bad group member \"\(text)\": expected 'NAME' or 'NAME + GAP'")) }
        return .success(GroupMember(trimmed))
    }
}

public struct AnchorParseError: Error, Hashable, Sendable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
}

/// A child's anchors in a relative container, per edge; nil edges are free.
///
/// On each axis: with the near and far edges both anchored the size is their distance (the written
/// size is ignored); otherwise the size is the node's own and the near edge, else the centre, else the
/// far edge places it; with none, a margin on an edge counts as an anchor to the parent's edge.
///
/// Bounds (TangramKit §9.4) keep the node between two coordinates: `minLeft`/`minTop` is the lowest its
/// near edge may be, `maxRight`/`maxBottom` the highest its far edge may be. The node shrinks to fit
/// between both bounds, is moved inside them, and with no other anchor on the axis is centred between them.
public struct RelativeAnchors: Hashable, Sendable {
    public var values: [RelativeEdge: AnchorValue]
    /// Bounds by the edge they limit: a near edge (left, top) has a minimum, a far edge (right, bottom) a maximum.
    public var bounds: [RelativeEdge: AnchorValue] = [:]
    public init(_ values: [RelativeEdge: AnchorValue] = [:]) { self.values = values }

    /// Centering groups (TangramKit §15.6) led by this node, per axis: this node and the listed siblings,
    /// side by side in that order with each member's gap before it, centred as a block in the parent.
    /// The group decides its members' positions on that axis (their own anchors there are ignored).
    public var centerGroups: [Axis: [GroupMember]] = [:]

    /// Equal-share groups (TangramKit §15.5) led by this node, per axis: this node and the listed siblings
    /// split the parent's inner extent less the listed gaps equally (gone members take nothing); a
    /// member with a written number of points on that axis keeps it, and the others split the rest.
    public var shareGroups: [Axis: [GroupMember]] = [:]

    /// The fixture keys of the equal-share groups.
    public static let shareKeys: [(key: String, axis: Axis)] = [("shareWidth", .horizontal), ("shareHeight", .vertical)]

    /// The fixture keys of the centering groups.
    public static let groupKeys: [(key: String, axis: Axis)] = [("centerGroupX", .horizontal), ("centerGroupY", .vertical)]

    /// The fixture keys of the bounds and the edge each limits.
    public static let boundKeys: [(key: String, edge: RelativeEdge)] = [
        ("minLeft", .left), ("maxRight", .right), ("minTop", .top), ("maxBottom", .bottom),
    ]
    public subscript(edge: RelativeEdge) -> AnchorValue? {
        get { values[edge] }
        set { values[edge] = newValue }
    }
    public var isEmpty: Bool { values.isEmpty && bounds.isEmpty && centerGroups.isEmpty && shareGroups.isEmpty }

    /// Every anchor and bound with its fixture key.
    public var all: [(key: String, value: AnchorValue)] {
        RelativeEdge.allCases.compactMap { e in values[e].map { (e.rawValue, $0) } }
            + Self.boundKeys.compactMap { b in bounds[b.edge].map { (b.key, $0) } }
    }
}
