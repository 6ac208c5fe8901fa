import LayoutSnap
import Testing

/// CSS Position 3 §4.1, "Resolving Automatic Insets", when both insets of an absolutely positioned
/// box along an axis are auto and its self-alignment is not normal, written from its text: "for
/// self-start alignment ... set its start-edge inset property to the static position, and its
/// end-edge inset property to zero; for self-end alignment ... set its end-edge inset property to
/// the static position, and its start-edge inset property to zero; for self-center alignment ...
/// [the inset-modified containing block is centred on] the center of its static position
/// rectangle", as far as the nearer edge of the containing block allows; then §5.1 aligns the box
/// in that space, a `safe` alignment falling back to its start when the box overflows it.
///
/// Here the box is a child of a block container 100 px high with a 30 px top padding: its
/// static-position rectangle is the line at y = 30 (where the flow would have put it), its
/// containing block the padding box, 0 to 100. Values checked in Chromium.
@Suite struct AbsoluteStaticPositionSpecificationTests {
    /// The frame of the positioned box with `align-self: alignment` and `height` px.
    func box(_ alignment: String, height: Int) throws -> Rect {
        let tree = "<div width=\"180px\" height=\"100px\" padding-top=\"30px\" display=\"block\">"
            + "<div position=\"absolute\" align-self=\"\(alignment)\" width=\"40px\" height=\"\(height)px\"/></div>"
        return try CSSTree.layout(tree).children[0].frame
    }

    @Test func startAlignedTheBoxIsAtItsStaticPosition() throws {
        // The space runs from 30 to the containing block's end, 100.
        #expect(try box("start", height: 20).y == 30)
    }

    @Test func endAlignedTheBoxEndsAtItsStaticPosition() throws {
        // The space runs from 0 to 30: the 20 px box ends at 30, and fits, safe or not.
        #expect(try box("end", height: 20).y == 30 - 20)
        #expect(try box("safe end", height: 20).y == 30 - 20)
    }

    @Test func centredTheSpaceIsCentredOnTheStaticPosition() throws {
        // The nearer edge is the top, 30 away: the space is 0 to 2 × 30 = 60.
        #expect(try box("center", height: 20).y == 30 - 20 / 2)
        // An overflowing box stays centred on 30 (no default overflow alignment here) ...
        #expect(try box("center", height: 250).y == 30 - 250 / 2)
        // ... unless the alignment is safe: then it starts where the space starts, at 0.
        #expect(try box("safe center", height: 250).y == 0)
    }

    // MARK: The width an absolutely positioned box shrinks to fit in

    /// The frame of an absolutely positioned box without insets holding ten 30 px boxes that wrap
    /// (min-content 30, max-content 10 × 30 = 300), in a 170 px container with `container`'s
    /// attributes.
    func shrunk(_ container: String) throws -> Rect {
        let boxes = String(repeating: "<div width=\"30px\" height=\"10px\" flex-shrink=\"0\"/>", count: 10)
        let tree = "<div width=\"170px\" height=\"100px\" \(container)><div position=\"absolute\" flex-wrap=\"wrap\" direction=\"ltr\">"
            + boxes + "</div></div>"
        return try CSSTree.layout(tree).children[0].frame
    }

    @Test func withBothInsetsAutoTheBoxShrinksToFitFromItsStaticPosition() throws {
        // The start inset resolves to the static position, the end inset to 0: the space is the
        // containing block (the 170 px padding box) less the padding before the static position.
        #expect(try shrunk("padding-left=\"7px\" display=\"block\" direction=\"ltr\"") == Rect(x: 7, y: 0, width: 170 - 7, height: 20))
        // Right to left the static position is at the content box's right edge.
        #expect(try shrunk("padding-right=\"9px\" display=\"block\" direction=\"rtl\"") == Rect(x: 0, y: 0, width: 170 - 9, height: 20))
        // In a flex container the static-position rectangle is the content box.
        #expect(try shrunk("padding-left=\"11px\" direction=\"ltr\"") == Rect(x: 11, y: 0, width: 170 - 11, height: 20))
    }

    // MARK: Insets that cross

    @Test func crossingInsetsLeaveASpaceOfNoSizeThatNegativeMarginsStillWiden() throws {
        // §4.1: "If the resulting inset-modified containing block has a negative size in either
        // axis, then its size in that axis is treated as zero." 100 − 60 − 50 = −10, so 0; the
        // box stretches to it less its margins, 0 − (−5) = 5 wide.
        let across = try CSSTree.layout("<div width=\"100px\" height=\"100px\" display=\"block\">"
            + "<div position=\"absolute\" left=\"60px\" right=\"50px\" margin-right=\"-5px\" height=\"10px\"/></div>").children[0].frame
        #expect(across == Rect(x: 60, y: 0, width: 0 - (-5), height: 10))
        // Vertically: 100 − 70 − 40 = −10, so 0, and 0 − (−8 − 2) = 10 high, its top at 70 − 8.
        let down = try CSSTree.layout("<div width=\"100px\" height=\"100px\" display=\"block\">"
            + "<div position=\"absolute\" top=\"70px\" bottom=\"40px\" margin-top=\"-8px\" margin-bottom=\"-2px\" width=\"10px\"/></div>").children[0].frame
        #expect(down == Rect(x: 0, y: 70 - 8, width: 10, height: 0 - (-8 - 2)))
    }
}
