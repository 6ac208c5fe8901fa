import LayoutModel

/// Auto-arrange (TangramKit §12.5), in its two forms.
enum FlowAutoArrange {
    /// Content-limited: a new order in which each line leaves little space over. Greedy best fit:
    /// a line starts with the first item not yet placed, then repeatedly takes the largest
    /// remaining item that still fits (the earliest of equal ones), until none fits.
    /// Extents are the items' main extents with margins, a weight taken of the whole line.
    static func leastLeftover(_ items: [Int], sizer: FlowSizer, spacing: Double) throws(LayoutError) -> [Int] {
        guard let limit = sizer.mainLimit else { return items }
        var extents: [Int: Double] = [:]
        for i in items {
            let m = sizer.margins[i]!.total(sizer.main)
            let spec = sizer.weight(i) != nil ? sizer.weighted(i, space: limit - m) : try sizer.standardMain(i)
            extents[i] = sizer.extent(i, try sizer.size(i, main: spec, crossOffset: 0), sizer.main)
        }
        var remaining = items
        var order: [Int] = []
        while !remaining.isEmpty {
            let first = remaining.removeFirst()
            order.append(first)
            var used = extents[first]!
            while true {
                var best: Int?
                for (k, i) in remaining.enumerated() where used + spacing + extents[i]! <= limit + 1e-9 {
                    if best == nil || extents[i]! > extents[remaining[best!]]! { best = k }
                }
                guard let best else { break }
                used += spacing + extents[remaining[best]]!
                order.append(remaining.remove(at: best))
            }
        }
        return order
    }

    /// Count-limited masonry: `columns` equal columns (their width the inner main extent less the
    /// gaps, divided by the count; with an unknown extent the widest item, within the limit); each item in turn goes
    /// to the column that ends first (the leftmost of equal ones) and sits right after its last item.
    /// A weighted item, and every item under a fill gravity, takes the column's width; an item wider
    /// than its column is shrunk to it (as §12.8 shrinks items to a line).
    /// - Returns: each item's size and position (relative to the content origin, margins included)
    ///   and the content extent.
    static func masonry(_ items: [Int], columns: Int, sizer: FlowSizer, spacing: Double, lineSpacing: Double,
                        fill: Bool) throws(LayoutError) -> (sizes: [Int: Size], origins: [Int: Point], content: Size) {
        let main = sizer.main
        let n = Double(columns)
        var column: Double
        if let inner = sizer.innerMain {
            column = max(0, (inner - (n - 1) * spacing) / n)
        } else {
            column = 0
            for i in items {
                let s = try sizer.size(i, main: try sizer.standardMain(i), crossOffset: 0)
                column = max(column, sizer.extent(i, s, main))
            }
            // No wider than the limit allows: wider items are shrunk to their column.
            if let limit = sizer.mainLimit { column = min(column, max(0, (limit - (n - 1) * spacing) / n)) }
        }
        // Columns past the item count never get an item (each item takes the first empty column).
        var bottoms = [Double](repeating: 0, count: max(1, min(columns, items.count)))
        var sizes: [Int: Size] = [:], origins: [Int: Point] = [:]
        for i in items {
            let k = bottoms.indices.min { bottoms[$0] < bottoms[$1] }!
            let m = sizer.margins[i]!
            let room = max(0, column - m.total(main))
            var spec: AxisSpec
            if sizer.weight(i) != nil {
                spec = sizer.weighted(i, space: room)
            } else if fill {
                spec = .exact(room)
            } else {
                spec = try sizer.standardMain(i)
                if case .content(_, let mul, let inc) = spec { spec = .content(limit: room, multiple: mul, increment: inc) }
            }
            let s = try sizer.size(i, main: spec, crossOffset: bottoms[k], room: column)
            sizes[i] = s
            let along = Double(k) * (column + spacing) + m.leading(main)
            let across = bottoms[k] + m.leading(sizer.cross)
            origins[i] = main == .horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
            if sizer.context.explains(i) {
                noteMasonry(i, sizer: sizer, column: k, bottoms: bottoms, width: column, size: s, at: (along, across),
                            spacing: spacing, fill: fill)
            }
            bottoms[k] += sizer.extent(i, s, sizer.cross) + lineSpacing
        }
        let crossContent = items.isEmpty ? 0 : max(0, bottoms.max()! - lineSpacing)
        return (sizes, origins, Size(main: n * column + (n - 1) * spacing, cross: crossContent, along: main))
    }
}
