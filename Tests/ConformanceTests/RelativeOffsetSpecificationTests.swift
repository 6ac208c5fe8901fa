import LayoutSnap
import Testing

/// CSS Positioned Layout 3 §3.3 with CSS 2.1 §10.5: a relatively positioned box's `top` and
/// `bottom` percentages are of its containing block's height; when that height depends on the
/// content (it is not definite), a percentage behaves as `auto` and the box does not move.
/// Checked in Chromium.
@Suite struct RelativeOffsetSpecificationTests {
    @Test func aPercentageTopInAContentSizedFlexContainerIsAuto() throws {
        // The flex container's height is its text's 10 px: `top: 75%` is auto, the text at y 0.
        let root = try CSSTree.layout("""
            <div display="block"><div><text top="75%">HH HHHH</text></div></div>
            """)
        #expect(root.children[0].children[0].frame.y == 0)
    }

    @Test func aPercentageTopInADefiniteHeightMoves() throws {
        // With `height: 40px` the percentage resolves: 75% of 40 = 30.
        let root = try CSSTree.layout("""
            <div display="block"><div height="40px"><text top="75%">HH HHHH</text></div></div>
            """)
        #expect(root.children[0].children[0].frame.y == 30)
    }
}
