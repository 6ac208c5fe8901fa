@testable import LayoutEngine
import LayoutModel
import Testing

/// When flexbox reuses a layout instead of running again (`ContentSizedLayouts.swift`), counted
/// by `FlexTables.runs`: a reused layout must be the one a run would give.
@Suite struct FlexReuseTests {
    func leaf(_ name: String, _ width: Double, _ height: Double) -> LayoutNode {
        LayoutNode(name: name, kind: .leaf(.empty), width: .fixed(width), height: .fixed(height))
    }

    func column(_ children: [LayoutNode], padding: Double = 0) -> LayoutNode {
        var flex = FlexLayout(direction: .column)
        flex.rowGap = .points(2)
        return LayoutNode(name: "root", kind: .container(.flex(flex), children: children),
                          padding: EdgeInsets(top: padding, left: padding, bottom: padding, right: padding))
    }

    func runs(_ context: LayoutContext) -> Int { context.state(FlexState.self).tables.access { $0.runs } }

    @Test func aPlainSubtreeIsNotLaidOutAgainForTheSameSizesUnderAnotherPercentageBasis() throws {
        let context = LayoutContext(tree: try NodeTree(column([leaf("a", 5, 5), leaf("b", 7, 3)], padding: 1)),
                                    textMeasurer: AhemTextMeasurer())
        let first = try context.layout(0, Proposal(width: .unbounded, height: .unbounded))
        #expect(runs(context) == 1)
        // Width: the wider leaf and the padding, 7 + 2 * 1; height: 5 + gap 2 + 3 and the padding.
        #expect(first.size == Size(width: 7 + 2, height: 5 + 2 + 3 + 2))
        for basis in [100.0, 0] {
            let again = try context.layout(0, Proposal(width: .unbounded, height: .unbounded, containingWidth: basis,
                                                       heightIsIndefinite: true))
            #expect(again.size == first.size && Array(again.children) == Array(first.children))
        }
        #expect(runs(context) == 1)
    }

    @Test func aSubtreeWithAPercentageIsLaidOutAgainUnderAnotherBasis() throws {
        var margined = leaf("a", 5, 5)
        margined.margin = Margins(left: .percent(10))
        let context = LayoutContext(tree: try NodeTree(column([margined])), textMeasurer: AhemTextMeasurer())
        _ = try context.layout(0, Proposal(width: .unbounded, height: .unbounded, containingWidth: 100))
        _ = try context.layout(0, Proposal(width: .unbounded, height: .unbounded, containingWidth: 200))
        #expect(runs(context) == 2)
    }

    // MARK: Resizing an axis (`resizableAxes`)

    /// A flex container of three fixed items (10x4, 6x8, 8x6) with a margin on the second, and
    /// what `change` sets.
    func container(_ direction: FlexLayout.Direction, _ change: (inout FlexLayout, inout [LayoutNode]) -> Void = { _, _ in })
        -> LayoutNode {
        var flex = FlexLayout(direction: direction)
        flex.columnGap = .points(3)
        flex.rowGap = .points(3)
        var items = [leaf("a", 10, 4), leaf("b", 6, 8), leaf("c", 8, 6)]
        items[1].flexItem = FlexItem(margin: CSSEdges(all: .points(1)))
        change(&flex, &items)
        return LayoutNode(name: "root", kind: .container(.flex(flex), children: items))
    }

    /// The size and child rects for `final` after a layout for (unbounded, unbounded), the runs
    /// that took, and the size and rects a fresh context gives for `final` alone. (A reused
    /// layout keeps the percentage bases of the first, which nothing in a plain subtree reads.)
    func resized(_ root: LayoutNode, _ final: Proposal) throws -> (Laid, runs: Int, fresh: Laid) {
        let context = LayoutContext(tree: try NodeTree(root), textMeasurer: AhemTextMeasurer())
        _ = try context.layout(0, Proposal(width: .unbounded, height: .unbounded))
        let laid = try context.layout(0, final)
        let fresh = try LayoutContext(tree: try NodeTree(root), textMeasurer: AhemTextMeasurer()).layout(0, final)
        return (Laid(size: laid.size, children: Array(laid.children)), runs(context),
                Laid(size: fresh.size, children: Array(fresh.children)))
    }

    struct Laid: Equatable {
        var size: Size
        var children: [Rect]
    }

    @Test func itemsThatNeitherGrowNorStretchAreNotLaidOutAgainWhenTheContainerGrows() throws {
        // A row's content: 10 + 3 + (1 + 6 + 1) + 3 + 8 = 32 wide, 8 + 2 = 10 high.
        let row = try resized(container(.row), .exactly(Size(width: 50, height: 30)))
        #expect(row.runs == 1)
        #expect(row.0 == row.fresh && row.0.size == Size(width: 50, height: 30))
        #expect(row.0.children == [Rect(x: 0, y: 0, width: 10, height: 4), Rect(x: 10 + 3 + 1, y: 1, width: 6, height: 8),
                                          Rect(x: 10 + 3 + 8 + 3, y: 0, width: 8, height: 6)])
        // A column shrunk across (its items overflow at the cross start) and grown along.
        let column = try resized(container(.column), .exactly(Size(width: 5, height: 60)))
        #expect(column.runs == 1 && column.0 == column.fresh)
    }

    /// Each moves an item of a row when the row's width changes.
    enum Mover: String, CaseIterable, Sendable {
        case growingItem, centredContent, reversedRow, rightToLeft, autoMargin, itemWithoutWidth

        func apply(_ flex: inout FlexLayout, _ items: inout [LayoutNode]) {
            switch self {
            case .growingItem: items[0].flexItem = FlexItem(grow: 1)
            case .centredContent: flex.justifyContent = .center
            case .reversedRow: flex.direction = .rowReverse
            case .rightToLeft: flex.rightToLeft = true
            case .autoMargin: items[2].flexItem = FlexItem(margin: CSSEdges(left: .auto))
            case .itemWithoutWidth: items[1].width = nil
            }
        }
    }

    @Test(arguments: Mover.allCases)
    func aRowWhoseItemsMoveWithItsWidthIsLaidOutAgain(mover: Mover) throws {
        let wider = try resized(container(.row, mover.apply), Proposal(width: .exactly(80), height: .unbounded))
        #expect(wider.runs == 2)
        #expect(wider.0 == wider.fresh)
    }

    @Test func aRowNarrowerThanItsContentIsLaidOutAgain() throws {
        let narrower = try resized(container(.row), Proposal(width: .exactly(20), height: .unbounded))
        #expect(narrower.runs == 2 && narrower.0 == narrower.fresh)
    }

    @Test func itemsAlignedAwayFromTheCrossStartOrStretchedAreLaidOutAgainWhenTheHeightChanges() throws {
        let centred = try resized(container(.row) { flex, _ in flex.alignItems = .center }, Proposal(width: .unbounded, height: .exactly(40)))
        #expect(centred.runs == 2 && centred.0 == centred.fresh)
        let stretched = try resized(container(.row) { _, items in items[0].height = nil }, Proposal(width: .unbounded, height: .exactly(40)))
        #expect(stretched.runs == 2 && stretched.0 == stretched.fresh)
        #expect(stretched.0.children[0].height == 40)
        // Growing items do not move across: the height alone is a resize.
        let growing = try resized(container(.row) { _, items in items[0].flexItem = FlexItem(grow: 1) },
                                  Proposal(width: .unbounded, height: .exactly(40)))
        #expect(growing.runs == 1 && growing.0 == growing.fresh)
    }
}
