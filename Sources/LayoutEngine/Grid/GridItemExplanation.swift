import LayoutModel

/// What a grid run decided for the item a layout explains (`LayoutContext.note`), written once
/// the item is placed: its lines and how they were found (8.3, 8.5), each track it spans with
/// the step of 11.4-11.8 that sized it (`GridTrackHistory`), its area with the gaps, its width and
/// height in the area, and the self alignment (10.3-10.4) and content alignment that placed it.
extension GridRun {
    /// The numbers `placeChildren` found for item `i`: its area (start and extent, content box),
    /// its border-box size, its offsets in the area, the content box origin and a relative shift.
    struct ItemPlacement {
        var x: (start: Double, size: Double)
        var y: (start: Double, size: Double)
        var size: Size
        var aligned: (x: Double, y: Double)
        var origin: Point
        var shift: Point
        var rect: Rect
    }

    func noteExplainedItem(_ i: Int, _ p: ItemPlacement) {
        let child = items[i].child, b = items[i].box
        let n = NumberFormat.short
        context.note(child, .container, "placement: " + placementText(i, .horizontal) + ", " + placementText(i, .vertical))
        for axis in [Axis.horizontal, .vertical] {
            for t in items[i].span(axis) { context.note(child, axis.sizePart, trackText(axis, t)) }
            let range = items[i].span(axis), area = axis == .horizontal ? p.x.size : p.y.size
            let gaps = Double(max(0, range.count - 1)) * gap(axis)
            let gapCount = range.count - 1
            context.note(child, axis.sizePart, "its area: \(n(area))" + (range.count > 1
                ? " (\(range.count) tracks and \(gapCount) gap\(gapCount == 1 ? "" : "s") of \(n(gap(axis))): \(n(gaps)))" : " (one track)"))
            context.note(child, axis.sizePart, sizeText(i, axis, area: area, size: p.size[axis]))
        }
        let startMargin = rightToLeft ? b.margin.right : b.margin.left
        func content(_ axis: Axis, _ property: String, _ value: ContentAlignment?) -> String {
            guard let value, let first = tracks(axis).first else { return "" }
            return ", \(property) \(value.rawValue): the first track at \(n(first.offset))"
                + (gap(axis) != 0 || tracks(axis).count > 1 ? " and the gaps made \(n(contentGap(axis)))" : "")
        }
        let justify = content(.horizontal, "justify-content", params.justifyContent)
        let logical = "the area's start \(n(p.x.start)) (the tracks and gaps before it\(justify)) + \(n(p.aligned.x)) "
            + "(\(alignmentText(i, .horizontal, free: p.x.size - p.size.width - b.margin.horizontal))) + its start margin \(n(startMargin))"
        context.note(child, .x, "\(n(p.rect.x)): the content box's left \(n(p.origin.x)) + "
            + (rightToLeft ? "its width \(n(inner[0] ?? 0)) − (\(logical)) − its width \(n(p.size.width)), right to left" : logical)
            + (p.shift.x != 0 ? " + its relative offset \(n(p.shift.x))" : ""))
        let align = content(.vertical, "align-content", params.alignContent)
        let vertical = baselineShims[i].map { "align-self baseline: its baseline with the row's, a shim of \(n($0))" }
            ?? alignmentText(i, .vertical, free: p.y.size - p.size.height - b.margin.vertical)
        context.note(child, .y, "\(n(p.rect.y)): the content box's top \(n(p.origin.y)) + the area's start \(n(p.y.start)) "
            + "(the tracks and gaps above it\(align)) + \(n(p.aligned.y)) (\(vertical)) + its top margin \(n(b.margin.top))"
            + (p.shift.y != 0 ? " + its relative offset \(n(p.shift.y))" : ""))
    }

    /// The space between two open tracks of `axis` after content alignment (the gap, and what
    /// a distributed alignment added to it).
    private func contentGap(_ axis: Axis) -> Double {
        let open = tracks(axis).filter { !$0.collapsed }
        guard open.count > 1 else { return gap(axis) }
        return open[1].offset - open[0].offset - open[0].base
    }

