import LayoutModel

/// CSS Grid 11.5.1: distributing extra space across spanned tracks.
extension GridRun {
    /// What a distribution raises: base sizes or growth limits.
    enum DistributionTarget { case base, limit }

    /// For each item of `group`, the space its `size` (an outer contribution) needs beyond the
    /// tracks it spans (their base sizes, or growth limits where finite, and the gaps between
    /// them) goes to the spanned tracks that are `affected`: equally (by flex factor with
    /// `flexibleOnly`), each up to its limit, then the rest to those also `beyond` (all of them
    /// if none is). Each track then grows by the largest increase an item asked of it. With
    /// `capped`, a track's affected size never grows past its cap (nor does it take space beyond
    /// the limits once there): space no affected track can take is left undistributed.
    func distribute(_ list: inout [GridTrack], _ axis: Axis, _ group: [Int], to target: DistributionTarget,
                    affected: (GridTrack) -> Bool, beyond: (GridTrack) -> Bool, flexibleOnly: Bool,
                    capped: (GridTrack) -> Double? = { _ in nil },
                    size: (Int, [GridTrack]) -> Double) {
        let gap = gap(axis)
        var incurred = [Double](repeating: 0, count: list.count)
        func current(_ t: Int) -> Double {
            target == .base || list[t].limit.isInfinite ? list[t].base : list[t].limit
        }
        /// The most a track's affected size may reach in this distribution, limits aside.
        func cap(_ t: Int) -> Double { capped(list[t]).map { max($0, current(t)) } ?? .infinity }
        func limit(_ t: Int) -> Double {
            switch target {
            case .base: return min(list[t].limit, cap(t))
            case .limit: return min(list[t].infinitelyGrowable || list[t].limit.isInfinite ? .infinity : list[t].limit, cap(t))
            }
        }
        var affectedTracks = Set<Int>()
        for i in group {
            let spanned = items[i].span(axis)
            let tracks = spanned.filter { affected(list[$0]) }
            guard !tracks.isEmpty else { continue }
            affectedTracks.formUnion(tracks)
            let occupied = spanned.reduce(0) { $0 + current($1) } + gap * Double(spanned.count - 1)
            var extra = max(0, size(i, list) - occupied)
            guard extra > 0 else { continue }
            let factors = flexibleOnly ? tracks.map { list[$0].sizing.max.flexFactor } : []
            let weights = factors.reduce(0, +) > 0 ? factors : [Double](repeating: 1, count: tracks.count)
            var planned = [Double](repeating: 0, count: tracks.count)
            // Up to the limits, freezing the tracks that reach theirs.
            var frozen = [Bool](repeating: false, count: tracks.count)
            while extra > 1e-9 {
                let open = tracks.indices.filter { !frozen[$0] && weights[$0] > 0 }
                guard !open.isEmpty else { break }
                let total = open.reduce(0) { $0 + weights[$1] }
                var given = 0.0
                for k in open {
                    let share = extra * weights[k] / total
                    let room = max(0, limit(tracks[k]) - current(tracks[k]) - planned[k])
                    if share >= room {
                        planned[k] += room; given += room; frozen[k] = true
                    } else {
                        planned[k] += share; given += share
                    }
                }
                extra -= given
            }
            // Beyond the limits (up to the caps).
            if extra > 1e-9 {
                var chosen = tracks.indices.filter { beyond(list[tracks[$0]]) }
                if chosen.isEmpty { chosen = Array(tracks.indices) }
                func room(_ k: Int) -> Double { cap(tracks[k]) - current(tracks[k]) - planned[k] }
                var open = chosen.filter { room($0) > 0 }
                while extra > 1e-9, !open.isEmpty {
                    let share = extra / Double(open.count)
                    for k in open {
                        let step = min(share, room(k))
                        planned[k] += step; extra -= step
                    }
                    open = open.filter { room($0) > 0 }
                }
            }
            for (k, t) in tracks.enumerated() { incurred[t] = max(incurred[t], planned[k]) }
        }
        // "Update the tracks' affected sizes by adding in the planned increase (if the affected
        // size is an infinite growth limit, set it to the track's base size plus the planned
        // increase)": every affected track, an increase of 0 included.
        for t in list.indices where incurred[t] > 0 || (target == .limit && affectedTracks.contains(t)) {
            switch target {
            case .base:
                list[t].base += incurred[t]
            case .limit:
                if list[t].limit.isInfinite {
                    list[t].limit = list[t].base + incurred[t]
                    list[t].infinitelyGrowable = true
                } else {
                    list[t].limit += incurred[t]
                }
            }
        }
    }
}

extension GridBreadth {
    /// The `fr` factor of a flexible breadth, else 0.
    var flexFactor: Double { if case .flex(let f) = self { max(0, f) } else { 0 } }
}
