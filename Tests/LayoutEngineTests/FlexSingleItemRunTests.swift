@testable import LayoutEngine
import LayoutModel
import Testing

/// The run of a flex container of one child holds its item and box inline (`InlineOne`,
/// `SingleItemFlexRun`) and keeps the box apart (`FlexTables.singleBoxes`): the collection itself,
/// and layouts that must be those of the run with arrays (`ManyItemFlexRun`).
@Suite struct FlexSingleItemRunTests {
    struct Tag: InlinePlaceholder, Equatable {
        var value: Int
        static var placeholder: Tag { Tag(value: -1) }
    }

    /// What generic code over the run's storage sees of `elements` after each step, as plain arrays.
    func steps<C: FlexRunElements>(_ elements: C.Type) -> [[Int]] where C.Element == Tag {
        var c = C()
        var seen = [c.map(\.value)]
        c.reserveCapacity(4)
        c.append(Tag(value: 7))
        seen.append(c.map(\.value))
        c[0].value += 1
        seen.append(c.indices.map { c[$0].value })
        seen.append([c.count, c.isEmpty ? 1 : 0, c.firstIndex { $0.value == 8 } ?? -1])
        seen.append([c.removeLast().value, c.count])
        seen.append(C(one: Tag(value: 3)).map(\.value))
        return seen
    }

    @Test func inlineOneBehavesAsAnArrayOfNoneOrOneElement() {
        let inline = steps(InlineOne<Tag>.self)
        #expect(inline == steps([Tag].self))
        #expect(inline == [[], [7], [8], [1, 0, 0], [8, 0], [3]])
        var one = InlineOne(one: Tag(value: 5))
        #expect(one.count == 1 && one.startIndex == 0 && one.endIndex == 1 && one.indices == 0..<1)
        one[0] = Tag(value: 6)
        #expect(Array(one) == [Tag(value: 6)] && one.first == Tag(value: 6) && one.last == Tag(value: 6))
        #expect(InlineOne<Tag>().isEmpty && Array(InlineOne<Tag>()).isEmpty)
    }

    @Test func keptBoxesComeBackAsTheyWereKept() {
        let box = CSSBox.placeholder
        #expect(InlineOne<CSSBox>(kept: []).isEmpty && InlineOne<CSSBox>(kept: [box]).count == 1)
        #expect([CSSBox](kept: [box, box]).count == 2 && InlineOne<CSSBox>.holdsOneInline && ![CSSBox].holdsOneInline)
    }

    @Test func aSetOfOneBoxKeepsItApartAndAnotherBasisReplacesIt() {
        var tables = FlexTables(containers: 2)
        var box = CSSBox.placeholder
        box.padding = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let basis = AxisPair<Double?>(100, nil)
        let set = FlexItemBoxes(boxes: [], positions: nil, absolute: nil, basis: basis, dependsOnBasis: true)
        // Container 0 of one child, node 1.
        tables.keep(set, box: InlineOne(one: box), of: 0, child: 1, nodeCount: 2)
        #expect(tables.singleBoxes.count == 1 && tables.itemBoxes(of: 0, basis: basis)?.single == 0)
        #expect(tables.itemBoxes(of: 0, basis: basis)?.count == 1 && tables.itemBoxes(of: 0, basis: basis)?.boxes.isEmpty == true)
        #expect(tables.itemBoxes(of: 0, basis: AxisPair(200, nil)) == nil)
        // Made again for another basis: the box takes the first one's place.
        box.padding.left = 7
        var other = set
        other.basis = AxisPair(200, nil)
        tables.keep(other, box: InlineOne(one: box), of: 0, child: 1, nodeCount: 2)
        #expect(tables.singleBoxes.count == 1 && tables.singleBoxes[0].padding.left == 7)
        #expect(tables.itemBoxes(of: 0, basis: AxisPair(200, nil))?.single == 0 && tables.itemBoxes(of: 0, basis: basis) == nil)
        // No percentages in the box: its frame is the one its parent's run resolved.
        box.usesContainingBlock = false
        tables.keep(other, box: InlineOne(one: box), of: 0, child: 1, nodeCount: 2)
        #expect(tables.resolvedFrame(of: 1, parent: 0)?.padding.left == 7)
    }

    func leaf(_ name: String, _ width: Double, _ height: Double, _ item: FlexItem? = nil) -> LayoutNode {
        var node = LayoutNode(name: name, kind: .leaf(.empty), width: .fixed(width), height: .fixed(height))
        node.flexItem = item
        return node
    }

    func column(_ name: String, _ children: [LayoutNode]) -> LayoutNode {
        LayoutNode(name: name, kind: .container(.flex(FlexLayout(direction: .column)), children: children),
                   padding: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    /// The size and child rects of a chain of `depth` single-child columns around `inner`, and of
    /// the same chain whose columns each have a second, gone child (so that their runs keep
    /// arrays), for `proposal` and then for a proposal under another percentage basis.
    func chains(_ inner: LayoutNode, depth: Int, _ proposal: Proposal) throws -> [[Rect]] {
        var laid: [[Rect]] = []
        for extra in [false, true] {
            var node = inner
            for d in 0..<depth {
                var children = [node]
                if extra { children.append(LayoutNode(name: "gone\(d)", kind: .leaf(.empty), visibility: .gone)) }
                node = column("c\(d)", children)
            }
            let context = LayoutContext(tree: try NodeTree(node), textMeasurer: AhemTextMeasurer())
            var again = proposal
            again.containingWidth = 300
            for p in [proposal, again] {
                let layout = try context.layout(0, p)
                laid.append([Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height), layout.children[0]])
            }
        }
        return laid
    }

    @Test(arguments: ["plain", "percent margin", "gone", "absolute"])
    func aSingleChildColumnIsLaidOutAsWithArrays(_ kind: String) throws {
        var inner = leaf("leaf", 10, 6)
        switch kind {
        case "percent margin": inner.flexItem = FlexItem(margin: CSSEdges(all: .fraction(0.1)))
        case "gone": inner.visibility = .gone
        case "absolute": inner.flexItem = FlexItem(position: .absolute)
        default: break
        }
        let proposal = Proposal(width: .unbounded, height: .unbounded, containingWidth: 100)
        let laid = try chains(inner, depth: 3, proposal)
        #expect(laid[0] == laid[2] && laid[1] == laid[3])
        if kind == "plain" {
            // Three paddings of 2 + 4 across and 1 + 3 down around the 10x6 leaf; the leaf at the
            // innermost column's content origin.
            #expect(laid[0] == [Rect(x: 0, y: 0, width: 10 + 3 * 6, height: 6 + 3 * 4), Rect(x: 2, y: 1, width: 10 + 2 * 6, height: 6 + 2 * 4)])
        }
    }
}
