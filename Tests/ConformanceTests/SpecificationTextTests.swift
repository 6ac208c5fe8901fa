import LayoutSnap
import Testing

/// Tests written from the specifications' own text (not from browser case files), with CSS
/// trees in the conformance reader's attribute form and the expected frames worked out by hand.
@Suite struct SpecificationTextTests {
    /// The frames of the root's children of the CSS tree `input` (one `div` element), laid out
    /// unrounded in max-content space.
    func children(_ input: String) throws -> [Rect] {
        let xml = "<test name=\"t\"><viewport width=\"max-content\" height=\"max-content\"/><input>\(input)</input>"
            + "<expectations><node/></expectations></test>"
        let c = try ConformanceCase(xml: xml)
        #expect(c.unsupported == nil, "uses \(c.unsupported ?? "")")
        let frames = try LayoutEngine(textMeasurer: AhemTextMeasurer()).layoutUnrounded(cssRoot: c.root, available: c.available)
        return frames.children.map(\.frame)
    }

    func boxes(_ count: Int, width: Int, height: Int = 10) -> String {
        String(repeating: "<div width=\"\(width)px\" height=\"\(height)px\"/>", count: count)
    }

    // MARK: CSS Flexbox Level 2 draft, `flex-wrap: balance` and `flex-line-count`

    @Test func flexLineCountIsAMinimumNotACap() throws {
        // "flex-line-count: the minimum number of flex lines": three 60 px items in 100 px need
        // three lines whatever the count asks for.
        let f = try children("<div width=\"100px\" flex-wrap=\"balance\" flex-line-count=\"1\" align-content=\"flex-start\">\(boxes(3, width: 60))</div>")
        #expect(f.map(\.origin) == [Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 0, y: 2 * 10)])
    }

