import Foundation
import LayoutEngine
import LayoutModel
import Testing

/// A table node: `rows` are (name, own row size, own column size, cells).
private func table(_ name: String, _ params: TableLayout, _ width: SizeValue? = nil, _ height: SizeValue? = nil,
                   padding: EdgeInsets = .zero,
                   _ rows: [(String, TableLayout.RowSize?, TableLayout.ColumnSize?, [LayoutNode])]) -> LayoutNode {
    let children = rows.map { row in
        LayoutNode(name: row.0, kind: .container(.table(params.row(rowSize: row.1, columnSize: row.2)), children: row.3))
    }
    return LayoutNode(name: name, kind: .container(.table(params), children: children), width: width, height: height,
                      padding: padding)
}

private func vertical(_ rowSize: TableLayout.RowSize, _ columnSize: TableLayout.ColumnSize,
                      rowSpacing: Double = 0, columnSpacing: Double = 0) -> TableLayout {
    TableLayout(orientation: .vertical, rowSize: rowSize, columnSize: columnSize,
                rowSpacing: rowSpacing, columnSpacing: columnSpacing)
}

@Suite struct TableLayoutTests {
    @Test func wrapRowsWithFillColumnsLetCellsSizeThemselvesAndTakeTheRowHeight() throws {
        let t = table("t", vertical(.wrap, .fill, rowSpacing: 4, columnSpacing: 8), 300, .wrap, [
            ("r0", nil, nil, [box("a", 100, 30), box("b", 50, nil)]),
            ("r1", nil, nil, [box("c", 60, 20), box("d", .weight(1), 10)]),
        ])
        let f = try layout(t)
        #expect(frameOf(f, "t") == rect(0, 0, 300, 30 + 4 + 20))
        #expect(frameOf(f, "r0") == rect(0, 0, 300, 30))
        #expect(frameOf(f, "a") == rect(0, 0, 100, 30))
        #expect(frameOf(f, "b") == rect(100 + 8, 0, 50, 30))           // no height: the row's
        #expect(frameOf(f, "r1") == rect(0, 30 + 4, 300, 20))
        #expect(frameOf(f, "c") == rect(0, 0, 60, 20))
        #expect(frameOf(f, "d") == rect(60 + 8, 0, 300 - 60 - 8, 10))   // a weight takes the free width
    }

    @Test func averageRowsShareTheHeightLeftByFixedRowsAndSpacing() throws {
        let t = table("t", vertical(.average, .fill, rowSpacing: 4), 300, 200, [
            ("r0", .fixed(40), nil, [box("a", 10, nil)]),
            ("r1", nil, nil, [box("b", 10, nil)]),
            ("r2", nil, nil, [box("c", 10, 20)]),
        ])
        let f = try layout(t)
        let share = (200.0 - 40 - 2 * 4) / 2   // 76
        #expect(frameOf(f, "r0") == rect(0, 0, 300, 40))
        #expect(frameOf(f, "a") == rect(0, 0, 10, 40))
        #expect(frameOf(f, "r1") == rect(0, 40 + 4, 300, share))
        #expect(frameOf(f, "b") == rect(0, 0, 10, share))
        #expect(frameOf(f, "r2") == rect(0, 40 + 4 + share + 4, 300, share))
        #expect(frameOf(f, "c") == rect(0, 0, 10, 20))                // its own height
    }

    @Test func averageRowsOfATableThatWrapsItsHeightWrapTheirCells() throws {
        let t = table("t", vertical(.average, .fill, rowSpacing: 4), 300, .wrap, [
            ("r0", nil, nil, [box("a", 10, 30)]),
            ("r1", nil, nil, [box("b", 10, 20), box("c", 10, nil)]),
        ])
        let f = try layout(t)
        #expect(frameOf(f, "t") == rect(0, 0, 300, 30 + 4 + 20))
        #expect(frameOf(f, "r1") == rect(0, 34, 300, 20))
        #expect(frameOf(f, "c") == rect(10, 0, 10, 20))
    }

    @Test func fixedRowsGiveCellsWithoutAHeightTheirHeight() throws {
        let t = table("t", vertical(.fixed(40), .fill), 300, .wrap, [
            ("r0", nil, nil, [box("a", 50, nil), box("b", 50, 25)]),
            ("r1", .fixed(10), nil, [box("c", 50, nil)]),
        ])
        let f = try layout(t)
        #expect(frameOf(f, "t") == rect(0, 0, 300, 40 + 10))
        #expect(frameOf(f, "a") == rect(0, 0, 50, 40))
        #expect(frameOf(f, "b") == rect(50, 0, 50, 25))
        #expect(frameOf(f, "r1") == rect(0, 40, 300, 10))
        #expect(frameOf(f, "c") == rect(0, 0, 50, 10))
    }

