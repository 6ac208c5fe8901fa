import LayoutModel

/// CSS Grid 11.6-11.8: maximize tracks, expand flexible tracks, stretch auto tracks.
extension GridRun {
    /// The free space of `axis` under `constraint`: the available space less the base sizes and
    /// gaps, floored at 0; nil when the space is indefinite (a max-content constraint).
    private func freeSpace(_ list: [GridTrack], _ axis: Axis, _ constraint: SizingConstraint) -> Double? {
        switch constraint {
        case .definite(let available):
            let used = list.reduce(0) { $0 + $1.base } + gap(axis) * Double(max(0, list.count - 1))
            return max(0, available - used)
        case .minContent: return 0
        case .maxContent, .indefinite: return nil
        }
    }

    /// 11.6: free space goes equally to the base sizes, each up to its growth limit; an
    /// indefinite free space (max-content) takes every track to its growth limit.
    func maximize(_ list: inout [GridTrack], _ axis: Axis, _ constraint: SizingConstraint) {
        guard var free = freeSpace(list, axis, constraint) else {
            for t in list.indices { list[t].base = max(list[t].base, list[t].limit) }
            return
        }
        while free > 1e-9 {
            let open = list.indices.filter { list[$0].base < list[$0].limit }
            guard !open.isEmpty else { return }
            let share = free / Double(open.count)
            for t in open {
                let step = min(share, list[t].limit - list[t].base)
                list[t].base += step
                free -= step
            }
        }
    }

    /// 11.7: flexible tracks take their share of the leftover space (11.7.1 finding the size of
    /// an fr): of the available space when definite, else the largest fr any flexible track or
    /// item crossing one asks for; none under a min-content constraint.
    /// Returns how the size of an fr was found (nil when no track was expanded), for explanations.
    @discardableResult
    func expandFlexibleTracks(_ list: inout [GridTrack], _ axis: Axis, _ constraint: SizingConstraint) throws(LayoutError)
        -> GridTrackHistory.FrShare? {
        let flexible = list.indices.filter { list[$0].sizing.max.isFlexible }
        guard !flexible.isEmpty else { return nil }
        let fraction: Double
        var share: GridTrackHistory.FrShare
        switch constraint {
        case .minContent:
            return nil
        case .definite(let available):
            guard let free = freeSpace(list, axis, constraint), free > 0 else { return nil }
            share = frShare(list, Array(list.indices), spaceToFill: available, axis)
            fraction = share.size
        case .maxContent, .indefinite:
            var f = 0.0
            for t in flexible {
                let factor = list[t].sizing.max.flexFactor
                f = max(f, factor > 1 ? list[t].base / factor : list[t].base)
            }
            for i in items.indices where items[i].span(axis).contains(where: { list[$0].sizing.max.isFlexible }) {
                let c = try contributions(i, axis, list)
                f = max(f, frSize(list, Array(items[i].span(axis)), spaceToFill: c.maxContent, axis))
            }
            fraction = f
            share = GridTrackHistory.FrShare(size: f)
        }
        for t in flexible {
            let size = fraction * list[t].sizing.max.flexFactor
            if size > list[t].base { list[t].base = size }
        }
        return share
    }

    /// 11.7.1: the size of an fr for tracks `indices` of `list` filling `space`: the space left by
    /// the other tracks and the gaps, shared by flex factor (a sum below 1 counts as 1), leaving
    /// out any flexible track whose base size is larger than its share.
    private func frSize(_ list: [GridTrack], _ indices: [Int], spaceToFill space: Double, _ axis: Axis) -> Double {
        frShare(list, indices, spaceToFill: space, axis).size
    }

    /// `frSize` with the leftover space and the sum of the flex factors it shared it by.
    private func frShare(_ list: [GridTrack], _ indices: [Int], spaceToFill space: Double, _ axis: Axis) -> GridTrackHistory.FrShare {
        var inflexible = Set(indices.filter { !list[$0].sizing.max.isFlexible })
        let gaps = gap(axis) * Double(max(0, indices.count - 1))
        while true {
            let leftover = space - gaps - inflexible.reduce(0) { $0 + list[$1].base }
            let flexible = indices.filter { !inflexible.contains($0) }
            // No flexible track left (each was larger than its share): nothing to size by an fr.
            if flexible.isEmpty { return GridTrackHistory.FrShare(size: 0, space: space, leftover: leftover, factors: 0) }
            let factors = max(1, flexible.reduce(0) { $0 + list[$1].sizing.max.flexFactor })
            let hypothetical = max(0, leftover / factors)
            let tooLarge = flexible.filter { list[$0].base > hypothetical * list[$0].sizing.max.flexFactor }
            if tooLarge.isEmpty { return GridTrackHistory.FrShare(size: hypothetical, space: space, leftover: leftover, factors: factors) }
            inflexible.formUnion(tooLarge)
        }
    }

    /// 11.8: with `normal` or `stretch` content alignment, a positive free space goes equally to
    /// the tracks whose maximum is `auto`.
    func stretchAutoTracks(_ list: inout [GridTrack], _ axis: Axis, _ constraint: SizingConstraint) {
        let alignment = axis == .horizontal ? params.justifyContent : params.alignContent
        guard alignment == nil || alignment == .stretch, let free = freeSpace(list, axis, constraint), free > 0 else { return }
        let auto = list.indices.filter { list[$0].sizing.max == .auto && !list[$0].collapsed }
        guard !auto.isEmpty else { return }
        for t in auto { list[t].base += free / Double(auto.count) }
    }
}
