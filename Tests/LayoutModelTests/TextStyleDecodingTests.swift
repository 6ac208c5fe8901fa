import Foundation
import Testing
@testable import LayoutModel

/// The text style keys of a fixture, and their errors (JSON path, node, did-you-mean).
@Suite struct TextStyleDecodingTests {
    @Test func everyStyleKeyIsDecoded() {
        let root = Support.decodeRoot(#"""
            {"name": "t", "text": {"string": "Bonjour", "font": "DejaVu Serif, serif", "fontSize": 17, "fontWeight": 600,
             "italic": true, "lineHeightMultiple": 1.25, "letterSpacing": -0.5, "maxLines": 2, "truncation": "middle",
             "wrap": "char", "align": "justified"}}
            """#)
        var expected = TextContent("Bonjour", font: Font(family: "DejaVu Serif, serif", size: 17, weight: 600, italic: true),
                                   maxLines: 2, alignment: .justified, lineHeightMultiple: 1.25, letterSpacing: -0.5,
                                   truncation: .middle, wrap: .char)
        #expect(root?.content == .text(expected))
        expected = TextContent("x")
        #expect(expected.alignment == .natural && expected.truncation == .tail && expected.wrap == .word)
        #expect(expected.font.weight == 400 && !expected.font.italic)
    }

    @Test func badStyleValuesNameTheirPathAndNode() {
        expectError(Support.rootError(#"{"name": "t", "text": {"string": "a", "fontWeight": 950}}"#),
                    path: "$.root.text.fontWeight", node: "t", reason: "fontWeight must be a whole number from 100 to 900, found 950")
        expectError(Support.rootError(#"{"name": "t", "text": {"string": "a", "fontWeight": 450.5}}"#),
                    path: "$.root.text.fontWeight", node: "t", reason: "fontWeight must be a whole number from 100 to 900, found 450.5")
        expectError(Support.rootError(#"{"name": "t", "text": {"string": "a", "truncation": "end"}}"#),
                    path: "$.root.text.truncation", node: "t",
                    reason: "unknown truncation 'end' (did you mean 'head'?); expected one of 'tail', 'head', 'middle', 'clip'")
        expectError(Support.rootError(#"{"name": "t", "text": {"string": "a", "fontWieght": 700}}"#),
                    path: "$.root.text.fontWieght", node: "t", reason: "unknown key 'fontWieght' (did you mean 'fontWeight'?)")
        expectError(Support.rootError(#"{"name": "t", "text": {"string": "a", "italic": "yes"}}"#),
                    path: "$.root.text.italic", node: "t", reason: "expected true or false, found a string")
    }

    /// A 10 MB string is refused at decoding, in the string form and the object form.
    @Test func aHugeStringIsRefusedWithItsSize() {
        let huge = String(repeating: "a", count: 10_485_760)
        expectError(Support.rootError(#"{"name": "big", "text": ""# + huge + #""}"#), path: "$.root.text", node: "big",
                    reason: "a text may hold at most 262144 bytes of UTF-8, found 10485760")
        expectError(Support.rootError(#"{"name": "big", "text": {"string": ""# + huge + #""}}"#), path: "$.root.text.string",
                    node: "big", reason: "a text may hold at most 262144 bytes of UTF-8, found 10485760")
    }
}
