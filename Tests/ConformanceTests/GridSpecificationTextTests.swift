import LayoutSnap
import Testing

/// CSS Grid tests written from the specifications' own text (CSS Grid 1/2, CSS Sizing 3/4, CSS
/// Box Alignment 3), with CSS trees in the conformance reader's attribute form and the expected
/// frames worked out by hand.
@Suite struct GridSpecificationTextTests {
    /// The unrounded frames of the root's children of the CSS tree `input` (one `div` element)
    /// laid out in `width` x max-content space, and the root's frame.
    func layout(_ input: String, width: String = "max-content") throws -> (root: Rect, children: [Rect]) {
        let xml = "<test name=\"t\"><viewport width=\"\(width)\" height=\"max-content\"/><input>\(input)</input>"
            + "<expectations><node/></expectations></test>"
        let c = try ConformanceCase(xml: xml)
        #expect(c.unsupported == nil, "uses \(c.unsupported ?? "")")
        let frames = try LayoutEngine(textMeasurer: AhemTextMeasurer()).layoutUnrounded(cssRoot: c.root, available: c.available)
        return (frames.frame, frames.children.map(\.frame))
    }

    func expectClose(_ actual: Rect, _ expected: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
        let pairs = [(actual.x, expected.x), (actual.y, expected.y), (actual.width, expected.width), (actual.height, expected.height)]
        #expect(pairs.allSatisfy { abs($0.0 - $0.1) < 1e-6 }, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    // MARK: CSS Grid 6.1 and CSS Sizing 3 5.2.1, percentages of grid items

    @Test func percentageMarginsResolveAgainstZeroForColumnContributions() throws {
        // "A grid item's containing block is its grid area"; while the columns are sized its width
        // is not known, and "for margins and paddings a cyclic percentage is resolved against zero
        // for determining intrinsic size contributions". The item contributes its padding, 3 + 3:
        // column 1 is 6, column 2 0; 11.8 stretches the auto tracks by (200 − 6) / 2 = 97 each,
        // 103 and 97. Laid out, the margins are 10% of the area's 103 = 10.3 each side: x = 10.3,
        // width 103 − 2 × 10.3 = 82.4. The rows are sized with the columns known: the row is the
        // top margin 10.3 and the padding 6, 16.3 high, and the item stretches to 16.3 − 10.3 = 6.
        let f = try layout("""
            <div display="grid" width="200px" grid-template-columns="auto auto">
              <div margin-left="10%" margin-right="10%" margin-top="10%" padding-top="3px" padding-left="3px" padding-bottom="3px" padding-right="3px"/>
            </div>
            """)
        expectClose(f.children[0], Rect(x: 10.3, y: 10.3, width: 82.4, height: 6))
        expectClose(f.root, Rect(x: 0, y: 0, width: 200, height: 16.3))
    }

    @Test func aPercentageWidthContributesAsAuto() throws {
        // "A cyclic percentage in a preferred size property is treated as its initial value" for the
        // contributions: `width: 50%` contributes as `auto`, the padding's 6. Columns 6 + 97 = 103
        // and 97 (as above); laid out, the width is 50% of the area, 51.5, at the area's start
        // (a definite width does not stretch).
        let f = try layout("""
            <div display="grid" width="200px" grid-template-columns="auto auto">
              <div width="50%" padding-left="3px" padding-right="3px"/>
              <div/>
            </div>
            """)
        expectClose(f.children[0], Rect(x: 0, y: 0, width: 51.5, height: 0))
        expectClose(f.children[1], Rect(x: 103, y: 0, width: 97, height: 0))
    }

    @Test func percentagePaddingOfAnIntrinsicColumnResolvesAgainstItsSize() throws {
        // A `min-content` column under a max-content constraint: the item's 20% padding counts 0
        // in its contribution (the 30 px box inside), so the column is 30; laid out, the padding
        // is 20% of 30 = 6 each side, and the content box 30 − 12 = 18 wide.
        let f = try layout("""
            <div display="grid" grid-template-columns="min-content">
              <div padding-left="20%" padding-right="20%"><div width="30px" height="10px" flex-shrink="0"/></div>
            </div>
            """)
        expectClose(f.root, Rect(x: 0, y: 0, width: 30, height: 10))
        expectClose(f.children[0], Rect(x: 0, y: 0, width: 30, height: 10))
    }
}

extension GridSpecificationTextTests {
    // MARK: CSS Grid 6.2, `normal` self-alignment of an item with a preferred aspect ratio

