import LayoutEngine
import LayoutModel
import Testing

/// `LayoutEngine.explain` on the mobile layout systems (constraints, relative, table, flow, float,
/// path, scroll): the rules each parent notes for the node explained, with that layout's numbers.
@Suite struct ExplainMobileTests {
    let engine = LayoutEngine(textMeasurer: AhemTextMeasurer())

    func notes(_ e: LayoutExplanation, _ part: LayoutExplanation.Part) -> [String] { e.notes.filter { $0.part == part }.map(\.text) }

    func explain(_ root: LayoutNode, _ width: Double, _ height: Double, _ node: String) throws -> LayoutExplanation {
        let e = try engine.explain(root, in: Viewport(width: width, height: height), node: node)
        // Explaining changes no frame.
        #expect(e.frame == frameOf(try layout(root, width, height), node))
        return e
    }

    // MARK: Constraints

    @Test func aConstraintChildShowsTheConstraintsThatDecidedEachPart() throws {
        // 375 wide: pinned 16 in from both sides, so the width wanted at priority 250 loses, and so does hugging.
        let card = try Constraints("card", ["title.leading = parent.leading + 16", "title.trailing = parent.trailing - 16",
                                            "title.top = parent.top + 8", "title.width = 400 @250"]) {
            Box("title", width: 100, height: 20)
        }.width(375).height(100)
        let e = try explain(card, 375, 100, "title")
        #expect(e.algorithm == "constraints")
        #expect(e.frame == Rect(x: 16, y: 8, width: 375 - 16 - 16, height: 20))
        #expect(notes(e, .width) == [
            "title.leading = parent.leading + 16 (required): 16 = 16",
            "title.trailing = parent.trailing - 16 (required): 16 + 343 = 375 − 16",
            "parent.width = 375: the width the container is given (@999.5)",
            "title.width <= 100 @250 (hugging) lost: 343 > 100 (off by 243)",
            "title.width = 400 @250 lost: 343 < 400 (off by 57)",
        ])
        #expect(notes(e, .height) == ["title.height >= 20 @750 (compression resistance): 20 = 20",
                                      "also holds: title.height <= 20 @250 (hugging): 20 = 20"])
        #expect(notes(e, .x) == ["title.leading = parent.leading + 16 (required): 16 = 16"])
        #expect(notes(e, .y) == ["title.top = parent.top + 8 (required): 8 = 8"])
        #expect(notes(e, .container) == ["the container is 375 x 100: its width is given (held @999.5); its height is given (held @999.5)"])
    }

    @Test func theHigherHuggingPriorityKeepsItsSizeAndTheOtherLoses() throws {
        // a hugs at 251, b at 250: a keeps its 100 and b takes 300 − 100 − 8.
        let row = try Constraints("row", ["a.leading = parent.leading", "b.leading = a.trailing + 8", "b.trailing = parent.trailing",
                                          "a.centerY = parent.centerY", "b.top = a.top"],
                                  priorities: ["a": ContentPriorities(hugging: [.horizontal: 251])]) {
            Box("a", width: 100, height: 20)
            Box("b", width: 50, height: 20)
        }.width(300).height(40)
        let a = try explain(row, 300, 40, "a")
        #expect(a.frame == Rect(x: 0, y: (40 - 20) / 2, width: 100, height: 20))
        #expect(notes(a, .width) == ["a.width >= 100 @750 (compression resistance): 100 = 100",
                                     "also holds: a.width <= 100 @251 (hugging): 100 = 100"])
        #expect(notes(a, .y) == ["a.centerY = parent.centerY (required): 10 + 0.5 × 20 = 0.5 × 40",
                                 "parent.height = 40: the height the container is given (@999.5)",
                                 "a.height >= 20 @750 (compression resistance): 20 = 20"])
        let b = try explain(row, 300, 40, "b")
        #expect(b.frame == Rect(x: 100 + 8, y: 10, width: 300 - 100 - 8, height: 20))
        #expect(notes(b, .width) == [
            "a.leading = parent.leading (required): 0 = 0",
            "b.leading = a.trailing + 8 (required): 108 = 0 + 100 + 8",
            "b.trailing = parent.trailing (required): 108 + 192 = 300",
            "parent.width = 300: the width the container is given (@999.5)",
            "a.width >= 100 @750 (compression resistance): 100 = 100",
            "b.width <= 50 @250 (hugging) lost: 192 > 50 (off by 142)",
        ])
        #expect(notes(b, .y) == ["a.centerY = parent.centerY (required): 10 + 0.5 × 20 = 0.5 × 40", "b.top = a.top (required): 10 = 10",
                                 "parent.height = 40: the height the container is given (@999.5)",
                                 "a.height >= 20 @750 (compression resistance): 20 = 20"])
    }

    // MARK: Relative

    func card() throws -> LayoutNode {
        try Relative("card") {
            try Box("avatar", width: 40, height: 40).anchors([.left: "8", .centerY: "0"])
            try Box("title", height: 18).anchors([.left: "avatar.right + 8", .right: "parent.right - 8", .top: "8"])
            try Box("badge", width: 20, height: 10).anchors([.right: "title.right", .bottom: "parent.bottom - 4"])
        }.width(300).height(60)
    }

    @Test func aRelativeChildShowsTheAnchorsThatPlacedAndSizedIt() throws {
        let title = try explain(try card(), 300, 60, "title")
        #expect(title.algorithm == "relative")
        #expect(title.frame == Rect(x: 8 + 40 + 8, y: 8, width: (300 - 8) - (8 + 40 + 8), height: 18))
        #expect(notes(title, .width) == ["236: between its anchored edges, right 292 − left 56 = 236"])
        #expect(notes(title, .height) == ["18: its content"])
        #expect(notes(title, .x) == ["56: left = avatar.right + 8 = 48 + 8"])
        #expect(notes(title, .y) == ["8: top = parent.top + 8 = 0 + 8"])
        let avatar = try explain(try card(), 300, 60, "avatar")
        #expect(avatar.frame == Rect(x: 8, y: (60 - 40) / 2, width: 40, height: 40))
        #expect(notes(avatar, .y) == ["10: centerY = parent.centerY = 30, less half its height 40"])
        let badge = try explain(try card(), 300, 60, "badge")
        #expect(badge.frame == Rect(x: 292 - 20, y: 60 - 4 - 10, width: 20, height: 10))
        #expect(notes(badge, .x) == ["272: right = title.right = 292, less its width 20"])
        #expect(notes(badge, .y) == ["46: bottom = parent.bottom - 4 = 60 − 4, less its height 10"])
    }

    @Test func aRelativeGroupShowsTheShareAndTheCentring() throws {
        // a and b share 300 − 20 − 60 between them beside the fixed c; x and y are centred as a block of 40 + 10 + 40.
        let row = try Relative("row") {
            try Box("a", height: 30).anchors([.top: "0"]).shareGroup(.horizontal, ["b + 10", "c + 10"])
            try Box("b", height: 30).anchors([.left: "a.right + 10", .top: "a.top"])
            try Box("c", height: 30).width(60).anchors([.left: "b.right + 10", .top: "a.top"])
            try Box("x", width: 40, height: 20).anchors([.top: "a.bottom + 10"]).centerGroup(.horizontal, ["y + 10"])
            try Box("y", width: 40, height: 20).anchors([.top: "x.top"])
        }.width(300).height(100)
        let b = try explain(row, 300, 100, "b")
        #expect(b.frame == Rect(x: 110 + 10, y: 0, width: (300 - 20 - 60) / 2, height: 30))
        #expect(notes(b, .width) == ["110: an equal share of the group a, b, c: (the inner width 300 − the gaps 20 − the fixed "
            + "sizes 60) / 2 = 110"])
        #expect(notes(b, .x) == ["120: left = a.right + 10 = 110 + 10"])
        let y = try explain(row, 300, 100, "y")
        #expect(y.frame == Rect(x: (300 - 90) / 2 + 40 + 10, y: 30 + 10, width: 40, height: 20))
        #expect(notes(y, .x) == ["155: in the centering group x, y: the padding 0 + (the inner width 300 − the group's 90) / 2 "
            + "+ 50 before it in the group"])
        #expect(notes(y, .y) == ["40: top = x.top = 40"])
    }

    @Test func aRelativeChildBetweenBoundsShowsThem() throws {
        // mid (200 wide) must stay between l.right + 10 = 70 and r.left − 10 = 230: it shrinks to 160 and is centred there.
        let bar = try Relative("bar") {
            try Box("l", width: 60, height: 20).anchors([.left: "0"])
            try Box("r", width: 60, height: 20).anchors([.right: "0"])
            try Box("mid", width: 200, height: 20).bounds(minLeft: "l.right + 10", maxRight: "r.left - 10")
        }.width(300).height(20)
        let e = try explain(bar, 300, 20, "mid")
        #expect(e.frame == Rect(x: 60 + 10, y: 0, width: (300 - 60 - 10) - (60 + 10), height: 20))
        #expect(notes(e, .width) == ["160: its content; at most the room between its bounds, 230 − 70 = 160"])
        #expect(notes(e, .x) == ["70: no anchor on this axis: the padding 0; its bounds from 70 to 230 centre it between them"])
    }

    // MARK: Table

    func prices() -> LayoutNode {
        // 200 high: a 30 head, then two average rows share 200 − 30 − 2 × 4 spacing; three columns of (320 − 2 × 10) / 3.
        Table("prices", .vertical, rowSize: .average, columnSize: .count(3), rowSpacing: 4, columnSpacing: 10, rows: [
            TableRow("head", rowSize: .fixed(30)) { Box("h1", height: 10); Box("h2") },
            TableRow("r1") { Box("a"); Box("b").align(vertical: .center).height(20); Box("c") },
            TableRow("r2") { Box("d") },
        ]).width(320).height(200)
    }

    @Test func aTableRowShowsItsShareOfTheTable() throws {
        let e = try explain(prices(), 320, 200, "r1")
        #expect(e.algorithm == "table")
        #expect(e.frame == Rect(x: 0, y: 30 + 4, width: 320, height: (200 - 30 - 2 * 4) / 2))
        #expect(notes(e, .container) == ["row 2 of 3"])
        #expect(notes(e, .height) == ["81: an equal share of the table: (its inner height 200 − the other rows, the margins and the "
            + "spacing 38) / 2 = 81"])
        #expect(notes(e, .width) == ["320: the table's inner width 320 less its margins 0"])
        #expect(notes(e, .y) == ["34: the padding 0, then head with their margins and the row spacing 4"])
        #expect(notes(e, .x) == ["0: alignment start in the table's inner width 320 after the padding 0"])
    }

    @Test func aTableCellShowsItsRowColumnAndAlignment() throws {
        let b = try explain(prices(), 320, 200, "b")
        #expect(b.frame == Rect(x: 100 + 10, y: (81 - 20) / 2, width: (320 - 2 * 10) / 3, height: 20))
        #expect(notes(b, .container) == ["row 'r1' (2 of 3 in 'prices'), column 2 of 3"])
        #expect(notes(b, .width) == ["100: a column: (the row's inner width 320 − 2 × the spacing 10) / 3 = 100"])
        #expect(notes(b, .height) == ["20: its written height 20"])
        #expect(notes(b, .x) == ["110: the padding 0, then a with their margins and the column spacing 10"])
        #expect(notes(b, .y) == ["30.5: alignment center in the row's height 81 after the padding 0"])
        let d = try explain(prices(), 320, 200, "d")
        #expect(d.frame == Rect(x: 0, y: 0, width: 100, height: 81))
        #expect(notes(d, .container) == ["row 'r2' (3 of 3 in 'prices'), column 1 of 1"])
        #expect(notes(d, .height) == ["81: the row's inner height 81 less its margins 0"])
    }

    // MARK: Flow

    @Test func aFlowItemShowsWhyItWrapped() throws {
        // 300 wide, spacing 10: 120 + 10 + 100 = 230 fits; + 10 + 90 = 330 does not.
        let tags = Flow("tags", .vertical, spacing: 10) {
            Box("t1", width: 120, height: 20); Box("t2", width: 100, height: 30); Box("t3", width: 90, height: 20)
        }.width(300).height(100)
        let t2 = try explain(tags, 300, 100, "t2")
        #expect(t2.algorithm == "flow")
        #expect(t2.frame == Rect(x: 120 + 10, y: 0, width: 100, height: 30))
        #expect(notes(t2, .container) == ["line 1: line 1's used width 120 + the spacing 10 + its width with margins 100 = 230 ≤ "
            + "the available 300"])
        #expect(notes(t2, .x) == ["130 into the content box: gravity start on line 1, whose free space is 70, then t1 with their "
            + "margins and the spacing 10"])
        let t3 = try explain(tags, 300, 100, "t3")
        #expect(t3.frame == Rect(x: 0, y: 30 + 10, width: 90, height: 20))
        #expect(notes(t3, .container) == ["wrapped to line 2: line 1's used width 230 + the spacing 10 + its width with margins 90 "
            + "= 330 > the available 300"])
        #expect(notes(t3, .width) == ["90: its content (at most 300)"])
        #expect(notes(t3, .height) == ["20: its own height"])
        #expect(notes(t3, .x) == ["0 into the content box: gravity start on line 2, whose free space is 210"])
        #expect(notes(t3, .y) == ["40 into the content box: line 2 of 2 starts at 40 (the lines before it with the line spacing "
            + "10), then alignment start in the line's height 20"])
    }

    @Test func aCountedFlowItemShowsItsLineAndWeight() throws {
        let grid = Flow("grid", .vertical, arrangedCount: 2, spacing: 10) {
            Box("g1", width: 50, height: 20); Box("g2", height: 20).width(.weight(1)); Box("g3", width: 50, height: 40)
        }.width(300).height(100)
        let e = try explain(grid, 300, 100, "g2")
        #expect(e.frame == Rect(x: 50 + 10, y: 0, width: 300 - 50 - 10, height: 20))
        #expect(notes(e, .container) == ["line 1: 2 items a line, it is item 2"])
        #expect(notes(e, .width) == ["240: weight 1 of 1: the line's free space 240 (the inner width less the other items, the "
            + "margins and the spacing 60) × 1 / 1"])
    }

    @Test func aMasonryItemShowsTheColumnThatEndedFirst() throws {
        // Two columns of (300 − 10) / 2 = 145: w3 goes under w2, the shorter column.
        let wall = Flow("wall", .vertical, arrangedCount: 2, spacing: 10, autoArrange: true) {
            Box("w1", width: 145, height: 60); Box("w2", width: 145, height: 30); Box("w3", width: 100, height: 20)
        }.width(300).height(200)
        let e = try explain(wall, 300, 200, "w3")
        #expect(e.frame == Rect(x: 145 + 10, y: 30 + 10, width: 100, height: 20))
        #expect(notes(e, .container) == ["masonry: column 2 of 2, the one that ended first (at 70, 40)"])
        #expect(notes(e, .width) == ["100: its own width, at most its column 145"])
        #expect(notes(e, .x) == ["155 into the content box before the block's gravity: 1 × (the column 145 + the spacing 10) + its margin 0"])
        #expect(notes(e, .y) == ["40 into the content box before the block's gravity: the column's end 40 (the items above it with the "
            + "line spacing) + its margin 0"])
    }

    @Test func aPagedItemShowsItsPageAndCell() throws {
        // Pages of 200 x 100 holding 2 x 2 cells of (200 − 10) / 2 by (100 − 10) / 2; the fifth item opens page 2.
        let pages = Flow("pages", .vertical, arrangedCount: 2, spacing: 10,
                         paging: FlowLayout.Paging(count: 4, size: Size(width: 200, height: 100), axis: .horizontal)) {
            for k in 1...5 { Box("q\(k)") }
        }.width(.wrap).height(100)
        let e = try explain(pages, 400, 100, "q5")
        #expect(e.frame == Rect(x: 200, y: 0, width: (200 - 10) / 2, height: (100 - 10) / 2))
        #expect(notes(e, .container) == ["page 2, line 1, cell 1: cells of 95 x 45 (a page of 200 x 100 less the padding and the "
            + "spacing, shared by the cells)"])
        #expect(notes(e, .width) == ["95: its cell 95 less its margins 0"])
        #expect(notes(e, .x) == ["200: the padding and its margin 0 + 0 × (the cell 95 + the spacing 10) + the pages before 200"])
    }

    // MARK: Float

    func article() -> LayoutNode {
        Float("article", .vertical, lineSpacing: 4, itemSpacing: 8) {
            Box("photo", width: 120, height: 90)
            Box("aside", width: 80, height: 60).float(.end)
            Box("body", width: 150, height: 20)
            Box("wide", width: 200, height: 20)
        }.width(300).height(200)
    }

    @Test func aFloatShowsItsSideAndTheSlotBesideEarlierFloats() throws {
        let aside = try explain(article(), 300, 200, "aside")
        #expect(aside.algorithm == "float")
        #expect(aside.frame == Rect(x: 300 - 80, y: 0, width: 80, height: 60))
        #expect(notes(aside, .container) == ["floats to the end of its line"])
        #expect(notes(aside, .x) == ["220: the padding 0 + the end boundary 300 less its width 80 and margins 0 (the content's end)"])
        // body (150) does not fit in the 300 − 128 − 88 = 84 between photo and aside; it goes below aside (60 + 4).
        let body = try explain(article(), 300, 200, "body")
        #expect(body.frame == Rect(x: 120 + 8, y: 60 + 4, width: 150, height: 20))
        #expect(notes(body, .x) == ["128: the padding 0 + the start boundary 128 (beside photo, whose margin box ends at 120, "
            + "with the item spacing 8)"])
        #expect(notes(body, .y) == [
            "its slot's top 64: the highest where its margin box (width 150) fits between the boundaries 128 and 300 (room 172); "
                + "higher up at 0 the room was 84",
            "64: the padding 0 + its slot's top 64 + its margin 0",
        ])
        #expect(notes(body, .width) == ["150: its own width"])
        #expect(notes(body, .height) == ["20: its own height"])
        let wide = try explain(article(), 300, 200, "wide")
        #expect(wide.frame == Rect(x: 0, y: 90 + 4, width: 200, height: 20))
        #expect(notes(wide, .y).first == "its slot's top 94: the highest where its margin box (width 200) fits between the "
            + "boundaries 0 and 300 (room 300); higher up at 64 the room was 14, at 88 the room was 172")
    }

    // MARK: Path

    @Test func aPathChildShowsItsArcDistanceAndPoint() throws {
        // y = 0 from x = 0 to 200: three centres 100 apart.
        let line = try Path("line", .y("0"), start: 0, end: 200) {
            Box("p1", width: 20, height: 10); Box("p2", width: 20, height: 10); Box("p3", width: 20, height: 10)
        }.width(200).height(50)
        let e = try explain(line, 200, 50, "p2")
        #expect(e.algorithm == "path")
        #expect(e.frame == Rect(x: 100 - 20 / 2, y: 0 - 10 / 2, width: 20, height: 10))
        #expect(notes(e, .container) == [
            "the curve runs from argument 0 to 200, 200 long; its centres are 100 apart along it (the length shared out: 200 / 2 = 100)",
            "centre 2 of 3 on the curve: arc distance 1 × 100 = 100, at argument 100, the point (100, 0)",
        ])
        #expect(notes(e, .x) == ["90: the centre's x 100 − half its width 10"])
        #expect(notes(e, .y) == ["-5: the centre's y 0 − half its height 5"])
        #expect(notes(e, .width) == ["20: its content"])
    }

    // MARK: Scroll

    @Test func aScrollChildShowsTheContentAgainstTheViewport() throws {
        let list = scroll("list", .vertical, .fixed(200), .fixed(100), [
            box("row1", .fill, .fixed(80)), box("row2", .fill, .fixed(80), margin: Margins(top: 90)),
        ])
        let e = try explain(list, 200, 100, "row2")
        #expect(e.algorithm == "scroll")
        #expect(e.frame == Rect(x: 0, y: 90, width: 200, height: 80))
        #expect(notes(e, .container) == ["a scroll container along the vertical axis: its children are laid out with no limit "
            + "along it; the content is 200 x 170 (the children with their margins, and the padding) in a viewport of 200 x 100, "
            + "so it scrolls by up to 70 along its height; the frames are at scroll offset 0"])
        #expect(notes(e, .y) == ["the padding 0 + 90: alignment start of its height 80 in the space 100 with margins 90 and 0"])
        #expect(notes(e, .height) == ["exactly 80"])
    }
}
