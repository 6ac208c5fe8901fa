import LayoutModel

/// Step 5 of `FloatAlgorithm`: alignment inside lines (TangramKit §13.7) and the block's gravity (§13.6).
extension FloatRun {
    /// The line-axis offsets (content box, margins applied) of children that align inside their line.
    ///
    /// A line is a run of consecutive floats whose margin boxes start at the same line-axis position
    /// (a float that slots in lower beside an earlier tall one starts a new line). A child's own
    /// alignment on the line axis (`align.vertical` in a vertical float layout) places its margin box
    /// against the largest margin box of its line: `center`, `end`, or `fill` (it takes that extent);
    /// `start` and no alignment leave it at the top of the line. Alignment runs after placement, as
    /// in TangramKit, so a filled or moved child may overlap a float placed below its first extent.
    mutating func alignLines() -> [Int: Double] {
        var offsets: [Int: Double] = [:]
        var start = 0
        while start < boxes.count {
            let top = boxes[start].box.vMin
            var end = start + 1
            while end < boxes.count, abs(boxes[end].box.vMin - top) < 1e-9 { end += 1 }
            var lineExtent = 0.0
            for k in start..<end { lineExtent = max(lineExtent, boxes[k].box.vMax - top) }
            for k in start..<end {
                let i = boxes[k].item, m = margins[i]!
                guard let align = context.node(i).alignment[v], align != .start else { continue }
                if align == .fill { sizes[i]![v] = max(0, lineExtent - m.total(v)) }
                offsets[i] = top + Placement.offset(align, space: lineExtent, size: sizes[i]![v],
                                                    lead: m.leading(v), trail: m.trailing(v))
            }
            start = end
        }
        return offsets
    }

    /// The line-axis shift of the whole block for the container's gravity: its content extent
    /// `content` placed at the start, centre or end of a decided inner extent (none when the
    /// container wraps its line axis). Negative when the block overflows.
    func blockShift(content: Double) -> Double {
        guard let extent = inner[v].exact else { return 0 }
        switch params.gravity ?? .start {
        case .center: return (extent - content) / 2
        case .end: return extent - content
        default: return 0
        }
    }
}
