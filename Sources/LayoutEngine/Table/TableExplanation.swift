import LayoutModel

/// What a table placed for the row it arranged, once placed (`noteRow`).
struct TableRowNumbers {
    var size: Size
    /// The row's offsets along and across the table.
    var main: Double, cross: Double
    var align: Alignment
    /// The table's inner extent.
    var space: Size
    var innerCross: Double?
    var spread: MainAxisDistribution
    /// The rows of the average row size: the extent the others used, how many share, the share.
    var shared: (used: Double, count: Int, share: Double)
    /// The row's margins and the table's padding.
    var margins: EdgeInsets, padding: EdgeInsets
}

/// What a row placed for a cell, once placed (`noteCell`).
struct TableCellNumbers {
    var size: Size
    /// The cell's offsets along and across the row.
    var main: Double, cross: Double
    var align: Alignment
    var crossSpace: Double
    var innerCross: Double?
    /// The column extent (margins included); nil for a fixed column size.
    var column: Double?
    var margins: EdgeInsets
    /// The row's inner extent along it, when decided.
    var innerMain: Double?
}

/// What a table decided for the row or cell a layout explains (`LayoutContext.note`): a row's
/// place among the rows, its extent along the table (fixed, content or an equal share of what the
/// other rows leave) and across it; a cell's row and column, its column extent (fixed, the row's
/// inner extent shared out among the columns, or the widest cell), its extent across the row and
/// its alignment in the row.
extension TableAlgorithm {
    func noteRow(_ r: Int, rows: [Int], _ p: TableRowNumbers, context: LayoutContext) {
        let n = NumberFormat.short, main = params.orientation, cross = main.cross
        let own = rowParams(r, context), m = p.margins
        let mainName = main.sizePart.rawValue, crossName = cross.sizePart.rawValue
        context.note(r, .container, "row \((rows.firstIndex(of: r) ?? 0) + 1) of \(rows.count)")
        var along: String
        switch own.rowSize {
        case .fixed(let v): along = "\(n(p.size[main])): the row size \(n(v))"
        case .average where p.shared.count > 0:
            along = "\(n(p.size[main])): an equal share of the table: (its inner \(mainName) \(n(p.space[main])) − the other "
                + "rows, the margins and the spacing \(n(p.shared.used))) / \(p.shared.count) = \(n(p.shared.share))"
        case .average, .wrap:
            along = "\(n(p.size[main])): its content (row size "
                + (own.rowSize == .wrap ? "wrap)" : "average, in a table sized to its content)")
        }
        if p.spread.growth > 0 { along += ", + \(n(p.spread.growth)) (gravity fill)" }
        context.note(r, main.sizePart, along)
        let across: String
        if p.align == .fill {
            across = "alignment fill: the table's inner \(crossName) \(n(p.space[cross])) less its margins \(n(m.total(cross)))"
        } else if own.columnSize == .wrap {
            across = "its content (column size wrap)"
        } else if let inner = p.innerCross {
            across = "the table's inner \(crossName) \(n(inner)) less its margins \(n(m.total(cross)))"
        } else {
            across = "the widest row's \(crossName) (the table sizes to its content)"
        }
        context.note(r, cross.sizePart, "\(n(p.size[cross])): " + across)
        let before = rows.prefix { $0 != r }.map { context.node($0).name }
        context.note(r, main.positionPart, "\(n(p.main)): the padding \(n(p.padding.leading(main)))"
            + (p.spread.leading != 0 ? ", the gravity's leading space \(n(p.spread.leading))" : "")
            + (before.isEmpty ? "" : ", then \(before.joined(separator: ", ")) with their margins and the row spacing "
                + n(params.rowSpacing))
            + (m.leading(main) != 0 ? ", then its margin \(n(m.leading(main)))" : ""))
        context.note(r, cross.positionPart, "\(n(p.cross)): alignment \(p.align) in the table's inner \(crossName) "
            + "\(n(p.space[cross])) after the padding \(n(p.padding.leading(cross)))")
    }

