import LayoutSnap
import Testing

/// CSS Grid 11.1, steps 2 to 4, from the specification's text: the rows are sized with the
/// columns' sizes and "the effective column gap sizes" (`justify-content` in a container of
/// definite width); then "if the min-content contribution of any grid item has changed based on
/// the row sizes and alignment calculated in step 2, re-resolve the sizes of the grid columns with
/// the new min-content and max-content contributions (once only)", and the rows again (step 4).
/// In this engine an item's width depends on its rows through a preferred aspect ratio. Every
/// expected frame was also checked in Chromium.
@Suite struct GridRepeatedSizingSpecificationTests {
    let grid = GridSpecificationTextTests()

    @Test func stretchedRowsSizeTheColumnsAgain() throws {
        // Step 1: the only row is auto, "infinite" while the columns are sized: the empty ratio-2
        // item contributes 0 and the grid, sized under a max-content constraint, is 0 wide.
        // Step 2: the row is 0, then stretched (11.8) to the grid's 90. Step 3: the item's area is
        // 90 high, its width through the ratio 90 × 2 = 180, and the column is sized again: 180.
        let f = try grid.layout("""
            <div display="grid" height="90px"><div aspect-ratio="2"/></div>
            """)
        grid.expectClose(f.root, Rect(x: 0, y: 0, width: 180, height: 90))
        grid.expectClose(f.children[0], Rect(x: 0, y: 0, width: 180, height: 90))
    }

    @Test func aRowSizedByAnotherItemSizesTheColumnsAgain() throws {
        // Row 1 is 40 px: step 1 knows it, so the ratio-2 item makes column 1 40 × 2 = 80. Row 2 is
        // auto: step 1 takes it as infinite, the ratio-1 item in column 2 contributes 0. Step 2:
        // row 2 is the 30 px item's 30. Step 3: the ratio-1 item's area is 30 high, so column 2 is
        // 30 and the grid 80 + 30 = 110 wide; step 4 gives the same rows, 40 + 30 = 70.
        let f = try grid.layout("""
            <div display="grid" grid-template-rows="40px">
              <div aspect-ratio="2"/>
              <div grid-row-start="2" height="30px" width="10px"/>
              <div grid-row-start="2" aspect-ratio="1"/>
            </div>
            """)
        grid.expectClose(f.root, Rect(x: 0, y: 0, width: 110, height: 70))
        grid.expectClose(f.children[0], Rect(x: 0, y: 0, width: 80, height: 40))
        grid.expectClose(f.children[1], Rect(x: 0, y: 40, width: 10, height: 30))
        grid.expectClose(f.children[2], Rect(x: 80, y: 40, width: 30, height: 30))
    }

    @Test func theRowsSeeTheColumnGapsJustifyContentMakes() throws {
        // Step 2, "if the grid container's inline size is definite, also apply justify-content to
        // account for the effective column gap sizes": two 20 px columns in 260 px with
        // space-between are 260 − 2 × 20 = 220 apart, so the item spanning both is
        // 20 + 220 + 20 = 260 wide while the rows are sized, and its row 260 high (ratio 1).
        let f = try grid.layout("""
            <div display="grid" justify-content="space-between" grid-template-columns="20px 20px" width="260px">
              <div grid-column-start="1" grid-column-end="3" aspect-ratio="1"/>
            </div>
            """)
        grid.expectClose(f.root, Rect(x: 0, y: 0, width: 260, height: 260))
        grid.expectClose(f.children[0], Rect(x: 0, y: 0, width: 260, height: 260))
    }

