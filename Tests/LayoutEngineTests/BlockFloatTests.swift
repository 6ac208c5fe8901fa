import LayoutEngine
import LayoutModel
import Testing

/// CSS floats and `clear` in block layout, each test from the text of CSS 2.1 (§9.5.1 the float
/// rules, §9.5.2 clearance, §9.4.1 and §9.5 boxes that establish a block formatting context,
/// §10.6.7 a context's root contains its floats, §10.3.5 a float's shrink-to-fit width). The
/// browser-computed cases of `../shared/conformance/taffy/float` run in ConformanceTests.
@Suite struct BlockFloatTests {
    /// A block container (children given) or an empty leaf, with CSS box properties.
    func box(_ name: String, width: Double? = nil, height: Double? = nil, margin: CSSEdges = .zero,
             float: FlexItem.FloatSide = .none, clear: FlexItem.Clear = .none, flowRoot: Bool = false,
             _ children: [LayoutNode]? = nil) -> LayoutNode {
        let kind: LayoutNode.Kind = children.map { .container(.block(BlockLayout(isFlowRoot: flowRoot)), children: $0) } ?? .leaf(.empty)
        var item = FlexItem(margin: margin)
        item.float = float
        item.clear = clear
        return LayoutNode(name: name, kind: kind, width: width.map { .fixed($0) }, height: height.map { .fixed($0) }, flexItem: item)
    }

    func top(_ v: Double) -> CSSEdges { CSSEdges(top: .points(v)) }

    /// Every node's frame (relative to its parent) by name, the root block-level in `available`.
    func layout(_ root: LayoutNode, available: AxisProposal = .atMost(100)) throws -> [String: Rect] {
        let frames = try LayoutEngine(textMeasurer: AhemTextMeasurer())
            .layoutUnrounded(cssRoot: root, available: Proposal(width: available, height: .unbounded))
        var out: [String: Rect] = [:]
        var stack = [frames]
        while let f = stack.popLast() { out[f.name] = f.frame; stack += f.children }
        return out
    }

    @Test func aLeftFloatIsPlacedAsFarLeftAndAsHighAsPossible() throws {
        // Rules 2 and 8: b goes right of a, at the top. c (50) fits beside neither a (30) and b
        // (40) in 100, so it goes down to the bottom of the highest float in its way, b's 10,
        // where only a is beside it: as high as possible first, then as far left.
        let f = try layout(box("root", [box("a", width: 30, height: 20, float: .left), box("b", width: 40, height: 10, float: .left),
                                        box("c", width: 50, height: 10, float: .left)]))
        #expect(f["a"] == Rect(x: 0, y: 0, width: 30, height: 20))
        #expect(f["b"] == Rect(x: 30, y: 0, width: 40, height: 10))
        #expect(f["c"] == Rect(x: 30, y: 10, width: 50, height: 10))
    }

    @Test func rightFloatsStackFromTheRightEdgeAndALeftFloatMayNotOverlapThem() throws {
        // Rule 3: r2 goes left of r1. Rule 7: l (60) may not overlap them (100 - 20 - 30 = 50 is
        // left), so it goes below them, at the left edge.
        let f = try layout(box("root", [box("r1", width: 20, height: 10, float: .right), box("r2", width: 30, height: 10, float: .right),
                                        box("l", width: 60, height: 10, float: .left)]))
        #expect((f["r1"]?.x ?? -1) == 100 - 20)
        #expect((f["r2"]?.x ?? -1) == 100 - 20 - 30)
        #expect(f["l"] == Rect(x: 0, y: 10, width: 60, height: 10))
    }

    @Test func aFloatsMarginBoxIsWhatIsPlaced() throws {
        // Rule 1: the outer (margin) edge touches the containing block's edge; the next float's
        // outer edge touches this one's.
        let margin = CSSEdges(top: .points(3), left: .points(5), bottom: .points(0), right: .points(2))
        let f = try layout(box("root", [box("a", width: 20, height: 10, margin: margin, float: .left),
                                        box("b", width: 10, height: 10, float: .left)]))
        #expect(f["a"] == Rect(x: 5, y: 3, width: 20, height: 10))
        #expect((f["b"]?.x ?? -1) == 5 + 20 + 2)
        #expect((f["b"]?.y ?? -1) == 0)
    }

    @Test func aFloatIsNoHigherThanTheBlocksBeforeIt() throws {
        // Rule 4 and 5: after a block 10 tall, the float's top is at 10; a normal block after
        // it is laid out as if the float were not there (it overlaps it).
        let f = try layout(box("root", [box("a", height: 10), box("float", width: 30, height: 20, float: .left),
                                        box("b", height: 5, [])]))
        #expect(f["float"] == Rect(x: 0, y: 10, width: 30, height: 20))
        #expect(f["b"] == Rect(x: 0, y: 10, width: 100, height: 5))
    }

