import LayoutSnap

/// A vertical table of rows of nine cells (10 nodes a row): wrap rows, average columns, spacing.
enum TableWorkload {
    static func tree(nodes: Int) -> LayoutNode {
        let params = TableLayout(orientation: .vertical, rowSize: .wrap, columnSize: .average, rowSpacing: 2, columnSpacing: 4)
        let rows = (0..<max(1, nodes / 10)).map { r in
            LayoutNode(name: "row\(r)", kind: .container(.table(params.row()), children: (0..<9).map { c in
                LayoutNode(name: "t\(r).\(c)", kind: .leaf(.intrinsic(width: 30, height: Double(10 + (r + c) % 7))))
            }))
        }
        return LayoutNode(name: "table", kind: .container(.table(params), children: rows), width: .fixed(900), height: .wrap)
    }
}
