import LayoutModel

/// CSS Grid 11.3-11.5: the track sizing algorithm's first steps: initialize each track's base
/// size and growth limit (11.4), then resolve intrinsic track sizes from the items' contributions
/// (11.5); `FlexibleTracks.swift` goes on with 11.6-11.8.
extension GridRun {
    /// Under which constraint an axis is sized: a definite available size, or the grid
    /// container's min-content or max-content size.
    /// The available space of an axis: definite; a min- or max-content constraint (the container
    /// sized intrinsically); or indefinite without such a constraint (an auto block size), where
    /// the free space is indefinite but auto minimums take the items' minimum contributions.
    enum SizingConstraint { case definite(Double), minContent, maxContent, indefinite }

    /// 11.3: sizes the tracks of `axis` (columns before rows, which use the columns' sizes).
    mutating func sizeTracks(_ axis: Axis) throws(LayoutError) {
        let available = inner[slot(axis)]
        let constraint: SizingConstraint = available.map { .definite($0) }
            ?? (proposal[axis] == .minContent ? .minContent
                : axis == .vertical ? .indefinite : .maxContent)
        var list = tracks(axis)
        if let history = explanation?[axis], !history.bases.isEmpty {
            // Sized again (11.1 steps 3-4): the explanation tells the last sizing.
            explanation?[axis] = GridTrackHistory(written: history.written)
        } else if explanation != nil {
            for t in list.indices { explanation?[axis].written[t] = list[t].sizing }
        }
        // Percentages resolve against a definite content size, else behave as auto (7.2.1).
        for t in list.indices { list[t].sizing = resolved(list[t].sizing, available) }
        initialize(&list)
        explanation?[axis].record(.initialized, list)
        try resolveIntrinsicSizes(&list, axis, constraint)
        explanation?[axis].record(.intrinsic, list)
        maximize(&list, axis, constraint)
        explanation?[axis].record(.maximized, list)
        let fr = try expandFlexibleTracks(&list, axis, constraint)
        explanation?[axis].record(.flexible, list)
        explanation?[axis].fr = fr
        stretchAutoTracks(&list, axis, constraint)
        explanation?[axis].record(.stretched, list)
        explanation?[axis].constraint = constraint.explanationText
        if axis == .horizontal { columns = list } else { rows = list }
        // 11.1 steps 2 and 3: the other axis sees these tracks with the gaps content distribution
        // gives them in a container of definite size ("the effective column gap sizes").
        var effective = gap(axis)
        if let available, let alignment = axis == .horizontal ? params.justifyContent : params.alignContent,
           alignment == .spaceBetween || alignment == .spaceAround || alignment == .spaceEvenly {
            effective = contentDistribution(axis, free: available - extent(axis)).between
        }
        if axis == .horizontal { effectiveColumnGap = effective } else { effectiveRowGap = effective }
    }

    private func resolved(_ size: GridTrackSize, _ available: Double?) -> GridTrackSize {
        func breadth(_ b: GridBreadth) -> GridBreadth {
            switch b {
            case .fraction(let f): return available.map { .points($0 * f) } ?? .auto
            case .fitContent(.fraction(let f)): return available.map { .fitContent(.points($0 * f)) } ?? .maxContent
            default: return b
            }
        }
        return GridTrackSize(min: breadth(size.min), max: breadth(size.max))
    }

    /// 11.4: a fixed minimum is the base size (else 0); a fixed maximum the growth limit (else
    /// infinite), never below the base size.
    private func initialize(_ list: inout [GridTrack]) {
        for t in list.indices {
            if case .points(let v) = list[t].sizing.min { list[t].base = max(0, v) } else { list[t].base = 0 }
            if case .points(let v) = list[t].sizing.max { list[t].limit = max(0, v) } else { list[t].limit = .infinity }
            list[t].limit = max(list[t].limit, list[t].base)
        }
    }

    /// 11.5: resolve intrinsic track sizes.
    private mutating func resolveIntrinsicSizes(_ list: inout [GridTrack], _ axis: Axis, _ constraint: SizingConstraint) throws(LayoutError) {
        let isMinContent: Bool = if case .minContent = constraint { true } else { false }
        let isMaxContent: Bool = if case .maxContent = constraint { true } else { false }
        // 2. Items of span 1 in tracks that are not flexible.
        var maxOf: [Int: (min: Double, max: Double)] = [:]
        for i in items.indices where items[i].span(axis).count == 1 {
            let t = items[i].span(axis).lowerBound
            guard !list[t].sizing.max.isFlexible else { continue }
            let c = try contributions(i, axis, list)
            explanation?[axis].contributed(t, child: items[i].child, c)
            switch list[t].sizing.min {
            case .minContent: list[t].base = max(list[t].base, c.minContent)
            case .maxContent: list[t].base = max(list[t].base, c.maxContent)
            case .auto:
                let limited = isMinContent ? c.limitedMinContent(list[t]) : isMaxContent ? c.limitedMaxContent(list[t]) : c.minimum
                list[t].base = max(list[t].base, limited)
            default: break
            }
            let seen = maxOf[t] ?? (0, 0)
            maxOf[t] = (max(seen.min, c.minContent), max(seen.max, c.maxContent))
        }
        for (t, seen) in maxOf {
            switch list[t].sizing.max {
            case .minContent: list[t].limit = seen.min
            case .maxContent, .auto: list[t].limit = seen.max
            case .fitContent(.points(let l)): list[t].limit = max(list[t].base, min(seen.max, l))
            default: break
            }
            list[t].limit = max(list[t].limit, list[t].base)
        }
        // 3. Items spanning several tracks, none flexible, by span.
        let spanning = items.indices.filter { i in
            items[i].span(axis).count > 1 && !items[i].span(axis).contains { list[$0].sizing.max.isFlexible }
        }
        for span in Set(spanning.map { items[$0].span(axis).count }).sorted() {
            let group = spanning.filter { items[$0].span(axis).count == span }
            try increaseForSpanningItems(&list, axis, group, constraint, flexibleOnly: false)
        }
        // 4. Items crossing flexible tracks, all together, to the flexible tracks only.
        let crossing = items.indices.filter { i in items[i].span(axis).contains { list[$0].sizing.max.isFlexible } }
        if !crossing.isEmpty { try increaseForSpanningItems(&list, axis, crossing, constraint, flexibleOnly: true) }
        // 5. Growth limits still infinite become the base sizes.
        for t in list.indices where list[t].limit.isInfinite { list[t].limit = list[t].base }
    }

