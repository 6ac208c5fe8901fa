// Relative layouts in the DSL, anchors written as in fixtures:
//
//     Relative("card") {
//         try Box("avatar").width(40).height(40).anchors([.left: "8", .centerY: "0"])
//         try Box("title").height(18).anchors([.left: "avatar.right + 8", .right: "parent.right - 8", .top: "8"])
//         try Text("price", "42").anchors([.left: "title.left", .baseline: "label.baseline"])
//     }

/// A relative container (`"layout": "relative"`): its children place themselves with `anchors`.
public func Relative(_ name: String, @NodeBuilder _ children: () throws -> [LayoutNode]) rethrows -> LayoutNode {
    LayoutNode(name: name, kind: .container(.relative(RelativeLayout()), children: try children()))
}

extension LayoutNode {
    /// Anchors per edge in the fixture syntax (`"B.right + 10"`, `"parent.centerX"`, or a number:
    /// an offset from the parent's same edge), added to those already set. A bad anchor throws
    /// the error a fixture gives, at `$.anchors.EDGE` of this node.
    public func anchors(_ anchors: [RelativeEdge: String]) throws(LayoutError) -> LayoutNode {
        var copy = self
        var all = self.anchors ?? RelativeAnchors()
        for edge in RelativeEdge.allCases {
            guard let text = anchors[edge] else { continue }
            all[edge] = try parse(text, edge, key: edge.rawValue)
        }
        copy.anchors = all
        return copy
    }

    /// Bounds between siblings (TangramKit §9.4), in the anchor syntax: the lowest the near edge
    /// may be (`minLeft`, `minTop`) and the highest the far edge may be (`maxRight`, `maxBottom`).
    public func bounds(minLeft: String? = nil, maxRight: String? = nil, minTop: String? = nil,
                       maxBottom: String? = nil) throws(LayoutError) -> LayoutNode {
        var copy = self
        var all = self.anchors ?? RelativeAnchors()
        for (key, edge) in RelativeAnchors.boundKeys {
            let text: String? = switch key {
            case "minLeft": minLeft
            case "maxRight": maxRight
            case "minTop": minTop
            default: maxBottom
            }
            if let text { all.bounds[edge] = try parse(text, edge, key: key) }
        }
        copy.anchors = all
        return copy
    }

    /// An equal-share group on `axis` led by this node (`shareWidth`/`shareHeight`): members
    /// written `"B"` or `"B + GAP"`.
    public func shareGroup(_ axis: Axis, _ members: [String]) throws(LayoutError) -> LayoutNode {
        try group(axis, members, share: true)
    }

    /// A centering group on `axis` led by this node (`centerGroupX`/`centerGroupY`).
    public func centerGroup(_ axis: Axis, _ members: [String]) throws(LayoutError) -> LayoutNode {
        try group(axis, members, share: false)
    }

    private func group(_ axis: Axis, _ members: [String], share: Bool) throws(LayoutError) -> LayoutNode {
        let key = (share ? RelativeAnchors.shareKeys : RelativeAnchors.groupKeys).first { $0.axis == axis }!.key
        guard !members.isEmpty else {
            throw LayoutError(path: "$.anchors.\(key)", node: name, reason: "a group lists at least one sibling")
        }
        var parsed: [GroupMember] = []
        for (k, text) in members.enumerated() {
            switch GroupMember.parse(text) {
            case .success(let m): parsed.append(m)
            case .failure(let e): throw LayoutError(path: "$.anchors.\(key)[\(k)]", node: name, reason: e.reason)
            }
        }
        var copy = self
        var all = self.anchors ?? RelativeAnchors()
        if share { all.shareGroups[axis] = parsed } else { all.centerGroups[axis] = parsed }
        copy.anchors = all
        return copy
    }

    private func parse(_ text: String, _ edge: RelativeEdge, key: String) throws(LayoutError) -> AnchorValue {
        switch AnchorValue.parse(text, for: edge) {
        case .success(let value): return value
        case .failure(let error): throw LayoutError(path: "$.anchors.\(key)", node: name, reason: error.reason)
        }
    }
}
