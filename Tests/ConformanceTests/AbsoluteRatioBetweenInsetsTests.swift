import LayoutSnap
import Testing

/// An absolutely positioned box with `aspect-ratio: 1`, an auto width and height, and both
/// vertical insets: its height fills the space between the insets and its width follows through
/// the ratio, "at least its min-content size" (CSS Sizing 4 §5.1, the automatic minimum in the
/// ratio-dependent axis). Chromium keeps the box in its ratio when that minimum widens it: the
/// height then follows the width. Values checked in Chromium; the containing block is 200 × 200,
/// the text Ahem at 10 px a glyph.
@Suite struct AbsoluteRatioBetweenInsetsTests {
    func box(top: Int, bottom: Int, _ content: String) throws -> Size {
        let tree = "<div display=\"block\" width=\"200px\" height=\"200px\"><div position=\"absolute\" display=\"block\" "
            + "top=\"\(top)px\" bottom=\"\(bottom)px\" aspect-ratio=\"1\">\(content)</div></div>"
        return try CSSTree.layout(tree).children[0].frame.size
    }

    @Test func theInsetsGiveTheHeightAndTheRatioTheWidth() throws {
        // 200 - 0 - 150 = 50 high, so 50 wide, empty or holding a 20 px word.
        #expect(try box(top: 0, bottom: 150, "") == Size(width: 50, height: 50))
        #expect(try box(top: 0, bottom: 150, "<text>HH</text>") == Size(width: 50, height: 50))
    }

    @Test func aWidthWidenedByItsMinContentTakesTheHeightAlong() throws {
        // A 100 px word: the width's minimum is 100, and the height follows it.
        #expect(try box(top: 0, bottom: 150, "<text>HHHHHHHHHH</text>") == Size(width: 100, height: 100))
        // Insets that leave no space: the 20 px word gives 20 x 20; empty, nothing.
        #expect(try box(top: 0, bottom: 200, "<text>HH</text>") == Size(width: 20, height: 20))
        #expect(try box(top: 10, bottom: 200, "") == Size(width: 0, height: 0))
    }

    @Test func aWrittenWidthWithTheHeightLeftToTheInsetsIsAtLeastTheMinContentWidth() throws {
        // `width: 35px`: with top and bottom set, Chromium treats the width as the ratio-dependent
        // axis, as when both sizes are written: the 100 px word widens it, the height follows.
        func box(_ insets: String) throws -> Size {
            let tree = "<div display=\"block\" width=\"200px\" height=\"200px\"><text position=\"absolute\" width=\"35px\" "
                + "aspect-ratio=\"1\" \(insets)>HHHHHHHHHH</text></div>"
            return try CSSTree.layout(tree).children[0].frame.size
        }
        #expect(try box("top=\"50px\" bottom=\"20px\"") == Size(width: 100, height: 100))
        // Without them, the written width and its ratio hold.
        #expect(try box("") == Size(width: 35, height: 35))
    }
}