    @Test func normalSizesAnAspectRatioItemAsABlockLevelBox() throws {
        // "If the grid item has a preferred aspect ratio ... the grid item is sized consistent with
        // the size calculation rules for block-level elements": an auto width fills the 100 px
        // column (the block-level stretch-fit width), at least its `min-width`, and the auto
        // height is the width through the ratio, 100 / 2 = 50, at the row's start.
        let f = try layout("""
            <div display="grid" width="100px" height="100px"><div min-width="50px" aspect-ratio="2"/></div>
            """)
        expectClose(f.children[0], Rect(x: 0, y: 0, width: 100, height: 50))
        // A maximum width caps the filled width, 40, and the height follows, 40 / 2 = 20.
        let g = try layout("""
            <div display="grid" width="100px" height="100px"><div min-width="0px" max-width="40px" aspect-ratio="2"/></div>
            """)
        expectClose(g.children[0], Rect(x: 0, y: 0, width: 40, height: 20))
    }

    @Test func aDefiniteHeightGivesTheWidthThroughTheRatio() throws {
        // A block-level box with a definite height and an auto width takes the width through the
        // ratio: 20 × 2 = 40 (it does not fill the 100 px column).
        let f = try layout("""
            <div display="grid" width="100px" height="100px"><div height="20px" aspect-ratio="2"/></div>
            """)
        expectClose(f.children[0], Rect(x: 0, y: 0, width: 40, height: 20))
    }
}

extension GridSpecificationTextTests {
    // MARK: CSS Grid 8.5, the grid item placement algorithm

    @Test func aRowLockedItemMovesPastOccupiedCellsIntoImplicitColumns() throws {
        // Step 2, "process the items locked to a given row": the column-start is "the earliest line
        // index that ensures this item's grid area will not overlap any occupied grid cells". The
        // first item takes columns 3-4 of row 1; a span of 3 overlaps it from lines 1, 2, 3 and 4,
        // so it starts at line 5, past the 4 explicit columns: x = 4 × 10 = 40, and its three
        // implicit 5 px columns make it 15 wide.
        let f = try layout("""
            <div display="grid" width="100px" grid-template-columns="10px 10px 10px 10px" grid-auto-columns="5px">
              <div grid-column-start="3" grid-column-end="span 2" grid-row-start="1" height="10px"/>
              <div grid-row-start="1" grid-column-end="span 3" height="10px"/>
            </div>
            """)
        expectClose(f.children[0], Rect(x: 20, y: 0, width: 20, height: 10))
        expectClose(f.children[1], Rect(x: 40, y: 0, width: 15, height: 10))
    }
}

extension GridSpecificationTextTests {
    // MARK: CSS Sizing 4 aspect-ratio, an item's contribution to the rows