    /// 11.5 step 3 (and 4 with `flexibleOnly`) for one group of items: intrinsic minimums,
    /// content-based minimums, max-content minimums, then (not for flexible tracks) intrinsic and
    /// max-content maximums.
    private mutating func increaseForSpanningItems(_ list: inout [GridTrack], _ axis: Axis, _ group: [Int],
                                                   _ constraint: SizingConstraint, flexibleOnly: Bool) throws(LayoutError) {
        var measured: [Int: GridContributions] = [:]
        for i in group { measured[i] = try contributions(i, axis, list) }
        if explanation != nil {
            for i in group { explanation?[axis].spanned(items[i].span(axis), child: items[i].child, measured[i]!) }
        }
        func only(_ test: @escaping (GridTrack) -> Bool) -> (GridTrack) -> Bool {
            flexibleOnly ? { $0.sizing.max.isFlexible && test($0) } : test
        }
        let isMinContent: Bool = if case .minContent = constraint { true } else { false }
        let isMaxContent: Bool = if case .maxContent = constraint { true } else { false }
        // Under a min- or max-content constraint, step 3 replaces the items' minimum contributions
        // with their limited min-content contributions (a). Items crossing a flexible track
        // (step 4) keep their minimum contributions, as browsers do: §6.6 takes the automatic
        // minimum away from an item spanning a flexible track and more than one track so that the
        // flexible tracks, not the item's content, decide their size, and under an intrinsic
        // constraint 11.7 sizes them from the items' max-content contributions instead.
        let limited = (isMinContent || isMaxContent) && !flexibleOnly
        // a. Intrinsic minimums: the minimum contributions; under a min- or max-content constraint
        // the limited min-content contributions instead (under either: the spanning items' step
        // reads "min-content", where the single-span step reads "min-/max-content, respectively").
        distribute(&list, axis, group, to: .base, affected: only { $0.sizing.min.isIntrinsic }, beyond: { $0.sizing.max.isIntrinsic },
                   flexibleOnly: flexibleOnly) { i, tracks in
            let c = measured[i]!
            if limited {
                return c.limitedMinContent(self.items[i].span(axis).map { tracks[$0] })
            }
            return c.minimum
        }
        // b. Content-based minimums: min-content contributions to min-content and max-content minimums.
        distribute(&list, axis, group, to: .base, affected: only { $0.sizing.min == .minContent || $0.sizing.min == .maxContent },
                   beyond: { $0.sizing.max.isIntrinsic }, flexibleOnly: flexibleOnly) { i, _ in measured[i]!.minContent }
        // c. Max-content minimums: max-content contributions to max-content minimums. The current
        // text also gives `auto` minimums the limited max-content contributions under a
        // max-content constraint; browsers do that for items of span 1 (step 2) but not for
        // spanning items, whose `auto` minimums stay at what (a) gave them (Chromium: a 40/50 px
        // text across minmax(auto, 60px) and max-content makes them 60 and 10, not 60 and 0).
        distribute(&list, axis, group, to: .base,
                   affected: only { $0.sizing.min == .maxContent },
                   beyond: { $0.sizing.max == .maxContent || $0.sizing.max == .auto }, flexibleOnly: flexibleOnly) { i, _ in
            measured[i]!.maxContent
        }
        // d. Growth limits below base sizes rise to them.
        for t in list.indices where list[t].limit < list[t].base { list[t].limit = list[t].base }
        guard !flexibleOnly else { return }
        // e. Intrinsic maximums; f. max-content maximums.
        distribute(&list, axis, group, to: .limit, affected: { $0.sizing.max.isIntrinsic }, beyond: { _ in true },
                   flexibleOnly: false) { i, _ in measured[i]!.minContent }
        // "However, limit the growth of any fit-content() tracks by their fit-content() argument."
        distribute(&list, axis, group, to: .limit, affected: { $0.sizing.max.isMaxContentLike }, beyond: { _ in true },
                   flexibleOnly: false, capped: { $0.sizing.max.fitContentLimit }) { i, _ in measured[i]!.maxContent }
        // "Mark any tracks whose growth limit changed from infinite to finite in this step as
        // infinitely growable for the next step": for (f) only, not for the next group of items.
        for t in list.indices { list[t].infinitelyGrowable = false }
    }
}

extension GridBreadth {
    var isFlexible: Bool { if case .flex = self { true } else { false } }
    /// The argument of a resolved `fit-content()`, else nil.
    var fitContentLimit: Double? { if case .fitContent(.points(let l)) = self { l } else { nil } }
    /// min-content, max-content, auto or fit-content().
    var isIntrinsic: Bool {
        switch self {
        case .minContent, .maxContent, .auto, .fitContent: true
        default: false
        }
    }
    /// max-content, auto or fit-content(): what max-content contributions raise.
    var isMaxContentLike: Bool {
        switch self {
        case .maxContent, .auto, .fitContent: true
        default: false
        }
    }
}
