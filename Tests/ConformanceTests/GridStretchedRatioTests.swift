import LayoutSnap
import Testing

/// CSS Box Alignment 3 with CSS Sizing 4: an explicit `stretch` makes an item's size the stretch
/// fit, bound by its own min and max sizes only; `normal` on an item with a preferred aspect ratio
/// sizes it as a block-level box, whose automatic width also takes the maximum its ratio transfers
/// from `max-height`. Checked in Chromium.
@Suite struct GridStretchedRatioTests {
    let grid = GridSpecificationTextTests()

    @Test func normalTakesTheMaximumTheRatioTransfers() throws {
        // max-height 35 through the ratio 2 is a maximum width of 70: the item is 70 × 35.
        let f = try grid.layout("""
            <div display="grid" width="210px"><div max-height="35px" aspect-ratio="2"/></div>
            """)
        grid.expectClose(f.children[0], Rect(x: 0, y: 0, width: 70, height: 35))
    }

    @Test func anExplicitStretchIsBoundOnlyByTheItemsOwnMaximum() throws {
        // Stretched, the width is the area's 210; the height through the ratio, 105, is held
        // to max-height 35. The same with `align-self: stretch` in a 100 px row.
        let f = try grid.layout("""
            <div display="grid" justify-items="stretch" width="210px"><div max-height="35px" aspect-ratio="2"/></div>
            """)
        grid.expectClose(f.children[0], Rect(x: 0, y: 0, width: 210, height: 35))
        let g = try grid.layout("""
            <div display="grid" width="210px" height="100px">
              <div max-height="35px" aspect-ratio="2" justify-self="stretch" align-self="stretch"/>
            </div>
            """)
        grid.expectClose(g.children[0], Rect(x: 0, y: 0, width: 210, height: 35))
    }
}
