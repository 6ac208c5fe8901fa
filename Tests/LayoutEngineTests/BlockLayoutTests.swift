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
}