    @Test func anAspectRatioItemContributesItsHeightThroughTheRatio() throws {
        // "The box's automatic sizes are calculated using the preferred aspect ratio": an 85 px
        // wide item with ratio 1.5 is 85 / 1.5 = 56.67 high, and contributes that to its auto row
        // (11.5). The rows 60 px, auto (empty) and auto (the item) leave 120 − 60 − 56.67 = 3.33
        // px, which 11.8 shares between the two auto rows: 1.67 each, so the item's row starts at
        // 60 + 1.67.
        let f = try layout("""
            <div display="grid" grid-template-columns="min-content" grid-template-rows="60px auto" height="120px">
              <div grid-row-start="3" aspect-ratio="1.5" width="85px"/>
            </div>
            """)
        let height = 85.0 / 1.5, stretch = (120 - 60 - height) / 2
        expectClose(f.children[0], Rect(x: 0, y: 60 + stretch, width: 85, height: height))
    }
}

extension GridSpecificationTextTests {
    @Test func anAspectRatioItemsContentFloorsItsHeight() throws {
        // CSS Sizing 4: "the automatic minimum size in the ratio-dependent axis of a box with a
        // preferred aspect ratio that is neither a replaced element nor a scroll container is its
        // min-content size capped by its maximum size". 40 wide with ratio 2 is 20 high by the
        // ratio, but eleven 20 × 10 boxes wrap two a line into 6 lines: 60 high, and the row takes
        // it. A `max-height` of 30 caps that minimum: 30, and the second row starts at 60.
        let boxes = String(repeating: "<div width=\"20px\" height=\"10px\" flex-shrink=\"0\"/>", count: 11)
        let f = try layout("""
            <div display="grid" width="100px" grid-template-columns="100px" align-items="start">
              <div aspect-ratio="2" width="40px" flex-wrap="wrap">\(boxes)</div>
              <div aspect-ratio="2" width="40px" max-height="30px" flex-wrap="wrap">\(boxes)</div>
            </div>
            """)
        expectClose(f.children[0], Rect(x: 0, y: 0, width: 40, height: 6 * 10))
        expectClose(f.children[1], Rect(x: 0, y: 60, width: 40, height: 30))
        expectClose(f.root, Rect(x: 0, y: 0, width: 100, height: 60 + 30))
    }
}

extension GridSpecificationTextTests {
    @Test func percentageHeightsAreCyclicWhileTheRowsAreSized() throws {
        // CSS Sizing 3 5.2.1: while the rows are sized an item's `height: 10%` is cyclic (its
        // grid area's height is what is being found) and "treated as its initial value": auto, so
        // the item contributes its content's 40 and row 1 is 40 (`align-content: start` keeps it
        // from stretching). Laid out, 10% resolves against the area: 4. The second item's
        // `min-height: 100%` resolves against zero while row 2 is sized (55 from its height), then
        // against the 55 px area, not the container's 200.
        let f = try layout("""
            <div display="grid" height="200px" width="100px" align-content="start">
              <div height="10%"><div width="45px" height="40px" flex-shrink="0"/></div>
              <div height="55px" min-height="100%"/>
            </div>
            """)
        expectClose(f.children[0], Rect(x: 0, y: 0, width: 100, height: 4))
        expectClose(f.children[1], Rect(x: 0, y: 40, width: 100, height: 55))
    }
}

extension GridSpecificationTextTests {
    @Test func aStretchedHeightGivesTheWidthThroughTheRatio() throws {
        // `align-self: stretch` makes the auto height the 40 px row's, a definite size, and the
        // auto width follows through the ratio (CSS Sizing 4): 40 × 2 = 80, overflowing the 60 px
        // column. `center` does not stretch: the width fills the column as a block-level box's,
        // capped by `max-width` at 50, and the height is 50 / 2 = 25, centred: 40 + (40 − 25) / 2.
        let f = try layout("""
            <div display="grid" width="100px" height="100px" grid-template-columns="60px" grid-template-rows="40px 40px">
              <div aspect-ratio="2" align-self="stretch"/>
              <div aspect-ratio="2" align-self="center" max-width="50px"/>
            </div>
            """)
        expectClose(f.children[0], Rect(x: 0, y: 0, width: 80, height: 40))
        expectClose(f.children[1], Rect(x: 0, y: 47.5, width: 50, height: 25))
    }

    @Test func aStretchedRatioItemContributesThroughTheEstimatedRowHeight() throws {
        // 11.1 step 1: while the columns are sized, "assume the available space that it would have
        // if any row with a definite max track sizing function had that size": rows 30 + 10 (gap)
        // + 20 = 60 high, so the stretched item is 60 × 2 = 120 wide and so is its auto column.
        let f = try layout("""
            <div display="grid" grid-template-columns="auto" grid-template-rows="30px 20px" row-gap="10px">
              <div aspect-ratio="2" align-self="stretch" grid-row-end="span 2"/>
            </div>
            """)
        expectClose(f.root, Rect(x: 0, y: 0, width: 120, height: 60))
        expectClose(f.children[0], Rect(x: 0, y: 0, width: 120, height: 60))
    }
}

extension GridSpecificationTextTests {
    // MARK: CSS Grid 11.5.1, distributing extra space across spanned tracks

    @Test func anInfiniteGrowthLimitBecomesFiniteWithAZeroIncrease() throws {
        // Span 2 first: the 42 px item over `20px` and column 2 raises column 2's base size to
        // 42 − 20 = 22; its intrinsic maximum then needs nothing more (20 + 22 = 42), and "if the
        // affected size is an infinite growth limit, set it to the track's base size plus the
        // planned increase": 22 + 0. Span 3: the 100 px item needs 100 − 42 = 58 more, distributed
        // "up to limits": column 2 is frozen at its limit 22, column 3 (still infinite) takes all
        // 58. The first item's area is 20 + 22 = 42 (an even split would have made it 20 + 51).
        let f = try layout("""
            <div display="grid" grid-template-columns="20px minmax(auto, min-content) minmax(auto, min-content)">
              <div grid-column-start="1" grid-column-end="span 2"><div width="42px" height="10px" flex-shrink="0"/></div>
              <div grid-column-start="1" grid-column-end="span 3"><div width="100px" height="10px" flex-shrink="0"/></div>
            </div>
            """)
        expectClose(f.children[0], Rect(x: 0, y: 0, width: 20 + 22, height: 10))
        expectClose(f.children[1], Rect(x: 0, y: 10, width: 20 + 22 + 58, height: 10))
    }

