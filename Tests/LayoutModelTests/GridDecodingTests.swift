import Testing
@testable import LayoutModel

/// `"layout": "grid"` in fixtures: CSS syntax for tracks and placement, and a clear error at the
/// JSON path of each bad value.
@Suite struct GridDecodingTests {
    @Test func readsTracksPlacementAndAlignment() throws {
        let node = try FixtureLoader.decode(json: Support.document(root: #"""
            {"layout": "grid", "columns": "40px minmax(10px, 1fr) repeat(auto-fit, 25%)", "rows": 30, "autoRows": "min-content 20px",
             "autoFlow": "column dense", "gap": {"row": 4, "column": 6}, "justifyItems": "center", "alignContent": "space-between",
             "children": [{"name": "a", "flexItem": {"gridColumn": "2 / span 3", "gridRow": -1, "justifySelf": "end"}}]}
            """#)).root
        guard case .container(.grid(let grid), let children) = node.kind else { Issue.record("not a grid: \(node.kind)"); return }
        #expect(grid.templateColumns == [.track(.points(40)), .track(GridTrackSize(min: .points(10), max: .flex(1))),
                                         .repeated(.autoFit, [GridTrackSize(.fraction(0.25))])])
        #expect(grid.templateRows == [.track(.points(30))])
        #expect(grid.autoRows == [GridTrackSize(.minContent), .points(20)])
        #expect(grid.autoFlow == .vertical && grid.dense)
        #expect(grid.rowGap == .points(4) && grid.columnGap == .points(6))
        #expect(grid.justifyItems == .center && grid.alignContent == .spaceBetween)
        let item = try #require(children[0].flexItem)
        #expect(item.gridColumn == GridPlacement(start: .line(2), end: .span(3)))
        #expect(item.gridRow == GridPlacement(start: .line(-1)))
        #expect(item.justifySelf == .end)
    }

    @Test func readsAreasAndAreaPlacement() throws {
        let node = try FixtureLoader.decode(json: Support.document(root: #"""
            {"layout": "grid", "columns": "[side] 80px [main] 1fr", "areas": ["head head", "side main"],
             "children": [{"name": "a", "flexItem": {"gridArea": "main"}}]}
            """#)).root
        guard case .container(.grid(let grid), let children) = node.kind else { Issue.record("not a grid"); return }
        #expect(grid.templateAreas == [["head", "head"], ["side", "main"]])
        #expect(grid.templateColumns == [.lineNames(["side"]), .track(.points(80)), .lineNames(["main"]), .track(.fr(1))])
        #expect(children[0].flexItem?.gridRow == GridPlacement(start: .named("main", 1), end: .named("main", 1)))
        expectError(Support.rootError(#"{"layout": "grid", "areas": ["a a", "a b"]}"#), path: "$.root.areas",
                    reason: "bad grid areas")
    }

    @Test func badValuesAreErrorsAtTheirPath() {
        expectError(Support.rootError(#"{"layout": "grid", "columns": "40px 1frr"}"#), path: "$.root.columns",
                    reason: "bad track list \"40px 1frr\": expected lengths")
        expectError(Support.rootError(#"{"layout": "grid", "rows": "minmax(1fr, 10px)"}"#), path: "$.root.rows",
                    reason: "bad track list \"minmax(1fr, 10px)\"")
        expectError(Support.rootError(#"{"layout": "grid", "autoColumns": "repeat(2, 10px)"}"#), path: "$.root.autoColumns",
                    reason: "without repeat()")
        expectError(Support.rootError(#"{"layout": "grid", "autoFlow": "row column"}"#), path: "$.root.autoFlow",
                    reason: "bad auto flow \"row column\"")
        expectError(Support.rootError(#"{"layout": "grid", "children": [{"flexItem": {"gridRow": "0 / 2"}}]}"#),
                    path: "$.root.children[0].flexItem.gridRow", reason: "bad grid placement \"0 / 2\": expected a line number (not 0)")
        expectError(Support.rootError(#"{"layout": "flex", "columns": "1fr"}"#), path: "$.root.columns",
                    reason: "'columns' belongs to the 'grid' layout; this node's layout is 'flex'")
    }
}