    @Test func clearanceIsTheAmountNeededToPlaceTheBorderEdgeBelowTheFloat() throws {
        // §9.5.2: after a block 10 tall, a float 30 tall at 10. The clearing box's hypothetical
        // top, 10 + its margin of 5, is above the float's bottom (10 + 30): its border edge goes
        // even with that bottom.
        let small = try layout(box("root", [box("a", height: 10), box("float", width: 50, height: 30, float: .left),
                                            box("c", height: 10, margin: top(5), clear: .left)]))
        #expect((small["c"]?.y ?? -1) == 10 + 30)
        #expect((small["root"]?.height ?? -1) == 10 + 30 + 10)
        // A margin that already puts it below the float: no clearance, the margin counts.
        let large = try layout(box("root", [box("a", height: 10), box("float", width: 50, height: 30, float: .left),
                                            box("c", height: 10, margin: top(40), clear: .left)]))
        #expect((large["c"]?.y ?? -1) == 10 + 40)
        // `clear: right` does not clear a left float.
        let other = try layout(box("root", [box("a", height: 10), box("float", width: 50, height: 30, float: .left),
                                            box("c", height: 10, clear: .right)]))
        #expect((other["c"]?.y ?? -1) == 10)
    }

    @Test func theHypotheticalPositionCountsMarginsCollapsingThroughTheParentsTop() throws {
        // §9.5.2: were `clear` none, b's top margin of 70 would collapse through its parent's
        // top, putting both at 70, already below the float (0 to 50): no clearance, and the
        // margin stays collapsed with the parent's.
        let far = try layout(box("root", [box("float", width: 100, height: 50, float: .left),
                                          box("parent", [box("b", height: 10, margin: top(70), clear: .left)])]))
        #expect((far["parent"]?.y ?? -1) == 70)
        #expect((far["b"]?.y ?? -1) == 0)
        // A margin of 20 would put it at 20, above the float's bottom: clearance puts its border
        // edge at 50, and its margin no longer collapses with its parent's (at 0).
        let near = try layout(box("root", [box("float", width: 100, height: 50, float: .left),
                                           box("parent", [box("b", height: 10, margin: top(20), clear: .left)])]))
        #expect((near["parent"]?.y ?? -1) == 0)
        #expect((near["b"]?.y ?? -1) == 50)
    }

    @Test func aClearedFloatGoesBelowTheEarlierFloats() throws {
        // §9.5.2: on a float, clear puts its top outer edge below the bottom outer edge of the
        // earlier floats it clears.
        let f = try layout(box("root", [box("a", width: 30, height: 20, float: .left),
                                        box("b", width: 30, height: 10, float: .left, clear: .left)]))
        #expect(f["b"] == Rect(x: 0, y: 20, width: 30, height: 10))
    }

    @Test func aBlockFormattingContextRootNextToAFloatIsNarrowed() throws {
        // §9.4.1 and §9.5: its border box may not overlap the float's margin box: it goes beside
        // it, its auto width the 100 - 30 left. A normal block's border box overlaps the float.
        let f = try layout(box("root", [box("float", width: 30, height: 50, float: .left),
                                        box("bfc", height: 20, flowRoot: true, []), box("normal", height: 20, [])]))
        #expect(f["bfc"] == Rect(x: 30, y: 0, width: 100 - 30, height: 20))
        #expect(f["normal"] == Rect(x: 0, y: 20, width: 100, height: 20))
    }

    @Test func aBlockFormattingContextRootTooWideToGoBesideAFloatGoesBelowIt() throws {
        // 80 does not fit in the 70 beside the float: the box is placed below it.
        let f = try layout(box("root", [box("float", width: 30, height: 50, float: .left),
                                        box("bfc", width: 80, height: 20, flowRoot: true, [])]))
        #expect(f["bfc"] == Rect(x: 0, y: 50, width: 80, height: 20))
        #expect((f["root"]?.height ?? -1) == 50 + 20)
    }

    @Test func theRootOfABlockFormattingContextContainsItsFloats() throws {
        // §10.6.7: the root grows to the float's bottom margin edge; a block in the root's context
        // does not (the float is out of its flow), yet its float is in the context: a later box
        // that establishes a context keeps clear of it.
        let f = try layout(box("root", [box("wrapper", [box("float", width: 30, height: 40, margin: CSSEdges(bottom: .points(5)),
                                                             float: .left)]),
                                        box("bfc", height: 10, flowRoot: true, [])]))
        #expect((f["wrapper"]?.height ?? -1) == 0)
        #expect(f["bfc"] == Rect(x: 30, y: 0, width: 100 - 30, height: 10))
        #expect((f["root"]?.height ?? -1) == 40 + 5)
    }

