import LayoutSnap
import Testing

/// CSS Sizing 4 §5.1: the automatic minimum width of a non-replaced, non-scrolling box with an
/// aspect ratio is its min-content width. Chromium gives an absolutely positioned box with a ratio
/// and a written height that floor even over its written width. The min-content width is its
/// content's at that height: a flex item stretched to the height takes its width from it through
/// its own ratio. Values checked in Chromium.
@Suite struct AbsoluteRatioContentFloorTests {
    /// The positioned box (130 x 210, ratio 1.5: a row flex container) holding `child`.
    func box(_ child: String) throws -> Rect {
        let tree = "<div display=\"block\"><div position=\"absolute\" width=\"130px\" height=\"210px\" aspect-ratio=\"1.5\">\(child)</div></div>"
        return try CSSTree.layout(tree).children[0].frame
    }

    @Test func theContentsWidthAtTheWrittenHeight() throws {
        // The item stretches to 210 and is 210 x 1 wide through its ratio: above the written 130.
        #expect(try box("<div aspect-ratio=\"1\"/>").size == Size(width: 210, height: 210))
        // Content narrower than 130 leaves the written width.
        #expect(try box("<div width=\"100px\"/>").size == Size(width: 130, height: 210))
    }
}
