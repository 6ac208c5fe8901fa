import LayoutEngine
import LayoutModel
import Testing

/// Every combination of row size, column size, spacing, gravity and table size, laid out as a
/// vertical table and as its transpose (a horizontal table with every width and height swapped): the
/// results must be each other's transpose, and every frame finite, non-negative and inside its
/// parent.
@Suite struct TableSweepTests {
    static let rowSizes: [TableLayout.RowSize] = [.wrap, .average, .fixed(40)]
    static let columnSizes: [TableLayout.ColumnSize] = [.fill, .wrap, .average, .fixed(60), .count(4)]
    static let spacings: [(Double, Double)] = [(0, 0), (4, 8)]
    static let tableSizes: [(Double, Double)?] = [(300, 200), nil]
    /// (across the rows, along the table).
    static let gravities: [(Gravity?, Gravity?)] = [(nil, nil), (.center, .between), (.fill, .end), (.end, .among)]

    /// The cells of each row as (width, height), nil: not written.
    static let rows: [[(Double?, Double?)]] = [
        [(50, 30), (nil, nil)],
        [(40, nil), (nil, 20), (30, 10)],
        [(20, 20)],
    ]

    static func table(_ orientation: Axis, _ rowSize: TableLayout.RowSize, _ columnSize: TableLayout.ColumnSize,
                      spacing: (Double, Double), size: (Double, Double)?, gravity: (Gravity?, Gravity?)) -> LayoutNode {
        let transposed = orientation == .horizontal
        func axes(_ w: Double?, _ h: Double?) -> (SizeValue?, SizeValue?) {
            let (a, b) = transposed ? (h, w) : (w, h)
            return (a.map { .fixed($0) }, b.map { .fixed($0) })
        }
        var root = Table("t", orientation, rowSize: rowSize, columnSize: columnSize,
                         rowSpacing: spacing.0, columnSpacing: spacing.1,
                         rows: rows.enumerated().map { r, cells in
                             TableRow("r\(r)") {
                                 cells.enumerated().map { c, wh in
                                     let (w, h) = axes(wh.0, wh.1)
                                     return box("c\(r)\(c)", w, h)
                                 }
                             }
                         })
        let (w, h) = axes(size?.0, size?.1)
        root.width = w ?? .wrap; root.height = h ?? .wrap
        if case .container(.table(var params), let rows) = root.kind {
            (params.horizontalGravity, params.verticalGravity) = transposed ? (gravity.1, gravity.0) : gravity
            root.kind = .container(.table(params), children: rows)
        }
        return root
    }

    static var cases: [(TableLayout.RowSize, TableLayout.ColumnSize, Int, Int)] {
        rowSizes.flatMap { r in columnSizes.flatMap { c in spacings.indices.flatMap { s in
            (tableSizes.indices.flatMap { t in gravities.indices.map { g in t * 10 + g } }).map { (r, c, s, $0) } } } }
    }

    /// `sizeAndGravity`: the table size's index times 10 plus the gravity's index.
    @Test(arguments: cases)
    func horizontalIsTheTransposeAndFramesAreSound(rowSize: TableLayout.RowSize, columnSize: TableLayout.ColumnSize,
                                                  spacing: Int, sizeAndGravity: Int) throws {
        let size = Self.tableSizes[sizeAndGravity / 10], gravity = Self.gravities[sizeAndGravity % 10]
        let v = try layout(Self.table(.vertical, rowSize, columnSize, spacing: Self.spacings[spacing], size: size, gravity: gravity))
        let h = try layout(Self.table(.horizontal, rowSize, columnSize, spacing: Self.spacings[spacing], size: size, gravity: gravity))
        let label = "\(rowSize) \(columnSize) spacing \(spacing) size/gravity \(sizeAndGravity)"
        try expectMirror(Self.table(.vertical, rowSize, columnSize, spacing: Self.spacings[spacing], size: size, gravity: gravity),
                         label: label)
        try expectSoundTranspose(vertical: v, horizontal: h, label: label)
        #expect(v.allNodes().count == 1 + 3 + 6)
    }
}
