import LayoutEngine
import LayoutModel
import Testing

/// CSS block layout, each test from CSS 2.1's own rules (§8.3.1 collapsing margins, §10.3.3 widths);
/// the browser-computed cases of `../shared/conformance/taffy/block` run in ConformanceTests.
@Suite struct BlockLayoutTests {
    func box(_ name: String, height: Double? = nil, width: Double? = nil, margin: CSSEdges = .zero, padding: CSSEdges? = nil,
             _ children: [LayoutNode]? = nil, flowRoot: Bool = false) -> LayoutNode {
        let kind: LayoutNode.Kind = children.map { .container(.block(BlockLayout(isFlowRoot: flowRoot)), children: $0) } ?? .leaf(.empty)
        return LayoutNode(name: name, kind: kind, width: width.map { .fixed($0) }, height: height.map { .fixed($0) },
                          flexItem: FlexItem(margin: margin, padding: padding))
    }

    func vertical(top: Double = 0, bottom: Double = 0) -> CSSEdges { CSSEdges(top: .points(top), bottom: .points(bottom)) }

    /// Every node's frame by name (the root's children and theirs).
    func layout(_ root: LayoutNode) throws -> [String: Rect] {
        let frames = try LayoutEngine(textMeasurer: AhemTextMeasurer())
            .layoutUnrounded(cssRoot: root, available: Proposal(width: .atMost(100), height: .unbounded))
        var out: [String: Rect] = [:]
        var stack = [frames]
        while let f = stack.popLast() { out[f.name] = f.frame; stack += f.children }
        return out
    }

    @Test func siblingMarginsCollapseToTheLargerAndNegativeOnesAdd() throws {
        // §8.3.1: a bottom margin of 20 and a top margin of 10 collapse to 20; b's bottom margin
        // of 0 and c's top margin of -5 to -5; 20 beside -5 to the largest positive plus the most
        // negative, 20 - 5.
        let f = try layout(box("root", [box("a", height: 10, margin: vertical(bottom: 20)), box("b", height: 10, margin: vertical(top: 10)),
                                        box("c", height: 10, margin: vertical(top: -5))]))
        #expect((f["b"]?.y ?? -1) == 10 + 20)
        #expect((f["c"]?.y ?? -1) == 10 + 20 + 10 - 5)
        let negative = try layout(box("root", [box("a", height: 10, margin: vertical(bottom: 20)),
                                               box("b", height: 10, margin: vertical(top: -5))]))
        #expect((negative["b"]?.y ?? -1) == 10 + 20 - 5)
    }

    @Test func aFirstChildsTopMarginCollapsesWithItsParentsUnlessPaddingSeparatesThem() throws {
        // The child's 15 and the parent's 10 collapse to 15, taken outside the parent: the parent
        // moves down 15 in the root (a block formatting context, which keeps it), the child sits
        // at the parent's top.
        let f = try layout(box("root", [box("parent", margin: vertical(top: 10), [box("child", height: 10, margin: vertical(top: 15))])]))
        #expect(f["parent"] == Rect(x: 0, y: 15, width: 100, height: 10))
        #expect(f["child"] == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect((f["root"]?.height ?? -1) == 15 + 10)
        // One point of padding separates them: both margins count.
        let padded = try layout(box("root", [box("parent", margin: vertical(top: 10), padding: vertical(top: 1),
                                                 [box("child", height: 10, margin: vertical(top: 15))])]))
        #expect((padded["parent"]?.y ?? -1) == 10)
        #expect((padded["child"]?.y ?? -1) == 1 + 15)
    }

    @Test func anEmptyBoxsMarginsCollapseThroughIt() throws {
        // §8.3.1: an empty block's top and bottom margins collapse with each other and with the
        // margins around it: 10, 12 + 12 and 8 become one margin of 12.
        let f = try layout(box("root", [box("a", height: 10, margin: vertical(bottom: 10)), box("empty", margin: vertical(top: 12, bottom: 12), []),
                                        box("b", height: 10, margin: vertical(top: 8))]))
        #expect((f["b"]?.y ?? -1) == 10 + 12)
        #expect(f["empty"] == Rect(x: 0, y: 10 + 12, width: 100, height: 0))
    }

    @Test func aFlowRootKeepsItsChildrensMarginsInside() throws {
        // `display: flow-root` establishes a block formatting context: the child's margin stays
        // inside and makes the container taller.
        let f = try layout(box("root", [box("parent", margin: vertical(top: 10), [box("child", height: 10, margin: vertical(top: 15))],
                                            flowRoot: true)]))
        #expect(f["parent"] == Rect(x: 0, y: 10, width: 100, height: 15 + 10))
        #expect((f["child"]?.y ?? -1) == 15)
    }

    @Test func autoHorizontalMarginsCentreABoxWithAWidth() throws {
        // §10.3.3: both margins auto share the 100 - 40 left over.
        let centred = CSSEdges(top: .points(0), left: .auto, bottom: .points(0), right: .auto)
        let f = try layout(box("root", [box("a", height: 10, width: 40, margin: centred)]))
        #expect(f["a"] == Rect(x: (100 - 40) / 2, y: 0, width: 40, height: 10))
    }

