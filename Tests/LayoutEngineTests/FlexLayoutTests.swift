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
}
