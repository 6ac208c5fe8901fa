import LayoutSnap
import Testing

/// CSS 2.1 §10.3.7 and CSS Sizing 3 §5.1, written from their text: an absolutely positioned box
/// with an auto width (and auto left and right) is shrink-to-fit, "min(max(preferred minimum
/// width, available width), preferred width)", where the available width is the containing
/// block's less the box's margins; a flex item's auto cross size under `align-items: flex-start`
/// is fit-content too (Flexbox 9.4). The content is ten Ahem words of two 10 px glyphs with break
/// opportunities between them: min-content 20 px, max-content 10 × 20 = 200 px. Each container
/// kind sizes itself so: a block container and a grid container. Values checked in Chromium.
@Suite struct ShrinkToFitSpecificationTests {
    static let words = Array(repeating: "HH", count: 10).joined(separator: "\u{200B}")

    /// The frame of an absolutely positioned `display` box with `attributes` holding the words, in
    /// a block containing block `width` px wide.
    func absolute(_ display: String, in width: Int, _ attributes: String = "") throws -> Rect {
        let tree = "<div display=\"block\" width=\"\(width)px\" height=\"100px\"><div display=\"\(display)\" position=\"absolute\" \(attributes)>"
            + "<text>\(Self.words)</text></div></div>"
        return try CSSTree.layout(tree).children[0].frame
    }

    @Test(arguments: ["block", "grid"]) func theAvailableWidthIsTheContainingBlockLessTheMargins(display: String) throws {
        // available 100 - 20 = 80, between min-content 20 and max-content 200: four words a
        // line (80 / 20), so three lines of 10 px for ten words.
        #expect(try absolute(display, in: 100, "margin-left=\"20px\"") == Rect(x: 20, y: 0, width: 100 - 20, height: 3 * 10))
        // No margin: 100 wide, five words a line, two lines.
        #expect(try absolute(display, in: 100) == Rect(x: 0, y: 0, width: 100, height: 2 * 10))
    }

    @Test(arguments: ["block", "grid"]) func theWidthStaysBetweenTheMinAndMaxContentWidths(display: String) throws {
        // A wide containing block: the max-content width, one line.
        #expect(try absolute(display, in: 300) == Rect(x: 0, y: 0, width: 200, height: 10))
        // A narrow one: the min-content width, one word a line.
        #expect(try absolute(display, in: 10).width == 20)
        // A max-width clamps what shrink-to-fit gives: 50 wide, two words a line, five lines.
        #expect(try absolute(display, in: 100, "max-width=\"50px\"") == Rect(x: 0, y: 0, width: 50, height: 5 * 10))
    }

    @Test(arguments: ["block", "grid"]) func aFlexItemsAutoCrossSizeIsFitContent(display: String) throws {
        let tree = "<div flex-direction=\"column\" align-items=\"flex-start\" width=\"100px\"><div display=\"\(display)\">"
            + "<text>\(Self.words)</text></div></div>"
        #expect(try CSSTree.layout(tree).children[0].frame == Rect(x: 0, y: 0, width: 100, height: 2 * 10))
    }
}