    @Test func averageColumnsShareTheRowWidth() throws {
        let t = table("t", vertical(.fixed(30), .average, columnSpacing: 6), 300, .wrap, [
            ("r0", nil, nil, [box("a", 10, nil), box("b", nil, nil), box("c", 200, 10)]),
        ])
        let f = try layout(t)
        let w = (300.0 - 2 * 6) / 3   // 96
        #expect(frameOf(f, "a") == rect(0, 0, w, 30))
        #expect(frameOf(f, "b") == rect(w + 6, 0, w, 30))
        #expect(frameOf(f, "c") == rect(2 * (w + 6), 0, w, 10))
    }

    @Test func fixedColumnsGiveEveryCellTheirWidth() throws {
        let t = table("t", vertical(.fixed(30), .fixed(80), columnSpacing: 8), 300, .wrap, [
            ("r0", nil, nil, [box("a", 10, nil), box("b", nil, nil), box("c", nil, nil)]),
        ])
        let f = try layout(t)
        #expect(frameOf(f, "r0") == rect(0, 0, 300, 30))
        #expect(frameOf(f, "a") == rect(0, 0, 80, 30))
        #expect(frameOf(f, "b") == rect(80 + 8, 0, 80, 30))
        #expect(frameOf(f, "c") == rect(2 * (80 + 8), 0, 80, 30))
    }

    @Test func aColumnCountMakesThatManyColumnsEvenWithFewerCells() throws {
        let t = table("t", vertical(.fixed(30), .count(4), columnSpacing: 4), 300, .wrap, [
            ("r0", nil, nil, [box("a", nil, nil), box("b", nil, nil, margin: Margins(left: .points(2), right: .points(2)))]),
        ])
        let f = try layout(t)
        let w = (300.0 - 3 * 4) / 4   // 72
        #expect(frameOf(f, "a") == rect(0, 0, w, 30))
        #expect(frameOf(f, "b") == rect(w + 4 + 2, 0, w - 2 - 2, 30))  // margins come out of its column
    }

    @Test func wrapColumnsMakeTheRowAsLongAsItsCells() throws {
        let t = table("t", vertical(.wrap, .wrap, columnSpacing: 8), 300, .wrap, [
            ("r0", nil, nil, [box("a", 40, 20), box("b", 60, nil)]),
        ])
        let f = try layout(t)
        #expect(frameOf(f, "r0") == rect(0, 0, 40 + 8 + 60, 20))
        #expect(frameOf(f, "b") == rect(48, 0, 60, 20))
    }

    @Test func gravityPlacesTheBlockOfRowsAndAlignsEachRowAcross() throws {
        // Two fixed rows of 40 with 10 between them (90 in all) in a 200 x 200 table; wrap columns make
        // each row as long as its cells (30 + 30 = 60).
        func rows(_ h: Gravity?, _ v: Gravity?) throws -> FrameNode {
            var p = vertical(.fixed(40), .wrap, rowSpacing: 10)
            p.horizontalGravity = h; p.verticalGravity = v
            return try layout(table("t", p, 200, 200, [
                ("r0", nil, nil, [box("a", 30, nil), box("b", 30, nil)]),
                ("r1", nil, nil, [box("c", 30, nil), box("d", 30, nil)]),
            ]))
        }
        let centred = try rows(.end, .center)
        #expect(frameOf(centred, "r0") == rect(200 - 60, (200 - 90) / 2, 60, 40))
        #expect(frameOf(centred, "r1") == rect(200 - 60, (200 - 90) / 2 + 40 + 10, 60, 40))
        let between = try rows(.center, .between)
        #expect(frameOf(between, "r0") == rect((200 - 60) / 2, 0, 60, 40))
        #expect(frameOf(between, "r1") == rect((200 - 60) / 2, 200 - 40, 60, 40))
        let among = try rows(nil, .among)
        // Three equal gaps of (200 - 90) / 3 around the two rows (the spacing stays between them).
        let gap: Double = (200 - 90) / 3
        #expect(frameOf(among, "r0") == rect(0, gap, 60, 40))
        #expect(frameOf(among, "r1") == rect(0, gap + 40 + 10 + gap, 60, 40))
        let filled = try rows(.fill, .fill)
        // Fill grows both rows by half the free 110 and stretches them across.
        #expect(frameOf(filled, "r0") == rect(0, 0, 200, 40 + 55))
        #expect(frameOf(filled, "r1") == rect(0, 40 + 55 + 10, 200, 40 + 55))
        #expect(frameOf(filled, "b") == rect(30, 0, 30, 40 + 55))
    }

