import LayoutModel

/// CSS Grid 8.5: the grid item placement algorithm, and the implicit grid (7.5) it creates.
///
/// Written for `grid-auto-flow: row`, where the cursor runs along columns ("across") and rows are
/// added as needed ("down"); a column flow swaps the axes. Line numbers are 1-based from the start
/// of the explicit grid, negative ones count back from its end; an item placed before the
/// explicit grid adds implicit tracks there, so all tracks are indexed from 0 afterwards.
extension GridRun {
    /// Places every item: definite lines first, then auto-placement; then makes the tracks of both
    /// axes (explicit, and implicit ones from `grid-auto-columns`/`grid-auto-rows`).
    mutating func placeItems() {
        let (explicitColumnSizes, autoFitColumns) = explicitTracks(.horizontal)
        let (explicitRowSizes, autoFitRows) = explicitTracks(.vertical)
        explicitColumns = explicitColumnSizes.count
        explicitRows = explicitRowSizes.count
        let across = params.autoFlow, down = params.autoFlow.cross
        // Definite ranges relative to the explicit grid's first line, or the span to place.
        var definite: [AxisPair<Range<Int>?>] = []
        var spans: [AxisPair<Int>] = []
        for item in items {
            let c = resolve(context.tree.nodes.flexItemBox(of: item.child)?.value.gridColumn ?? .auto, explicit: explicitColumns)
            let r = resolve(context.tree.nodes.flexItemBox(of: item.child)?.value.gridRow ?? .auto, explicit: explicitRows)
            definite.append(AxisPair(c.range, r.range))
            spans.append(AxisPair(c.span, r.span))
        }
        // Tracks before the explicit grid: as many as the furthest definite line before it needs.
        func before(_ s: Int) -> Int { max(0, -(definite.compactMap { $0[s]?.lowerBound }.min() ?? 0)) }
        let leading = AxisPair(before(0), before(1))
        (leadingColumns, leadingRows) = (leading[0], leading[1])
        func shifted(_ r: Range<Int>?, _ s: Int) -> Range<Int>? { r.map { ($0.lowerBound + leading[s])..<($0.upperBound + leading[s]) } }
        var placed: [AxisPair<Range<Int>?>] = definite.map { AxisPair(shifted($0[0], 0), shifted($0[1], 1)) }
        let a = slot(across), d = slot(down)
        // The number of tracks across: the explicit ones, those definite items reach, and the
        // widest span of an item placed automatically across.
        var acrossCount = leading[a] + (across == .horizontal ? explicitColumns : explicitRows)
        for k in placed.indices {
            acrossCount = max(acrossCount, placed[k][a]?.upperBound ?? spans[k][a])
        }
        acrossCount = min(acrossCount, LayoutLimits.maxGridRepetitions)
        var grid = Occupancy(across: acrossCount)
        for k in placed.indices { if let x = placed[k][a], let y = placed[k][d] { grid.occupy(x, y) } }
        // Items locked to a line down (definite there, auto across), in order.
        var lockedCursor: [Int: Int] = [:]
        for k in placed.indices where placed[k][d] != nil && placed[k][a] == nil {
            let y = placed[k][d]!, span = spans[k][a]
            var x = params.dense ? 0 : lockedCursor[y.lowerBound] ?? 0
            while x + span <= acrossCount && grid.overlaps(x..<(x + span), y) { x += 1 }
            if x + span > acrossCount { acrossCount = x + span; grid.widen(to: acrossCount) }
            placed[k][a] = x..<(x + span)
            grid.occupy(x..<(x + span), y)
            lockedCursor[y.lowerBound] = x + span
        }
        // The rest, with a cursor moving across then down.
        var cursor = (x: 0, y: 0)
        for k in placed.indices where placed[k][d] == nil {
            let spanDown = spans[k][d]
            if let x = placed[k][a] {
                if params.dense { cursor.y = 0 } else if cursor.x > x.lowerBound { cursor.y += 1 }
                cursor.x = x.lowerBound
                while grid.overlaps(x, cursor.y..<(cursor.y + spanDown)) { cursor.y += 1 }
                placed[k][d] = cursor.y..<(cursor.y + spanDown)
            } else {
                let span = min(spans[k][a], acrossCount)
                if params.dense { cursor = (0, 0) }
                while true {
                    while cursor.x + span <= acrossCount && grid.overlaps(cursor.x..<(cursor.x + span), cursor.y..<(cursor.y + spanDown)) {
                        cursor.x += 1
                    }
                    if cursor.x + span <= acrossCount { break }
                    cursor = (0, cursor.y + 1)
                }
                placed[k][a] = cursor.x..<(cursor.x + span)
                placed[k][d] = cursor.y..<(cursor.y + spanDown)
            }
            grid.occupy(placed[k][a]!, placed[k][d]!)
        }
        for k in items.indices { items[k].columns = placed[k][0]!; items[k].rows = placed[k][1]! }
        columns = makeTracks(.horizontal, explicit: explicitColumnSizes, autoFit: autoFitColumns, leading: leading[0])
        rows = makeTracks(.vertical, explicit: explicitRowSizes, autoFit: autoFitRows, leading: leading[1])
    }

