import LayoutSnap
import Testing

/// CSS Box Alignment 3 §4.4: "safe: If the size of the alignment subject overflows the alignment
/// container, the alignment subject is instead aligned as if the alignment mode were start." For
/// the static position of an absolutely positioned child of a flex container (CSS Flexbox §4.1),
/// Chromium aligns an overflowing child to the start of its containing block, the container's
/// padding box, in the writing mode; and it honours only a `safe` the child writes in align-self,
/// not one that `auto` takes from the container's align-items. Values checked in Chromium.
@Suite struct SafeStaticPositionTests {
    /// The border-box frame of the absolutely positioned child of a flex container with `container`'s
    /// attributes; the child has `child`'s.
    func child(_ container: String, _ child: String) throws -> Rect {
        try CSSTree.layout("<div \(container)><div position=\"absolute\" \(child)/></div>").children[0].frame
    }

    /// A row 100 px tall (border box) with padding 3 above and 4 below: a content box 93 tall from y 3.
    let row = "height=\"100px\" padding-top=\"3px\" padding-bottom=\"4px\""

    @Test func anOverflowingChildStartsAtItsContainingBlocksStart() throws {
        // 260 > 93: at the padding box's top, 0, not the content box's, 3.
        #expect(try child(row, "align-self=\"safe center\" height=\"260px\"").y == 0)
        #expect(try child(row, "align-self=\"safe end\" height=\"260px\"").y == 0)
        // After a 2 px border, and its own 5 px margin.
        #expect(try child(row + " border-top=\"2px\"", "align-self=\"safe center\" height=\"260px\"").y == 2)
        #expect(try child(row, "align-self=\"safe center\" height=\"260px\" margin-top=\"5px\"").y == 5)
        // wrap-reverse flips the cross axis, not the writing mode's start.
        #expect(try child(row + " flex-wrap=\"wrap-reverse\"", "align-self=\"safe end\" height=\"260px\"").y == 0)
        // Fitting, it is centred in the content box: 3 + (93 - 50) / 2.
        #expect(try child(row, "align-self=\"safe center\" height=\"50px\"").y == 3 + (93 - 50) / 2)
    }

    @Test func acrossAColumnTheStartIsTheInlineStart() throws {
        let column = "flex-direction=\"column\" width=\"100px\" padding-left=\"3px\""
        // Left to right: the padding box's left edge, 0.
        #expect(try child(column, "align-self=\"safe center\" width=\"260px\"").x == 0)
        // Right to left: its right edge, 100, so x = 100 - 260.
        #expect(try child(column + " direction=\"rtl\"", "align-self=\"safe center\" width=\"260px\"").x == 100 - 260)
    }

    @Test func aSafeThatAutoTakesFromAlignItemsIsNotApplied() throws {
        // Centred as if unsafe: 3 + (93 - 260) / 2 = -80.5; at the end: 3 + 93 - 260 = -164.
        #expect(try child(row + " align-items=\"safe center\"", "height=\"260px\"").y == 3 + (93 - 260) / 2)
        #expect(try child(row + " align-items=\"safe end\"", "height=\"260px\"").y == 3 + 93 - 260)
    }
}
