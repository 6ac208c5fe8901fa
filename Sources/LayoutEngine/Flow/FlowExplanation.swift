import LayoutModel

/// What a flow decided for the item a layout explains (`LayoutContext.note`): the line it went on
/// and why (it started the line, or the line's used extent plus the spacing and the item passed the
/// available extent, or a line holds so many items), its extent along the line (a weight's share of
/// the line's free space or of the room left on it, a column, its own size), and its place along
/// the line (gravity, the items before it) and across the lines (the lines before it, the line
/// spacing, its alignment in its line).
extension FlowLineBreaking {
    func n(_ v: Double) -> String { NumberFormat.short(v) }

    /// The main size of an item sized by its own rule (`rule` empty) or the rule given.
    func noteMain(_ i: Int, _ size: Size, _ rule: String) {
        let spec = (try? sizer.standardMain(i))?.explanationText ?? "its own size"
        context.note(i, sizer.main.sizePart, "\(n(size[sizer.main])): " + (rule.isEmpty ? spec : rule))
    }

    /// Whether item `i` stayed on `line` or wrapped to the next; `needed` is nil for a weight with no room left.
    func noteBreak(_ i: Int, line: Int, used: Double, needed: Double?, wraps: Bool = true) {
        let name = sizer.main.sizePart.rawValue, limit = sizer.mainLimit ?? 0
        guard let needed else {
            context.note(i, .container, "wrapped to line \(line + 1): its weight has no room left on line \(line) "
                + "(used \(n(used)) of the available \(n(limit)))")
            return
        }
        let sum = "line \(line)'s used \(name) \(n(used)) + the spacing \(n(spacing)) + its \(name) with margins "
            + "\(n(needed - used - spacing)) = \(n(needed))"
        context.note(i, .container, wraps ? "wrapped to line \(line + 1): \(sum) > the available \(n(limit))"
            : "line \(line): \(sum) ≤ the available \(n(limit))")
    }
}

extension FlowLinePlacement {
    func n(_ v: Double) -> String { NumberFormat.short(v) }

    func noteAlong(_ i: Int, line l: Int, _ line: [Int], at position: Double, gravity: Gravity?, free: Double,
                   _ d: MainAxisDistribution) {
        let before = line.prefix { $0 != i }.map { context.node($0).name }
        context.note(i, sizer.main.positionPart, "\(n(position)) into the content box: gravity \(gravity ?? .start) on line "
            + "\(l + 1), whose free space is \(n(free))" + (d.leading != 0 ? " (leading space \(n(d.leading)))" : "")
            + (leading != 0 ? ", after the flexible spacing's end gap \(n(leading))" : "")
            + (before.isEmpty ? "" : ", then \(before.joined(separator: ", ")) with their margins and the spacing \(n(spacing))"
                + (d.gap != 0 ? " + \(n(d.gap))" : ""))
            + (sizer.margins[i]!.leading(sizer.main) != 0 ? ", then its margin \(n(sizer.margins[i]!.leading(sizer.main)))" : ""))
    }

    func noteAcross(_ i: Int, line l: Int, count: Int, lineStart: Double, extent: Double, align: Alignment, size: Size,
                    growth: Double, at position: Double) {
        let cross = sizer.cross, name = cross.sizePart.rawValue
        context.note(i, cross.sizePart, "\(n(size[cross])): " + (align == .fill
            ? "alignment fill: its line's \(name) \(n(extent)) less its margins \(n(sizer.margins[i]!.total(cross)))"
            : "its own \(name)" + (growth > 0 ? " + \(n(growth)) (gravity fill across the lines)" : "")))
        context.note(i, cross.positionPart, "\(n(position)) into the content box: line \(l + 1) of \(count) starts at "
            + "\(n(lineStart)) (the lines before it with the line spacing \(n(lineSpacing))), then alignment \(align) in the "
            + "line's \(name) \(n(extent))")
    }
}

extension FlowAutoArrange {
    /// A masonry item: the column that ended first, its extent in it and its place under the items above.
    static func noteMasonry(_ i: Int, sizer: FlowSizer, column k: Int, bottoms: [Double], width: Double, size: Size,
                            at position: (along: Double, across: Double), spacing: Double, fill: Bool) {
        let n = NumberFormat.short, main = sizer.main, cross = sizer.cross, context = sizer.context
        let m = sizer.margins[i]!
        context.note(i, .container, "masonry: column \(k + 1) of \(bottoms.count), the one that ended first (at "
            + bottoms.map(n).joined(separator: ", ") + ")")
        let room = "its column \(n(width)) less its margins \(n(m.total(main)))"
        context.note(i, main.sizePart, "\(n(size[main])): " + (sizer.weight(i).map { "weight \(n($0)) of " + room }
            ?? (fill ? room + " (gravity fill)" : "its own \(main.sizePart.rawValue), at most its column \(n(width))")))
        context.note(i, cross.sizePart, "\(n(size[cross])): its own \(cross.sizePart.rawValue)")
        context.note(i, main.positionPart, "\(n(position.along)) into the content box before the block's gravity: \(k) × (the "
            + "column \(n(width)) + the spacing \(n(spacing))) + its margin \(n(m.leading(main)))")
        context.note(i, cross.positionPart, "\(n(position.across)) into the content box before the block's gravity: the column's "
            + "end \(n(bottoms[k])) (the items above it with the line spacing) + its margin \(n(m.leading(cross)))")
    }
}

extension FlowPaging {
    /// A paged item: its page and cell, its sizes (the cell or its own) and its place in the cell.
    func notePage(_ i: Int, page: Int, slot: Size, cell: Size, rect: Rect, margins m: EdgeInsets, context: LayoutContext) {
        let n = NumberFormat.short, node = context.node(i)
        context.note(i, .container, "page \(page + 1), line \(Int(slot[params.orientation]) + 1), cell "
            + "\(Int(slot[params.orientation.cross]) + 1): cells of \(n(cell.width)) x \(n(cell.height)) (a page of "
            + "\(n(paging.size.width)) x \(n(paging.size.height)) less the padding and the spacing, shared by the cells)")
        for axis in Axis.allCases {
            let written = node.size(axis).flatMap { $0.kind == .wrap ? nil : $0 }
            context.note(i, axis.sizePart, "\(n(rect.size[axis])): " + (written.map { "its written \(axis.sizePart.rawValue) "
                + LayoutEngine.describe($0) } ?? "its cell \(n(cell[axis])) less its margins \(n(m.total(axis)))"))
            let offset = axis == paging.axis ? Double(page) * paging.size[axis] : 0
            let position = axis == .horizontal ? rect.x : rect.y
            let lead = position - offset - slot[axis] * (cell[axis] + params.spacing(axis))
            context.note(i, axis.positionPart, "\(n(position)): the padding and its margin \(n(lead)) + "
                + "\(Int(slot[axis])) × (the cell \(n(cell[axis])) + the spacing \(n(params.spacing(axis))))"
                + (offset != 0 ? " + the pages before \(n(offset))" : ""))
        }
    }
}
