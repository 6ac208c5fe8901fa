import LayoutSnap
import Testing

/// CSS Position 3 §4.1, written from its text: with both insets of an axis auto, "for self-start
/// alignment ... set its start-edge inset property to the static position, and its end-edge inset
/// property to zero"; for self-end alignment the other way round. So an auto width shrinks to fit
/// the space from its static position to the containing block's far edge, or, where the flex
/// container aligns the static position to the end, from the containing block's near edge to it.
/// A flex container 220 wide (border box, so its padding box is 220) with 6 px of padding on the
/// static position's side, holding an absolutely positioned block with a 220 px text of three
/// words (10, 2 and 10 glyphs of 10 px). Values checked in Chromium.
@Suite struct StaticPositionSpaceSpecificationTests {
    static let text = ["HHHHHHHHHH", "HH", "HHHHHHHHHH"].joined(separator: "\u{200B}")

    func box(_ container: String) throws -> Rect {
        try CSSTree.layout("<div width=\"220px\" \(container)><div position=\"absolute\" display=\"block\"><text>\(Self.text)</text></div></div>")
            .children[0].frame
    }

    @Test func atTheStartTheSpaceRunsFromTheStaticPosition() throws {
        // From the content edge at 6 to 220: 214, two lines.
        #expect(try box("flex-direction=\"column\" padding-left=\"6px\"") == Rect(x: 6, y: 0, width: 220 - 6, height: 20))
    }

    @Test func atTheEndItRunsToTheStaticPosition() throws {
        // wrap-reverse puts a column's cross start on the right: the space runs from 0 to the
        // content box's right edge, 220, and the text fits on one line.
        #expect(try box("flex-direction=\"column\" flex-wrap=\"wrap-reverse\" padding-left=\"6px\"") == Rect(x: 0, y: 0, width: 220, height: 10))
        // justify-content: flex-end in a row with 6 px of right padding: from 0 to 214.
        #expect(try box("justify-content=\"flex-end\" padding-right=\"6px\"") == Rect(x: 0, y: 0, width: 220 - 6, height: 20))
    }

    @Test func centredTheSpaceIsCentredOnIt() throws {
        #expect(try box("justify-content=\"center\"") == Rect(x: 0, y: 0, width: 220, height: 10))
    }
}
