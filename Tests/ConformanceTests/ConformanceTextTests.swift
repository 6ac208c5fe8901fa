import LayoutSnap
import Testing

/// The text of the conformance page (`ConformanceCase`): a `text` element is a `div`, a flex
/// container unless it says `display: block`, so its text is an anonymous flex item whose
/// automatic minimum width is its min-content width (CSS Flexbox 4.5). The text here is words of
/// 2, 2, 4, 4 and 10 Ahem letters (10 px each) joined by zero-width spaces: min-content 10 × 10 =
/// 100, max-content 22 × 10 = 220. Expected frames checked in Chromium.
@Suite struct ConformanceTextTests {
    static let words = "HH\u{200B}HH\u{200B}HHHH\u{200B}HHHH\u{200B}HHHHHHHHHH"

    /// Whether the case with `text` (its attributes) in a 180 px column passes with `expected`.
    func passes(_ text: String, expected: String) throws -> ConformanceRunner.CaseResult {
        let xml = """
            <test name="t" use-rounding="true"><viewport width="max-content" height="max-content"/>
            <input><div width="180px" flex-direction="column"><text \(text)>\(Self.words)</text></div></input>
            <expectations><node x="0" y="0" width="180" height="\(expected.split(separator: " ")[1])">\
            <node x="0" y="0" width="\(expected.split(separator: " ")[0])" height="\(expected.split(separator: " ")[1])"/></node></expectations>
            </test>
            """
        return ConformanceRunner.run(try ConformanceCase(xml: xml), name: "t")
    }

    @Test func textNarrowerThanItsLongestWordBreaksItsLinesAtThatWord() throws {
        // 20 px wide: the anonymous item is 100 wide, its lines "HHHHHHHH" (HH HH HHHH, 80),
        // "HHHH" and "HHHHHHHHHH": 3 × 10 = 30 high; the element keeps its 20 px width.
        let r = try passes("width=\"20px\"", expected: "20 30")
        #expect(r.passed, "\(r.message ?? "")")
    }

    @Test func blockTextBreaksItsLinesAtItsOwnWidth() throws {
        // display: block: the text is the block's inline content, broken at 20 px: HH, HH, HHHH,
        // HHHH, HHHHHHHHHH, five lines, 50 high.
        let r = try passes("width=\"20px\" display=\"block\"", expected: "20 50")
        #expect(r.passed, "\(r.message ?? "")")
    }

    @Test func textWiderThanItsLongestWordIsUnchanged() throws {
        // 120 px: "HH HH HHHH HHHH" (120) fits on the first line, the long word on the second.
        let r = try passes("width=\"120px\"", expected: "120 20")
        #expect(r.passed, "\(r.message ?? "")")
    }
}
