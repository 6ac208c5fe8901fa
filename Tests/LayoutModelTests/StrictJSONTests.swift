import Foundation
import Testing
@testable import LayoutModel

/// The fixture reader refuses what editors and the JSON Schema refuse.
@Suite struct StrictJSONTests {
    @Test func trailingCommasAreRefused() {
        let object = Support.error(#"{"viewport": {"width": 1, "height": 1,}, "root": {}}"#)
        #expect(object?.path == nil)
        #expect(object?.reason == "malformed JSON: a trailing comma before '}' (line 1, column 39)")
        let array = Support.error("{\"viewport\": {\"width\": 1, \"height\": 1},\n \"root\": {\"layout\": \"linear\", "
            + "\"orientation\": \"vertical\", \"children\": [{\"name\": \"A\"},\n]}}")
        #expect(array?.reason == "malformed JSON: a trailing comma before ']' (line 3, column 1)")
    }

    @Test func duplicateKeysAreRefused() {
        let e = Support.rootError(#"{"layout": "linear", "orientation": "vertical", "children": [{"name": "A", "width": 10, "width": 20}]}"#)
        expectError(e, path: "$.root.children[0].width", reason: "duplicate key 'width'")
    }

    @Test func aPercentageHasNoSpaceBeforeItsSign() {
        let e = Support.rootError(#"{"layout": "linear", "orientation": "horizontal", "children": [{"name": "A", "width": "50 %"}]}"#)
        expectError(e, path: "$.root.children[0].width", reason: "bad size \"50 %\": no space may come between a number and '%'")
        #expect(Support.decodeRoot(#"{"layout": "linear", "orientation": "horizontal", "children": [{"name": "A", "width": "50%"}]}"#) != nil)
    }

    @Test func marginAndFlexItemMarginAreExclusive() {
        let e = Support.rootError(#"{"layout": "flex", "children": [{"name": "A", "margin": 4, "flexItem": {"margin": 8}}]}"#)
        expectError(e, path: "$.root.children[0].flexItem.margin", node: "A",
                    reason: "give 'margin' or 'flexItem.margin', not both (layout would use one and the frames show the other)")
    }
}
