import Testing
@testable import LayoutModel

/// `float` and `clear` (CSS 2.1 §9.5) in `flexItem`, the DSL, and the decoder's errors.
@Suite struct BlockFloatDecodingTests {
    @Test func floatAndClearDecodeOnChildrenOfBlockContainers() throws {
        let root = try #require(Support.decodeRoot(#"""
            {"layout": "block", "children": [{"name": "figure", "width": 40, "height": 30, "flexItem": {"float": "left"}},
                                             {"name": "footer", "flexItem": {"clear": "both"}}]}
            """#))
        guard case .container(_, let children) = root.kind else { Issue.record("not a container"); return }
        #expect(children[0].flexItem?.float == .left && children[0].flexItem?.clear == FlexItem.Clear.none)
        #expect(children[1].flexItem?.clear == .both && children[1].flexItem?.float == FlexItem.FloatSide.none)
        // The DSL builds the same properties.
        #expect(Box("figure").cssFloat(.left).flexItem?.float == .left)
        #expect(Box("footer").cssFloat(clear: .both).flexItem?.clear == .both)
    }

    @Test func mistakesNameThePathTheNodeAndTheNearestValue() {
        expectError(Support.rootError(#"{"layout": "block", "children": [{"name": "f", "flexItem": {"float": "lef"}}]}"#),
                    path: "$.root.children[0].flexItem.float", reason: "'left'")
        expectError(Support.rootError(#"{"layout": "block", "children": [{"name": "f", "flexItem": {"clear": "bot"}}]}"#),
                    path: "$.root.children[0].flexItem.clear", reason: "'both'")
        // A flex item's float would be ignored: an error, naming the child and its parent's layout.
        expectError(Support.rootError(#"{"layout": "flex", "children": [{"name": "f", "flexItem": {"float": "right"}}]}"#),
                    path: "$.root.children[0].flexItem.float", node: "f", reason: "this node's parent layout is 'flex'")
        expectError(Support.rootError(#"{"layout": "grid", "children": [{"name": "c", "flexItem": {"clear": "left"}}]}"#),
                    path: "$.root.children[0].flexItem.clear", node: "c", reason: "places a child of a block container")
    }
}
