import Foundation
import LayoutSnap
import Testing

/// The pixels an assertion compares are the pixels `render` writes: `FixtureRenderer.image` is
/// what `png` encodes, so the `.png()` strategy compares without a round through PNG.
@Suite struct RenderedImageTests {
    @Test(arguments: ["forms/login.json", "text/arabic_profile.json", "screens/showcase.json"])
    func imageIsWhatThePNGHolds(_ name: String) throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fixtures/" + name).standardized.path
        let fixture = try FixtureLoader.load(contentsOf: file)
        let renderer = try FixtureRenderer()
        let image = try renderer.image(fixture)
        #expect(image.width == Int((fixture.viewport.width * fixture.viewport.scale).rounded(.up)))
        #expect(try PNGCodec.decode(renderer.png(fixture)) == image)
        // At another scale too.
        #expect(try PNGCodec.decode(renderer.png(fixture, scale: 1)) == renderer.image(fixture, scale: 1))
    }
}
