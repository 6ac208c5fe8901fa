import Foundation
import Testing
import LayoutSnap

/// Pango over the pinned fonts. DejaVu Sans: 2048 units per em, ascender 1901, descender 483,
/// "M" advance 1767; WenQuanYi Micro Hei ideographs advance one em.
@Suite struct PangoTextMeasurerTests {
    let measurer: PangoTextMeasurer
    init() throws { measurer = try PangoTextMeasurer.standard() }

    @Test func advancesAndLineHeightComeFromTheFontUnhinted() {
        let unit = 14.0 / 2048
        let one = measurer.layout(TextContent("M", font: Font(size: 14)), maxWidth: nil)
        #expect(one.lines.map(\.width) == [1767 * unit])
        #expect(one.lines.map(\.baseline) == [1901 * unit])
        #expect(one.size == Size(width: 1767 * unit, height: (1901 + 483) * unit))
        let four = measurer.layout(TextContent("MMMM", font: Font(size: 14)), maxWidth: nil)
        #expect(four.size.width == 4 * 1767 * unit)
    }

    @Test func latinWrapsBetweenWordsAtTheGivenWidth() {
        let text = TextContent("The quick brown fox jumps over the lazy dog", font: Font(size: 14))
        let layout = measurer.layout(text, maxWidth: 100)
        #expect(layout.lines.map(\.text) == ["The quick ", "brown fox ", "jumps over ", "the lazy dog"])
        let lineHeight = 14.0 * (1901 + 483) / 2048, ascent = 14.0 * 1901 / 2048
        #expect(layout.lines.map(\.baseline) == (0..<4).map { Double($0) * lineHeight + ascent })
        #expect(layout.lines.allSatisfy { $0.width <= 100 && $0.x == 0 && !$0.rightToLeft })
        #expect(layout.size.height == 4 * lineHeight)
    }

    /// UAX #14: a break between any two ideographs, none before the closing full stop.
    @Test func chineseBreaksBetweenIdeographsButNotBeforeClosingPunctuation() {
        let text = TextContent("界面布局框架。", font: Font(size: 10))
        #expect(measurer.layout(text, maxWidth: 30).lines.map(\.text) == ["界面布", "局框", "架。"])
        #expect(measurer.layout(text, maxWidth: 60).lines.map(\.text) == ["界面布局框", "架。"])
        #expect(measurer.layout(text, maxWidth: nil).size.width == 70)
    }

    /// The paragraph direction comes from the first strong character; natural alignment follows it.
    @Test func arabicIsRightToLeftAndNaturalAlignmentPutsItRight() {
        let text = TextContent("مرحبا بالعالم", font: Font(size: 14))
        let layout = measurer.layout(text, maxWidth: 200, alignWidth: 200)
        #expect(layout.lines.count == 1)
        let line = layout.lines[0]
        #expect(line.rightToLeft && line.text == "مرحبا بالعالم")
        #expect(line.x == 200 - line.width)
        var left = text
        left.alignment = .left
        #expect(measurer.layout(left, maxWidth: 200, alignWidth: 200).lines[0].x == 0)
        #expect(layout.missingCharacters.isEmpty)
    }

    /// The second line keeps what fits of the rest ("label that must be truncated") beside the
    /// ellipsis; `clip` keeps the second wrapped line as it is.
    @Test(arguments: [(TextTruncation.tail, ["A rather long ", "label that m…"]),
                      (.head, ["A rather long ", "…e truncated"]),
                      (.middle, ["A rather long ", "label t…cated"]),
                      (.clip, ["A rather long ", "label that "])])
    func maxLinesTruncatesAsUILabelDoes(truncation: TextTruncation, expected: [String]) {
        let text = TextContent("A rather long label that must be truncated", font: Font(size: 14), maxLines: 2,
                               truncation: truncation)
        let layout = measurer.layout(text, maxWidth: 100)
        #expect(layout.lines.map(\.text) == expected)
        #expect(layout.lines.allSatisfy { $0.width <= 100 })
    }

    @Test func justifiedLinesSayTheSpaceJustificationPutsBetweenWords() {
        // "The quick " and "brown fox " at 100 (as above): justified, each line but the last fills
        // 100, and its one space between words takes what its unjustified width left over.
        var text = TextContent("The quick brown fox jumps over the lazy dog", font: Font(size: 14))
        text.alignment = .justified
        let layout = measurer.layout(text, maxWidth: 100, alignWidth: 100)
        let plain = measurer.layout(TextContent("The quick", font: Font(size: 14)), maxWidth: nil)
        #expect(layout.lines[0].text == "The quick ")
        #expect(abs(layout.lines[0].width - 100) < 0.01)
        #expect(abs(layout.lines[0].wordSpacing - (100 - plain.size.width)) < 0.01)
        // The last line of the paragraph is not justified.
        #expect(layout.lines.last?.wordSpacing == 0)
    }

    @Test func characterWrappingBreaksInsideWords() {
        let text = TextContent("Anticonstitutionnellement", font: Font(size: 14), wrap: .char)
        let lines = measurer.layout(text, maxWidth: 60).lines
        #expect(lines.count > 1 && lines.allSatisfy { $0.width <= 60 })
        #expect(lines.map(\.text).joined() == "Anticonstitutionnellement")
    }

