import LayoutModel

/// Groups, siblings and baselines of a relative layout run: equal-share and centering groups
/// (TangramKit §15.5, §15.6), the sibling a reference names, and the text baseline an anchor reads (§15.7).
extension RelativeRun {
    /// The sibling named `name` that child `i` refers to in `property`.
    func sibling(_ name: String, from i: Int, property: String) throws(LayoutError) -> Int {
        guard let j = context.tree.index(named: name), container.children.contains(j), j != i else {
            throw LayoutError(path: context.tree.path(of: i) + "." + property, node: self.name(i),
                              reason: "refers to '\(name)', which is not a sibling in this relative container")
        }
        return j
    }

    /// The distance from the top of text leaf `j` (at `size`) to its first baseline, where the frame
    /// tree will draw it: below the top padding, with the block of lines centred in a taller box.
    /// `key` and `from` name the anchor asking, for the error when `j` is not a text leaf.
    func baselineOffset(_ j: Int, size: Size, key: String, from i: Int? = nil) throws(LayoutError) -> Double {
        let node = context.node(j)
        guard case .leaf(.text(let text)) = node.kind else {
            let asking = i ?? j
            throw LayoutError(path: context.tree.path(of: asking) + "." + key, node: name(asking),
                              reason: "'\(name(j))' has no baseline: only text leaves have one")
        }
        guard !text.writingMode.isVertical else {
            let asking = i ?? j
            throw LayoutError(path: context.tree.path(of: asking) + "." + key, node: name(asking),
                              reason: "'\(name(j))' has no baseline to align to: its text runs vertically")
        }
        let content = Size(width: max(0, size.width - node.padding.horizontal), height: max(0, size.height - node.padding.vertical))
        let laid = context.textMeasurer.placedLayout(text, in: content)
        guard let first = laid.lines.first else { return node.padding.top }
        return node.padding.top + first.baseline
    }

    /// The size of a member of an equal-share group that keeps its own written number of points
    /// (times its multiple, plus its increment); nil when it takes a share.
    func fixedSize(_ i: Int, _ axis: Axis) -> Double? {
        guard let written = context.node(i).size(axis), case .fixed(let points) = written.kind else { return nil }
        return points * written.multiple + written.increment
    }

    /// Reads the centering groups; a member that is not a sibling, or is in two groups on one axis, is an error.
    func collectGroups() throws(LayoutError) {
        for leader in container.children {
            guard let anchors = context.node(leader).anchors else { continue }
            for (key, axis, share) in RelativeAnchors.groupKeys.map({ ($0.key, $0.axis, false) })
                + RelativeAnchors.shareKeys.map({ ($0.key, $0.axis, true) }) {
                guard let listed = (share ? anchors.shareGroups : anchors.centerGroups)[axis] else { continue }
                var members: [(index: Int, gap: Double)] = [(leader, 0)]
                for member in listed {
                    members.append((try sibling(member.name, from: leader, property: "anchors." + key), member.gap))
                }
                for (m, _) in members {
                    if (share ? shares : groups)[axis]?[m] != nil {
                        throw LayoutError(path: context.tree.path(of: leader) + ".anchors." + key, node: name(leader),
                                          reason: "'\(name(m))' is in two \(share ? "equal-share" : "centering") groups on the \(axis.rawValue) axis")
                    }
                    if share { shares[axis, default: [:]][m] = members } else { groups[axis, default: [:]][m] = members }
                }
            }
        }
    }

    /// The near edge of a member of a centering group: the group's block is centred in the parent.
    func groupStart(_ i: Int, _ axis: Axis, _ members: [(index: Int, gap: Double)]) throws(LayoutError) -> Value {
        var total = 0.0, before = 0.0
        var dependent = known(axis) == nil
        for (m, gap) in members {
            if m == i { before = total + gap }
            let s = try size(of: m)
            total += gap + s.size[axis]
            dependent = dependent || (s.dependent[axis] ?? false)
        }
        return Value(value: padding.leading(axis) + ((known(axis) ?? 0) - total) / 2 + before, dependent: dependent)
    }
}
