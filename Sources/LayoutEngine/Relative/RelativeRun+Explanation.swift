import LayoutModel

/// What a relative layout run decided for the child a layout explains (`LayoutContext.note`),
/// written after the run that gives the frames: on each axis, the rule that sized it (the distance
/// between two anchored edges, an equal share, its written size or its content, the bounds that
/// shrank it) and the anchor that placed it (a sibling's edge or the parent's, a centre less half
/// the size, a far edge less the size, a centering group, the bounds), with the coordinates read.
extension RelativeRun {
    /// - Parameter wrapped: the run is the second one, at the size the container took from its content.
    func noteExplainedChild(wrapped: Bool = false) throws(LayoutError) {
        guard let i = context.explainLog?.target, container.children.contains(i),
              context.node(i).visibility != .gone else { return }
        let n = NumberFormat.short
        if wrapped {
            context.note(i, .container, "the container sizes to its content: the children were placed again in the inner "
                + "size it took, \(n(known(.horizontal) ?? 0)) x \(n(known(.vertical) ?? 0))")
        }
        let size = try size(of: i).size
        for axis in Axis.allCases {
            let sized = try sizeText(i, axis, size[axis]), placed = try positionText(i, axis, extent: size[axis])
            context.note(i, axis.sizePart, sized)
            context.note(i, axis.positionPart, placed)
        }
    }

    private func sizeText(_ i: Int, _ axis: Axis, _ size: Double) throws(LayoutError) -> String {
        let n = NumberFormat.short, node = context.node(i), side = axis.sizePart.rawValue
        var text: String
        if let members = shares[axis]?[i], fixedSize(i, axis) == nil {
            let present = members.filter { context.node($0.index).visibility != .gone }
            let names = present.map { name($0.index) }.joined(separator: ", ")
            if let extent = known(axis) {
                let gaps = present.reduce(0) { $0 + $1.gap }
                let fixed = present.compactMap { fixedSize($0.index, axis) }
                let sharers = max(1, present.count - fixed.count), taken = fixed.reduce(0, +)
                text = "\(n(size)): an equal share of the group \(names): (the inner \(side) \(n(extent)) − the gaps \(n(gaps)) − "
                    + "the fixed sizes \(n(taken))) / \(sharers) = \(n(max(0, extent - gaps - taken) / Double(sharers)))"
            } else {
                text = "\(n(size)): its content (its equal share in the group \(names) waits for the container's size)"
            }
        } else if case let (lead?, _, trail?) = anchors(i, axis) {
            let l = try value(lead, from: i, at: .leading(axis)).value, t = try value(trail, from: i, at: .trailing(axis)).value
            text = "\(n(size)): between its anchored edges, \(RelativeEdge.trailing(axis).rawValue) \(n(t)) − "
                + "\(RelativeEdge.leading(axis).rawValue) \(n(l)) = \(n(max(0, t - l)))"
                + (node.size(axis) != nil ? " (its written \(side) is not used)" : "")
        } else if let written = node.size(axis) {
            text = "\(n(size)): its written \(side) \(LayoutEngine.describe(written))"
        } else {
            text = "\(n(size)): its content"
        }
        let limits = [("min", node.minSize(axis)), ("max", node.maxSize(axis))].compactMap { key, value in
            value.map { "\(key) \(LayoutEngine.describe($0))" }
        }
        if !limits.isEmpty { text += ", within its " + limits.joined(separator: " and ") }
        if case let (lo?, hi?) = try bounds(i, axis), abs(size - max(0, hi.value - lo.value)) < 1e-9 {
            text += "; at most the room between its bounds, \(n(hi.value)) − \(n(lo.value)) = \(n(size))"
        }
        return text
    }

    private func positionText(_ i: Int, _ axis: Axis, extent: Double) throws(LayoutError) -> String {
        let n = NumberFormat.short, side = axis.sizePart.rawValue
        let final = try start(i, axis).value
        var text = "\(n(final)): "
        let a = anchors(i, axis)
        func anchored(_ anchor: AnchorValue, _ edge: RelativeEdge) throws(LayoutError) -> String {
            let v = try value(anchor, from: i, at: edge).value
            return "\(edge.rawValue) = \(anchor) = \(n(v - anchor.offset))"
                + (anchor.offset == 0 ? "" : (anchor.offset < 0 ? " − " : " + ") + n(abs(anchor.offset)))
        }
        if let members = groups[axis]?[i] {
            var total = 0.0, before = 0.0
            for (m, gap) in members {
                if m == i { before = total + gap }
                total += gap + (try size(of: m).size[axis])
            }
            text += "in the centering group \(members.map { name($0.index) }.joined(separator: ", ")): the padding "
                + "\(n(padding.leading(axis))) + (the inner \(side) \(n(known(axis) ?? 0)) − the group's \(n(total))) / 2 "
                + "+ \(n(before)) before it in the group"
        } else if let lead = a.lead {
            text += try anchored(lead, .leading(axis))
        } else if let center = a.center {
            text += try anchored(center, .center(axis)) + ", less half its \(side) \(n(extent))"
        } else if let trail = a.trail {
            text += try anchored(trail, .trailing(axis)) + ", less its \(side) \(n(extent))"
        } else if axis == .vertical, let anchor = context.node(i).anchors?[.baseline] {
            let own = try baselineOffset(i, size: try size(of: i).size, key: "anchors.baseline")
            text += try anchored(anchor, .baseline) + ", less its own baseline \(n(own))"
        } else {
            text += "no anchor on this axis: the padding \(n(padding.leading(axis)))"
        }
        let written = context.node(i).anchors ?? RelativeAnchors()
        if [RelativeEdge.leading(axis), .center(axis), .trailing(axis)].allSatisfy({ written[$0] == nil }),
           a.lead != nil || a.trail != nil {
            text += " (its margin, an anchor to the parent's edge)"
        }
        let (lo, hi) = try bounds(i, axis)
        if lo != nil || hi != nil {
            let placed = try place(i, axis).value
            text += "; its bounds" + (lo.map { " from \(n($0.value))" } ?? "") + (hi.map { " to \(n($0.value))" } ?? "")
                + (a.lead == nil && a.center == nil && a.trail == nil && lo != nil && hi != nil ? " centre it between them"
                    : abs(placed - final) > 1e-9 ? " moved it from \(n(placed))" : " hold")
        }
        return text
    }
}
