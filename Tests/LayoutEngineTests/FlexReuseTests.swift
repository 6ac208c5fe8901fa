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
}
