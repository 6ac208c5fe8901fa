import LayoutSnap
import Testing

/// CSS Flexbox 4.5, written from its text: the content size suggestion is "the min-content size in
/// the main axis, clamped, if it has a preferred aspect ratio, by any definite minimum and maximum
/// cross sizes converted through the aspect ratio", and the automatic minimum is the smaller of it
/// and the specified size suggestion (the written main size). That clamp holds when the main size
/// is written too, though CSS Sizing 4 transfers no min or max size to a written axis. Values
/// checked in Chromium.
@Suite struct RatioContentSuggestionTests {
    /// The item of a row flex container 100 px wide with a 6 px right border (94 px of content).
    func rowItem(_ attributes: String) throws -> Size {
        try CSSTree.layout("<div width=\"100px\" border-right=\"6px\"><div display=\"block\" \(attributes)/></div>").children[0].frame.size
    }

    @Test func aMinimumHeightThroughTheRatioKeepsAWrittenWidth() throws {
        // Empty: min-content 0, raised to 65 x 3 = 195 by min-height; the specified 100 is smaller,
        // so the item cannot shrink below 100 and overflows the 94. Its height: 100 / 3 raised to 65.
        #expect(try rowItem("width=\"100px\" aspect-ratio=\"3\" min-height=\"65px\"") == Size(width: 100, height: 65))
        // min-height 20: 20 x 3 = 60 < 94, so it shrinks to 94, and is 94 / 3 tall.
        #expect(try rowItem("width=\"100px\" aspect-ratio=\"3\" min-height=\"20px\"") == Size(width: 94, height: 94.0 / 3))
        // Without one, the same.
        #expect(try rowItem("width=\"100px\" aspect-ratio=\"3\"") == Size(width: 94, height: 94.0 / 3))
    }

    @Test func aMinimumWidthThroughTheRatioInAColumn() throws {
        // A written height of 100 in a column 50 tall; min-width 40 through the ratio 1/2 is 80, below
        // the specified 100: it shrinks to 80, and is 80 x 0.5 = 40 wide.
        let tree = "<div flex-direction=\"column\" width=\"200px\" height=\"50px\" align-items=\"flex-start\">"
            + "<div display=\"block\" height=\"100px\" aspect-ratio=\"0.5\" min-width=\"40px\"/></div>"
        #expect(try CSSTree.layout(tree).children[0].frame.size == Size(width: 40, height: 80))
    }
}
