@testable import LayoutEngine
import LayoutModel
import Testing

/// The item boxes flattening resolves for flex containers whose children are plain items
/// (`PlainItemBoxes`): which containers get a set, that each box is the one a run resolves for
/// any percentage basis, and that what flex reads from a set is what it reads from the nodes.
@Suite struct PlainItemBoxesTests {
    static func leaf(_ name: String, _ item: FlexItem? = FlexItem(grow: 1, shrink: 0, margin: CSSEdges(all: .points(2))),
                     width: SizeValue? = .fixed(10), height: SizeValue? = .fixed(6)) -> LayoutNode {
        LayoutNode(name: name, kind: .leaf(.empty), width: width, height: height,
                   padding: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1), flexItem: item)
    }

    static func row(_ name: String, _ children: [LayoutNode]) -> LayoutNode {
        LayoutNode(name: name, kind: .container(.flex(FlexLayout(direction: .row)), children: children),
                   flexItem: FlexItem(shrink: 0))
    }

    /// Children without percentages (plain, without flex-item properties, with a minimum, with
    /// auto margins): one set, in child order, each box the one resolved for any basis.
    @Test func aContainerOfItemsWithoutPercentagesHasTheirBoxes() throws {
        var withMin = Self.leaf("min")
        withMin.minWidth = .fixed(12)
        var autoMargins = FlexItem(shrink: 0, margin: CSSEdges(top: .auto, left: .auto, bottom: .points(3), right: .auto))
        autoMargins.alignSelf = .center
        let children = [Self.leaf("a"), Self.leaf("bare", nil, width: nil), withMin, Self.leaf("auto", autoMargins, height: nil)]
        let tree = try NodeTree(Self.row("root", children))
        let boxes = try #require(tree.plainItemBoxes(of: 0))
        #expect(boxes.count == 4)
        for (slot, basis) in zip(children.indices, [(200.0, 100.0), (50, nil), (nil, nil), (7, 7)]) {
            CSSBoxPlainTests.expectEqual(boxes[slot], CSSBox(children, slot, width: basis.0, height: basis.1))
        }
        // Exact values: border-box sizes (padding included), margins, the minimum and auto margins.
        #expect(boxes[0].size.horizontal == 10 && boxes[0].size.vertical == 6 && boxes[0].item.grow == 1)
        #expect(boxes[0].margin == EdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        #expect(boxes[1].size.horizontal == nil && boxes[1].size.vertical == 6 && !boxes[1].item.isWritten)
        #expect(boxes[1].padding == EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        #expect(boxes[2].minSize.horizontal == 12 && boxes[2].maxSize.horizontal == .infinity)
        #expect(boxes[3].autoMargin == (true, true, false, true) && boxes[3].margin.bottom == 3)
        #expect(boxes.allSatisfy { !$0.usesContainingBlock })
    }

    /// No set where a run must resolve the boxes itself: a child with a percentage (margin,
    /// padding, size), a gone child, an absolutely positioned one, a child with its own frame
    /// left out of the child list, a container of one child, a container of another layout.
    @Test func containersWithOtherChildrenHaveNoSet() throws {
        var percentMargin = FlexItem(margin: CSSEdges(all: .fraction(0.1)))
        percentMargin.grow = 0
        var gone = Self.leaf("gone")
        gone.visibility = .gone
        var framed = Self.leaf("framed")
        framed.ownFrame = OwnFrame(Rect(x: 0, y: 0, width: 3, height: 3), reservesSpace: false)
        var kept = Self.leaf("kept")
        kept.ownFrame = OwnFrame(Rect(x: 0, y: 0, width: 3, height: 3), reservesSpace: true)
        let rows = [
            Self.row("p1", [Self.leaf("p1a"), Self.leaf("p1b", percentMargin)]),
            Self.row("p2", [Self.leaf("p2a"), Self.leaf("p2b", FlexItem(padding: CSSEdges(all: .fraction(0.5))))]),
            Self.row("p3", [Self.leaf("p3a"), Self.leaf("p3b", width: .percent(50))]),
            Self.row("g", [Self.leaf("ga"), gone]),
            Self.row("abs", [Self.leaf("absa"), Self.leaf("absb", FlexItem(position: .absolute))]),
            Self.row("f", [Self.leaf("fa"), Self.leaf("fb"), framed]),
            Self.row("one", [Self.leaf("onea")]),
            Self.row("k", [Self.leaf("ka"), kept]),
            LayoutNode(name: "block", kind: .container(.block(BlockLayout()), children: [Self.leaf("ba"), Self.leaf("bb")])),
        ]
        let tree = try NodeTree(Self.row("root", rows))
        func set(_ name: String) -> [CSSBox]? { tree.plainItemBoxes(of: tree.index(named: name)!) }
        for name in ["p1", "p2", "p3", "g", "abs", "f", "one", "block"] { #expect(set(name) == nil, "\(name)") }
        // A child with its own frame that keeps its space is an item like any other.
        #expect(set("k")?.count == 2)
        // The root's children include "block" (a plain item itself: not a flex container's set).
        #expect(set("root")?.count == rows.count)
    }

    /// The axes a container can be resized along are the same read from its set as from its
    /// nodes: each container twice, once with a set and once without (a child with its own frame
    /// added, which its algorithm never sees).
    @Test(arguments: [
        [leaf("a", FlexItem(shrink: 0)), leaf("b", FlexItem(shrink: 0))],
        [leaf("a", FlexItem(shrink: 0)), leaf("b")],
        [leaf("a", nil), leaf("b", nil, height: nil)],
        [leaf("a", nil, width: nil), leaf("b", nil)],
        [leaf("a", FlexItem(shrink: 0, alignSelf: .center)), leaf("b", nil)],
        [leaf("a", FlexItem(shrink: 0, alignSelf: .stretch)), leaf("b", FlexItem(shrink: 0, alignSelf: .flexStart))],
        [leaf("a", FlexItem(shrink: 0, margin: CSSEdges(top: .points(0), left: .auto, bottom: .points(0), right: .points(0)))), leaf("b", nil)],
    ])
    func resizableAxesAreTheSameFromTheSet(children: [LayoutNode]) throws {
        var framed = Self.leaf("framed")
        framed.ownFrame = OwnFrame(Rect(x: 0, y: 0, width: 3, height: 3), reservesSpace: false)
        let withSet = try NodeTree(Self.row("root", children))
        let withoutSet = try NodeTree(Self.row("root", children + [framed]))
        #expect(withSet.plainItemBoxes(of: 0) != nil && withoutSet.plainItemBoxes(of: 0) == nil)
        #expect(FlexState(tree: withSet).resizableAxes(0) == FlexState(tree: withoutSet).resizableAxes(0))
    }

    @Test func resizableAxesFromASetHaveExactValues() throws {
        func axes(_ children: [LayoutNode]) throws -> ResizableAxes {
            let tree = try NodeTree(Self.row("root", children))
            #expect(tree.plainItemBoxes(of: 0) != nil)
            return FlexState(tree: tree).resizableAxes(0)
        }
        #expect(try axes([Self.leaf("a", FlexItem(shrink: 0)), Self.leaf("b", nil)]) == [.main, .cross])
        #expect(try axes([Self.leaf("a"), Self.leaf("b", nil)]) == [.cross])
        #expect(try axes([Self.leaf("a", nil, height: nil), Self.leaf("b", nil)]) == [.main])
        #expect(try axes([Self.leaf("a", FlexItem(shrink: 0, alignSelf: .center)), Self.leaf("b", nil, width: nil)]) == [])
        #expect(try axes([Self.leaf("a", FlexItem(shrink: 0, margin: CSSEdges(top: .auto, left: .points(0), bottom: .points(0), right: .points(0)))),
                          Self.leaf("b", nil)]) == [])
    }

    /// Laid out, a tree whose containers take their sets gets the frames of one that resolves
    /// every box in its runs (each container given a child with its own frame, so none has a set).
    @Test func framesAreTheSameWithAndWithoutSets() throws {
        func tree(framed: Bool) -> LayoutNode {
            var extra = Self.leaf("x")
            extra.ownFrame = OwnFrame(Rect(x: 1, y: 2, width: 3, height: 4), reservesSpace: false)
            func kids(_ prefix: String, _ nodes: [LayoutNode]) -> [LayoutNode] {
                nodes + (framed ? [{ var e = extra; e.name = prefix + ".x"; return e }()] : [])
            }
            var column = Self.row("c", kids("c", [Self.leaf("c1"), Self.leaf("c2", nil, width: nil)]))
            column.kind = .container(.flex(FlexLayout(direction: .column)), children: column.children)
            return LayoutNode(name: "root", kind: .container(.flex(FlexLayout(direction: .row)),
                                                             children: kids("root", [Self.leaf("a"), column, Self.leaf("b", nil)])),
                              width: .fixed(100), flexItem: FlexItem(shrink: 0))
        }
        let engine = LayoutEngine(textMeasurer: AhemTextMeasurer())
        let with = try engine.layout(cssRoot: tree(framed: false), available: .unbounded, scale: 1)
        let without = try engine.layout(cssRoot: tree(framed: true), available: .unbounded, scale: 1)
        func frames(_ f: FrameNode) -> [String: Rect] {
            Dictionary(uniqueKeysWithValues: f.allNodes().filter { !$0.name.hasSuffix(".x") }.map { ($0.name, $0.frame) })
        }
        #expect(frames(with) == frames(without))
        // "a" grows by the row's free space (100 - 14 - 14 - 10); "c2" (no flex-item properties,
        // no margins) stretches across the column, which is as wide as "c1" with its margins.
        #expect(frames(with)["a"] == Rect(x: 2, y: 2, width: 72, height: 6))
        #expect(frames(with)["c"] == Rect(x: 76, y: 0, width: 14, height: 16))
        #expect(frames(with)["c2"] == Rect(x: 0, y: 10, width: 14, height: 6))
    }
}
