import LayoutEngine
import LayoutModel
import Testing

/// Text in a vertical writing mode: measured as horizontal text with the axes swapped, broken
/// along its height, and laid out for drawing turned a quarter turn. Ahem 10: every character is
/// 10 x 10, line k's baseline is 10k + 8, U+200B is the only break.
@Suite struct VerticalTextTests {
    func ahem(_ string: String, _ mode: WritingMode) -> TextContent {
        TextContent(string, font: Font(family: "Ahem", size: 10), writingMode: mode)
    }

    func text(_ name: String, _ string: String, _ mode: WritingMode) -> LayoutNode {
        LayoutNode(name: name, kind: .leaf(.text(ahem(string, mode))))
    }

    let twoWords = "HH\u{200B}HH"

    /// Lays out `root` as a CSS root at its max-content size, as the conformance cases do.
    func cssLayout(_ root: LayoutNode) throws -> FrameNode {
        try LayoutEngine(textMeasurer: AhemTextMeasurer()).layoutUnrounded(cssRoot: root, available: .unbounded)
    }

    @Test func aColumnIsAsTallAsTheLineOfVerticalText() throws {
        let root = Flex("col", direction: .column) { text("t", twoWords, .verticalLR) }
        let f = try cssLayout(root)
        // One line of 4 characters runs down: 10 wide (one line), 4 x 10 tall.
        #expect(frameOf(f, "t") == rect(0, 0, 10, 40))
        #expect(f.frame.size == Size(width: 10, height: 40))
    }

    @Test func aRowOfLimitedHeightBreaksVerticalTextAlongTheHeight() throws {
        let root = Flex("row", alignItems: .flexStart) { text("t", twoWords, .verticalRL) }.height(30)
        let f = try layout(root)
        // fit-content height: min(max-content 40, max(min-content 20, available 30)) = 30; the words
        // then take two lines of 20, side by side: 2 x 10 wide.
        #expect(frameOf(f, "t") == rect(0, 0, 20, 30))
    }

    @Test func horizontalTextIsUnchangedByTheModeProperty() throws {
        let root = Flex("col", direction: .column) { text("t", twoWords, .horizontalTB) }
        #expect(frameOf(try cssLayout(root), "t") == rect(0, 0, 40, 10))
    }

    @Test func linesStackFromTheRightInVerticalRLAndFromTheLeftInVerticalLR() {
        let measurer = AhemTextMeasurer()
        // A box 30 wide and 20 tall: the two words break into two lines of 20 (the height), whose
        // block of 2 x 10 is centred across the 30 points: 5 points on each side.
        let content = Size(width: 30, height: 20)
        let rl = measurer.placedLayout(ahem(twoWords, .verticalRL), in: content)
        // Baselines measured leftwards from the right edge: line 0 at 5 + 8, line 1 at 5 + 10 + 8.
        let rlBaselines: [Double] = [5 + 8, 5 + 10 + 8]
        #expect(rl.lines.map(\.baseline) == rlBaselines)
        #expect(rl.lines.map(\.x) == [0, 0])
        #expect(rl.lines.map(\.text) == ["HH", "HH"])
        let lr = measurer.placedLayout(ahem(twoWords, .verticalLR), in: content)
        // Line 0 takes line 1's place: furthest from the right edge, so leftmost once drawn.
        let lrBaselines: [Double] = [5 + 10 + 8, 5 + 8]
        #expect(lr.lines.map(\.baseline) == lrBaselines)
        // Without room to centre (10 wide, the block 20): vertical-lr keeps line 0 at the left edge,
        // its baseline 10 - 20 + 10 + 8 from the right edge; vertical-rl keeps line 0 at the right.
        let narrow = Size(width: 10, height: 20)
        let lrNarrow = measurer.placedLayout(ahem(twoWords, .verticalLR), in: narrow)
        let lrNarrowBaselines: [Double] = [10 - 20 + 10 + 8, 10 - 20 + 8]
        #expect(lrNarrow.lines.map(\.baseline) == lrNarrowBaselines)
        let rlNarrow = measurer.placedLayout(ahem(twoWords, .verticalRL), in: narrow)
        let rlNarrowBaselines: [Double] = [8, 10 + 8]
        #expect(rlNarrow.lines.map(\.baseline) == rlNarrowBaselines)
    }

    @Test func theFrameNodeHoldsTheLinesAsPlaced() throws {
        let root = Flex("row", alignItems: .flexStart) { text("t", twoWords, .verticalLR) }.height(30)
        let f = try layout(root)
        // The 20 x 30 box of the row test: lines broken at 30, no room across them to centre.
        let baselines: [Double] = [10 + 8, 8]
        #expect(f.find("t")?.text?.lines.map(\.baseline) == baselines)
    }

    @Test func aRelativeBaselineAnchorOnVerticalTextIsAnError() throws {
        let label = Text("label", "A").textStyle(writingMode: .verticalRL)
        let other = try Text("other", "B").anchors([.baseline: "label.baseline"])
        let root = LayoutNode(name: "root", kind: .container(.relative(RelativeLayout()), children: [label, other]))
        #expect(throws: LayoutError(path: "$.root.children[1].anchors.baseline", node: "other",
                                    reason: "'label' has no baseline to align to: its text runs vertically")) {
            try layout(root)
        }
    }
}
