import LayoutSnap
import Testing

/// CSS Sizing 4 §5.1 in a column flex container: "the automatic minimum size in the
/// ratio-dependent axis of a box with a preferred aspect ratio that is neither a replaced element
/// nor a scroll container is its min-content size capped by its maximum size". With a definite
/// height the width is that axis: an item 55 high with `aspect-ratio: 0.5` is 55 × 0.5 = 27.5
/// wide, but not narrower than its 100 px word. Without a definite height (one the column's
/// flexing gives), the width follows the ratio alone in Chromium. Values checked in Chromium.
@Suite struct ColumnRatioWidthTests {
    func item(_ attributes: String, _ text: String = "HHHHHHHHHH") throws -> Rect {
        let tree = "<div flex-direction=\"column\" width=\"300px\" align-items=\"flex-start\"><text \(attributes)>\(text)</text></div>"
        return try CSSTree.layout(tree).children[0].frame
    }

    @Test func aWidthThroughTheRatioIsAtLeastTheMinContentWidth() throws {
        #expect(try item("height=\"55px\" aspect-ratio=\"0.5\"") == Rect(x: 0, y: 0, width: 100, height: 55))
        // Capped by max-width.
        #expect(try item("height=\"55px\" aspect-ratio=\"0.5\" max-width=\"60px\"").width == 60)
        // A height clamped by max-height (80 to 50): 50 × 1.5 = 75, still widened to 100.
        #expect(try item("height=\"80px\" max-height=\"50px\" aspect-ratio=\"1.5\"") == Rect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test func noMinimumForAScrollContainerShortContentOrAnIndefiniteHeight() throws {
        #expect(try item("height=\"55px\" aspect-ratio=\"0.5\" overflow=\"hidden\"").width == 55 * 0.5)
        #expect(try item("height=\"55px\" aspect-ratio=\"0.5\"", "HH").width == 55 * 0.5)
        // The height comes from the column (its content, at most max-height 50): 50 × 1.5.
        #expect(try item("aspect-ratio=\"1.5\" max-height=\"50px\"") == Rect(x: 0, y: 0, width: 50 * 1.5, height: 50))
    }
}
