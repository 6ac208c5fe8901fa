import LayoutSnap
import Testing

/// CSS Sizing 4 §5.1: "the automatic minimum size in the ratio-dependent axis of a box with a
/// preferred aspect ratio that is neither a replaced element nor a scroll container is its
/// min-content size capped by its maximum size", here the content height of a row flex container
/// 40 px wide with `aspect-ratio: 2` (so 40 / 2 = 20 px high). Chromium takes that content height
/// from the container laid out at its ratio's height: an item stretched in the single line spans
/// the line and adds nothing of its own, so wrapping text overflows the 20 px box; an item that
/// is not stretched counts with its margins, and lines that wrap count their content. The text is
/// ten Ahem words of two 10 px glyphs: at 40 px, two words a line, five lines, 50 px. A `text`
/// element is a flex container holding its text as an anonymous flex item (the conformance page's
/// style). Values checked in Chromium.
@Suite struct RatioContentHeightSpecificationTests {
    static let words = Array(repeating: "HH", count: 10).joined(separator: "\u{200B}")

    /// The frame of the ratio box, with `attributes` and `content`, in a 200 px block container.
    func ratioBox(_ attributes: String = "", content: String = "<text>\(words)</text>") throws -> Rect {
        let tree = "<div display=\"block\" width=\"200px\"><div width=\"40px\" aspect-ratio=\"2\" \(attributes)>\(content)</div></div>"
        return try CSSTree.layout(tree).children[0].frame
    }

    @Test func aStretchedItemAddsNothing() throws {
        #expect(try ratioBox() == Rect(x: 0, y: 0, width: 40, height: 40 / 2))
    }

    @Test func itemsThatAreNotStretchedCountTheirContent() throws {
        // The item keeps its five lines: 5 × 10.
        #expect(try ratioBox("align-items=\"flex-start\"").height == 5 * 10)
        #expect(try ratioBox("align-items=\"center\"").height == 5 * 10)
        // A block container counts its content in full.
        #expect(try ratioBox("display=\"block\"").height == 5 * 10)
        // Wrapping lines are sized by their content.
        #expect(try ratioBox("flex-wrap=\"wrap\"").height == 5 * 10)
    }

    @Test func anItemOfDefiniteHeightCountsWithItsMarginsAndThePadding() throws {
        // Beside the stretched text, an item 30 high: 30.
        #expect(try ratioBox(content: "<text>\(Self.words)</text><div width=\"10px\" height=\"30px\"/>").height == 30)
        // A flex-start text item of one line (10) and a 30 px item with a 4 px bottom margin, under
        // 5 px of padding: 5 + 30 + 4.
        let content = "<text align-self=\"flex-start\">HH</text><div width=\"10px\" height=\"30px\" margin-bottom=\"4px\"/>"
        #expect(try ratioBox("padding-top=\"5px\"", content: content).height == 5 + 30 + 4)
    }

    @Test func theSameInAFlexLineAGridAreaAndAsAnAbsolutelyPositionedBox() throws {
        let box = "<div width=\"40px\" aspect-ratio=\"2\"><text>\(Self.words)</text></div>"
        let inFlex = try CSSTree.layout("<div width=\"200px\" align-items=\"flex-start\">\(box)</div>").children[0].frame
        let inGrid = try CSSTree.layout("<div display=\"grid\" width=\"200px\" align-items=\"start\">\(box)</div>").children[0].frame
        let absolute = try CSSTree.layout("<div display=\"block\" width=\"200px\" height=\"100px\">"
            + box.replacingOccurrences(of: "<div width", with: "<div position=\"absolute\" width") + "</div>").children[0].frame
        for frame in [inFlex, inGrid, absolute] { #expect(frame == Rect(x: 0, y: 0, width: 40, height: 20)) }
    }
}
