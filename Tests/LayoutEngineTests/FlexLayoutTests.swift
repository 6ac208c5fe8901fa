import LayoutEngine
import LayoutModel
import Testing

/// Flexbox through the DSL, inside the engine's ordinary (TangramKit-sized) root; the CSS cases of
/// `../shared/conformance` are run by ConformanceTests.
@Suite struct FlexLayoutTests {
    @Test func growShrinkAndJustify() throws {
        let root = Flex("row", justify: .spaceBetween, alignItems: .center, gap: 10) {
            Empty("a").width(40).height(20)
            Empty("b").height(10).flexItem(grow: 1)
            Empty("c").width(40).height(30)
        }.width(200).height(50)
        let f = try layout(root)
        // 200 - 40 - 40 - 2 x 10 of gaps leaves 100 for b; centred on the cross axis.
        #expect(frameOf(f, "a") == rect(0, 15, 40, 20))
        #expect(frameOf(f, "b") == rect(50, 20, 100, 10))
        #expect(frameOf(f, "c") == rect(160, 10, 40, 30))
    }

    @Test func aGoneChildGetsAZeroRectBetweenPlacedItems() throws {
        // Items' rects are written as they are placed; a `display: none` child among them is not
        // an item and keeps a zero rect.
        let root = Flex("row") {
            Empty("a").width(30).height(10)
            Empty("hidden").width(50).height(50).visibility(.gone)
            Empty("c").width(20).height(10)
        }.width(100).height(40)
        let f = try layout(root)
        #expect(frameOf(f, "a") == rect(0, 0, 30, 10))
        #expect(frameOf(f, "hidden") == rect(0, 0, 0, 0))
        // c follows a directly: 30.
        #expect(frameOf(f, "c") == rect(30, 0, 20, 10))
    }

    @Test func shrinkingWeighsTheFlexBasis() throws {
        let root = Flex("row") {
            Empty("a").flexItem(basis: 100)
            Empty("b").flexItem(shrink: 3, basis: 100)
        }.width(120).height(10)
        let f = try layout(root)
        // 80 too much, shared 1 : 3 by scaled shrink factors (100 x 1, 100 x 3).
        #expect(frameOf(f, "a") == rect(0, 0, 80, 10))
        #expect(frameOf(f, "b") == rect(80, 0, 40, 10))
    }

    @Test func columnReverseWrapsIntoStretchedLines() throws {
        let root = Flex("col", direction: .columnReverse, wrap: .wrap) {
            Empty("a").width(30).height(60)
            Empty("b").width(20).height(60)
            Empty("c").height(60)
        }.width(100).height(130)
        let f = try layout(root)
        // Two lines (a b | c) of cross sizes 30 and 0 share the 70 spare points (35 each); c stretches.
        #expect(frameOf(f, "a") == rect(0, 70, 30, 60))
        #expect(frameOf(f, "b") == rect(0, 10, 20, 60))
        #expect(frameOf(f, "c") == rect(65, 70, 35, 60))
    }

    @Test func absoluteChildOfRightToLeftScrollContainerStartsAfterTheScrollbar() throws {
        // CSS Position 3 §4: the containing block is the padding box, which under rtl begins after
        // the vertical scrollbar's gutter on the left.
        let insetZero = CSSEdges(top: .points(0), left: .points(0), bottom: .auto, right: .auto)
        let insetFull = CSSEdges(top: .fraction(1), left: .fraction(1), bottom: .auto, right: .auto)
        let root = rtl(Flex("scroller") {
            Empty("origin").width(10).height(10).cssBox(position: .absolute, inset: insetZero)
            Empty("far").width(10).height(10).cssBox(position: .absolute, inset: insetFull)
        }.width(200).height(200).cssBox(border: CSSEdges(all: .points(20)), overflow: .scroll))
        let f = try layout(root)
        // Padding box: x from border 20 + scrollbar 15, y from border 20; 200 - 2 x 20 - 15 = 145 square.
        #expect(frameOf(f, "origin") == rect(20 + 15, 20, 10, 10))
        #expect(frameOf(f, "far") == rect(20 + 15 + 145, 20 + 145, 10, 10))
    }

