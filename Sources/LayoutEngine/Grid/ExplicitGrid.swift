import LayoutModel

/// CSS Grid 7.2: the explicit grid, from `grid-template-columns` and `grid-template-rows`.
extension GridRun {
    /// The explicit tracks of `axis`, with `repeat()` expanded; which of them are repetitions of
    /// `auto-fit` (collapsed if no item occupies them, 7.2.3.2); and the names of each line (line
    /// `k` precedes track `k`), from the track list and from `grid-template-areas` (`name-start`,
    /// `name-end`), whose rows and columns the explicit grid holds at least.
    func explicitTracks(_ axis: Axis) -> (tracks: [GridTrackSize], autoFit: Set<Int>, names: [Int: [String]]) {
        let list = axis == .horizontal ? params.templateColumns : params.templateRows
        var tracks: [GridTrackSize] = []
        var autoFit: Set<Int> = []
        var names: [Int: [String]] = [:]
        func add(_ entries: [GridTrackEntry], autoFitting: Bool) {
            for entry in entries {
                switch entry {
                case .track(let size):
                    if autoFitting { autoFit.insert(tracks.count) }
                    tracks.append(size)
                case .lineNames(let n):
                    names[tracks.count, default: []] += n
                case .repeated(.count(let n), let repeated):
                    for _ in 0..<max(0, n) { add(repeated, autoFitting: false) }
                case .repeated(let mode, let repeated):
                    let sizes = repeated.compactMap { if case .track(let s) = $0 { s } else { nil } }
                    for _ in 0..<autoRepetitions(axis, repeated: sizes, fixed: list) { add(repeated, autoFitting: mode == .autoFit) }
                }
            }
        }
        add(list, autoFitting: false)
        // Areas: their lines' names, and as many explicit tracks as they span (auto ones).
        let cells = params.templateAreas
        let extent = axis == .horizontal ? cells.first?.count ?? 0 : cells.count
        while tracks.count < extent { tracks.append(.auto) }
        var seen: Set<String> = []
        for (r, row) in cells.enumerated() {
            for (c, name) in row.enumerated() where name != "." && seen.insert(name).inserted {
                var end = (axis == .horizontal ? c : r) + 1
                if axis == .horizontal { while end < row.count && row[end] == name { end += 1 } } else {
                    while end < cells.count && cells[end][c] == name { end += 1 }
                }
                names[axis == .horizontal ? c : r, default: []].append(name + "-start")
                names[end, default: []].append(name + "-end")
            }
        }
        return (tracks, autoFit, names)
    }

    /// 7.2.3.2: how many times an `auto-fill` or `auto-fit` repetition of `repeated` repeats in a
    /// track list `list`: as many as fit in the content box when its size (or maximum) is
    /// definite, each track taken at its maximum if definite else its minimum (at least 1); the
    /// fewest that reach a definite minimum size; else once.
    private func autoRepetitions(_ axis: Axis, repeated: [GridTrackSize], fixed list: [GridTrackEntry]) -> Int {
        let content = inner[slot(axis)]
        let basis = content ?? finiteOrNil(box.maximum(axis) - box.frame(axis))
        func breadth(_ size: GridTrackSize) -> Double? {
            func definite(_ b: GridBreadth) -> Double? {
                switch b {
                case .points(let v): return v
                case .fraction(let f): return basis.map { $0 * f }
                default: return nil
                }
            }
            guard let v = definite(size.max) ?? definite(size.min) else { return nil }
            // A definite maximum below a definite minimum is floored by it.
            return max(v, definite(size.min) ?? 0)
        }
        let gap = gap(axis)
        // Tracks outside the repetition, and those of one repetition (indefinite ones count 0).
        var others = 0.0, otherCount = 0
        for entry in list {
            switch entry {
            case .track(let size): others += breadth(size) ?? 0; otherCount += 1
            case .repeated(.count(let n), let entries):
                let sizes = entries.compactMap { if case .track(let s) = $0 { s } else { nil } }
                others += Double(max(0, n)) * sizes.reduce(0) { $0 + (breadth($1) ?? 0) }
                otherCount += max(0, n) * sizes.count
            case .repeated, .lineNames: break
            }
        }
        let one = repeated.reduce(0) { $0 + (breadth($1) ?? 0) }
        // The extent of the whole list with n repetitions, gaps included.
        func extent(_ n: Int) -> Double {
            let count = otherCount + n * repeated.count
            return others + Double(n) * one + gap * Double(max(0, count - 1))
        }
        if let limit = basis {
            guard one + gap * Double(repeated.count) > 0 else { return 1 }
            var n = 1
            while extent(n + 1) <= limit && n < LayoutLimits.maxGridRepetitions { n += 1 }
            return n
        }
        let minimum = box.minimum(axis) - box.frame(axis)
        if minimum > 0, one + gap * Double(repeated.count) > 0 {
            var n = 1
            while extent(n) < minimum && n < LayoutLimits.maxGridRepetitions { n += 1 }
            return n
        }
        return 1
    }

    private func finiteOrNil(_ v: Double) -> Double? { v.isFinite ? max(0, v) : nil }
}
