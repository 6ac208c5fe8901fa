import LayoutSnap
import Testing

/// CSS Sizing 4 §5.1: the automatic minimum size of a non-replaced box with a preferred aspect
/// ratio in its ratio-dependent axis is its min-content size, so a height through the ratio grows
/// to hold the content. Chromium gives that floor only to a height that is `auto`: a percentage
/// height, even one that behaves as auto against a containing block of indefinite height, leaves the
/// height to the ratio and the content overflows. Values checked in Chromium.
@Suite struct PercentHeightRatioFloorTests {
    /// The box (30 px wide, ratio 3, with `height`) holding a block with min-height 30, in a row
    /// flex container of indefinite height.
    func ratioBox(height: String?) throws -> FrameNode {
        let h = height.map { "height=\"\($0)\" " } ?? ""
        let tree = "<div><div display=\"block\" width=\"30px\" aspect-ratio=\"3\" \(h)><div display=\"block\" min-height=\"30px\"/></div></div>"
        return try CSSTree.layout(tree).children[0]
    }

    @Test func anAutoHeightHoldsTheContent() throws {
        // 30 / 3 = 10 through the ratio, raised to the content's 30.
        #expect(try ratioBox(height: nil).frame.height == 30)
    }

    @Test func aPercentageHeightFollowsTheRatio() throws {
        // 100% of an indefinite height: 30 / 3 = 10, the 30 px content overflowing.
        let box = try ratioBox(height: "100%")
        #expect(box.frame.height == 30 / 3)
        #expect(box.children[0].frame.height == 30)
    }
}