    /// `column 2 / 4 (span 2, auto-placed)`: the item's lines, numbered as CSS numbers the explicit
    /// grid's, and whether they came from its own lines, a named area or auto-placement.
    private func placementText(_ i: Int, _ axis: Axis) -> String {
        let range = items[i].span(axis), leading = leadingTracks(axis)
        let item = context.tree.nodes.flexItemBox(of: items[i].child)?.value
        let placement = (axis == .horizontal ? item?.gridColumn : item?.gridRow) ?? .auto
        let how: String
        switch (placement.start, placement.end) {
        case let (.named(a, 1), .named(b, 1)) where a == b
            && (axis == .horizontal ? columnLineNames : rowLineNames).values.contains(where: { $0.contains(a + "-start") }):
            how = "the area '\(a)'"
        case (.auto, .auto), (.span, .auto), (.auto, .span), (.spanNamed, .auto), (.auto, .spanNamed):
            how = "auto-placed"
        default:
            how = "its lines"
        }
        let explicit = axis == .horizontal ? explicitColumns : explicitRows
        let implicit = range.lowerBound < leading || range.upperBound > leading + explicit ? ", implicit tracks" : ""
        return (axis == .horizontal ? "column" : "row") + " \(range.lowerBound - leading + 1) / \(range.upperBound - leading + 1)"
            + " (span \(range.count), \(how)\(implicit))"
    }

    /// `column 2 (1fr): 200, 11.7 …`: track `t` of `axis`, its sizing function, its final base
    /// size and the steps of the track sizing algorithm that gave it.
    private func trackText(_ axis: Axis, _ t: Int) -> String {
        let n = NumberFormat.short
        let track = tracks(axis)[t]
        let written = explanation?[axis].written[t] ?? track.sizing
        let sizing = written == track.sizing ? written.cssText : "\(written.cssText), here \(track.sizing.cssText)"
        let name = (axis == .horizontal ? "column" : "row") + " \(t - leadingTracks(axis) + 1) (\(sizing)): \(n(track.base))"
        if track.collapsed { return name + ", an empty auto-fit repetition, collapsed" }
        guard let h = explanation?[axis], let b0 = h.base(t, after: .initialized), let b1 = h.base(t, after: .intrinsic),
              let b2 = h.base(t, after: .maximized), let b3 = h.base(t, after: .flexible), let b4 = h.base(t, after: .stretched)
        else { return name }
        var steps: [String] = []
        if case .points(let v) = track.sizing.min { steps.append("11.4: its fixed minimum \(n(v))") }
        if track.sizing.min.isIntrinsic || track.sizing.max.isIntrinsic, let text = intrinsicText(h, t, track, from: b0, to: b1) {
            steps.append(text)
        }
        if b2 > b1 {
            let limit = h.limits.indices.contains(t) ? h.limits[t] : b2
            steps.append("11.6 maximize tracks: + \(n(b2 - b1))" + (b2 == limit ? ", up to its growth limit \(n(limit))"
                : ", its share of the free space (growth limit \(n(limit)))"))
        }
        if b3 > b2, let fr = h.fr {
            let factor = track.sizing.max.flexFactor
            var share = "1fr = \(n(fr.size))"
            if let space = fr.space, let leftover = fr.leftover, let factors = fr.factors {
                let gaps = gap(axis) * Double(max(0, tracks(axis).count - 1))
                share += " (the space \(n(space)) less the gaps \(n(gaps)) and the other tracks \(n(space - gaps - leftover)): "
                    + "\(n(leftover)), over \(n(factors))fr)"
            } else {
                share += " (the largest fr the flexible tracks and the items in them ask for, under \(h.constraint))"
            }
            steps.append("11.7 expand flexible tracks: \(share) × \(n(factor)) = \(n(b3))")
        }
        if b4 > b3 {
            let count = tracks(axis).filter { $0.sizing.max == .auto && !$0.collapsed }.count
            steps.append("11.8 stretch auto tracks: + \(n(b4 - b3)) (the free space \(n((b4 - b3) * Double(count))) shared by "
                + "\(count) auto track\(count == 1 ? "" : "s"))")
        }
        if steps.isEmpty { steps.append("no step gave it any size") }
        return name + ", " + steps.joined(separator: "; ")
    }