    @Test func anOverConstrainedBoxIgnoresItsEndMarginRightToLeft() throws {
        // §10.3.3: 72 plus the margin of 10 is wider than the 52 of the container: the auto
        // margin counts as 0 and the box is over-constrained; right to left, margin-left gives
        // way, so the box's right margin edge meets the content box's right edge.
        let margin = CSSEdges(top: .points(0), left: .auto, bottom: .points(0), right: .points(10))
        let rtl = BlockLayout(rightToLeft: true)
        let root = LayoutNode(name: "root", kind: .container(.block(rtl), children: [box("a", height: 72, width: 72, margin: margin)]),
                              width: .fixed(52))
        let f = try layout(root)
        #expect((f["a"]?.x ?? -1) == 52 - 72 - 10)
        // Left to right, margin-right gives way: the box starts at its left margin, 0.
        let ltr = try layout(box("root", width: 52, [box("a", height: 72, width: 72, margin: margin)]))
        #expect((ltr["a"]?.x ?? -1) == 0)
    }

    @Test func aMinimumHeightThatDecidesTheHeightKeepsTheLastChildsMarginInside() throws {
        // The parent's content (10 and a margin of 20) is less than its min-height of 40, which
        // decides its height: the child's margin does not collapse through its bottom; only the
        // parent's own 10 separates it from the next box.
        var parent = box("parent", margin: vertical(bottom: 10), [box("child", height: 10, margin: vertical(bottom: 20))])
        parent.minHeight = .fixed(40)
        let f = try layout(box("root", [parent, box("next", height: 10)]))
        #expect(f["parent"]?.height == 40)
        #expect((f["next"]?.y ?? -1) == 40 + 10)
    }

    @Test func aBoxGivenAHeightByItsAspectRatioIsNotCollapsedThrough() throws {
        // An empty block of auto height but 100 / 2 tall through its aspect ratio: its margins
        // (10 and 10) no longer collapse through it.
        var empty = box("empty", margin: vertical(top: 10, bottom: 10), [])
        empty.flexItem?.aspectRatio = 2
        let f = try layout(box("root", [box("a", height: 10, margin: vertical(bottom: 10)), empty,
                                        box("b", height: 10, margin: vertical(top: 10))]))
        #expect(f["empty"] == Rect(x: 0, y: 10 + 10, width: 100, height: 100 / 2))
        #expect((f["b"]?.y ?? -1) == 10 + 10 + 50 + 10)
    }

    @Test func aNonNormalAlignContentEstablishesABlockFormattingContext() throws {
        // CSS Box Alignment 3: the child's top margin of 15 stays inside the container.
        var start = BlockLayout()
        start.alignContent = .start
        let container = LayoutNode(name: "parent", kind: .container(.block(start), children: [box("child", height: 10, margin: vertical(top: 15))]))
        let f = try layout(box("root", [container]))
        #expect(f["parent"] == Rect(x: 0, y: 0, width: 100, height: 15 + 10))
        #expect((f["child"]?.y ?? -1) == 15)
    }

    @Test func aBlockContainersBaselineIsThatOfItsFirstChildWithOne() throws {
        // CSS Box Alignment 3 §9.1: b's only child is an empty block, with no line box and so no
        // baseline: b has none either, and a flex container aligning by baselines synthesizes
        // one from its bottom edge, as for a (50 tall): b's bottom meets a's at 50.
        let flex = FlexLayout(alignItems: .baseline)
        let root = LayoutNode(name: "root", kind: .container(.flex(flex), children: [
            box("a", height: 50, width: 50), box("b", height: 20, width: 50, [box("inner", height: 10, [])]),
        ]), height: .fixed(100))
        let f = try layout(root)
        #expect((f["b"]?.y ?? -1) == 50 - 20)
    }

    @Test func negativeAutoMarginsOfAnAbsoluteBoxMakeTheStartMarginZero() throws {
        // §10.3.7: both margins auto would share 52 - 10 - 20 - 72 < 0 equally, which makes
        // them negative: the start side's margin is 0 (left to right the left one, so the box
        // is at the left inset; right to left the right one, at the right inset).
        func root(_ rtl: Bool) -> LayoutNode {
            var item = FlexItem(margin: CSSEdges(top: .points(0), left: .auto, bottom: .points(0), right: .auto), position: .absolute,
                                inset: CSSEdges(top: .auto, left: .points(10), bottom: .auto, right: .points(20)))
            item.rightToLeft = rtl
            let child = LayoutNode(name: "a", kind: .leaf(.empty), width: .fixed(72), height: .fixed(72), flexItem: item)
            return LayoutNode(name: "root", kind: .container(.block(BlockLayout(rightToLeft: rtl)), children: [child]),
                              width: .fixed(52), height: .fixed(52))
        }
        #expect((try layout(root(false))["a"]?.x ?? -1) == 10)
        #expect((try layout(root(true))["a"]?.x ?? -1) == 52 - 20 - 72)
    }
}
