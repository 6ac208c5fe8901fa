import Foundation
import LayoutModel
import LayoutRender
@testable import LayoutRenderCairo
import RasterImage
import Synchronization
import Testing

/// A sibling measurer (`PangoTextMeasurer.sibling`: a font map, context and lock of its own over
/// the same fontconfig configuration) measures and draws exactly as the measurer it came from, on
/// its own thread while the other one works.
@Suite struct PangoSiblingTests {
    static let texts: [(TextContent, Double?)] = [
        (TextContent("The quick brown fox jumps over the lazy dog", font: Font(size: 14)), 120),
        (TextContent("界面布局框架。界面布局框架。", font: Font(size: 10)), 50),
        (TextContent("مرحبا بالعالم، هذا نص عربي", font: Font(size: 16)), 90),
        (TextContent("Emoji 😀 and accents: àéîõü", font: Font(size: 12)), nil),
        (TextContent("Bold italic", font: Font(size: 20, weight: 700, italic: true)), nil),
    ]

    @Test func aSiblingMeasuresAsItsMeasurerDoes() throws {
        let base = try PangoTextMeasurer.standard()
        let sibling = base.sibling()
        #expect(sibling !== base && sibling.families == base.families && sibling.registry == base.registry)
        for (text, width) in Self.texts {
            let a = base.layout(text, maxWidth: width, alignWidth: width), b = sibling.layout(text, maxWidth: width, alignWidth: width)
            #expect(a.lines == b.lines && a.size == b.size && a.missingCharacters == b.missingCharacters, "\(text.string)")
        }
    }

    @Test func siblingsMeasureAndDrawOnTwoThreadsAtOnceAsOneDoesAlone() throws {
        let base = try PangoTextMeasurer.standard()
        @Sendable func list(_ measurer: PangoTextMeasurer) -> DisplayList {
            var items: [DisplayItem] = []
            for (i, (text, width)) in Self.texts.enumerated() {
                let laid = measurer.layout(text, maxWidth: width, alignWidth: width)
                items.append(.text(origin: Point(x: 4, y: 4 + 40 * Double(i)), lines: laid.lines, font: text.font,
                                   color: Color(red: 0, green: 0, blue: 0), style: TextPaint(shaped: laid.shaped)))
            }
            return DisplayList(size: Size(width: 200, height: 220), items: items)
        }
        let alone = try CairoRenderer(text: base).renderPremultiplied(list(base), scale: 2)
        let drawn = Mutex<[PremultipliedImage]>([])
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            let measurer = i == 0 ? base : base.sibling()
            for _ in 0..<5 {
                guard let image = try? CairoRenderer(text: measurer).renderPremultiplied(list(measurer), scale: 2) else { continue }
                drawn.withLock { $0.append(image) }
            }
        }
        let images = drawn.withLock { $0 }
        #expect(images.count == 10)
        #expect(images.allSatisfy { $0.words == alone.words })
    }
}