    /// 11.5 for track `t`: which item's contribution raised its base size (and set its growth limit).
    private func intrinsicText(_ h: GridTrackHistory, _ t: Int, _ track: GridTrack, from b0: Double, to b1: Double) -> String? {
        let n = NumberFormat.short
        let list = h.contributions[t] ?? []
        func name(_ c: GridTrackHistory.Contribution) -> String { "'\(context.tree.nodes[c.child].name)'" }
        func kinds(_ c: GridContributions) -> [(String, Double)] {
            let all = [("minimum", c.minimum), ("min-content", c.minContent), ("max-content", c.maxContent)]
            switch track.sizing.min {
            case .maxContent: return all.reversed()
            case .minContent: return [all[1], all[0], all[2]]
            default: return all
            }
        }
        var text: String
        if b1 > b0 {
            let others = h.spanning[t] ?? []
            let single = list + others.filter { $0.span == 1 }.map(\.0)
            let source = single.lazy.compactMap { c in kinds(c.sizes).first { abs($0.1 - b1) < 1e-7 }.map { (c, $0.0) } }.first
            let inFlexible = source.map { s in !list.contains { $0.child == s.0.child } } ?? false
            text = "11.5: base size \(n(b1)), " + (source.map { "the \($0.1) contribution of \(name($0.0))" }
                ?? "shared out from the contributions of the items spanning it with other tracks ("
                    + others.map { name($0.0) }.joined(separator: ", ") + ")")
                + (inFlexible ? " (step 4: an item in a flexible track)" : "")
        } else if list.isEmpty && (h.spanning[t] ?? []).isEmpty {
            return track.sizing.max.isIntrinsic ? "11.5: no item of span 1 in it" : nil
        } else {
            text = "11.5: base size \(n(b1)) (its items' contributions ask no more)"
        }
        if track.sizing.max.isIntrinsic, h.limits.indices.contains(t), h.limits[t] != b1 {
            let limit = h.limits[t]
            let source = list.lazy.compactMap { c in
                [("max-content", c.sizes.maxContent), ("min-content", c.sizes.minContent)].first { abs($0.1 - limit) < 1e-7 }.map { (c, $0.0) }
            }.first
            text += ", growth limit \(n(limit))" + (source.map { " (the \($0.1) contribution of \(name($0.0)))" } ?? "")
        }
        return text
    }

    /// How item `i`'s size along `axis` was found in an area `area` long.
    private func sizeText(_ i: Int, _ axis: Axis, area: Double, size: Double) -> String {
        let n = NumberFormat.short
        let b = items[i].box, word = axis.sizePart.rawValue
        let margins = b.margin.total(axis), available = max(0, area - margins)
        // What the rule gives before the minimum and maximum (nil: the item's content, measured).
        let text: String, value: Double?
        if let d = b.definite(axis) {
            (text, value) = (context.writtenSizeText(items[i].child, axis, d, basis: area), d)
        } else if stretches(i, axis) {
            (text, value) = ("stretched (\(axis == .horizontal ? "justify" : "align")-self \(selfAlignment(i, axis)?.rawValue ?? "normal")): "
                + "the area \(n(area)) less its margins \(n(margins)) = \(n(available))", available)
        } else if axis == .vertical, let ratio = b.item.aspectRatio, b.transfer(1, from: .horizontal) != nil {
            (text, value) = ("its aspect ratio \(n(ratio)) from its width", nil)
        } else {
            (text, value) = (axis == .horizontal ? "its content (fit-content in the area less its margins, \(n(available)))"
                : "its content at its width", nil)
        }
        guard let value, abs(value - size) < 1e-9 else {
            let low = b.minimum(axis), high = b.maximum(axis)
            let clamp = size == low && low > 0 && value.map({ $0 < low }) ?? true ? ", held at its min-\(word) \(n(low))"
                : size == high && high.isFinite && value.map({ $0 > high }) ?? true ? ", capped at its max-\(word) \(n(high))" : ""
            return text + clamp + ": \(n(size))"
        }
        return text
    }

    /// `justify-self center: free space 80 / 2`: how item `i` was aligned in `free` space.
    private func alignmentText(_ i: Int, _ axis: Axis, free: Double) -> String {
        let n = NumberFormat.short, b = items[i].box
        let auto = axis == .horizontal ? (b.autoMargin.left, b.autoMargin.right) : (b.autoMargin.top, b.autoMargin.bottom)
        if auto.0 || auto.1 { return "auto margins take the free space \(n(free))" }
        let name = (axis == .horizontal ? "justify" : "align") + "-self " + (selfAlignment(i, axis)?.rawValue ?? "normal")
        switch selfAlignment(i, axis) {
        case .end?, .flexEnd?, .selfEnd?: return name + ": all the free space \(n(free))"
        case .center?: return name + ": half the free space \(n(free))"
        default: return name + ": at the start" + (free != 0 ? " (free space \(n(free)))" : "")
        }
    }
}

extension GridRun.SizingConstraint {
    var explanationText: String {
        switch self {
        case .definite(let v): return "definite " + NumberFormat.short(v)
        case .minContent: return "min-content"
        case .maxContent: return "max-content"
        case .indefinite: return "indefinite"
        }
    }
}
