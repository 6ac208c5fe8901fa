import Testing
@testable import LayoutModel

/// `"layout": "block"` and `"flow-root"` in fixtures.
@Suite struct BlockDecodingTests {
    @Test func readsBlockAndFlowRoot() throws {
        let node = try FixtureLoader.decode(json: Support.document(root: #"""
            {"layout": "block", "alignContent": "end", "childAlign": "center",
             "children": [{"name": "inner", "layout": "flow-root", "children": []}]}
            """#)).root
        guard case .container(.block(let block), let children) = node.kind else { Issue.record("not a block: \(node.kind)"); return }
        #expect(block == BlockLayout(childAlignment: .center, isFlowRoot: false, rightToLeft: false).with(alignContent: .end))
        guard case .container(.block(let inner), _) = children[0].kind else { Issue.record("not a block: \(children[0].kind)"); return }
        #expect(inner.isFlowRoot)
    }

    @Test func badValuesAreErrorsAtTheirPath() {
        expectError(Support.rootError(#"{"layout": "block", "childAlign": "middle"}"#), path: "$.root.childAlign",
                    reason: "unknown child alignment 'middle'")
        expectError(Support.rootError(#"{"layout": "block", "columns": "1fr"}"#), path: "$.root.columns",
                    reason: "'columns' belongs to the 'grid' layout; this node's layout is 'block'")
    }
}

private extension BlockLayout {
    func with(alignContent: ContentAlignment) -> BlockLayout { var b = self; b.alignContent = alignContent; return b }
}