    @Test func aBlockSeesTheFloatsWhereItsCollapsedMarginsPutIt() throws {
        // The wrapper's first child's top margin (15) collapses through the wrapper's top: the
        // wrapper, and the box at its top, are at 15, below the float (0 to 10): nothing is
        // beside the box, which keeps its full width.
        let f = try layout(box("root", [box("float", width: 30, height: 10, float: .left),
                                        box("wrapper", [box("bfc", height: 10, margin: top(15), flowRoot: true, [])])]))
        #expect((f["wrapper"]?.y ?? -1) == 15)
        #expect(f["bfc"] == Rect(x: 0, y: 0, width: 100, height: 10))
        // The same with text, whose height depends on its width: one line of 6 Ahem glyphs of
        // 10 (60 fits in 100), not the two lines it would take in the 40 beside the float.
        let text = LayoutNode(name: "text", kind: .leaf(.text(TextContent("HH HH HH", font: Font(family: "Ahem", size: 10)))),
                              flexItem: FlexItem(margin: top(15)))
        let t = try layout(box("root", [box("float", width: 60, height: 10, float: .left), box("wrapper", [text])]))
        #expect(t["text"] == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect((t["root"]?.height ?? -1) == 15 + 10)
    }

    @Test func aFloatsWidthIsShrinkToFit() throws {
        // §10.3.5: min(max(min-content, available), max-content): its content is 40 wide.
        let f = try layout(box("root", [box("float", float: .left, [box("content", width: 40, height: 10)])]))
        #expect(f["float"] == Rect(x: 0, y: 0, width: 40, height: 10))
    }

    @Test func keywordMinimumAndMaximumWidthsResolveAgainstTheContainerOrTheContent() throws {
        // CSS Sizing 3: min-width: stretch makes the float (content 40) fill the 100 less its
        // margin of 10; max-width: min-content caps a block's auto width (100) at its content's 40.
        var float = box("float", margin: CSSEdges(left: .points(10)), float: .left, [box("content", width: 40, height: 10)])
        float.flexItem?.minWidthKeyword = .stretch
        var capped = box("capped", [box("inner", width: 40, height: 10)])
        capped.flexItem?.maxWidthKeyword = .minContent
        let f = try layout(box("root", [float, box("after", height: 0, clear: .both, []), capped]))
        #expect(f["float"] == Rect(x: 10, y: 0, width: 100 - 10, height: 10))
        #expect(f["capped"] == Rect(x: 0, y: 10, width: 40, height: 10))
    }

    @Test func floatsSideBySideAddUpInTheMaxContentWidth() throws {
        // A container sized to its max-content width puts its floats on one line: 30 + 20.
        let f = try layout(box("root", [box("a", width: 30, height: 10, float: .left), box("b", width: 20, height: 10, float: .right)]),
                           available: .unbounded)
        #expect((f["root"]?.width ?? -1) == 30 + 20)
        #expect((f["b"]?.x ?? -1) == 30)
    }

    @Test func aFormattingContextRootGoesOnTheFloatsLineInTheMaxContentWidth() throws {
        // It would go beside the float: 30 + 50. A normal block's content flows under the float
        // instead, so it counts alone: max(30, 50).
        let beside = try layout(box("root", [box("float", width: 30, height: 10, float: .left),
                                             box("bfc", flowRoot: true, [box("content", width: 50, height: 10)])]), available: .unbounded)
        #expect((beside["root"]?.width ?? -1) == 30 + 50)
        #expect(beside["bfc"] == Rect(x: 30, y: 0, width: 50, height: 10))
        let normal = try layout(box("root", [box("float", width: 30, height: 10, float: .left),
                                             box("block", [box("content", width: 50, height: 10)])]), available: .unbounded)
        #expect((normal["root"]?.width ?? -1) == 50)
    }

    @Test func anEmptyBoxWithClearanceKeepsItsMarginsFromItsParents() throws {
        // §8.3.1: the wrapper's float is adjoining the clearing box's margins; the box gets
        // clearance to the float's bottom (50), its collapsed-through margins (max(10, 30))
        // start where its top margin would, 50 - 10, and do not collapse with the wrapper's
        // bottom margin: the wrapper ends at 50 - 10 + 30.
        let f = try layout(box("root", [box("wrapper", [box("float", width: 100, height: 50, float: .left),
                                                         box("cleared", margin: CSSEdges(top: .points(10), bottom: .points(30)),
                                                             clear: .both, [])]),
                                        box("after", height: 10)]))
        #expect(f["cleared"] == Rect(x: 0, y: 50, width: 100, height: 0))
        #expect((f["wrapper"]?.height ?? -1) == 50 - 10 + 30)
        #expect((f["after"]?.y ?? -1) == 50 - 10 + 30)
    }
}
