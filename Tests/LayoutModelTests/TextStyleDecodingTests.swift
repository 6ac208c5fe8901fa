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

    @Test func runsAreDecodedInCharactersAndCheckedAgainstTheString() {
        let root = Support.decodeRoot(##"""
            {"name": "t", "text": {"string": "Voir les conditions", "runs": [
              {"start": 9, "length": 10, "color": "#1e88e5", "underline": true},
              {"start": 0, "length": 4, "fontWeight": 700, "italic": true, "font": "DejaVu Serif", "fontSize": 20}]}}
            """##)
        #expect(root?.content == .text(TextContent("Voir les conditions", runs: [
            TextRun(start: 9, length: 10, color: Color(red: 0x1e, green: 0x88, blue: 0xe5), underline: true),
            TextRun(start: 0, length: 4, family: "DejaVu Serif", size: 20, weight: 700, italic: true)])))
        expectError(Support.rootError(#"{"name": "t", "text": {"string": "abc", "runs": [{"start": 2, "length": 2, "italic": true}]}}"#),
                    path: "$.root.text.runs[0]", node: "t",
                    reason: "a run must cover 1 to 3 characters of the string's 3, found start 2 and length 2")
        expectError(Support.rootError(#"{"name": "t", "text": {"string": "abc", "runs": [{"start": 0, "length": 1}]}}"#),
                    path: "$.root.text.runs[0]", node: "t",
                    reason: "a run sets at least one of 'font', 'fontSize', 'fontWeight', 'italic', 'color', 'underline'")
        expectError(Support.rootError(##"{"name": "t", "text": {"string": "abc", "runs": [{"start": 0, "length": 1, "colour": "#fff"}]}}"##),
                    path: "$.root.text.runs[0].colour", node: "t", reason: "unknown key 'colour' (did you mean 'color'?)")
        // Offsets count Unicode scalars: "é" is one character, two bytes of UTF-8.
        #expect(TextRun(start: 1, length: 2, italic: true).utf8Range(in: "déjà") == 1..<4)
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
