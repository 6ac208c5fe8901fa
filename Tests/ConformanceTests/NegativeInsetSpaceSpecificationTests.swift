import LayoutSnap
import Testing

/// CSS Position 3 §3.5.1, written from its text: "If the resulting inset-modified containing
/// block has a negative size in an axis, then ... the weaker inset (the end-side one) is reduced
/// so that the size becomes zero" (csswg-drafts#11478, which Chromium and Firefox follow). The
/// box is then placed in that empty space at the stronger inset: auto margins share the negative
/// free space equally in the block axis and start-align it in the inline axis (CSS 2.1 §10.6.4,
/// §10.3.7). A 100 × 100 containing block; values checked in Chromium.
@Suite struct NegativeInsetSpaceSpecificationTests {
    func box(_ attributes: String, container: String = "width=\"100px\" height=\"100px\"") throws -> Rect {
        let tree = "<div display=\"block\" \(container)><div position=\"absolute\" display=\"block\" \(attributes)/></div>"
        return try CSSTree.layout(tree).children[0].frame
    }

    static let autoMargins = "margin-top=\"auto\" margin-bottom=\"auto\" margin-left=\"auto\" margin-right=\"auto\""

    @Test func aBoxWithAutoMarginsSitsAtTheStrongerInset() throws {
        // Insets of 90 on every side: the space shrinks to nothing at 90. Vertically the 20 px box
        // is centred on it (margins of -10 each): 90 - 10. Horizontally it starts there: 90.
        let all = "width=\"20px\" height=\"20px\" top=\"90px\" bottom=\"90px\" left=\"90px\" right=\"90px\" " + Self.autoMargins
        #expect(try box(all) == Rect(x: 90, y: 90 - 20 / 2, width: 20, height: 20))
        // Right to left, the left inset is the weaker one: the space is at 100 - 90 = 10, and the
        // box ends there: 10 - 20.
        let rtl = try box(all + " direction=\"rtl\"", container: "width=\"100px\" height=\"100px\" direction=\"rtl\"")
        #expect(rtl == Rect(x: 10 - 20, y: 90 - 20 / 2, width: 20, height: 20))
    }

    @Test func anAutoTopMarginAddsNothingToANegativeSpace() throws {
        // top 70 + bottom 60 > 100: the box (no height) is at 70, not 100 - 60 = 40.
        #expect(try box("width=\"20px\" top=\"70px\" bottom=\"60px\" margin-top=\"auto\"") == Rect(x: 0, y: 70, width: 20, height: 0))
        // A containing block of no height: top 50 stays.
        #expect(try box("top=\"50px\" bottom=\"0px\" margin-top=\"auto\"", container: "width=\"100px\"").y == 50)
    }
}
