// Tables in the DSL:
//
//     Table("prices", .vertical, rowSize: .fixed(40), columnSize: .count(3), rowSpacing: 4, columnSpacing: 8, rows: [
//         TableRow("head", columnSize: .average) { Text("h1", "Item"); Text("h2", "Price") },
//         TableRow("r1") { Box("a"); Box("b"); Box("c") },
//     ])

/// One row of a `Table`: its cells and, when given, its own row and column sizes.
public struct TableRow: Sendable {
    public var name: String
    public var rowSize: TableLayout.RowSize?
    public var columnSize: TableLayout.ColumnSize?
    public var cells: [LayoutNode]

    public init(_ name: String, rowSize: TableLayout.RowSize? = nil, columnSize: TableLayout.ColumnSize? = nil,
                @NodeBuilder _ cells: () -> [LayoutNode]) {
        self.name = name; self.rowSize = rowSize; self.columnSize = columnSize; self.cells = cells()
    }
}

/// A table (`"layout": "table"`) whose children are `rows` (`"layout": "row"`).
public func Table(_ name: String, _ orientation: Axis, rowSize: TableLayout.RowSize = .wrap,
                  columnSize: TableLayout.ColumnSize = .fill, rowSpacing: Double = 0, columnSpacing: Double = 0,
                  rows: [TableRow]) -> LayoutNode {
    let table = TableLayout(orientation: orientation, rowSize: rowSize, columnSize: columnSize,
                            rowSpacing: rowSpacing, columnSpacing: columnSpacing)
    let children = rows.map { row in
        LayoutNode(name: row.name, kind: .container(.table(table.row(rowSize: row.rowSize, columnSize: row.columnSize)),
                                                    children: row.cells))
    }
    return LayoutNode(name: name, kind: .container(.table(table), children: children))
}