    /// 8.3: a placement as a range of tracks relative to the explicit grid's start when it has a
    /// line number, else the span to place it with.
    private func resolve(_ p: GridPlacement, explicit count: Int) -> (range: Range<Int>?, span: Int) {
        // Line n (n > 0) starts track n - 1; line -1 is the explicit grid's last line.
        func index(_ n: Int) -> Int? {
            guard n != 0 else { return nil }
            let limit = LayoutLimits.maxGridRepetitions
            return min(max(n > 0 ? n - 1 : count + 1 + n, -limit), limit)
        }
        func spanOf(_ line: GridLine) -> Int? { if case .span(let n) = line { max(1, min(n, LayoutLimits.maxGridRepetitions)) } else { nil } }
        var start: Int? = nil, end: Int? = nil
        if case .line(let n) = p.start { start = index(n) }
        if case .line(let n) = p.end { end = index(n) }
        switch (start, end) {
        case let (s?, e?):
            return (s == e ? s..<(s + 1) : min(s, e)..<max(s, e), abs(e - s))
        case let (s?, nil):
            let span = spanOf(p.end) ?? 1
            return (s..<(s + span), span)
        case let (nil, e?):
            let span = spanOf(p.start) ?? 1
            return ((e - span)..<e, span)
        case (nil, nil):
            return (nil, spanOf(p.start) ?? spanOf(p.end) ?? 1)
        }
    }

    /// The tracks of `axis`: implicit ones before the explicit grid, the explicit ones, and
    /// implicit ones after it up to the last line an item reaches; implicit tracks take the
    /// `grid-auto-*` sizes in turn (those before the grid counting back from its start).
    private func makeTracks(_ axis: Axis, explicit: [GridTrackSize], autoFit: Set<Int>, leading: Int) -> [GridTrack] {
        let autoSizes = (axis == .horizontal ? params.autoColumns : params.autoRows)
        let sizes = autoSizes.isEmpty ? [GridTrackSize.auto] : autoSizes
        let end = max(leading + explicit.count, items.map { $0.span(axis).upperBound }.max() ?? 0)
        var tracks: [GridTrack] = []
        tracks.reserveCapacity(end)
        for t in 0..<end {
            let k = t - leading
            let size: GridTrackSize
            if k >= 0 && k < explicit.count {
                size = explicit[k]
            } else {
                let n = k >= 0 ? k - explicit.count : k
                size = sizes[((n % sizes.count) + sizes.count) % sizes.count]
            }
            var track = GridTrack(sizing: size)
            track.collapsed = k >= 0 && autoFit.contains(k) && !items.contains { $0.span(axis).contains(t) }
            tracks.append(track)
        }
        return tracks
    }

    /// 7.2.3.2: collapsed `auto-fit` tracks are sized 0 (their gutters go in `extent` and alignment).
    mutating func collapseEmptyAutoFitTracks() {
        for t in columns.indices where columns[t].collapsed { columns[t].sizing = .points(0) }
        for t in rows.indices where rows[t].collapsed { rows[t].sizing = .points(0) }
    }
}

/// Which cells of the grid are taken, `across` cells wide, rows added as needed.
private struct Occupancy {
    private(set) var across: Int
    private var cells: [[Bool]] = []

    init(across: Int) { self.across = across }

    mutating func widen(to count: Int) {
        across = count
        for y in cells.indices where cells[y].count < count { cells[y] += Array(repeating: false, count: count - cells[y].count) }
    }

    func overlaps(_ x: Range<Int>, _ y: Range<Int>) -> Bool {
        for row in y where row < cells.count {
            for col in x where col < cells[row].count && cells[row][col] { return true }
        }
        return false
    }

    mutating func occupy(_ x: Range<Int>, _ y: Range<Int>) {
        if x.upperBound > across { widen(to: x.upperBound) }
        while cells.count < y.upperBound { cells.append(Array(repeating: false, count: across)) }
        for row in y { for col in x { cells[row][col] = true } }
    }
}
