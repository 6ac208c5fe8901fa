import LayoutModel

/// Places the items of broken lines: along each line by the container gravity (§5.4, §5.5, §12.3)
/// and the last-line policy (§5.12), across the lines by the gravity of the block of lines and
/// the arranged gravity within a line (§12.2), or in compact columns (§12.5b).
/// Positions are relative to the content origin and include the items' leading margins.
struct FlowLinePlacement {
    let params: FlowLayout
    let sizer: FlowSizer
    let spacing: Double
    let lineSpacing: Double
    /// The gap before a line's first item (flexible spacing, centered).
    let leading: Double
    /// Items per full line when lines have a fixed count (count-limited or flexible spacing).
    let perLine: Int?

    /// Main-axis position of every item, and the extent of the longest line (the content's main extent).
    /// Items may grow along the line (gravity fill in a content-limited flow), so `sizes` is updated.
    func alongLines(_ lines: [[Int]], sizes: inout [Int: Size]) -> (positions: [Int: Double], content: Double) {
        let main = sizer.main
        func used(_ line: [Int]) -> Double {
            Placement.lineExtent(line, sizes: sizes, margins: sizer.margins, gap: spacing, along: main) + 2 * leading
        }
        var content = lines.reduce(0) { max($0, used($1)) }
        let space = sizer.innerMain ?? content
        var positions: [Int: Double] = [:]
        for (l, line) in lines.enumerated() {
            var gravity = params.gravity(main)
            let isShortLast = lines.count > 1 && l == lines.count - 1 && (perLine.map { line.count < $0 } ?? true)
            if isShortLast && params.lastLine == .auto && perLine != nil {
                // Each item under the one above it (the previous line is full).
                for (k, i) in line.enumerated() {
                    let above = lines[l - 1][k]
                    positions[i] = positions[above]! - sizer.margins[above]!.leading(main) + sizer.margins[i]!.leading(main)
                    context.note(i, main.positionPart, "\(n(positions[i]!)) into the content box: under \(context.node(above).name), "
                        + "the item above it in the full line before (last line auto)")
                }
                continue
            }
            if isShortLast && params.lastLine != .always, [.between, .around, .among, .fill].contains(gravity ?? .start) {
                gravity = .start
            }
            // A count-limited fill gravity sized the items as equal columns already.
            if params.isCountLimited && gravity == .fill { gravity = .start }
            let free = space - used(line)
            let distribution = MainAxisDistribution(gravity: gravity, free: free, count: line.count)
            if distribution.growth > 0 {
                for i in line {
                    sizes[i]![main] += distribution.growth
                    context.note(i, main.sizePart, "gravity fill: + \(n(distribution.growth)) (the line's free \(n(free)) "
                        + "shared by \(line.count))")
                }
                content = max(content, used(line))
            }
            var cursor = leading + distribution.leading
            for i in line {
                let m = sizer.margins[i]!
                cursor += m.leading(main)
                positions[i] = cursor
                if context.explains(i) { noteAlong(i, line: l, line, at: cursor, gravity: gravity, free: free, distribution) }
                cursor += sizes[i]![main] + m.trailing(main) + spacing + distribution.gap
            }
        }
        return (positions, content)
    }

    /// Cross-axis position of every item, and the content's cross extent (the lines and their gaps).
    /// Items stretched across their line (arranged gravity or own alignment fill) are resized, and
    /// so are the items of lines grown by a fill gravity across the lines.
    func acrossLines(_ lines: [[Int]], sizes: inout [Int: Size]) throws(LayoutError) -> (positions: [Int: Double], content: Double) {
        let cross = sizer.cross
        if params.arrangedGravity == .compact, let perLine = params.isCountLimited ? perLine : nil {
            return compactColumns(lines, columns: perLine, sizes: sizes)
        }
        var extents = lines.map { line in line.reduce(0) { max($0, sizer.extent($1, sizes[$1]!, cross)) } }
        let content = extents.reduce(0, +) + lineSpacing * Double(max(0, lines.count - 1))
        let distribution = MainAxisDistribution(gravity: params.gravity(cross), free: (sizer.innerCross ?? content) - content,
                                                count: lines.count)
        var positions: [Int: Double] = [:]
        var offset = distribution.leading
        for (l, line) in lines.enumerated() {
            extents[l] += distribution.growth
            for i in line {
                let node = context.node(i), m = sizer.margins[i]!
                // Gravity fill across the lines: each line's share of the free extent is added to its items (§12.3).
                sizes[i]![cross] += distribution.growth
                let align = node.alignment[cross] ?? lineAlignment
                if align == .fill { sizes[i] = try sizer.stretched(i, sizes[i]!, acrossLine: extents[l]) }
                positions[i] = offset + Placement.offset(align, space: extents[l], size: sizes[i]![cross],
                                                         lead: m.leading(cross), trail: m.trailing(cross))
                if context.explains(i) {
                    noteAcross(i, line: l, count: lines.count, lineStart: offset, extent: extents[l], align: align,
                               size: sizes[i]!, growth: distribution.growth, at: positions[i]!)
                }
            }
            offset += extents[l] + lineSpacing + distribution.gap
        }
        return (positions, content)
    }

    var context: LayoutContext { sizer.context }

    private var lineAlignment: Alignment {
        switch params.arrangedGravity ?? .start {
        case .start, .compact: return .start
        case .center: return .center
        case .end: return .end
        case .fill: return .fill
        }
    }

    /// Compact columns: the k-th item of a line sits right after the k-th item of the line before.
    /// The block of columns moves as one by the cross gravity (start, center or end).
    private func compactColumns(_ lines: [[Int]], columns: Int, sizes: [Int: Size]) -> (positions: [Int: Double], content: Double) {
        let cross = sizer.cross
        var bottoms = [Double](repeating: 0, count: max(1, min(columns, lines.first?.count ?? 0)))
        var positions: [Int: Double] = [:]
        for line in lines {
            for (k, i) in line.enumerated() {
                positions[i] = bottoms[k] + sizer.margins[i]!.leading(cross)
                context.note(i, cross.positionPart, "\(n(positions[i]!)) into the content box before the block's gravity: compact "
                    + "column \(k + 1), below the items above it with the line spacing \(n(lineSpacing))")
                bottoms[k] += sizer.extent(i, sizes[i]!, cross) + lineSpacing
            }
        }
        let content = lines.isEmpty ? 0 : max(0, bottoms.max()! - lineSpacing)
        let shift = MainAxisDistribution(gravity: params.gravity(cross), free: (sizer.innerCross ?? content) - content,
                                         count: 1).leading
        for (i, p) in positions { positions[i] = p + shift }
        return (positions, content)
    }
}
