import Foundation
import LayoutSnap
import Testing

/// Drawing a display list band by band (`CairoBands`, what `check` compares) gives exactly the
/// words of drawing it whole, for every fixture and variant whose list can be banded, at its own
/// scale and at 1x and 3x.
@Suite struct BandedRenderingTests {
    static func lists() throws -> [(String, DisplayList, Double)] {
        let renderer = try FixtureRenderer()
        var out: [(String, DisplayList, Double)] = []
        for file in FixtureFramesTests.files {
            let variants = (try? FixtureLoader.variants(contentsOf: file, defaults: FixtureDefaults())) ?? []
            for variant in [nil] + variants.map(\.name) {
                let fixture = try renderer.fitted(FixtureLoader.load(contentsOf: file, variant: variant, defaults: FixtureDefaults()))
                let frames = try renderer.framesAndWarnings(fixture).frames
                out.append(("\(file)@\(variant ?? "-")", renderer.displayList(fixture, frames: frames), fixture.viewport.scale))
            }
        }
        return out
    }

    @Test func eachBandHoldsTheRowsOfTheWholeRender() throws {
        let renderer = try CairoRenderer(text: FixtureRenderer().measurer)
        var banded = 0, whole = 0
        for (name, list, ownScale) in try Self.lists() {
            for scale in Set([ownScale, 1, 3]).sorted() {
                guard let bands = try CairoBands(list, scale: scale) else { whole += 1; continue }
                banded += 1
                let image = try renderer.renderPremultiplied(list, scale: scale)
                #expect(bands.width == image.width && bands.height == image.height)
                var words: [UInt32] = []
                var differing: [Int] = []
                for rows in bands.bands {
                    try renderer.draw(bands, rows: rows, into: &words)
                    let expected = image.words[(rows.lowerBound * image.width)..<(rows.upperBound * image.width)]
                    if !words.elementsEqual(expected) { differing.append(rows.lowerBound) }
                }
                #expect(differing.isEmpty, "\(name) at \(scale)x: bands from rows \(differing) differ")
            }
        }
        // Most lists are banded (those with images or rotations are drawn whole).
        #expect(banded > 3 * whole, "\(banded) banded, \(whole) whole")
    }

    /// Items out of a band are skipped, with whole clips and groups; a rotation or an image makes
    /// a list unbanded.
    @Test func whatABandDrawsAndWhatIsNotBanded() throws {
        let red = Color(red: 255, green: 0, blue: 0)
        // 10 x 400 points at 1x: bands of max(8, 524,288 / (4 * 10)) = 13,107 rows, so 400 rows are one band.
        let tall = try #require(try CairoBands(DisplayList(size: Size(width: 10, height: 400)), scale: 1))
        #expect(tall.bands == [0..<400])
        // 1,000 points wide at 2x: 2,000 words a row, 524,288 / 8,000 = 65 rows a band; 100 points are 200 rows.
        let wide = try #require(try CairoBands(DisplayList(size: Size(width: 1000, height: 100)), scale: 2))
        #expect(wide.bands == [0..<65, 65..<130, 130..<195, 195..<200])
        let items: [DisplayItem] = [
            .rect(Rect(x: 0, y: 0, width: 10, height: 10), fill: red, stroke: nil, strokeWidth: 0, cornerRadius: 0),
            .pushClip(Rect(x: 0, y: 80, width: 10, height: 10), cornerRadius: 0),
            .rect(Rect(x: 0, y: 0, width: 10, height: 100), fill: red, stroke: nil, strokeWidth: 0, cornerRadius: 0),
            .popClip,
        ]
        let list = try #require(try CairoBands(DisplayList(size: Size(width: 1000, height: 100), items: items), scale: 2))
        // Rows 0..<65 are points 0 to 32.5: the first rect (points 0...10, rows 0...20, two rows of
        // margin) and not the clip (points 80...90, rows 160...180).
        #expect(list.reaches(0, 0..<65) == (true, 0))
        #expect(list.reaches(1, 0..<65) == (false, 3))
        #expect(list.reaches(1, 130..<195) == (true, 3))
        #expect(list.reaches(0, 130..<195) == (false, 0))
        let image = DisplayList(size: Size(width: 10, height: 10), items: [.image(Rect(x: 0, y: 0, width: 5, height: 5), source: nil)])
        #expect(try CairoBands(image, scale: 1) == nil)
        let turned = DisplayList(size: Size(width: 10, height: 10),
                                 items: [.pushRotation(degrees: 90, pivot: Point(x: 0, y: 0)), .popRotation])
        #expect(try CairoBands(turned, scale: 1) == nil)
        let lost = DisplayList(size: Size(width: 10, height: 10),
                               items: [.rect(Rect(x: 0, y: .nan, width: 5, height: 5), fill: red, stroke: nil, strokeWidth: 0, cornerRadius: 0)])
        #expect(try CairoBands(lost, scale: 1) == nil)
    }
}
