import Foundation
import Testing
import LayoutSnap

@Suite struct BackendAgreementTests {
    /// Per-channel tolerance for "the same pixel" (48 of 255, about 19%). Shapes agree almost
    /// exactly; glyphs differ more: both shape with Pango, but librsvg hints glyph outlines while
    /// ours are unhinted, and our PNG puts each glyph at a whole device pixel. At scale 1 those
    /// glyph differences reach about 1.5% of this scene's pixels, so text is compared at scales 2
    /// and 3, and scale 1 is compared without text.
    static let tolerance = 48
    /// The share of pixels that must match within `tolerance`.
    static let requiredShare = 0.99

    @Test(arguments: [(1.0, false), (2.0, true), (3.0, true)])
    func cairoAndRasterisedSVGAgree(scale: Double, withText: Bool) throws {
        let rsvg = "/usr/bin/rsvg-convert"
        try #require(FileManager.default.isExecutableFile(atPath: rsvg),
                     "rsvg-convert is not installed: install librsvg2-bin (apt-get install librsvg2-bin)")
        let list = agreementScene(measurer: try PangoTextMeasurer.standard(), withText: withText)
        let dir = try makeTemporaryDirectory("agreement")
        defer { try? FileManager.default.removeItem(atPath: dir) }

        let cairo = try CairoRenderer().render(list, scale: scale)
        let svgPath = dir + "/scene.svg", rsvgPath = dir + "/rsvg.png"
        try SVGRenderer().render(list, scale: scale).write(toFile: svgPath, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: rsvg)
        process.arguments = ["-w", "\(cairo.width)", "-h", "\(cairo.height)", "-o", rsvgPath, svgPath]
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "rsvg-convert failed")
        let svg = try PNGCodec.read(contentsOf: rsvgPath)
        if let keep = ProcessInfo.processInfo.environment["LAYOUTSNAP_KEEP_AGREEMENT"] {
            try PNGCodec.write(cairo, to: keep + "/cairo@\(Int(scale))x.png")
            try PNGCodec.write(svg, to: keep + "/rsvg@\(Int(scale))x.png")
        }

        try #require(svg.width == cairo.width && svg.height == cairo.height)
        var matching = 0
        for y in 0..<cairo.height {
            for x in 0..<cairo.width where cairo[x, y].maxChannelDifference(to: svg[x, y]) <= Self.tolerance {
                matching += 1
            }
        }
        let share = Double(matching) / Double(cairo.width * cairo.height)
        #expect(share >= Self.requiredShare, "only \(share * 100)% of pixels agree within \(Self.tolerance)")
    }
}
