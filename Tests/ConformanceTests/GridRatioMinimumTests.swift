import LayoutSnap
import Testing

/// CSS Sizing 4 §5.1 in grid items: "the automatic minimum size in the ratio-dependent axis of a
/// box with a preferred aspect ratio that is neither a replaced element nor a scroll container is
/// its min-content size capped by its maximum size". A grid item whose width comes from its
/// definite height through its ratio is at least as wide as its longest word, in what it
/// contributes to its column and as it is laid out. Checked in Chromium.
@Suite struct GridRatioMinimumTests {
    let grid = GridSpecificationTextTests()

    @Test func aWidthFromTheHeightIsAtLeastTheMinContentWidth() throws {
        // 70 × 0.5 = 35 through the ratio, but the unbreakable ten 10 px glyphs are 100 wide: the
        // item is 100 × 70, and so is its column (the grid is sized under max-content).
        let f = try grid.layout("""
            <div display="grid"><text aspect-ratio="0.5" height="70px" display="block">HHHHHHHHHH</text></div>
            """)
        grid.expectClose(f.root, Rect(x: 0, y: 0, width: 100, height: 70))
        grid.expectClose(f.children[0], Rect(x: 0, y: 0, width: 100, height: 70))
    }

    @Test func aZeroHeightStillGivesTheMinContentWidth() throws {
        // height 0 gives 0 through the ratio 1; the minimum is the 100 px word.
        let f = try grid.layout("""
            <div display="grid"><text aspect-ratio="1" height="0px" display="block">HHHHHHHHHH</text></div>
            """)
        grid.expectClose(f.children[0], Rect(x: 0, y: 0, width: 100, height: 0))
    }

    @Test func theMaximumWidthCapsTheMinimum() throws {
        // "capped by its maximum size": max-width 60 holds the minimum to 60.
        let f = try grid.layout("""
            <div display="grid"><text aspect-ratio="0.5" height="70px" max-width="60px" display="block">HHHHHHHHHH</text></div>
            """)
        grid.expectClose(f.children[0], Rect(x: 0, y: 0, width: 60, height: 70))
    }

    @Test func anExplicitStretchAlongTheRowIsADefiniteHeightForTheMinimum() throws {
        // `align-self: stretch` makes the height the row's, held to max-height 5: a definite
        // height, so the width through the ratio (2.5) is at least the longest word, "HHHH", 40.
        let f = try grid.layout("""
            <div display="grid">
              <text max-height="5px" align-self="stretch" aspect-ratio="0.5" display="block">HH H H HHHH HHHH H</text>
            </div>
            """)
        grid.expectClose(f.children[0], Rect(x: 0, y: 0, width: 40, height: 5))
    }

    @Test func theAutomaticMinimumIsClampedByTheItemsOwnMaximumOnly() throws {
        // CSS Grid 6.6: the content size suggestion is "clamped by the maximum size in the affected
        // axis": the item has no max-width. Its max-height (20% of its 200 px row, 40) transfers a
        // maximum width of 20 through the ratio, which does not hold the minimum: the column is the
        // longest word, 100 (the 60 px grid overflows), the item 100 wide, 100 / 0.5 = 200 high
        // held to 40. The grid is as high as the row sized with that percentage cyclic: 200.
        let f = try grid.layout("""
            <div display="grid" width="60px">
              <text aspect-ratio="0.5" max-height="20%" justify-self="stretch" display="block">HHHH H HHHH HH HHHHHHHHHH</text>
            </div>
            """)
        grid.expectClose(f.root, Rect(x: 0, y: 0, width: 60, height: 200))
        grid.expectClose(f.children[0], Rect(x: 0, y: 0, width: 100, height: 40))
    }
}