    @Test func boldItalicAndLetterSpacingWidenTheText() {
        func width(_ font: Font, spacing: Double = 0) -> Double {
            measurer.layout(TextContent("Hello", font: font, letterSpacing: spacing), maxWidth: nil).size.width
        }
        let regular = width(Font(size: 14))
        #expect(width(Font(size: 14, weight: 700)) > regular)
        // Pango puts the spacing between characters: four gaps in five letters.
        #expect(width(Font(size: 14), spacing: 2) == regular + 4 * 2)
        #expect(width(Font(family: "No Such Font", size: 14)) == regular)
        #expect(measurer.unknownFamilies(in: "No Such Font, DejaVu Serif, serif") == ["No Such Font"])
    }

    /// A bold run is measured bold; each line's spans say which runs cover which text.
    @Test func styledRunsAreMeasuredAndSplitIntoSpans() {
        let plain = measurer.layout(TextContent("Hello world", font: Font(size: 14)), maxWidth: nil)
        let bold = TextContent("Hello world", font: Font(size: 14), runs: [TextRun(start: 6, length: 5, weight: 700),
                                                                           TextRun(start: 8, length: 3, color: .black)])
        let laid = measurer.layout(bold, maxWidth: nil)
        #expect(laid.size.width > plain.size.width)
        #expect(laid.lines.map(\.spans) == [[TextSpan(text: "Hello ", runs: []), TextSpan(text: "wo", runs: [0]),
                                              TextSpan(text: "rld", runs: [0, 1])]])
        #expect(plain.lines.map(\.spans) == [[]])
    }

    @Test func lineHeightInPointsOrAsAMultiple() {
        let natural = 14.0 * (1901 + 483) / 2048
        let points = measurer.layout(TextContent("a\nb", font: Font(size: 14), lineHeight: 30), maxWidth: nil)
        #expect(points.size.height == 60)
        #expect(points.lines.map(\.baseline) == [(30 - natural) / 2 + 14.0 * 1901 / 2048, 30 + (30 - natural) / 2 + 14.0 * 1901 / 2048])
        let multiple = measurer.layout(TextContent("a\nb", font: Font(size: 14), lineHeightMultiple: 1.5), maxWidth: nil)
        #expect(multiple.size.height == 2 * 1.5 * natural)
    }

    @Test func charactersNoPinnedFontCoversAreReported() {
        let layout = measurer.layout(TextContent("a\u{13000}b\u{13001}\u{13000}"), maxWidth: nil)
        #expect(layout.missingCharacters == ["\u{13000}", "\u{13001}"])
        #expect(measurer.layout(TextContent("中文 עברית 😀"), maxWidth: nil).missingCharacters.isEmpty)
    }

    /// Kept layouts give what shaping afresh gives, whatever was asked before.
    @Test(arguments: [nil, 400.0, 150.0, 60.0])
    func keptLayoutsEqualFreshOnes(width: Double?) throws {
        let texts = [TextContent("Hello wide world"), TextContent("مرحبا بالعالم", alignment: .center),
                     TextContent("one\ntwo three", maxLines: 2), TextContent("Justified text here", alignment: .justified)]
        for text in texts {
            let fresh = try PangoTextMeasurer(registry: FontRegistry.standard())
            let warmed = try PangoTextMeasurer(registry: FontRegistry.standard())
            _ = warmed.layout(text, maxWidth: nil)
            _ = warmed.layout(text, maxWidth: 400, alignWidth: 400)
            #expect(warmed.layout(text, maxWidth: width, alignWidth: width) == fresh.layout(text, maxWidth: width, alignWidth: width),
                    "\(text.string) at \(String(describing: width))")
        }
    }

    /// Bad text never crashes: a lone combining mark, control characters, NUL, and a string of the
    /// largest size a fixture may hold.
    @Test func badTextIsLaidOutAndReported() {
        let odd = measurer.layout(TextContent("\u{0301}a\u{0007}b\u{0000}c"), maxWidth: 100)
        let odds = odd.lines.map(\.text), missing = odd.missingCharacters
        #expect(odds == ["\u{0301}a\u{0007}b\u{FFFD}c"])
        #expect(missing == ["\u{0007}"])
        let big = String(repeating: "Lorem ipsum dolor sit amet, 中文 مرحبا. ", count: LayoutLimits.maxTextBytes / 60)
        #expect(big.utf8.count <= LayoutLimits.maxTextBytes)
        let laid = measurer.layout(TextContent(big, font: Font(size: 12)), maxWidth: 300)
        #expect(laid.lines.count > 1000 && laid.lines.allSatisfy { $0.width <= 300 })
    }

    @Test func concurrentMeasuringGivesTheSameLayouts() async {
        let text = TextContent("Measured from many tasks at once", font: Font(size: 13))
        let expected = measurer.layout(text, maxWidth: 80)
        let measurer = self.measurer
        let results = await withTaskGroup(of: TextLayout.self) { group in
            for _ in 0..<16 { group.addTask { measurer.layout(text, maxWidth: 80) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results == Array(repeating: expected, count: 16))
    }
}
