import LayoutModel

/// Helpers for placing one child along one axis, shared by the algorithms that dock children.
enum Placement {
    /// The child's margins in points; percentages resolve against the parent's inner extent on the
    /// same axis, or count 0 while that extent is unknown.
    static func margins(_ node: LayoutNode, innerWidth: Double?, innerHeight: Double?) -> EdgeInsets {
        margins(node.margin, innerWidth: innerWidth, innerHeight: innerHeight)
    }

    /// The margins in points of each of `children`, by index, for a container whose inner
    /// (content-box) proposal is `inner`: percentages of its exact inner extents, else 0.
    static func margins(of children: [Int], inner: Proposal, context: LayoutContext) -> [Int: EdgeInsets] {
        var out: [Int: EdgeInsets] = [:]
        out.reserveCapacity(children.count)
        for i in children {
            out[i] = margins(context.tree.nodes[i].margin, innerWidth: inner.width.exact, innerHeight: inner.height.exact)
        }
        return out
    }

    /// Margins `m` in points: percentages of the inner width or height, 0 when that is unknown.
    @inline(__always)
    static func margins(_ m: Margins, innerWidth: Double?, innerHeight: Double?) -> EdgeInsets {
        func r(_ l: Length?, _ extent: Double?) -> Double {
            guard let l else { return 0 }
            if case .percent = l, extent == nil { return 0 }
            return l.resolve(against: extent ?? 0)
        }
        return EdgeInsets(top: r(m.top, innerHeight), left: r(m.left, innerWidth),
                          bottom: r(m.bottom, innerHeight), right: r(m.right, innerWidth))
    }

    /// Whether both margins of `axis` are written.
    static func bothMarginsSet(_ node: LayoutNode, _ axis: Axis) -> Bool {
        node.margin.leading(axis) != nil && node.margin.trailing(axis) != nil
    }

    /// The child's alignment on `axis`: its own, else the one its margins imply (TangramKit §5.10:
    /// both margins and no size fill, only the far margin docks at the end, only the near one at the
    /// start), else the container's gravity, else start.
    static func alignment(_ node: LayoutNode, _ axis: Axis, gravity: Gravity?) -> Alignment {
        if let own = node.alignment[axis] { return own }
        let lead = node.margin.leading(axis) != nil, trail = node.margin.trailing(axis) != nil
        if lead && trail && node.size(axis) == nil { return .fill }
        if trail && !lead { return .end }
        if lead && !trail { return .start }
        switch gravity {
        case .center?, .around?, .among?: return .center
        case .end?: return .end
        case .fill?: return .fill
        case .start?, .between?, nil: return .start
        }
    }

    /// The offset of a child of extent `size` inside `space` (margins included) for `alignment`.
    static func offset(_ alignment: Alignment, space: Double, size: Double, lead: Double, trail: Double) -> Double {
        switch alignment {
        case .start, .fill: return lead
        case .end: return space - trail - size
        case .center: return lead + (space - lead - trail - size) / 2
        }
    }
}

extension Placement {
    /// The main-axis extent of one line of items: their sizes and margins, plus `gap` between each two.
    static func lineExtent(_ items: [Int], sizes: [Int: Size], margins: [Int: EdgeInsets], gap: Double,
                           along main: Axis) -> Double {
        var used = gap * Double(max(0, items.count - 1))
        for i in items { used += sizes[i]![main] + margins[i]!.total(main) }
        return used
    }
}
