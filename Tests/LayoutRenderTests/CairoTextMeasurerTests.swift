import Foundation
import Testing
import LayoutSnap

@Suite struct CairoTextMeasurerTests {
    let measurer: CairoTextMeasurer
    init() throws { measurer = try CairoTextMeasurer() }

    /// DejaVu Sans: 2048 units per em, ascender 1901, descender 483, "M" advance 1767.
    @Test func metricsAndAdvancesComeFromTheFontUnhinted() {
        let unit: Double = 14.0 / 2048
        let m = measurer.metrics(for: Font(size: 14))
        #expect(m.ascent == 1901 * unit)
        #expect(m.descent == 483 * unit)
        let em: Double = 1767 * unit
        #expect(measurer.advance("M", font: Font(size: 14)) == em)
        #expect(measurer.advance("MMMM", font: Font(size: 14)) == 4 * em)
        #expect(measurer.advance("M", font: Font(size: 28)) == 2 * em)
    }

    @Test func unknownFamilyFallsBackToDejaVuSansAndBoldDiffers() {
        let regular = measurer.advance("Hello", font: Font(size: 14))
        #expect(measurer.advance("Hello", font: Font(family: "No Such Font", size: 14)) == regular)
        #expect(measurer.advance("Hello", font: Font(family: "dejavu sans bold", size: 14)) > regular)
    }

    @Test func longTextWrapsAtTheGivenWidth() {
        let text = TextContent("The quick brown fox jumps over the lazy dog", font: Font(size: 14))
        let layout = measurer.layout(text, maxWidth: 100)
        #expect(layout.lines.map(\.text) == ["The quick", "brown fox", "jumps over", "the lazy dog"])
        let lineHeight: Double = 14.0 * (1901 + 483) / 2048
        let ascent: Double = 14.0 * 1901 / 2048
        let baselines: [Double] = [ascent, lineHeight + ascent, 2 * lineHeight + ascent, 3 * lineHeight + ascent]
        #expect(layout.lines.map(\.baseline) == baselines)
        for line in layout.lines {
            #expect(line.width <= 100)
            #expect(line.width == measurer.advance(line.text, font: text.font))
        }
        let widest: Double = layout.lines.map(\.width).max() ?? 0
        #expect(layout.size == Size(width: widest, height: 4 * lineHeight))
    }

    @Test func drawnTextStaysInsideTheMeasuredBox() throws {
        let text = TextContent("The quick brown fox jumps over the lazy dog", font: Font(size: 14))
        let layout = measurer.layout(text, maxWidth: 100)
        let origin = Point(x: 10, y: 10)
        let list = DisplayList(size: Size(width: 130, height: 90), items: [
            .text(origin: origin, lines: layout.lines, font: text.font, color: .black),
        ])
        let image = try CairoRenderer().render(list, scale: 1)
        var inkRows = Set<Int>()
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] != white {
                // One pixel of slack on the left and right for anti-aliased side bearings.
                let px = Double(x), py = Double(y)
                let insideX = px >= origin.x - 1 && px < origin.x + layout.size.width + 1
                let insideY = py >= origin.y && py < origin.y + layout.size.height
                #expect(insideX && insideY, "ink at (\(x), \(y))")
                inkRows.insert(y)
            }
        }
        // Every line is drawn: each line's band (baseline - ascent ... baseline) holds ink.
        for line in layout.lines {
            let top = Int(origin.y + line.baseline - 10), bottom = Int(origin.y + line.baseline)
            #expect((top..<bottom).contains { inkRows.contains($0) }, "no ink for line '\(line.text)'")
        }
    }

    @Test func missingFontDirectoryIsAClearError() {
        #expect { try CairoTextMeasurer(fonts: CairoFonts(directory: "/nonexistent/fonts")) } throws: {
            let e = $0 as? CairoRenderError
            return e?.reason == .fontUnavailable && e?.detail.contains("/nonexistent/fonts/DejaVuSans.ttf") == true
        }
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
