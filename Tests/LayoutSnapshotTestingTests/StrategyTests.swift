import Foundation
import LayoutSnap
import Testing

@Suite struct StrategyTests {
    func image(_ w: Int, _ h: Int, _ rgba: (UInt8, UInt8, UInt8, UInt8)) -> RGBAImage {
        RGBAImage(width: w, height: h, fill: (red: rgba.0, green: rgba.1, blue: rgba.2, alpha: rgba.3))
    }

    @Test func framesSnapAtTheScaleAskedFor() throws {
        // A 10.3-point box: on the 1x grid 10, on the 2x grid 10.5 (20.6 device pixels round to 21).
        let root = Linear("root", .vertical) { Box("box", width: 10.3, height: 5) }
        let subject = LayoutSubject(root, viewport: Viewport(width: 40, height: 20, scale: 1))
        let atOne = try Snapshotting<LayoutSubject, String>.frames.snapshot(subject)
        let atTwo = try Snapshotting<LayoutSubject, String>.frames(scale: 2).snapshot(subject)
        #expect(atOne.contains("box (0, 0, 10, 5)"), Comment(rawValue: atOne))
        #expect(atTwo.contains("box (0, 0, 10.5, 5)"), Comment(rawValue: atTwo))
    }

    @Test func aComponentIsSnapshottedAtItsOwnSize() throws {
        // The card (AssertionTests): 200 wide with 10 of padding; its column holds a 40-high header,
        // a 16-point text line and a 20-high footer, 8 apart. Fitting its own width, the canvas is
        // its size; given a width of 300, it takes that width and keeps its height.
        let own = try LayoutSubject.fitting(card)
        #expect(own.viewport.width == 200)
        let height = own.viewport.height
        let line = try FixtureRenderer().measurer.layout(TextContent("Snapshot", font: Font(size: 16)), maxWidth: nil).size.height
        // Snapped to the 1x pixel grid, as frames are.
        #expect(height == (10 + 40 + 8 + line + 8 + 20 + 10).rounded())
        let png = try Snapshotting<LayoutSubject, RGBAImage>.png(scale: 2).snapshot(own)
        #expect(png.width == 400 && Double(png.height) == height * 2)
        let wide = try LayoutSubject.fitting(card, width: 300)
        #expect(wide.viewport.width == 300 && wide.viewport.height == height)
    }

    @Test func sizesFromVariablesAndColoursFromHexWithoutUnwrapping() {
        let rowHeight: Double = 44
        let row = Box("row").height(rowHeight).width(Float(120))
        #expect(row.height == .fixed(44) && row.width == .fixed(120))
        #expect(Color.hex("#1e88e5") == Color(red: 0x1e, green: 0x88, blue: 0xe5))
    }

    @Test func sizeMismatchFailsWithBothSizesAndStillLeavesADiff() throws {
        let diffing = Diffing<RGBAImage>.image(tolerance: .exact)
        let outcome = try #require(diffing.diff(image(4, 3, (255, 255, 255, 255)), image(4, 5, (255, 255, 255, 255))))
        #expect(outcome.message.hasPrefix("size differs: "))
        #expect(outcome.message.contains("4x3") && outcome.message.contains("4x5"))
        let diff = try #require(outcome.artifacts.first { $0.kind == "diff" })
        #expect(try PNGCodec.decode(Array(diff.data)).height == 5)
        #expect(outcome.artifacts.contains { $0.kind == "composite" })
    }

    @Test func exactToleranceCatchesOneChangedPixel() throws {
        var b = image(3, 3, (10, 20, 30, 255))
        let a = b
        var pixels = b.pixels
        pixels[4 * 4] = 11   // the centre pixel's red channel, off by one
        b = RGBAImage(width: 3, height: 3, pixels: pixels)
        let outcome = try #require(Diffing<RGBAImage>.image(tolerance: .exact).diff(a, b))
        #expect(outcome.differingPixels == 1 && outcome.totalPixels == 9)
        #expect(Diffing<RGBAImage>.image(tolerance: SnapshotTolerance(maxDifferingPixels: 1, threshold: 0)).diff(a, b) == nil)
    }

    @Test func textDiffingNamesTheFirstDifferentLine() throws {
        let outcome = try #require(Diffing<String>.lines.diff("a\nb\nc\n", "a\nB\nc\n"))
        #expect(outcome.message == #"first difference at line 2: reference "b", actual "B""#)
        #expect(String(decoding: outcome.artifacts[0].data, as: UTF8.self) == """
            --- reference
            +++ actual
            @@ -1,3 +1,3 @@
             a
            -b
            +B
             c

            """)
        #expect(Diffing<String>.lines.diff("same", "same") == nil)
    }
}
