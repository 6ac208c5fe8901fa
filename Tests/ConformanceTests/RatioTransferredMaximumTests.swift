import LayoutSnap
import Testing

/// CSS Sizing 4 §5.2 transfers a box's min and max sizes through its aspect ratio to an axis whose
/// size is not written, and §5.1 gives a non-replaced box an automatic minimum in the
/// ratio-dependent axis: its min-content size. Chromium keeps a written height's max-height to
/// that axis: the width follows the clamped height through the ratio, and the min-content floor is
/// not capped by a maximum transferred from the height; with the height auto the maximum transfers.
/// A written width's max-width transfers to the height either way, and minimums always transfer.
/// Every value checked in Chromium; a word of the Ahem text is 10 px a letter.
@Suite struct RatioTransferredMaximumTests {
    /// The border-box size of the one child of a 300 x 300 block when it has `attributes` and `text`.
    func box(_ attributes: String, _ text: String? = nil, in container: String = "display=\"block\"") throws -> Size {
        let child = text.map { "<text \(attributes)>\($0)</text>" } ?? "<div \(attributes)/>"
        let root = try CSSTree.layout("<div width=\"300px\" height=\"300px\" \(container)>\(child)</div>")
        return root.children[0].frame.size
    }

    @Test func aWrittenHeightsMaximumDoesNotCapTheWidthsContentFloor() throws {
        // height 20 clamped to 10; the ratio gives 2 x 10 = 20 wide; the word is 100 wide and the
        // automatic minimum keeps it: 100, not the 2 x 10 = 20 a transferred max-width would cap it at.
        let word = "HHHHHHHHHH"
        let attributes = "aspect-ratio=\"2\" height=\"20px\" max-height=\"10px\""
        #expect(try box("position=\"absolute\" " + attributes, word) == Size(width: 100, height: 10))
        #expect(try box("position=\"absolute\" display=\"block\" " + attributes, word) == Size(width: 100, height: 10))
        #expect(try box("float=\"left\" " + attributes, word) == Size(width: 100, height: 10))
        #expect(try box(attributes, word, in: "display=\"flex\" align-items=\"flex-start\"") == Size(width: 100, height: 10))
        // A written max-width still caps it.
        #expect(try box("position=\"absolute\" max-width=\"60px\" " + attributes, word) == Size(width: 60, height: 10))
        // Without content, the width is the clamped height through the ratio: 2 x 10.
        #expect(try box("position=\"absolute\" display=\"block\" " + attributes) == Size(width: 20, height: 10))
    }

    @Test func anAutoHeightsMaximumTransfersToTheWidth() throws {
        // max-height 10 through the ratio caps the width at 2 x 10 = 20, the 100-wide word overflowing.
        #expect(try box("position=\"absolute\" aspect-ratio=\"2\" max-height=\"10px\"", "HHHHHHHHHH") == Size(width: 20, height: 10))
    }

    @Test func aWrittenWidthsMaximumTransfersToTheHeight() throws {
        // A column item 20 wide with ratio 1/2 is 40 tall by the ratio; ten 20-px words stack
        // 10 x 10 = 100 tall, the content floor; max-width 30 through the ratio caps it at 30 x 2 = 60.
        let words = Array(repeating: "HH", count: 10).joined(separator: "\u{200B}")
        let column = "display=\"flex\" flex-direction=\"column\" align-items=\"flex-start\""
        #expect(try box("aspect-ratio=\"0.5\" width=\"20px\" max-width=\"30px\"", words, in: column) == Size(width: 20, height: 60))
        #expect(try box("aspect-ratio=\"0.5\" width=\"20px\"", words, in: column) == Size(width: 20, height: 100))
    }

    @Test func minimumsTransferFromAWrittenHeight() throws {
        // height 20 raised to min-height 40: 2 x 40 = 80 wide, and a max-width of 50 wins over it.
        #expect(try box("position=\"absolute\" display=\"block\" aspect-ratio=\"2\" height=\"20px\" min-height=\"40px\"") == Size(width: 80, height: 40))
        #expect(try box("position=\"absolute\" display=\"block\" aspect-ratio=\"2\" height=\"20px\" min-height=\"40px\" max-width=\"50px\"") == Size(width: 50, height: 40))
    }
}