    // MARK: CSS Grid 12.5 step 3, max-content maximums

    @Test func aFitContentColumnsGrowthLimitGrowsNoFurtherThanItsArgument() throws {
        // "For max-content maximums: ... continue to increase the growth limit of tracks with a
        // max track sizing function of max-content ... However, limit the growth of any
        // fit-content() tracks by their fit-content() argument." Columns min-content and
        // fit-content(10px), each with an empty item (base size and growth limit 0), and a text
        // across both (min-content 40, max-content 80). Intrinsic minimums: 40 to the two columns,
        // both at their limits, so past them, 20 each; the growth limits rise to 20. Intrinsic
        // maximums: 40 − (20 + 20) = 0. Max-content maximums: 80 − 40 = 40 more, but only the
        // fit-content(10px) column has a max-content maximum, and it is already past 10: its
        // growth limit stays 20, and the columns are 20 and 20 (not 20 and 60).
        let f = try layout("""
            <div display="grid" grid-template-columns="min-content fit-content(10px)" grid-template-rows="40px">
              <div grid-row-start="1" grid-column-start="1"/><div grid-row-start="1" grid-column-start="2"/>
              <text grid-row-start="1" grid-column-start="1" grid-column-end="span 2" display="block">HHHH\u{200B}HHHH</text>
            </div>
            """)
        expectClose(f.root, Rect(x: 0, y: 0, width: 20 + 20, height: 40))
        expectClose(f.children[1], Rect(x: 20, y: 0, width: 20, height: 40))
    }

    @Test func aFitContentColumnStillGrowsUpToItsArgument() throws {
        // Columns 20px and fit-content(50px) (an empty item in it: limit 0), a text across both
        // (min-content 40, max-content 120). Intrinsic minimums: 40 − 20 = 20 to the fit-content
        // column, past its limit 0; its growth limit rises to 20. Max-content maximums: 120 −
        // (20 + 20) = 80 more, limited by the argument: the growth limit reaches 50, and the other
        // 50 go nowhere. Maximized: 20 + 50 = 70 wide, where the text makes three lines of 40.
        let f = try layout("""
            <div display="grid" grid-template-columns="20px fit-content(50px)">
              <div grid-row-start="1" grid-column-start="2"/>
              <text grid-row-start="1" grid-column-start="1" grid-column-end="span 2" display="block">HHHH\u{200B}HHHH\u{200B}HHHH</text>
            </div>
            """)
        expectClose(f.root, Rect(x: 0, y: 0, width: 20 + 50, height: 3 * 10))
        expectClose(f.children[0], Rect(x: 20, y: 0, width: 50, height: 30))
    }

    @Test func infinitelyGrowableLastsForOneStepOnly() throws {
        // "Mark any tracks whose growth limit changed from infinite to finite in this step as
        // infinitely growable for the next step." Three implicit auto columns; an empty item
        // across the first two (span 2) and a text across all three (span 3; min-content 100,
        // max-content 140). Span 2: base sizes and growth limits of columns 1 and 2 become 0
        // (infinitely growable for its max-content maximums only). Span 3: intrinsic minimums put
        // all 100 into column 3 (columns 1 and 2 are at their limits); max-content maximums put
        // the other 40 into column 3 as well, columns 1 and 2 no longer being infinitely growable:
        // 0, 0 and 140 (the empty item's area is 0 wide, not 2 × 40 / 3).
        let f = try layout("""
            <div display="grid">
              <text grid-column-end="span 3" display="block">HHHHHHHHHH\u{200B}HHHH</text>
              <div grid-column-start="span 2"/>
            </div>
            """)
        expectClose(f.root, Rect(x: 0, y: 0, width: 140, height: 10))
        expectClose(f.children[1], Rect(x: 0, y: 10, width: 0, height: 0))
    }

    // MARK: CSS Box Alignment 9.1, baseline-sharing groups

