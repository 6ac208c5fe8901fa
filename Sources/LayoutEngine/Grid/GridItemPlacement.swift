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
        let (explicitColumnSizes, autoFitColumns, columnNames) = explicitTracks(.horizontal)
        let (explicitRowSizes, autoFitRows, rowNames) = explicitTracks(.vertical)
        (columnLineNames, rowLineNames) = (columnNames, rowNames)
        explicitColumns = explicitColumnSizes.count
        explicitRows = explicitRowSizes.count
        let across = params.autoFlow, down = params.autoFlow.cross
        // Definite ranges relative to the explicit grid's first line, or the span to place.
        var definite: [AxisPair<Range<Int>?>] = []
        var spans: [AxisPair<Int>] = []
        for item in items {
            let c = resolve(context.tree.nodes.flexItemBox(of: item.child)?.value.gridColumn ?? .auto, explicit: explicitColumns, names: columnNames)
            let r = resolve(context.tree.nodes.flexItemBox(of: item.child)?.value.gridRow ?? .auto, explicit: explicitRows, names: rowNames)
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
            // "The earliest line that ensures this item's grid area will not overlap any occupied
            // grid cells" (8.5 step 2), past the tracks so far when it must: implicit ones are added.
            while grid.overlaps(x..<(x + span), y) { x += 1 }
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
    /// line (a number or a name), else the span to place it with.
    func resolve(_ p: GridPlacement, explicit count: Int, names: [Int: [String]]) -> (range: Range<Int>?, span: Int) {
        let limit = LayoutLimits.maxGridRepetitions
        func clamp(_ k: Int) -> Int { min(max(k, -limit), limit) }
        var start = GridRun.lineIndex(p.start, isStart: true, explicit: count, names: names).map(clamp)
        var end = GridRun.lineIndex(p.end, isStart: false, explicit: count, names: names).map(clamp)
        func spanOf(_ line: GridLine) -> Int? {
            switch line {
            case .span(let n): return max(1, min(n, limit))
            case .spanNamed: return 1
            default: return nil
            }
        }
        // A span to the nth line of a name, from the other side's line (8.3.1).
        if let s = start, end == nil, case .spanNamed(let name, let n) = p.end {
            end = clamp(GridRun.namedLine(name, n, after: s, explicit: count, names: names))
        }
        if let e = end, start == nil, case .spanNamed(let name, let n) = p.start {
            start = clamp(GridRun.namedLine(name, -n, before: e, names: names))
        }
        switch (start, end) {
        case let (s?, e?):
            return (s == e ? s..<(s + 1) : min(s, e)..<max(s, e), max(1, abs(e - s)))
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

    /// The index (0 at the explicit grid's first line) of a line given as a number or a name, nil
    /// for `auto` and spans. A name alone is first the `name-start` (or `-end`) line of an area.
    static func lineIndex(_ line: GridLine, isStart: Bool, explicit count: Int, names: [Int: [String]]) -> Int? {
        switch line {
        case .line(let n) where n != 0:
            return n > 0 ? n - 1 : count + 1 + n
        case .named(let name, let n) where n != 0:
            let edge = name + (isStart ? "-start" : "-end")
            if n == 1, let k = names.filter({ $0.value.contains(edge) }).keys.min() { return k }
            return namedLine(name, n, explicit: count, names: names)
        default:
            return nil
        }
    }

    /// The nth line named `name` (negative: counting back from the end), where every implicit
    /// line beyond the explicit grid counts as having the name when too few lines have it.
    static func namedLine(_ name: String, _ n: Int, explicit count: Int, names: [Int: [String]]) -> Int {
        let lines = names.filter { $0.value.contains(name) }.keys.sorted()
        if n > 0 { return n <= lines.count ? lines[n - 1] : count + (n - lines.count) }
        return -n <= lines.count ? lines[lines.count + n] : -(-n - lines.count)
    }

    /// The nth line named `name` after line `start` (implicit lines past the grid's end counting).
    static func namedLine(_ name: String, _ n: Int, after start: Int, explicit count: Int, names: [Int: [String]]) -> Int {
        let lines = names.filter { $0.value.contains(name) }.keys.sorted().filter { $0 > start }
        return n <= lines.count ? lines[n - 1] : max(count, start) + (n - lines.count)
    }

    /// The nth line named `name` before line `end`, n negative (implicit lines before the grid).
    static func namedLine(_ name: String, _ n: Int, before end: Int, names: [Int: [String]]) -> Int {
        let lines = names.filter { $0.value.contains(name) }.keys.sorted().filter { $0 < end }
        return -n <= lines.count ? lines[lines.count + n] : min(0, end) - (-n - lines.count)
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
