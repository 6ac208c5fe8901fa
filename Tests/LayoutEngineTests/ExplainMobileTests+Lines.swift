import LayoutEngine
import LayoutModel
import Testing

/// The line-based and scrolling systems of `ExplainMobileTests`: flow (lines, masonry, pages),
/// float, path and scroll.
extension ExplainMobileTests {
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