    @Test func theColumnsSeeTheRowGapsAlignContentMakes() throws {
        // Step 3, "if the grid container's block size is definite, also apply align-content":
        // two 10 px rows in 100 px with space-between are 80 apart, the item's area
        // 10 + 80 + 10 = 100 high, so its column is 100 wide (ratio 1), and so is the grid.
        let f = try grid.layout("""
            <div display="grid" align-content="space-between" grid-template-rows="10px 10px" height="100px">
              <div grid-row-start="1" grid-row-end="3" aspect-ratio="1"/>
            </div>
            """)
        grid.expectClose(f.root, Rect(x: 0, y: 0, width: 100, height: 100))
        grid.expectClose(f.children[0], Rect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func aContentSizedHeightIsTheRowsOfStepTwo() throws {
        // Chromium: the grid's auto height is the rows' extent of step 2, the rows of step 4 only
        // place the items. Step 1: the two auto columns are 0; space-evenly spreads 260 in three:
        // 260 / 3 apart. Step 2: each item (ratio 1) spans 0 + 260/3 + 0, so each row is 260/3
        // and the grid 2 × 260/3 high. Step 3: each item contributes 260/3 to its two columns,
        // 260/6 each; the gaps become (260 − 260/3) / 3 = 520/9. Step 4: each item is now
        // 260/6 + 520/9 + 260/6 = 1300/9 wide and high, and so is each row.
        let f = try grid.layout("""
            <div display="grid" justify-content="space-evenly" width="260px">
              <div grid-column-end="span 2" aspect-ratio="1"/>
              <div grid-row-start="2" grid-column-end="span 2" aspect-ratio="1"/>
            </div>
            """)
        grid.expectClose(f.root, Rect(x: 0, y: 0, width: 260, height: 2 * 260 / 3))
        grid.expectClose(f.children[0], Rect(x: 520 / 9, y: 0, width: 1300 / 9, height: 1300 / 9))
        grid.expectClose(f.children[1], Rect(x: 520 / 9, y: 1300 / 9, width: 1300 / 9, height: 1300 / 9))
    }

    @Test func percentagesAgainstTheAreaWidthAreCyclicAgainInStepThree() throws {
        // The columns are sized again, so "a cyclic percentage" margin counts 0 in the
        // contributions, as in step 1. Step 1: the empty item contributes 0; the two auto columns
        // stretch to 100 and 100. Step 2: the margin is 10% of 100 = 10, the item 90 wide and
        // high, the auto row stretched to 100. Step 3: the item's area is 100 high: it contributes
        // 100 (ratio 1) + 0, column 1 is 100, column 2 0, and both stretch by 100 / 2: 150 and 50.
        // Step 4: the margin is 15, the item 135 wide and high, its row 135.
        let f = try grid.layout("""
            <div display="grid" width="200px" height="100px" grid-template-columns="auto auto">
              <div aspect-ratio="1" margin-left="10%"/>
            </div>
            """)
        grid.expectClose(f.children[0], Rect(x: 15, y: 0, width: 135, height: 135))
    }

    @Test func aWidthThroughTheRatioContributesAtLeastTheMinContentWidth() throws {
        // CSS Sizing 4: the automatic minimum in the ratio-dependent axis of a non-replaced box is
        // its min-content size. Step 1: the text (ten 10 px glyphs, no break) contributes its
        // min-content 100 (the 10% margin is cyclic: 0), so the column is 100 in the 70 px grid.
        // Step 2: the margin is 10, the item 90 wide and 90 / 0.5 = 180 high. Step 3: through
        // the ratio the area's 180 gives 90, floored at the min-content 100: no change.
        let f = try grid.layout("""
            <div display="grid" width="70px">
              <text margin-right="10%" aspect-ratio="0.5" display="block">HHHHHHHHHH</text>
            </div>
            """)
        grid.expectClose(f.root, Rect(x: 0, y: 0, width: 70, height: 180))
        grid.expectClose(f.children[0], Rect(x: 0, y: 0, width: 90, height: 180))
    }

    @Test func aPercentageRowOfADefiniteHeightIsKnownInStepOne() throws {
        // Step 1: "assume the available space that it would have if any row with a definite max
        // track sizing function had that size": 50% of the grid's 220 px is definite, 110, so the
        // ratio-2 item contributes 110 × 2 = 220 to its column from the start.
        let f = try grid.layout("""
            <div display="grid" grid-template-rows="50% 20px 50%" height="220px">
              <div aspect-ratio="2"/>
            </div>
            """)
        grid.expectClose(f.root, Rect(x: 0, y: 0, width: 220, height: 220))
        grid.expectClose(f.children[0], Rect(x: 0, y: 0, width: 220, height: 110))
    }

    @Test func aPercentageHeightInAnAutoRowThatWillNotStretchIsCyclicInStepOne() throws {
        // Step 1 takes a row without a definite maximum as infinite, so `height: 100%` is cyclic
        // and behaves as auto: the empty ratio-2 item contributes 0, and the grid (max-content) is
        // 0 wide. With `align-content: center` the auto row is not stretched to the 150 px: it is
        // 0 high, centred at 150 / 2 = 75, and the item's 100% of it is 0.
        let f = try grid.layout("""
            <div display="grid" align-content="center" height="150px">
              <div aspect-ratio="2" height="100%"/>
            </div>
            """)
        grid.expectClose(f.root, Rect(x: 0, y: 0, width: 0, height: 150))
        grid.expectClose(f.children[0], Rect(x: 0, y: 75, width: 0, height: 0))
    }

    @Test func aHeightItsContentDecidedIsNoEstimateForStepOne() throws {
        // The grid's auto height is its rows' (0fr and 40px: 40), known only after its columns.
        // Laid out again at that height, the columns are still sized without it: the item's
        // `min-height: 50%` is cyclic there (a minimum resolves against 0), its column 0. In its
        // area, row 1 (0fr) is 0 high: 50% of 0 is 0, and the item is 0 × 0.
        let f = try grid.layout("""
            <div display="grid" grid-template-rows="0fr 40px">
              <div aspect-ratio="1" min-height="50%"/>
            </div>
            """)
        grid.expectClose(f.root, Rect(x: 0, y: 0, width: 0, height: 40))
        grid.expectClose(f.children[0], Rect(x: 0, y: 0, width: 0, height: 0))
    }

    @Test func aPercentageHeightResolvedByTheRowsSizesTheColumnsAgain() throws {
        // Step 1: the rows are flexible, "infinite": `height: 100%` is cyclic, the empty ratio-1
        // item contributes 0. Step 2 (an auto height): the fr is the largest base over its flex,
        // 20 (the minmax(20px, 1fr) row), both rows 20. Step 3: the item's 100% is its area's 20,
        // its width 20 through the ratio: the column is sized again, 20.
        let f = try grid.layout("""
            <div display="grid" grid-template-rows="1fr minmax(20px, 1fr)">
              <div aspect-ratio="1" height="100%"/>
            </div>
            """)
        grid.expectClose(f.root, Rect(x: 0, y: 0, width: 20, height: 40))
        grid.expectClose(f.children[0], Rect(x: 0, y: 0, width: 20, height: 20))
    }

    @Test func aChangedMaxContentContributionSizesTheColumnsAgain() throws {
        // Step 1: row 2 (minmax(30px, auto)) is "infinite": the text contributes its min-content
        // width, 100 (its longest word), and its max-content width, 27 glyphs × 10 = 270.
        // Step 2: row 2 stretches to 170 − 20 = 150. Step 3: through the ratio 150 × 0.5 = 75,
        // at least the min-content 100: both contributions are now 100, the max-content one has
        // changed, and the column is sized again: 100 (Chromium re-resolves here too).
        let f = try grid.layout("""
            <div display="grid" grid-template-rows="20px minmax(30px, auto)" height="170px">
              <text grid-row-start="2" aspect-ratio="0.5" display="block">HH H HHHH HHHHHHHHHH H HHHH</text>
            </div>
            """)
        grid.expectClose(f.root, Rect(x: 0, y: 0, width: 100, height: 170))
        grid.expectClose(f.children[0], Rect(x: 0, y: 20, width: 100, height: 200))
    }
}
