import Foundation
import Testing
@testable import LayoutModel

/// `"layout": "float"` and a child's `float` in fixtures, the DSL building the same tree, and the
/// errors for float options that make no sense.
@Suite struct FloatDecodingTests {
    @Test func aFixtureAndTheDSLBuildTheSameTree() {
        let decoded = Support.decodeRoot(#"""
            {"name": "f", "layout": "float", "orientation": "horizontal", "spacing": {"row": 4, "column": 6},
             "gravity": {"horizontal": "center"},
             "flexibleSpacing": {"itemSize": 80, "minSpace": 10, "maxSpace": 30, "centered": true},
             "children": [{"name": "a", "float": "end"}, {"name": "b", "float": {"clear": true}},
                          {"name": "c", "float": {"side": "end", "clear": true}}, {"name": "d"}]}
            """#)
        let built = Float("f", .horizontal, lineSpacing: 4, itemSpacing: 6, gravity: .center,
                          flexibleSpacing: FlexibleSpacing(itemSize: 80, minSpace: 10, maxSpace: 30, centered: true)) {
            Empty("a").float(.end)
            Empty("b").float(clear: true)
            Empty("c").float(.end, clear: true)
            Empty("d")
        }
        #expect(decoded == built)
    }

    @Test func oneNumberSetsBothSpacings() {
        let decoded = Support.decodeRoot(#"{"layout": "float", "orientation": "vertical", "spacing": 5, "noBoundary": true, "width": "wrap"}"#)
        #expect(decoded?.layout == .float(FloatLayout(orientation: .vertical, lineSpacing: 5, itemSpacing: 5, noBoundary: true)))
    }

    @Test func theGravityModifierSetsTheLineAxisGravity() {
        let node = Float("f", .vertical) {}.gravity(vertical: .end)
        #expect(node.layout == .float(FloatLayout(orientation: .vertical, gravity: .end)))
    }

    @Test func badFloatOptions() {
        expectError(Support.rootError(#"{"layout": "float"}"#), path: "$.root", reason: "a float layout needs 'orientation'")
        expectError(Support.rootError(#"{"layout": "float", "orientation": "vertical", "gravity": {"vertical": "fill"}}"#),
                    path: "$.root.gravity.vertical",
                    reason: "gravity 'fill' in gravity.vertical is unsupported by the float layout; expected one of 'start', 'center', 'end'")
        expectError(Support.rootError(#"{"layout": "float", "orientation": "horizontal", "gravity": {"vertical": "end"}}"#),
                    path: "$.root.gravity.vertical",
                    reason: "a horizontal float layout places its block along its lines only (gravity.horizontal)")
        expectError(Support.rootError(#"{"layout": "float", "orientation": "vertical", "flexibleSpacing": {"minSpace": 4}}"#),
                    path: "$.root.flexibleSpacing", reason: "flexible spacing needs 'itemSize'")
        expectError(Support.rootError(#"{"layout": "float", "orientation": "vertical", "flexibleSpacing": {"itemSize": 0}}"#),
                    path: "$.root.flexibleSpacing.itemSize", reason: "itemSize must be greater than 0, found 0")
        expectError(Support.rootError(#"{"layout": "float", "orientation": "vertical", "flexibleSpacing": {"itemSize": 9, "minSpace": 5, "maxSpace": 2}}"#),
                    path: "$.root.flexibleSpacing.maxSpace", reason: "maxSpace (2) is less than minSpace (5)")
        expectError(Support.rootError(#"{"layout": "float", "orientation": "vertical", "flexibleSpacing": {"itemSize": 9, "minspace": 5}}"#),
                    path: "$.root.flexibleSpacing.minspace", reason: "unknown key 'minspace' (did you mean 'minSpace'?)")
        expectError(Support.rootError(#"{"layout": "float", "orientation": "vertical", "noBoundry": true}"#),
                    path: "$.root.noBoundry", reason: "unknown key 'noBoundry' (did you mean 'noBoundary'?)")
        expectError(Support.rootError(#"{"layout": "frame", "noBoundary": true}"#),
                    path: "$.root.noBoundary", reason: "'noBoundary' belongs to the 'float' layout; this node's layout is 'frame'")
    }

    @Test func badChildFloats() {
        let parent = #"{"name": "f", "layout": "float", "orientation": "vertical", "children": ["#
        expectError(Support.rootError(parent + #"{"name": "a", "float": "right"}]}"#), path: "$.root.children[0].float", node: "a",
                    reason: "unknown float side 'right'; expected one of 'start', 'end'")
        expectError(Support.rootError(parent + #"{"name": "a", "float": {"side": "end", "claer": true}}]}"#),
                    path: "$.root.children[0].float.claer", reason: "unknown key 'claer' (did you mean 'clear'?)")
        expectError(Support.rootError(parent + #"{"name": "a", "float": true}]}"#), path: "$.root.children[0].float",
                    reason: "expected \"start\", \"end\" or an object {\"side\", \"clear\"}, found a boolean")
        expectError(Support.rootError(#"{"name": "a", "float": "end"}"#), path: "$.root.float",
                    reason: "'float' is read by a float parent only; this node is the root")
    }

    /// Trees built in code get the same float rules as fixtures when validated.
    @Test func validationAppliesTheFloatRulesToTreesBuiltInCode() {
        let tags = Float("tags", .vertical, noBoundary: true) { Empty("a") }.width(.wrap)
        #expect(throws: Never.self) { try tags.validate() }
        #expect(throws: LayoutError(path: "$.root.noBoundary", node: "tags",
                                    reason: "noBoundary needs 'width': 'wrap' (a vertical float layout without a boundary is as wide as its lines)")) {
            try tags.width(100).validate()
        }
        let flexible = Float("g", .horizontal, noBoundary: true, flexibleSpacing: FlexibleSpacing(itemSize: 9, minSpace: 1)) {}
        #expect(throws: LayoutError(path: "$.root.flexibleSpacing", node: "g",
                                    reason: "flexible spacing shares out the extent between the boundaries; it cannot be combined with noBoundary")) {
            try flexible.height(.wrap).validate()
        }
    }
}