    @Test func aMinimumLineCountSplitsALineThatWouldFit() throws {
        // Six 40 px items fit one 300 px line; at least three lines means the shortest break size
        // giving at most three lines, 2 × 40: two items a line.
        let f = try children("<div width=\"300px\" flex-wrap=\"balance\" flex-line-count=\"3\" align-content=\"flex-start\">\(boxes(6, width: 40))</div>")
        #expect(f.map(\.origin) == [Point(x: 0, y: 0), Point(x: 40, y: 0), Point(x: 0, y: 10), Point(x: 40, y: 10),
                                    Point(x: 0, y: 20), Point(x: 40, y: 20)])
    }

    @Test func aMinimumNoBreakSizeGivesPushesPerfectFitsOn() throws {
        // Four 50 px items make two lines at 100 px and four below it: three lines come from
        // pushing the last item that ends a line exactly at 100 onto a line of its own.
        let f = try children("<div width=\"200px\" flex-wrap=\"balance\" flex-line-count=\"3\" align-content=\"flex-start\">\(boxes(4, width: 50))</div>")
        #expect(f.map(\.origin) == [Point(x: 0, y: 0), Point(x: 50, y: 0), Point(x: 0, y: 10), Point(x: 0, y: 20)])
    }

    @Test func aCountAboveTheItemsGivesOneItemALine() throws {
        let f = try children("<div width=\"200px\" flex-wrap=\"balance\" flex-line-count=\"10\" align-content=\"flex-start\">\(boxes(3, width: 20))</div>")
        #expect(f.map(\.origin) == [Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 0, y: 20)])
    }

    @Test func balancingEvensTheLinesTheGreedyCountGives() throws {
        // "Attempts to balance the lengths of the flex lines": four 30 px items in 100 px take two
        // lines greedily (90 | 30, space left 10² + 70² = 5000); balanced, 60 | 60 leaves
        // 40² + 40² = 3200.
        let f = try children("<div width=\"100px\" flex-wrap=\"balance\" align-content=\"flex-start\">\(boxes(4, width: 30))</div>")
        #expect(f.map(\.origin) == [Point(x: 0, y: 0), Point(x: 30, y: 0), Point(x: 0, y: 10), Point(x: 30, y: 10)])
    }

    @Test func negativeOuterSizesCountAsZeroForBalancing() throws {
        // The working group's resolution: for line breaking, an item's outer size is clamped to 0.
        // 30 − 50 = −20 counts 0, so with the break size lowered to the 60 px item for two lines,
        // the clamped item sits with the first 60 (60 + 0 fits), not borrowing 20 px.
        let row = "<div width=\"200px\" flex-wrap=\"balance\" flex-line-count=\"2\" align-content=\"flex-start\">"
            + "<div width=\"60px\" height=\"10px\"/><div width=\"30px\" height=\"10px\" margin-left=\"-50px\"/>"
            + "<div width=\"60px\" height=\"10px\"/></div>"
        let f = try children(row)
        #expect(f[1] == Rect(x: 60 - 50, y: 0, width: 30, height: 10))
        #expect(f[2] == Rect(x: 0, y: 10, width: 60, height: 10))
    }

    // MARK: CSS Flexbox 9.4.11

    @Test func anUnresolvedPercentageCrossSizeIsNotStretched() throws {
        // "If a flex item has align-self: stretch, its computed cross size property is auto ...":
        // `height: 50%` of an indefinite height behaves as auto for sizing (its content, 0) but is
        // not auto, so only the auto-height item fills the 30 px line.
        let f = try children("<div width=\"100px\" flex-wrap=\"wrap\"><div width=\"10px\" height=\"30px\"/>"
            + "<div width=\"10px\" height=\"50%\"/><div width=\"10px\"/></div>")
        #expect(f[1].height == 0)
        #expect(f[2].height == 30)
    }

    // MARK: CSS Positioned Layout 3 §5.1 and CSS Box Alignment 3

    @Test func anAutoSizeBetweenInsetsFitsItsContentUnlessStretched() throws {
        // Insets 10 / 20 (top, bottom) and 5 / 5 leave a 190 × 70 space. align-self: center makes
        // the height fit-content (the 10 px child) centred: 10 + (70 − 10) / 2; justify-self: end
        // puts the 10 px width at 5 + 190 − 10. Without a self-alignment it stretches.
        let f = try children("<div width=\"200px\" height=\"100px\">"
            + "<div position=\"absolute\" top=\"10px\" bottom=\"20px\" left=\"5px\" right=\"5px\" align-self=\"center\" justify-self=\"end\"><div width=\"10px\" height=\"10px\"/></div>"
            + "<div position=\"absolute\" top=\"10px\" bottom=\"20px\" left=\"5px\" right=\"5px\"><div width=\"10px\" height=\"10px\"/></div></div>")
        #expect(f[0] == Rect(x: 5 + 190 - 10, y: 10 + (70 - 10) / 2, width: 10, height: 10))
        #expect(f[1] == Rect(x: 5, y: 10, width: 190, height: 70))
    }

    @Test func anOverflowingAlignedBoxStaysInItsContainingBlockUnlessSafe() throws {
        // A 10 px space (top 10, bottom 80) and 30 px of content aligned to the end: by default the
        // box is shifted back into the containing block (y 0, not 10 + 10 − 30 = −10); `safe`
        // aligns an overflowing box to the start instead (y 10).
        let f = try children("<div width=\"200px\" height=\"100px\">"
            + "<div position=\"absolute\" top=\"10px\" bottom=\"80px\" left=\"0px\" right=\"0px\" align-self=\"end\"><div width=\"10px\" height=\"30px\"/></div>"
            + "<div position=\"absolute\" top=\"10px\" bottom=\"80px\" left=\"0px\" right=\"0px\" align-self=\"safe end\"><div width=\"10px\" height=\"30px\"/></div></div>")
        #expect(f[0].origin.y == 0)
        #expect(f[1].origin.y == 10)
    }

    @Test func leftAndRightOnAVerticalMainAxisBehaveAsStart() throws {
        // "If the property's axis is not parallel with either left↔right axis, this value behaves
        // as start": in a column-reverse, start is the top, where flex-start would be the bottom.
        let f = try children("<div flex-direction=\"column-reverse\" justify-content=\"right\" width=\"50px\" height=\"100px\">\(boxes(1, width: 10))</div>")
        #expect(f[0].origin.y == 0)
        let g = try children("<div flex-direction=\"row\" justify-content=\"right\" width=\"50px\" height=\"100px\">\(boxes(1, width: 10))</div>")
        #expect(g[0].origin.x == 50 - 10)
    }

    // MARK: CSS Sizing 4 §5.2, size transfers through an aspect ratio

    @Test func anAxisOwnMaximumBeatsATransferredMinimum() throws {
        // min-height 115 transfers through aspect-ratio 1 as a minimum width of 115, capped by the
        // item's own max-width 25: the width is 25, the height its minimum 115.
        let f = try children("<div width=\"300px\" height=\"80px\" align-items=\"flex-start\">"
            + "<div max-width=\"25px\" aspect-ratio=\"1\" min-height=\"115px\"/></div>")
        #expect(f[0] == Rect(x: 0, y: 0, width: 25, height: 115))
    }

    @Test func aTransferredMaximumDoesNotStopAnItemFlexing() throws {
        // Stretched to the 10 px max-width, aspect-ratio 2 gives a flex base size of 10 / 2 = 5;
        // the max-width transferred as a maximum height of 5 bounds that content-based size, but
        // 9.7 clamps by the item's own max main size (none), so flex-grow takes the column's 100.
        let f = try children("<div flex-direction=\"column\" width=\"50px\" height=\"100px\">"
            + "<div flex-grow=\"1\" aspect-ratio=\"2\" max-width=\"10px\"/></div>")
        #expect(f[0] == Rect(x: 0, y: 0, width: 10, height: 100))
    }

    @Test func aDefiniteFlexBasisIsClampedByTheItemsOwnMaximumOnly() throws {
        // 9.2.3: the hypothetical main size is the flex base size clamped by the used min and max
        // main sizes. flex-basis 60 is definite; the max-width 20 transferred through aspect-ratio
        // 1 as a maximum height does not cut it: 20 wide (the max-width), 60 high.
        let f = try children("<div flex-direction=\"column\" align-items=\"flex-start\" width=\"100px\" height=\"200px\">"
            + "<div flex-basis=\"60px\" aspect-ratio=\"1\" width=\"50px\" max-width=\"20px\"/></div>")
        #expect(f[0] == Rect(x: 0, y: 0, width: 20, height: 60))
    }

    @Test func aWrittenHeightSizesAnAbsoluteBoxWidthThroughItsRatioBeforeInsets() throws {
        // CSS Sizing 4: with a preferred aspect ratio and a definite height, the auto width is the
        // ratio-dependent axis: 20 × 1.5 = 30, not the 200 − 10 − 10 between the insets; the
        // over-constrained left and right then place it from the left.
        let f = try children("<div width=\"200px\" height=\"100px\">"
            + "<div position=\"absolute\" left=\"10px\" right=\"10px\" top=\"0px\" height=\"20px\" aspect-ratio=\"1.5\"/></div>")
        #expect(f[0] == Rect(x: 10, y: 0, width: 20 * 1.5, height: 20))
    }

    @Test func aRatioWithADefiniteCrossSizeGivesTheIntrinsicMainSize() throws {
        // CSS Sizing 4: a box with a preferred aspect ratio and a definite height has the width
        // 70 × 1.5 = 105 as its min- and max-content width, so the row holding it (auto width,
        // placed at the start) is 105 wide, whether the box is 70 high by its height or by
        // stretching in the row's definite 70 px line.
        for child in ["<div aspect-ratio=\"1.5\" height=\"70px\"/>", "<div aspect-ratio=\"1.5\"/>"] {
            let f = try children("<div width=\"390px\" height=\"100px\" align-items=\"flex-start\"><div height=\"70px\">\(child)</div></div>")
            #expect(f[0] == Rect(x: 0, y: 0, width: 70 * 1.5, height: 70))
        }
    }

    @Test func anOverflowingSafeAlignmentFallsBackToStartNotFlexStart() throws {
        // CSS Box Alignment 3 §4.4: "safe: if the alignment subject overflows the alignment
        // container, [it] is aligned as if the alignment mode were start". In row-reverse the
        // start (left, ltr) is the flex-end side: a 150 px item in 100 px sits at x 0, not at
        // 100 − 150 = −50 (flex-start). Unsafe center puts it at (100 − 150) / 2 = −25.
        let safe = try children("<div flex-direction=\"row-reverse\" justify-content=\"safe center\" width=\"100px\" height=\"80px\">"
            + "<div width=\"150px\" height=\"20px\" flex-shrink=\"0\"/></div>")
        #expect(safe[0].origin.x == 0)
        let unsafe = try children("<div flex-direction=\"row-reverse\" justify-content=\"center\" width=\"100px\" height=\"80px\">"
            + "<div width=\"150px\" height=\"20px\" flex-shrink=\"0\"/></div>")
        #expect(unsafe[0].origin.x == (100 - 150) / 2)
    }

    @Test func spaceAroundAndEvenlyFallBackToSafeCenterSpaceBetweenToFlexStart() throws {
        // §5.1: the fallback alignment of space-around and space-evenly is safe center, of
        // space-between (and of stretch for align-content) flex-start. A 260 px line in 80 px of a
        // wrap-reverse container (whose cross-start is the bottom) overflows: safe center gives
        // the start, the top (y 0); flex-start gives the bottom, 80 − 260 = −180.
        for (value, y) in [("space-around", 0.0), ("space-evenly", 0), ("space-between", 80 - 260), ("stretch", 80 - 260)] {
            let f = try children("<div flex-wrap=\"wrap-reverse\" align-content=\"\(value)\" width=\"210px\" height=\"80px\">"
                + "<div width=\"50px\" height=\"260px\"/></div>")
            #expect(f[0].origin.y == y, "\(value)")
        }
    }

    @Test func aDefiniteSizeBetweenInsetsIsAlignedBySelfAlignment() throws {
        // Over-constrained insets: the 65 × 105 box is placed in the 200 × 150 space between
        // them by its own alignment, centred: 5 + (200 − 65) / 2 and 45 + (150 − 105) / 2.
        let f = try children("<div width=\"210px\" height=\"240px\"><div position=\"absolute\" top=\"45px\" bottom=\"45px\" left=\"5px\" "
            + "right=\"5px\" width=\"65px\" height=\"105px\" align-self=\"center\" justify-self=\"center\"/></div>")
        #expect(f[0] == Rect(x: 5 + (200 - 65) / 2, y: 45 + (150 - 105) / 2, width: 65, height: 105))
    }

    @Test func insetsThatCrossLeaveAnEmptySpaceAtTheirStartEdge() throws {
        // CSS Position 3 §4.1: top 250 and bottom 100 of 290 leave 290 − 250 − 100 = −60; the space
        // is empty at its start edge, y 250, so an end-aligned 15 px box ends there: 250 − 15.
        let f = try children("<div width=\"350px\" height=\"290px\"><div position=\"absolute\" top=\"250px\" bottom=\"100px\" "
            + "right=\"45px\" width=\"10px\" height=\"15px\" align-self=\"end\"/></div>")
        #expect(f[0] == Rect(x: 350 - 45 - 10, y: 250 - 15, width: 10, height: 15))
    }

    @Test func aBalancedColumnOfIndefiniteHeightBreaksAtTheSpaceItCouldTake() throws {
        // A column with no height breaks its lines at the space it could take (unbounded), not
        // at the height its lines then give it (0 for two empty items): one line, so the 5 px item
        // sits at the start of the full 330 px cross size, not in a second line.
        let f = try children("<div flex-direction=\"column\" flex-wrap=\"balance\" width=\"330px\"><div width=\"0px\"/><div width=\"5px\"/></div>")
        #expect(f[1] == Rect(x: 0, y: 0, width: 5, height: 0))
    }

    @Test func paddingAndBorderFloorTheSizeThatTransfers() throws {
        // A border-box ratio of 3 on an empty box with 7 + 5 px of vertical padding: its height is
        // at least 12, so its width at least 12 × 3 = 36 (its own content gives 7).
        let f = try children("<div width=\"130px\" height=\"210px\" align-items=\"center\">"
            + "<div aspect-ratio=\"3\" padding-top=\"7px\" padding-left=\"7px\" padding-bottom=\"5px\"/></div>")
        #expect(f[0] == Rect(x: 0, y: (210 - 12) / 2, width: 12 * 3, height: 12))
    }

    @Test func aNonReplacedItemsContentFloorsItsRatioSize() throws {
        // CSS Sizing 4: the automatic minimum size in the ratio-dependent axis of a non-replaced
        // box is its min-content size. 40 wide with aspect-ratio 2 asks for 20 high, but eleven
        // 20 × 10 boxes wrapping in 40 take ceil(11 / 2) = 6 lines of 10.
        let words = String(repeating: "<div width=\"20px\" height=\"10px\" flex-shrink=\"0\"/>", count: 11)
        let f = try children("<div flex-direction=\"column\" align-items=\"start\" width=\"100px\" height=\"100px\">"
            + "<div aspect-ratio=\"2\" width=\"40px\" flex-wrap=\"wrap\">\(words)</div></div>")
        #expect(f[0] == Rect(x: 0, y: 0, width: 40, height: 6 * 10))
    }

    @Test func aNonReplacedItemsContentFloorsItsRatioCrossSize() throws {
        // The same rule on the cross axis of a row: 40 wide with aspect-ratio 2 is 20 high by the
        // ratio, but its content needs 6 lines of 10.
        let words = String(repeating: "<div width=\"20px\" height=\"10px\" flex-shrink=\"0\"/>", count: 11)
        let f = try children("<div align-items=\"start\" width=\"100px\" height=\"100px\">"
            + "<div aspect-ratio=\"2\" width=\"40px\" flex-wrap=\"wrap\">\(words)</div></div>")
        #expect(f[0] == Rect(x: 0, y: 0, width: 40, height: 6 * 10))
    }

    @Test func transferredLimitsBoundTheFlexBaseSizeNotTheFlexing() throws {
        // Stretched to 100 high in a 100 px row, aspect-ratio 3 gives a flex base size of 300,
        // which also is the min-height 100 transferred as a minimum width; but 9.7 clamps by the
        // item's own min-width 40, so flex-shrink takes it down to the 100 px row less the 20 px
        // sibling: 80. Without the stretch and room to spare, the transferred minimum (60 × 2)
        // still gives its content-based flex base size: 120, not the written 15.
        let f = try children("<div width=\"100px\" height=\"100px\"><div width=\"20px\" flex-shrink=\"0\"/>"
            + "<div aspect-ratio=\"3\" min-height=\"100%\" min-width=\"40px\"/></div>")
        #expect(f[1] == Rect(x: 20, y: 0, width: 100 - 20, height: 100))
        let g = try children("<div flex-wrap=\"wrap\" align-items=\"flex-end\" width=\"300px\" height=\"230px\">"
            + "<div min-height=\"60px\" min-width=\"15px\" aspect-ratio=\"2\"/></div>")
        #expect(g[0] == Rect(x: 0, y: 230 - 60, width: 60 * 2, height: 60))
    }

    @Test func aContainersContentFloorsItsRatioHeightInBlockAndPositionedLayout() throws {
        // CSS Sizing 4's automatic minimum in the ratio-dependent axis, outside flexbox: a block
        // child 100 wide with aspect-ratio 2 would be 50 high, its 65 px content makes it 65; an
        // absolutely positioned container 60 wide with aspect-ratio 3 (20 high) holding 75 px is 75.
        let f = try children("<div display=\"block\" width=\"100px\" height=\"200px\">"
            + "<div display=\"block\" aspect-ratio=\"2\"><div height=\"65px\"/></div>"
            + "<div position=\"absolute\" width=\"60px\" aspect-ratio=\"3\"><div width=\"10px\" height=\"75px\"/></div></div>")
        #expect(f[0] == Rect(x: 0, y: 0, width: 100, height: 65))
        #expect(f[1].size == Size(width: 60, height: 75))
    }

    @Test func aBlockChildsStaticPositionRectangleIsAlignedIn() throws {
        // CSS Position 3 §4.1: in block layout the static-position rectangle spans the content box
        // (10 to 200 across) and has no height at the flow's position (5 + 20 down); end alignment
        // puts the 30 × 40 box's right edge at 200 and its bottom edge at 25; centre halves both.
        let tree = { (value: String) in
            "<div display=\"block\" width=\"200px\" height=\"100px\" padding-left=\"10px\" padding-top=\"5px\"><div height=\"20px\"/>"
                + "<div position=\"absolute\" width=\"30px\" height=\"40px\" align-self=\"\(value)\" justify-self=\"\(value)\"/></div>"
        }
        #expect(try children(tree("end"))[1] == Rect(x: 200 - 30, y: 5 + 20 - 40, width: 30, height: 40))
        #expect(try children(tree("center"))[1] == Rect(x: 10 + (190 - 30) / 2, y: 5 + 20 - 40 / 2, width: 30, height: 40))
        #expect(try children(tree("start"))[1] == Rect(x: 10, y: 5 + 20, width: 30, height: 40))
    }

    @Test func aMaximumBelowTheMinimumTransfersAsTheMinimum() throws {
        // "Min constraints take precedence over max ones": max-height 0 with min-height 25 binds
        // at 25, so what transfers through aspect-ratio 1 as a maximum width is 25, not 0.
        let f = try children("<div width=\"160px\" height=\"250px\"><div aspect-ratio=\"1\" max-height=\"0px\" min-height=\"25px\"/></div>")
        #expect(f[0] == Rect(x: 0, y: 0, width: 25, height: 25))
    }

    @Test func anOverflowingBoxKeepsInsideItsSpaceAndContainingBlockTogether() throws {
        // CSS Box Alignment 3 §4.4: the default overflow rectangle bounds the space between the
        // insets (195 to 260 + 20 = 280) and the containing block (0 to 260): 0 to 280. A 90 px
        // box at the start, 195, would end at 285; it moves up to end at 280: 280 − 90.
        let f = try children("<div width=\"130px\" height=\"260px\"><div position=\"absolute\" top=\"75%\" bottom=\"-20px\" "
            + "align-self=\"start\" min-height=\"90px\"/></div>")
        #expect(f[0] == Rect(x: 0, y: 280 - 90, width: 0, height: 90))
    }

    @Test func aSafeStaticPositionOverflowsToTheWritingModesStart() throws {
        // A 150 px absolutely positioned child of a 100 px wrap-reverse column, align-self
        // `safe end`: it overflows, so it aligns as start, the left (ltr); wrap-reverse's
        // cross-start (the right) would put it at 100 − 150.
        let f = try children("<div flex-direction=\"column\" flex-wrap=\"wrap-reverse\" width=\"100px\" height=\"100px\">"
            + "<div position=\"absolute\" width=\"150px\" height=\"150px\" align-self=\"safe end\"/></div>")
        #expect(f[0].origin == Point(x: 0, y: 0))
    }

    @Test func aWidthFromTheRatioIsAtLeastTheContentsMinContentWidth() throws {
        // The automatic minimum in the ratio-dependent axis, across: height 5 and aspect-ratio 1
        // give 5, but the ten-glyph Ahem word (10 px a glyph) cannot be narrower than 10 × 10.
        let f = try children("<div width=\"270px\" height=\"230px\"><text position=\"absolute\" left=\"5px\" right=\"15px\" "
            + "height=\"5px\" aspect-ratio=\"1\">HHHHHHHHHH</text></div>")
        #expect(f[0] == Rect(x: 5, y: 0, width: 10 * 10, height: 5))
    }

    @Test func aBlockItemsContentSizeSuggestionIsItsContentNotItsHeight() throws {
        // CSS Flexbox 4.5: the content size suggestion is the min-content size; the specified
        // size suggestion (height 100) only caps it. A block item with 30 px of content and
        // flex-basis 10 in a column may shrink to min(100, 30) = 30, not stay at 100.
        let f = try children("<div flex-direction=\"column\" width=\"300px\" height=\"200px\">"
            + "<div display=\"block\" height=\"100px\" flex-basis=\"10px\"><div width=\"30px\" height=\"30px\"/></div></div>")
        #expect(f[0] == Rect(x: 0, y: 0, width: 300, height: 30))
    }
}