    @Test func columnBaselineAlignmentLinesUpLeftEdgesInRightToLeft() throws {
        // CSS Box Alignment 3 §9.3: items of a column have no baseline across the (horizontal)
        // cross axis; the synthesized one is their left border edge, in either direction.
        let root = rtl(Flex("col", direction: .column, alignItems: .baseline) {
            Empty("wide").width(50).height(40)
            Empty("narrow").width(30).height(40)
        }.width(100).height(100))
        let f = try layout(root)
        // Cross-start is the right edge: baselines 50 and 30 from it, the wide item flush right.
        #expect(frameOf(f, "wide") == rect(100 - 50, 0, 50, 40))
        #expect(frameOf(f, "narrow") == rect(100 - 50, 40, 30, 40))
        let ltr = try layout(Flex("col", direction: .column, alignItems: .baseline) {
            Empty("wide").width(50).height(40)
            Empty("narrow").width(30).height(40)
        }.width(100).height(100))
        #expect(frameOf(ltr, "narrow") == rect(0, 40, 30, 40))
    }

    @Test func wrapReverseColumnTakesItsBaselineFromItsLastLine() throws {
        // CSS Flexbox 8.5, as browsers order lines: under wrap-reverse the baseline comes from the
        // last flex line, here from its topmost item r (no baseline of its own: its bottom edge).
        let root = Flex("row", alignItems: .baseline) {
            Empty("tall").width(20).height(100)
            Flex("col", direction: .column, wrap: .wrapReverse, alignContent: .flexStart) {
                Empty("p").width(30).height(70)
                Empty("q").width(30).height(20)
                Empty("r").width(30).height(50)
            }.width(100).height(100)
        }.width(300).height(200)
        let f = try layout(root)
        // Lines: p q (70 + 20 <= 100), then r. Baselines: tall 100, col 50; col moves down 100 - 50.
        #expect(frameOf(f, "tall") == rect(0, 0, 20, 100))
        #expect(frameOf(f, "col") == rect(20, 100 - 50, 100, 100))
        // wrap-reverse puts the first line at the right: p q at 100 - 30, r beside them.
        #expect(frameOf(f, "r") == rect(100 - 30 - 30, 0, 30, 50))
    }

    @Test func balancedLinesAreAsEvenAsPossible() throws {
        // flex-wrap: balance (Flexbox Level 2 draft) keeps the greedy count of 3 lines
        // (a b c | d | e) but evens them out: the sum of squared line lengths is least for
        // a b | c d | e (60² + 60² + 100²), not a b c | d | e (90² + 30² + 100²), though the
        // longest line (e, 100) is the same in both.
        var root = Flex("row", wrap: .wrap, alignContent: .flexStart) {
            Empty("a").width(30).height(10)
            Empty("b").width(30).height(10)
            Empty("c").width(30).height(10)
            Empty("d").width(30).height(10)
            Empty("e").width(100).height(10)
        }.width(100)
        if case .container(.flex(var flex), let children) = root.kind {
            flex.balanced = true
            root.kind = .container(.flex(flex), children: children)
        }
        let f = try layout(root)
        #expect(frameOf(f, "b") == rect(30, 0, 30, 10))
        #expect(frameOf(f, "c") == rect(0, 10, 30, 10))
        #expect(frameOf(f, "d") == rect(30, 10, 30, 10))
        #expect(frameOf(f, "e") == rect(0, 10 + 10, 100, 10))
    }

    @Test func balancedLineCountSharesTheCrossSpaceAmongTheLines() throws {
        // With flex-line-count 2 a balanced column gives each line (210 - 10) / 2 = 100 of cross
        // space: the wrapping row "words" (three 100-wide words) is fit-content in 100, not 210.
        var root = Flex("col", direction: .column, wrap: .wrap, alignItems: .flexStart, alignContent: .flexStart, gap: 10) {
            Flex("words", wrap: .wrap) {
                Empty("w1").width(100).height(10)
                Empty("w2").width(100).height(10)
                Empty("w3").width(100).height(10)
            }
            Empty("box").width(30).height(60)
        }.width(210).height(100)
        if case .container(.flex(var flex), let children) = root.kind {
            flex.balanced = true
            flex.lineCount = 2
            root.kind = .container(.flex(flex), children: children)
        }
        let f = try layout(root)
        // One word per row: 3 x 10 high. The second line starts after the first (100) and the gap.
        #expect(frameOf(f, "words") == rect(0, 0, 100, 3 * 10))
        #expect(frameOf(f, "box") == rect(100 + 10, 0, 30, 60))
    }
}

/// `direction: rtl` on a CSS box as the conformance reader writes it: on the box and, for a flex
/// container, on its layout.
private func rtl(_ node: LayoutNode) -> LayoutNode {
    var copy = node
    var item = copy.flexItem ?? FlexItem()
    item.rightToLeft = true
    copy.flexItem = item
    if case .container(.flex(var flex), let children) = copy.kind {
        flex.rightToLeft = true
        copy.kind = .container(.flex(flex), children: children)
    }
    return copy
}
