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
}