    @Test func anItemSpanningRowsSharesTheBaselineOfItsFirstRow() throws {
        // "If a box spans multiple shared alignment contexts, then it participates in first
        // baseline alignment within its start-most shared alignment context." Two empty items
        // aligned by baseline, which is synthesized at the bottom of the border box: one in
        // column 1 of row 1 (baseline 0), one across rows 1 and 2 with 3 px of bottom padding
        // (baseline 3). They share row 1's baseline: the first moves down by 3 − 0.
        let f = try layout("""
            <div display="grid" align-items="baseline" grid-template-columns="20px 20px">
              <div grid-column-start="1" grid-row-start="1"/>
              <div grid-column-start="2" grid-row-start="1" grid-row-end="span 2" padding-bottom="3px"/>
            </div>
            """)
        expectClose(f.children[0], Rect(x: 0, y: 3, width: 20, height: 0))
        expectClose(f.children[1], Rect(x: 20, y: 0, width: 20, height: 3))
        expectClose(f.root, Rect(x: 0, y: 0, width: 40, height: 3))
    }

    @Test func anItemWhoseHeightDependsOnAnIntrinsicRowUsesItsFallbackAlignment() throws {
        // CSS Grid 10.6: "If baseline alignment is specified on a grid item whose size in that
        // axis depends on the size of an intrinsically-sized track ..., that item does not
        // participate in baseline alignment, and instead uses its fallback alignment." A 20%
        // height in an auto row beside a line of Ahem text (10 high, baseline 8): the row is the
        // text's 10, the item is 20% of it, 2 high, at the row's start (not moved down to 8 − 2).
        let f = try layout("""
            <div display="grid" align-items="baseline" grid-template-columns="20px 40px">
              <div height="20%"/><text display="block">HHHH</text>
            </div>
            """)
        expectClose(f.children[0], Rect(x: 0, y: 0, width: 20, height: 0.2 * 10))
        // In a 30px row the percentage does not depend on the item: 20% of 30 = 6, its baseline
        // synthesized at its bottom, 6; it moves down to the text's 8: by 8 − 6 = 2.
        let fixed = try layout("""
            <div display="grid" align-items="baseline" grid-template-columns="20px 40px" grid-template-rows="30px">
              <div height="20%"/><text display="block">HHHH</text>
            </div>
            """)
        expectClose(fixed.children[0], Rect(x: 0, y: 8 - 6, width: 20, height: 0.2 * 30))
    }

    // MARK: CSS Grid 6.2 and CSS Sizing 4, items with a preferred aspect ratio (as in Chromium)

    @Test func aNormalRatioItemContributesThroughItsFixedRow() throws {
        // 12.1 step 1: while the columns are sized, "assume the available space that it would have
        // if any row with a definite max track sizing function had that size": the 90px row.
        // With `normal` alignment the item contributes that height through its ratio, 90 × 2 =
        // 180, to its auto column; laid out it fills the column's 180 (CSS Grid 6.2: block-level
        // sizing) and takes 180 / 2 = 90 through the ratio.
        // (The root shrinks to fit, as the page the cases come from places it.)
        let f = try CSSTree.layout("""
            <div display="grid" grid-template-rows="90px"><div aspect-ratio="2"/></div>
            """, sizing: .shrinkToFit)
        expectClose(f.frame, Rect(x: 0, y: 0, width: 180, height: 90))
        expectClose(f.children[0].frame, Rect(x: 0, y: 0, width: 180, height: 90))
    }

    @Test func aRatioItemThatDoesNotFillItsWidthTakesItsAreasHeight() throws {
        // `justify-self: start`: the width does not fill the 300px column, so `normal` along the
        // rows gives the item its area's height, 90, and the width follows through the ratio:
        // 90 × 2 = 180.
        let f = try layout("""
            <div display="grid" grid-template-rows="90px" grid-template-columns="300px"><div aspect-ratio="2" justify-self="start"/></div>
            """)
        expectClose(f.children[0], Rect(x: 0, y: 0, width: 180, height: 90))
    }

    @Test func aStretchedRatioItemContributesToItsRowsAtItsFilledWidth() throws {
        // `align-self: stretch` across an auto row: while the row is sized its height is not known,
        // so the item's width is the filled column's 300 (`normal` across the columns) and it
        // contributes 300 / 2 = 150 to the row. The row is 150 (overflowing the grid's 90), the
        // item is stretched to 150 and its width through the ratio is 300.
        let f = try layout("""
            <div display="grid" width="300px" height="90px"><div aspect-ratio="2" align-self="stretch"/></div>
            """)
        expectClose(f.root, Rect(x: 0, y: 0, width: 300, height: 90))
        expectClose(f.children[0], Rect(x: 0, y: 0, width: 300, height: 150))
    }
}