    @Test func aRowOverridesTheTablesColumnSize() throws {
        let t = table("t", vertical(.fixed(20), .fixed(50), rowSpacing: 2, columnSpacing: 10), 310, .wrap, [
            ("r0", nil, nil, [box("a", nil, nil), box("b", nil, nil)]),
            ("r1", .fixed(30), .count(3), [box("c", nil, nil)]),
            ("r2", nil, .average, [box("d", nil, nil), box("e", nil, nil)]),
        ])
        let f = try layout(t)
        #expect(frameOf(f, "b") == rect(60, 0, 50, 20))
        #expect(frameOf(f, "r1") == rect(0, 22, 310, 30))
        #expect(frameOf(f, "c") == rect(0, 0, (310.0 - 2 * 10) / 3, 30))   // 96.67
        #expect(frameOf(f, "r2") == rect(0, 22 + 30 + 2, 310, 20))
        #expect(frameOf(f, "e") == rect(150 + 10, 0, (310.0 - 10) / 2, 20))
    }

    @Test func aContentSizedTableIsAsWideAsItsWidestRow() throws {
        let t = table("t", vertical(.fixed(20), .fill, rowSpacing: 5, columnSpacing: 10), .wrap, .wrap,
                      padding: EdgeInsets(all: 4), [
            ("r0", nil, .fixed(50), [box("a", nil, nil), box("b", nil, nil)]),
            ("r1", nil, .average, [box("c", nil, nil), box("d", nil, nil)]),
            ("r2", nil, .wrap, [box("e", 30, nil)]),
        ])
        let f = try layout(t)
        let widest = 50.0 + 10 + 50   // r0
        #expect(frameOf(f, "t") == rect(0, 0, 4 + widest + 4, 4 + 3 * 20 + 2 * 5 + 4))
        #expect(frameOf(f, "r0") == rect(4, 4, widest, 20))
        #expect(frameOf(f, "r1") == rect(4, 4 + 25, widest, 20))
        #expect(frameOf(f, "d") == rect(50 + 10, 0, 50, 20))
        #expect(frameOf(f, "r2") == rect(4, 4 + 50, 30, 20))
    }

    @Test func aHorizontalTableIsTheTranspose() throws {
        let params = TableLayout(orientation: .horizontal, rowSize: .average, columnSize: .average,
                                 rowSpacing: 4, columnSpacing: 6)
        let t = table("t", params, 200, 300, [
            ("c0", nil, nil, [box("a", nil, nil), box("b", 30, nil), box("c", nil, nil)]),
            ("c1", .fixed(50), .fixed(40), [box("d", nil, nil)]),
        ])
        let f = try layout(t)
        let w = 200.0 - 50 - 4                 // the one average column: 146
        let h = (300.0 - 2 * 6) / 3            // 96
        #expect(frameOf(f, "c0") == rect(0, 0, w, 300))
        #expect(frameOf(f, "a") == rect(0, 0, w, h))
        #expect(frameOf(f, "b") == rect(0, h + 6, 30, h))
        #expect(frameOf(f, "c") == rect(0, 2 * (h + 6), w, h))
        #expect(frameOf(f, "c1") == rect(w + 4, 0, 50, 300))
        #expect(frameOf(f, "d") == rect(0, 0, 50, 40))
    }

    @Test func goneRowsAndCellsTakeNoSpace() throws {
        let t = table("t", vertical(.fixed(20), .average, rowSpacing: 5, columnSpacing: 10), 210, .wrap, [
            ("r0", nil, nil, [box("a", nil, nil), box("x", nil, nil, visibility: .gone), box("b", nil, nil)]),
        ] + [("gone", nil, nil, [])])
        var root = t
        if case .container(let kind, var rows) = root.kind { rows[1].visibility = .gone; root.kind = .container(kind, children: rows) }
        let f = try layout(root)
        #expect(frameOf(f, "t") == rect(0, 0, 210, 20))
        #expect(frameOf(f, "b") == rect(100 + 10, 0, 100, 20))
    }

