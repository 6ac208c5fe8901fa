import Foundation
import Testing
@testable import RasterImage

/// `PNGCodec.decode(_:comparingWith:)`: the fast decoder compares each row with a render's
/// premultiplied words as it decodes it. The image is the one `decode` gives; the answer is true
/// only for an exact match, false only for a certain difference, nil when the caller must compare.
@Suite struct DecodeComparingTests {
    /// The premultiplied words of an opaque image (an opaque pixel's colour is not scaled).
    static func words(_ image: RGBAImage) -> PremultipliedImage {
        let words = (0..<image.width * image.height).map { i -> UInt32 in
            let p = image.pixels[4 * i..<4 * i + 4].map(UInt32.init)
            return p[3] << 24 | p[0] << 16 | p[1] << 8 | p[2]
        }
        return PremultipliedImage(width: image.width, height: image.height, words: words)
    }

    static func opaqueNoise(_ w: Int, _ h: Int) -> [[UInt16]] {
        FastPNGDecoderTests.noisy(w, h, channels: 3).map { $0 + [255] }
    }

    /// Every filter (Paeth rows go in groups of four or eight), RGB and RGBA files: equal is true,
    /// and a pixel changed in the first row, in the middle or in the last row is false.
    @Test(arguments: [0, 1, 2, 3, 4, 5] as [UInt8])
    func eachFilterAnswersExactly(filter: UInt8) throws {
        for (w, h) in [(7, 5), (9, 26), (33, 13), (1, 1)] {
            for color in [TestPNGWriter.ColorType.rgba, .rgb] {
                let samples = color == .rgba ? Self.opaqueNoise(w, h) : FastPNGDecoderTests.noisy(w, h, channels: 3)
                let png = TestPNGWriter(width: w, height: h, colorType: color, bitDepth: 8, samples: samples, filter: filter).bytes()
                let plain = try PNGCodec.decode(png)
                let same = try PNGCodec.decode(png, comparingWith: Self.words(plain))
                #expect(same.image == plain && same.matches == true, "\(w)x\(h) \(color) filter \(filter)")
                for (x, y) in [(0, 0), (w / 2, h / 2), (w - 1, h - 1)] {
                    var other = Self.words(plain).words
                    other[y * w + x] ^= 0x0000_0100   // one step of green
                    let changed = try PNGCodec.decode(png, comparingWith: PremultipliedImage(width: w, height: h, words: other))
                    #expect(changed.image == plain && changed.matches == false, "\(w)x\(h) \(color) filter \(filter) at \(x),\(y)")
                }
            }
        }
    }

    @Test func translucentSizedOrDeclinedCasesAreLeftToTheCaller() throws {
        // A translucent word: not decided here; `matches` decides it.
        let pixels: [UInt8] = [255, 0, 0, 255, 0, 0, 0, 0, 10, 20, 30, 255, 0, 255, 0, 255]
        let image = RGBAImage(width: 2, height: 2, pixels: pixels)
        let png = try PNGCodec.encode(image)
        let render = PremultipliedImage(width: 2, height: 2, words: [0xFFFF_0000, 0x0000_0000, 0xFF0A_141E, 0xFF00_FF00])
        let translucent = try PNGCodec.decode(png, comparingWith: render)
        #expect(translucent.image == image && translucent.matches == nil)
        #expect(render.matches(translucent.image))
        // Another size: false, the image decoded all the same.
        let wider = try PNGCodec.decode(png, comparingWith: PremultipliedImage(width: 4, height: 1, words: [0, 0, 0, 0]))
        #expect(wider.image == image && wider.matches == false)
        // A file the fast decoder leaves to libpng (8-bit grey): decoded by libpng, not decided.
        let grey = TestPNGWriter(width: 2, height: 1, colorType: .grey, bitDepth: 8, samples: [[7], [9]]).bytes()
        let declined = try PNGCodec.decode(grey, comparingWith: PremultipliedImage(width: 2, height: 1, words: [0xFF07_0707, 0xFF09_0909]))
        #expect(declined.image == (try PNGCodec.decode(grey)) && declined.matches == nil)
    }
}
