import Testing
import CCairo
import RasterImage
@testable import LayoutRenderCairo

/// Reading Cairo's premultiplied surface word by word, with its opaque and repeated-pixel shortcuts,
/// gives the same bytes as converting each pixel with `unpremultiply`.
@Suite struct CairoPixelsTests {
    @Test func theFastReadMatchesThePerPixelConversion() throws {
        // Every alpha from 0 to 255 with a few colours, in runs of two (to exercise the reuse).
        var bytes: [UInt8] = []
        for a in 0...255 {
            for (r, g, b) in [(255, 0, 0), (12, 200, 77), (255, 255, 255)] {
                for _ in 0..<2 { bytes += [UInt8(r), UInt8(g), UInt8(b), UInt8(a)] }
            }
        }
        let image = RGBAImage(width: 6, height: 256, pixels: bytes)
        let surface = try #require(CairoPixels.surface(from: image))
        defer { cairo_surface_destroy(surface) }
        let read = CairoPixels.image(from: surface)
        #expect(read.width == 6 && read.height == 256)
        var expected: [UInt8] = []
        for i in stride(from: 0, to: bytes.count, by: 4) {
            let (r, g, b, a) = CairoPixels.unpremultiply(CairoPixels.premultiply(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]))
            expected += [r, g, b, a]
        }
        #expect(read.pixels == expected)
        // Opaque pixels come back exactly.
        #expect(read[0, 255] == RGBA(255, 0, 0, 255) && read[2, 255] == RGBA(12, 200, 77, 255))
    }

    @Test func rowsMixingOpaqueAndTranslucentPixelsKeepEachPixelsOwnValue() throws {
        // One row: opaque red, half-transparent green, opaque blue, the same green, clear, the same
        // green. The opaque shuffle covers the row first; the translucent ones are redone after it.
        let green: [UInt8] = [0, 255, 0, 128]
        let bytes: [UInt8] = [255, 0, 0, 255] + green + [0, 0, 255, 255] + green + [9, 9, 9, 0] + green
        let surface = try #require(CairoPixels.surface(from: RGBAImage(width: 6, height: 1, pixels: bytes)))
        defer { cairo_surface_destroy(surface) }
        let read = CairoPixels.image(from: surface)
        // Green at alpha 128 is stored as G = (255 * 128 + 127) / 255 = 128 and read back as
        // (128 * 255 + 64) / 128 = 255.
        let g = RGBA(0, 255, 0, 128)
        #expect([read[0, 0], read[1, 0], read[2, 0], read[3, 0], read[4, 0], read[5, 0]]
                == [RGBA(255, 0, 0, 255), g, RGBA(0, 0, 255, 255), g, RGBA(0, 0, 0, 0), g])
    }
}
