import Testing
import CCairo
import RasterImage
import LayoutModel
@testable import LayoutRenderCairo

/// A render's premultiplied words read as straight RGBA (`straight()`, with its opaque-row
/// shortcut and its reuse of the pixel before), and compared with a reference without being
/// converted (`matches`), give what converting each pixel with `unpremultiply` gives.
@Suite struct PremultipliedImageTests {
    /// Every alpha from 0 to 255 with a few colours, in runs of two (to exercise the reuse), one
    /// alpha per row of 6 pixels, as Cairo stores them.
    static func everyAlpha() throws -> (words: PremultipliedImage, perPixel: [UInt8]) {
        var bytes: [UInt8] = []
        for a in 0...255 {
            for (r, g, b) in [(255, 0, 0), (12, 200, 77), (255, 255, 255)] {
                for _ in 0..<2 { bytes += [UInt8(r), UInt8(g), UInt8(b), UInt8(a)] }
            }
        }
        let surface = try #require(CairoPixels.surface(from: RGBAImage(width: 6, height: 256, pixels: bytes)))
        defer { cairo_surface_destroy(surface) }
        #expect(cairo_image_surface_get_stride(surface) == 6 * 4)
        let data = try #require(cairo_image_surface_get_data(surface))
        let words = UnsafeRawPointer(data).withMemoryRebound(to: UInt32.self, capacity: 6 * 256) { Array(UnsafeBufferPointer(start: $0, count: 6 * 256)) }
        var perPixel: [UInt8] = []
        for word in words {
            let (r, g, b, a) = PremultipliedImage.unpremultiply(word)
            perPixel += [r, g, b, a]
        }
        return (PremultipliedImage(width: 6, height: 256, words: words), perPixel)
    }

    @Test func straightMatchesThePerPixelConversion() throws {
        let (image, perPixel) = try Self.everyAlpha()
        let read = image.straight()
        #expect(read.width == 6 && read.height == 256)
        #expect(read.pixels == perPixel)
        // Opaque pixels come back exactly; clear ones as 0, 0, 0, 0.
        #expect(read[0, 255] == RGBA(255, 0, 0, 255) && read[2, 255] == RGBA(12, 200, 77, 255))
        #expect(read[4, 0] == RGBA(0, 0, 0, 0))
    }

    /// One row: opaque red, half-transparent green, opaque blue, the same green, clear, the same
    /// green. The opaque shuffle covers the row first; the translucent ones are redone after it.
    static let mixedRow = PremultipliedImage(width: 6, height: 1, words: [
        0xFFFF_0000, green, 0xFF00_00FF, green, 0x0000_0000, green])
    /// Green at alpha 128, stored as G = (255 * 128 + 127) / 255 = 128.
    static let green: UInt32 = 0x8000_8000

    @Test func rowsMixingOpaqueAndTranslucentPixelsKeepEachPixelsOwnValue() {
        let read = Self.mixedRow.straight()
        // Read back as G = (128 * 255 + 64) / 128 = 255 at alpha 128.
        let g = RGBA(0, 255, 0, 128)
        #expect([read[0, 0], read[1, 0], read[2, 0], read[3, 0], read[4, 0], read[5, 0]]
                == [RGBA(255, 0, 0, 255), g, RGBA(0, 0, 255, 255), g, RGBA(0, 0, 0, 0), g])
    }

    @Test func matchesIsTrueExactlyWhenTheConversionEqualsTheReference() throws {
        let (image, perPixel) = try Self.everyAlpha()
        #expect(image.matches(RGBAImage(width: 6, height: 256, pixels: perPixel)))
        #expect(Self.mixedRow.matches(Self.mixedRow.straight()))
        // One channel of one pixel off by one: in an opaque row (255: the vectorized comparison)
        // and in a translucent one (128: pixel by pixel).
        for (row, channel) in [(255, 1), (128, 2), (0, 3)] {
            var changed = perPixel
            let i = (row * 6 + 3) * 4 + channel
            changed[i] = changed[i] == 255 ? 254 : changed[i] + 1
            #expect(!image.matches(RGBAImage(width: 6, height: 256, pixels: changed)), "row \(row), channel \(channel)")
        }
        // The same pixels in another shape.
        #expect(!image.matches(RGBAImage(width: 12, height: 128, pixels: perPixel)))
        // A clear pixel is 0, 0, 0, 0 whatever colour a reference gives it.
        #expect(!Self.mixedRow.matches(RGBAImage(width: 6, height: 1, pixels: Self.mixedRow.straight().pixels.enumerated().map { $0.offset == 16 ? 9 : $0.element })))
    }

    /// A band of a render (rows `firstRow...` of it) compared with those rows of the reference:
    /// opaque rows eight pixels a step, translucent ones pixel by pixel, anything out of the
    /// reference's rows or of another width a difference.
    @Test func aBandMatchesTheRowsItCovers() throws {
        let (image, perPixel) = try Self.everyAlpha()
        let reference = RGBAImage(width: 6, height: 256, pixels: perPixel)
        // Rows 250..<256: translucent rows and the opaque row 255.
        let band = PremultipliedImage(width: 6, height: 6, words: Array(image.words[250 * 6 ..< 256 * 6]))
        #expect(band.matches(reference, fromRow: 250))
        #expect(!band.matches(reference, fromRow: 249))
        #expect(!band.matches(reference, fromRow: 251))  // past the last row
        // Opaque rows alone: three rows of 9 pixels, a band of the last two.
        let words = (0..<27).map { UInt32(0xFF00_0000) | UInt32($0) << 8 }
        let opaque = PremultipliedImage(width: 9, height: 3, words: words).straight()
        let lower = PremultipliedImage(width: 9, height: 2, words: Array(words[9...]))
        #expect(lower.matches(opaque, fromRow: 1))
        #expect(!lower.matches(opaque, fromRow: 0))
        var changed = opaque.pixels
        changed[(2 * 9 + 8) * 4] ^= 1  // the red of the last pixel
        #expect(!lower.matches(RGBAImage(width: 9, height: 3, pixels: changed), fromRow: 1))
        #expect(!lower.matches(RGBAImage(width: 3, height: 9, pixels: opaque.pixels), fromRow: 1))
    }

    /// The renderer fills an opaque background itself instead of asking Cairo to paint it: the word
    /// it writes is the one Cairo's paint leaves, for every value of each channel.
    @Test func anOpaqueBackgroundWordIsTheOneCairoPaints() throws {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        defer { cairo_destroy(cr) }
        for v in 0...255 {
            for color in [Color(red: UInt8(v), green: 0, blue: 0), Color(red: 0, green: UInt8(v), blue: 0),
                          Color(red: 0, green: 0, blue: UInt8(v)), Color(red: UInt8(v), green: UInt8(255 - v), blue: UInt8(v / 2))] {
                cairo_set_source_rgba(cr, Double(color.red) / 255, Double(color.green) / 255, Double(color.blue) / 255, 1)
                cairo_paint(cr)
                cairo_surface_flush(surface)
                let data = try #require(cairo_image_surface_get_data(surface))
                let painted = UnsafeRawPointer(data).load(as: UInt32.self)
                #expect(CairoRenderer.opaqueWord(color) == painted, "\(color)")
            }
        }
    }
}
