import Foundation
import Testing
@testable import LayoutModel

/// `"layout": "flow"` in fixtures and the `Flow` DSL builder.
@Suite struct FlowDecodingTests {
    @Test func everyParameterIsRead() throws {
        let root = try #require(Support.decodeRoot(#"""
            {"layout": "flow", "orientation": "horizontal", "arrangedCount": 2, "spacing": {"horizontal": 3, "vertical": 5},
             "gravity": {"horizontal": "among", "vertical": "fill"}, "arrangedGravity": "compact", "lastLineGravity": "auto",
             "flexibleSpacing": {"itemSize": 40, "minSpace": 2, "maxSpace": 9, "centered": true},
             "pagedCount": 4, "pageSize": {"width": 300, "height": 200}, "width": 300, "height": "wrap",
             "children": [{"name": "a"}]}
            """#))
        let expected = FlowLayout(orientation: .horizontal, arrangedCount: 2, horizontalSpacing: 3, verticalSpacing: 5,
                                  horizontalGravity: .among, verticalGravity: .fill, arrangedGravity: .compact, lastLine: .auto,
                                  flexibleSpacing: .init(itemSize: 40, minSpace: 2, maxSpace: 9, centered: true),
                                  paging: .init(count: 4, size: Size(width: 300, height: 200), axis: .vertical))
        #expect(root.layout == .flow(expected))
        #expect(root.layout?.name == "flow")
    }

    @Test func defaultsAndOneSpacingForBothAxes() throws {
        let root = try #require(Support.decodeRoot(#"{"layout": "flow", "orientation": "vertical", "spacing": 6, "autoArrange": true}"#))
        #expect(root.layout == .flow(FlowLayout(orientation: .vertical, horizontalSpacing: 6, verticalSpacing: 6, autoArrange: true)))
    }

    @Test func badParametersNameTheProperty() {
        func flowError(_ extra: String) -> LayoutError? {
            Support.rootError(#"{"name": "f", "layout": "flow", "orientation": "vertical", "# + extra + "}")
        }
        expectError(Support.rootError(#"{"layout": "flow"}"#), path: "$.root", reason: "a flow layout needs 'orientation'")
        expectError(flowError(#""arrangedCount": 1.5"#), path: "$.root.arrangedCount", reason: "expected a whole number, found 1.5")
        expectError(flowError(#""spacing": {"row": 2}"#), path: "$.root.spacing.row",
                    reason: "unknown key 'row'")
        expectError(flowError(#""arrangedGravity": "centre""#), path: "$.root.arrangedGravity",
                    reason: "unknown arranged gravity 'centre' (did you mean 'center'?); expected one of 'start', 'center', 'end', 'fill', 'compact'")
        expectError(flowError(#""lastLineGravity": "yes""#), path: "$.root.lastLineGravity",
                    reason: "unknown last-line gravity 'yes'; expected one of 'no', 'always', 'auto'")
        expectError(flowError(#""flexibleSpacing": {"minSpace": 4}"#), path: "$.root.flexibleSpacing",
                    reason: "flexible spacing needs 'itemSize'")
        expectError(flowError(#""flexibleSpacing": {"itemSize": 0}"#), path: "$.root.flexibleSpacing.itemSize",
                    reason: "itemSize must be greater than 0, found 0")
        expectError(flowError(#""flexibleSpacing": {"itemSize": 40, "minSpace": 8, "maxSpace": 4}"#),
                    path: "$.root.flexibleSpacing.maxSpace", reason: "maxSpace (4) is less than minSpace (8)")
        expectError(flowError(#""pageSize": {"width": 1, "height": 1}"#), path: "$.root.pageSize",
                    reason: "'pageSize' is only read with 'pagedCount'")
        expectError(flowError(#""pagedCount": 4"#), path: "$.root.pagedCount",
                    reason: "pagedCount needs a count-limited flow ('arrangedCount' > 0)")
        expectError(flowError(#""arrangedCount": 2, "pagedCount": 4, "width": "wrap""#), path: "$.root",
                    reason: "a paged flow needs 'pageSize' {\"width\", \"height\"}: the viewport one page fills")
        expectError(flowError(#""arrangedCount": 2, "pagedCount": 4, "pageSize": {"width": 0, "height": 1}"#),
                    path: "$.root.pageSize.width", reason: "a page width must be greater than 0, found 0")
        expectError(flowError(#""arrangedCount": 2, "pagedCount": 4, "pageSize": {"width": 9, "height": 9}, "width": 9"#),
                    path: "$.root", reason: "a paged flow needs exactly one of 'width' and 'height' to be 'wrap': "
                        + "the axis its pages follow each other along")
        expectError(flowError(#""arrangedCount": 2, "pagedCount": 4, "autoArrange": true"#), path: "$.root.autoArrange",
                    reason: "a paged flow cannot also auto-arrange (masonry has no pages)")
        expectError(flowError(#""flexibleSpacing": {"itemSize": 40}, "autoArrange": true"#), path: "$.root.autoArrange",
                    reason: "autoArrange cannot be combined with 'flexibleSpacing' (every item has the same size there)")
        expectError(Support.rootError(#"{"layout": "frame", "arrangedCount": 2}"#), path: "$.root.arrangedCount",
                    reason: "'arrangedCount' belongs to the 'flow' layout; this node's layout is 'frame'")
    }

    @Test func theDSLBuildsWhatTheDecoderReads() throws {
        let built = Flow("tags", .vertical, arrangedCount: 3, spacing: 4, verticalSpacing: 8, arrangedGravity: .center,
                         lastLine: .always) {
            Box("a", width: 10, height: 10)
            Box("b", width: 20, height: 10)
        }.gravity(horizontal: .between)
        let decoded = try #require(Support.decodeRoot(#"""
            {"name": "tags", "layout": "flow", "orientation": "vertical", "arrangedCount": 3,
             "spacing": {"horizontal": 4, "vertical": 8}, "arrangedGravity": "center", "lastLineGravity": "always",
             "gravity": {"horizontal": "between"},
             "children": [{"name": "a", "intrinsic": {"width": 10, "height": 10}}, {"name": "b", "intrinsic": {"width": 20, "height": 10}}]}
            """#))
        #expect(built == decoded)
    }
}