    /// The row and column of a cell in a row whose cells are laid out as a linear row (column size fill or wrap).
    func noteCellPlace(_ c: Int, _ row: ContainerRef, context: LayoutContext) {
        context.note(c, .container, TableRowAlgorithm.place(c, row, context: context) + " (column size "
            + (params.columnSize == .wrap ? "wrap" : "fill") + ": the row lays out its cells as a linear layout)")
    }
}

extension TableRowAlgorithm {
    /// `row 'r1' (2 of 3 in 'prices'), column 1 of 3`.
    static func place(_ c: Int, _ row: ContainerRef, context: LayoutContext) -> String {
        let cells = row.children.filter { context.node($0).visibility != .gone }
        var text = "row '\(context.node(row.index).name)'"
        if let table = context.tree.parent(of: row.index) {
            let rows = context.tree.children[table].filter { context.node($0).visibility != .gone }
            text += " (\((rows.firstIndex(of: row.index) ?? 0) + 1) of \(rows.count) in '\(context.node(table).name)')"
        }
        return text + ", column \((cells.firstIndex(of: c) ?? 0) + 1) of \(cells.count)"
    }

    func noteCell(_ c: Int, _ row: ContainerRef, _ p: TableCellNumbers, context: LayoutContext) {
        let n = NumberFormat.short, main = params.orientation.cross, cross = params.orientation
        let mainName = main.sizePart.rawValue, crossName = cross.sizePart.rawValue
        let cells = row.children.filter { context.node($0).visibility != .gone }
        let padding = context.tree.nodes[row.index].padding, gap = params.columnSpacing
        context.note(c, .container, Self.place(c, row, context: context))
        var along = "\(n(p.size[main])): "
        switch (params.columnSize, p.column) {
        case (.fixed(let v), _): along += "the column size \(n(v))"
        case (.average, let column?):
            along += columnText(count: cells.count, column: column, gap: gap, inner: p.innerMain, name: mainName)
        case (.count(let k), let column?):
            along += columnText(count: k, column: column, gap: gap, inner: p.innerMain, name: mainName)
        default: along += "its content"
        }
        if p.margins.total(main) != 0 { along += ", less its margins \(n(p.margins.total(main)))" }
        context.note(c, main.sizePart, along)
        let node = context.node(c)
        let rowExtent = "the row's \(p.innerCross == nil ? "tallest cell's " : "inner ")\(crossName) \(n(p.crossSpace))"
        context.note(c, cross.sizePart, "\(n(p.size[cross])): "
            + (node.size(cross).map { "its written \(crossName) " + LayoutEngine.describe($0) }
                ?? rowExtent + " less its margins " + n(p.margins.total(cross))))
        let before = cells.prefix { $0 != c }.map { context.node($0).name }
        context.note(c, main.positionPart, "\(n(p.main)): the padding \(n(padding.leading(main)))"
            + (before.isEmpty ? "" : ", then \(before.joined(separator: ", ")) with their margins and the column spacing \(n(gap))")
            + (p.margins.leading(main) != 0 ? ", then its margin \(n(p.margins.leading(main)))" : ""))
        context.note(c, cross.positionPart, "\(n(p.cross)): alignment \(p.align) in the row's \(crossName) \(n(p.crossSpace)) "
            + "after the padding \(n(padding.leading(cross)))")
    }

    /// `(the row's inner width 300 − 2 × the spacing 10) / 3 = 93.333` or the widest cell.
    private func columnText(count: Int, column: Double, gap: Double, inner: Double?, name: String) -> String {
        let n = NumberFormat.short
        guard let inner else { return "the widest cell with its margins, \(n(column)) (the row sizes to its content)" }
        return "a column: (the row's inner \(name) \(n(inner)) − \(count - 1) × the spacing \(n(gap))) / \(count) = \(n(column))"
    }
}
