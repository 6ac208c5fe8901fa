/// A child's `anchors` and their checks against the parent's layout and siblings.
extension NodeDecoder {
    /// `{"left": "B.right + 10", "top": "parent.top", "centerX": 0, "right": 20}`: one anchor per edge
    /// in `AnchorValue.parse` syntax (a bare number is an offset from the parent's same edge).
    func anchors(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> RelativeAnchors {
        let object = try reader.object(value, path)
        try reader.checkKeys(object, path, allowed: FixtureKeys.anchors)
        var anchors = RelativeAnchors()
        for edge in RelativeEdge.allCases {
            guard let v = object[edge.rawValue] else { continue }
            let at = path.key(edge.rawValue)
            let text: String
            if let s = v as? String { text = s } else { text = NumberFormat.short(try reader.number(v, at)) }
            switch AnchorValue.parse(text, for: edge) {
            case .success(let anchor): anchors[edge] = anchor
            case .failure(let error): throw reader.error(at, error.reason)
            }
        }
        for (key, edge) in RelativeAnchors.boundKeys {
            guard let v = object[key] else { continue }
            let at = path.key(key)
            let text: String
            if let s = v as? String { text = s } else { text = NumberFormat.short(try reader.number(v, at)) }
            switch AnchorValue.parse(text, for: edge) {
            case .success(let anchor): anchors.bounds[edge] = anchor
            case .failure(let error): throw reader.error(at, error.reason)
            }
        }
        for (key, axis, share) in RelativeAnchors.groupKeys.map({ ($0.key, $0.axis, false) })
            + RelativeAnchors.shareKeys.map({ ($0.key, $0.axis, true) }) {
            guard let v = object[key] else { continue }
            let at = path.key(key)
            var members: [GroupMember] = []
            for (k, item) in try reader.array(v, at).enumerated() {
                switch GroupMember.parse(try reader.string(item, at.index(k))) {
                case .success(let m): members.append(m)
                case .failure(let error): throw reader.error(at.index(k), error.reason)
                }
            }
            if members.isEmpty { throw reader.error(at, "a group lists at least one sibling") }
            if share { anchors.shareGroups[axis] = members } else { anchors.centerGroups[axis] = members }
        }
        return anchors
    }

    /// In a relative container every anchor must name `parent` or a sibling (not the child itself);
    /// in other containers `anchors` is an error, as no other layout reads it.
    func checkAnchors(_ object: [String: Any], _ path: JSONPath, layout: String, children: [LayoutNode],
                      _ reader: JSONReader) throws(LayoutError) {
        let names = children.map(\.name)
        for (i, child) in children.enumerated() {
            guard let anchors = child.anchors else { continue }
            var childReader = reader
            childReader.node = child.name
            let at = path.key("children").index(i).key("anchors")
            guard layout == "relative" else {
                throw childReader.error(at, "'anchors' is read by a relative parent only; this node's parent layout is '\(layout)'")
            }
            if child.name == AnchorTarget.parentName {
                throw childReader.error(path.key("children").index(i).key("name"),
                                        "'parent' is reserved in a relative container (it names the container)")
            }
            for (key, anchor) in anchors.all {
                guard case .node(let name) = anchor.target else { continue }
                if name == child.name {
                    throw childReader.error(at.key(key), "an anchor cannot refer to the node itself ('\(name)')")
                }
                if !names.contains(name) {
                    throw childReader.error(at.key(key), "'\(name)' is not a sibling of this node"
                        + Suggestion.didYouMean(name, among: names.filter { $0 != child.name } + [AnchorTarget.parentName])
                        + "; anchors refer to 'parent' or a sibling")
                }
            }
            for (key, axis, share) in RelativeAnchors.groupKeys.map({ ($0.key, $0.axis, false) })
                + RelativeAnchors.shareKeys.map({ ($0.key, $0.axis, true) }) {
                for (k, member) in ((share ? anchors.shareGroups : anchors.centerGroups)[axis] ?? []).enumerated() {
                    let p = at.key(key).index(k)
                    if member.name == child.name {
                        throw childReader.error(p, "a group lists the siblings after this node, not the node itself")
                    }
                    if !names.contains(member.name) {
                        throw childReader.error(p, "'\(member.name)' is not a sibling of this node"
                            + Suggestion.didYouMean(member.name, among: names.filter { $0 != child.name }))
                    }
                }
            }
        }
    }
}
