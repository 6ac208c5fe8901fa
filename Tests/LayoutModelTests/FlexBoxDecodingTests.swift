import Testing
@testable import LayoutModel

/// The CSS box keys of `flexItem` in fixtures, and the same through the DSL.
@Suite struct FlexBoxDecodingTests {
    @Test func everyKeyDecodesAndTheDSLBuildsTheSame() throws {
        let node = try #require(Support.decodeRoot(#"""
            {"name": "i", "flexItem": {"margin": {"left": "auto", "vertical": "10%", "right": 3}, "border": 2,
             "position": "absolute", "inset": {"top": -4, "right": "5%"}, "boxSizing": "content-box",
             "overflow": {"x": "hidden", "y": "scroll"}, "scrollbarWidth": 12}}
            """#))
        let item = try #require(node.flexItem)
        #expect(item.margin == CSSEdges(top: .fraction(0.1), left: .auto, bottom: .fraction(0.1), right: .points(3)))
        #expect(item.border == CSSEdges(all: .points(2)))
        #expect(item.position == .absolute)
        #expect(item.inset == CSSEdges(top: .points(-4), left: .auto, bottom: .auto, right: .fraction(0.05)))
        #expect(item.boxSizing == .contentBox)
        #expect((item.overflowX, item.overflowY, item.scrollbarWidth) == (.hidden, .scroll, 12))
        let built = Box("i").cssBox(margin: item.margin, border: item.border, position: .absolute, inset: item.inset,
                                    boxSizing: .contentBox)
        #expect(built.flexItem?.margin == item.margin && built.flexItem?.inset == item.inset)
    }

    @Test func mistakesNameThePathAndTheProblem() {
        expectError(Support.rootError(#"{"flexItem": {"inset": 4}}"#), path: "$.root.flexItem.inset",
                    reason: "'inset' places an absolutely positioned item; add \"position\": \"absolute\"")
        expectError(Support.rootError(#"{"flexItem": {"border": "auto"}}"#), path: "$.root.flexItem.border",
                    reason: "bad length \"auto\": expected a number")
        expectError(Support.rootError(#"{"flexItem": {"border": {"top": -1}}}"#), path: "$.root.flexItem.border.top",
                    reason: "a border cannot be negative (-1)")
        expectError(Support.rootError(#"{"flexItem": {"margin": "wide"}}"#), path: "$.root.flexItem.margin",
                    reason: "bad length \"wide\": expected a number, a percentage such as \"10%\", \"auto\"")
        expectError(Support.rootError(#"{"flexItem": {"overflow": {"z": "scroll"}}}"#), path: "$.root.flexItem.overflow.z",
                    reason: "unknown key 'z'")
        expectError(Support.rootError(#"{"flexItem": {"position": "fixed"}}"#), path: "$.root.flexItem.position",
                    reason: "unknown position 'fixed'")
    }
}
