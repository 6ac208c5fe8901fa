import LayoutEngine
import LayoutModel
import Testing

/// Baseline anchors (TangramKit §15.7): a text leaf's first baseline on a text sibling's. With the
/// Ahem model the first baseline is 0.8 em below the top of the first line.
@Suite struct RelativeBaselineTests {
    func text(_ name: String, _ string: String, size: Double, height: SizeValue? = nil, paddingTop: Double = 0) -> LayoutNode {
        LayoutNode(name: name, kind: .leaf(.text(TextContent(string, font: Font(size: size)))), height: height,
                   padding: EdgeInsets(top: paddingTop))
    }

    @Test func aSmallLabelSitsOnABigLabelsBaseline() throws {
        let big = try anchored(text("big", "Total", size: 40, paddingTop: 6), [.top: "30"])
        let small = try anchored(text("small", "EUR", size: 10), [.left: "big.right + 4", .baseline: "big.baseline"])
        // A box of 60 around a 20-point line: the line is centred, 20 from the top, so its
        // baseline is 20 + 16 below the top.
        let tall = try anchored(text("tall", "x", size: 20, height: 60), [.left: "small.right", .baseline: "big.baseline + 2"])
        let f = try layout(relative("r", 300, 200, [big, small, tall]))
        // big's baseline: 30 + 6 (padding) + 0.8 * 40 = 68.
        let bigBaseline: Double = 30 + 6 + 0.8 * 40
        let smallTop: Double = bigBaseline - 0.8 * 10
        let tallTop: Double = bigBaseline + 2 - (60 - 20) / 2 - 0.8 * 20
        #expect(frameOf(f, "small")?.y == smallTop)
        #expect(frameOf(f, "tall")?.y == tallTop)
    }

    @Test func onlyTextHasABaselineAndTheParentHasNone() throws {
        let boxTarget = relative("r", 100, 100, [
            box("b", 10, 10),
            try anchored(text("t", "x", size: 10), [.baseline: "b.baseline"]),
        ])
        #expect(throws: LayoutError(path: "$.root.children[1].anchors.baseline", node: "t",
                                    reason: "'b' has no baseline: only text leaves have one")) { try layout(boxTarget) }
        let parentTarget = relative("r", 100, 100, [try anchored(text("t", "x", size: 10), [.baseline: "4"])])
        #expect(throws: LayoutError(path: "$.root.children[0].anchors.baseline", node: "t",
                                    reason: "the parent has no baseline; anchor to a text sibling's baseline ('B.baseline')")) {
            try layout(parentTarget)
        }
    }
}

/// The relative layout in the DSL builds what the fixture syntax describes.
@Suite struct RelativeDSLTests {
    @Test func theDSLBuildsAnchorsBoundsAndGroups() throws {
        let built = try Relative("r") {
            try Box("a").height(20).anchors([.top: "0"]).shareGroup(.horizontal, ["b + 10"])
            try Box("b").height(20).anchors([.left: "a.right + 10", .top: "a.top"])
            try Box("c").width(400).height(10).anchors([.bottom: "0"]).bounds(minLeft: "20", maxRight: "parent.right - 20")
            try Box("d").width(10).height(10).anchors([.top: "a.bottom"]).centerGroup(.horizontal, ["e + 5"])
            Box("e").width(30).height(10)
        }.width(200).height(100)
        let f = try layout(built)
        let share: Double = (200 - 10) / 2
        #expect(frameOf(f, "a") == rect(0, 0, share, 20))
        #expect(frameOf(f, "b") == rect(share + 10, 0, share, 20))
        #expect(frameOf(f, "c") == rect(20, 90, 200 - 20 - 20, 10))
        // d and e side by side with 5 between, centred: (200 - 10 - 5 - 30) / 2 = 77.5.
        #expect(frameOf(f, "d") == rect(77.5, 20, 10, 10))
        #expect(frameOf(f, "e") == rect(77.5 + 10 + 5, 0, 30, 10))
    }

    @Test func aBadAnchorThrowsTheFixtureErrorForThatNode() {
        #expect(throws: LayoutError(path: "$.anchors.left", node: "a",
                                    reason: "unknown edge 'rigth' in \"b.rigth\"; expected one of left, right, top, bottom, centerX, centerY, baseline")) {
            try Box("a").anchors([.left: "b.rigth"])
        }
        #expect(throws: LayoutError(path: "$.anchors.shareWidth", node: "a", reason: "a group lists at least one sibling")) {
            try Box("a").shareGroup(.horizontal, [])
        }
    }
}
