import LayoutModel

/// The slot search of a float layout (TangramKit §13.4, CSS 2 §9.5.1), in the container's content
/// box and along two abstract axes: `u` along which items float (x for a vertical float layout) and
/// `v` along which lines stack (y).
///
/// It keeps the margin boxes of the floats placed so far. Each float blocks, for the floats after it,
/// the band from its top to its bottom plus the line spacing, and along `u` its own extent plus the
/// item spacing on its inner side (the side facing the middle of the line).
///
/// A new float goes to the highest `v` where it fits, and there as far to its side as it can:
/// 1. Its top is never above the top of an earlier float (CSS rule 5), and a clearing float's top is
///    below every earlier float on its own side (CSS `clear`).
/// 2. The candidate tops are that floor and every bottom of an earlier float below it: only there can
///    room appear. Every earlier float starts at or above the floor, so at a candidate top the floats
///    in the way are exactly those whose blocked band reaches below it.
/// 3. At a candidate top, the *start boundary* is the far edge (plus item spacing) of the innermost
///    start float in the way, else the content start; the *end boundary* likewise from the end
///    floats, else the content end. The item fits when its margin box fits between them; an item
///    whose width is a share of the free width needs strictly positive room.
/// 4. An item that fits nowhere (wider than the line) goes below every float, against its side.
struct FloatSlots {
    /// One placed float: its side and margin box along `u` and `v`.
    struct Placed {
        var side: FloatItem.Side
        var uMin: Double, uMax: Double
        var vMin: Double, vMax: Double
    }

    /// Where a float goes: the top of its margin box and the boundaries it sits between there.
    struct Slot: Equatable {
        var v: Double
        var start: Double
        var end: Double
        /// The room between the boundaries.
        var room: Double { end - start }
    }

    /// The content extent along `u` (infinite without a boundary).
    let extent: Double
    /// Insets of the content start and end along `u` (a gap at both ends with centred flexible spacing).
    let inset: Double
    let lineSpacing: Double
    let itemSpacing: Double
    /// The floats that can still be in the way: those whose blocked band reaches below the floor
    /// (the others can never meet a later float).
    private(set) var placed: [Placed] = []
    /// Rule 5: the lowest top of the floats so far.
    private var floor = 0.0
    /// Per side, the lowest blocked edge of every float so far (for clear).
    private var clearLine: [FloatItem.Side: Double] = [:]

    init(extent: Double, inset: Double = 0, lineSpacing: Double, itemSpacing: Double) {
        self.extent = extent; self.inset = inset; self.lineSpacing = lineSpacing; self.itemSpacing = itemSpacing
    }

    /// The boundaries a float meets with its top at `v` (step 3).
    func boundaries(at v: Double) -> Slot {
        var start = inset, end = extent - inset
        for f in placed where f.vMax + lineSpacing > v + tolerance {
            switch f.side {
            case .start: start = max(start, f.uMax + itemSpacing)
            case .end: end = min(end, f.uMin - itemSpacing)
            }
        }
        return Slot(v: v, start: start, end: end)
    }

    /// The highest slot for a margin box `outer` long along `u` (steps 1, 2 and 4); `share`: the
    /// item's size is a share of the room, so the room must exceed its margins.
    func slot(outer: Double, side: FloatItem.Side, clear: Bool, share: Bool) -> Slot {
        let candidates = tops(side: side, clear: clear)
        for v in candidates {
            let slot = boundaries(at: v)
            if share ? slot.room - outer > tolerance : slot.room - outer >= -tolerance { return slot }
        }
        return boundaries(at: candidates.last!)
    }

    /// The tops a float may take, highest first (steps 1 and 2): the floor (below the clear line
    /// for a clearing float), then each bottom of an earlier float below it.
    func tops(side: FloatItem.Side, clear: Bool) -> [Double] {
        var top = floor
        if clear, let line = clearLine[side] { top = max(top, line) }
        var candidates = [top]
        for f in placed where f.vMax + lineSpacing > top { candidates.append(f.vMax + lineSpacing) }
        return candidates.sorted()
    }

    /// Records a float placed with margin box `uMin..<uMax` along `u` and `vMin..<vMax` along `v`.
    mutating func place(_ float: Placed) {
        placed.append(float)
        clearLine[float.side] = max(clearLine[float.side] ?? 0, float.vMax + lineSpacing)
        if float.vMin > floor {
            floor = float.vMin
            placed.removeAll { $0.vMax + lineSpacing <= floor + tolerance }
        }
    }

    /// Sizes that differ by less than this are equal (sums of fractions).
    private let tolerance = 1e-9
}