    // MARK: Fixtures

    static func decode(_ root: String) throws(LayoutError) -> Fixture {
        try FixtureLoader.decode(json: #"{"viewport": {"width": 300, "height": 200}, "root": "# + root + "}")
    }

    @Test func aFixtureReadsTheTableSyntax() throws {
        let fixture = try Self.decode(#"""
            {"name": "t", "layout": "table", "orientation": "horizontal", "rowSize": 40,
             "columnSize": {"count": 3}, "spacing": {"row": 4, "column": 8},
             "children": [{"name": "r", "layout": "row", "rowSize": "average", "columnSize": "wrap", "children": []},
                          {"name": "s", "layout": "row", "children": []}]}
            """#)
        let table = TableLayout(orientation: .horizontal, rowSize: .fixed(40), columnSize: .count(3),
                                rowSpacing: 4, columnSpacing: 8)
        #expect(fixture.root.kind == .container(.table(table), children: fixture.root.children))
        #expect(fixture.root.children[0].kind == .container(.table(table.row(rowSize: .average, columnSize: .wrap)), children: []))
        #expect(fixture.root.children[1].kind == .container(.table(table.row()), children: []))
    }

    static let badTables: [(String, String, String, String)] = [
        (#"{"name": "t", "layout": "table", "orientation": "vertical", "rowSize": "fill"}"#, "t", "$.root.rowSize", "rowSize 'fill'"),
        (#"{"name": "t", "layout": "table", "orientation": "vertical", "children": [{"name": "r", "layout": "row", "rowSize": "fill"}]}"#,
         "r", "$.root.children[0].rowSize", "rowSize 'fill'"),
        (#"{"name": "t", "layout": "table", "orientation": "vertical", "children": [{"name": "c", "width": 3}]}"#,
         "c", "$.root.children[0]", "children are rows"),
        (#"{"name": "t", "layout": "table", "orientation": "vertical", "columnSize": {"count": 0}}"#,
         "t", "$.root.columnSize.count", "at least 1"),
        (#"{"name": "t", "layout": "table"}"#, "t", "$.root", "needs 'orientation'"),
        (#"{"name": "r", "layout": "row"}"#, "r", "$.root.layout", "child of a 'table'"),
        (#"{"name": "t", "layout": "table", "orientation": "vertical", "gravity": {"horizontal": "between"}}"#, "t",
         "$.root.gravity.horizontal", "gravity 'between' in gravity.horizontal is unsupported across a vertical table's rows"),
    ]

    @Test(arguments: badTables)
    func badTablesNameTheNodeAndThePath(json: String, node: String, path: String, reason: String) {
        #expect {
            try Self.decode(json)
        } throws: { error in
            guard let e = error as? LayoutError else { return false }
            return e.node == node && e.path == path && e.reason.contains(reason)
        }
    }
}

@Suite struct TableDSLTests {
    @Test func theDSLBuildsWhatAFixtureDecodesTo() throws {
        let built = Table("t", .vertical, rowSize: .fixed(40), columnSize: .count(3), rowSpacing: 4, columnSpacing: 8, rows: [
            TableRow("r", rowSize: .average, columnSize: .wrap) { box("a", 10, 10) },
            TableRow("s") {},
        ])
        let decoded = try FixtureLoader.decode(json: #"""
            {"viewport": {"width": 300, "height": 200}, "root":
            {"name": "t", "layout": "table", "orientation": "vertical", "rowSize": 40,
             "columnSize": {"count": 3}, "spacing": {"row": 4, "column": 8},
             "children": [{"name": "r", "layout": "row", "rowSize": "average", "columnSize": "wrap",
                           "children": [{"name": "a", "width": 10, "height": 10}]},
                          {"name": "s", "layout": "row", "children": []}]}}
            """#).root
        #expect(built == decoded)
    }

    @Test func aRowWithAWidthIsAnErrorNamingTheRowAndThePath() {
        #expect {
            try TableLayoutTests.decode(#"""
                {"name": "t", "layout": "table", "orientation": "vertical", "children": [{"name": "r", "layout": "row", "height": 3}]}
                """#)
        } throws: { error in
            guard let e = error as? LayoutError else { return false }
            return e.node == "r" && e.path == "$.root.children[0].height" && e.reason.contains("rowSize")
        }
    }
}
