import PNGShim
/// A raster image as Cairo's ARGB32 image surfaces hold it: one native-endian 32-bit word
/// 0xAARRGGBB per pixel, colour premultiplied by alpha, row-major with no padding (the pixel at
/// (x, y) is `words[y * width + x]`).
///
/// A renderer draws into this form; `straight()` converts it to `RGBAImage` (rounding to nearest,
/// fully transparent pixels to 0,0,0,0), and `matches(_:)` answers whether that conversion would
/// equal a given image without making it, which is all a snapshot that passes needs.
public struct PremultipliedImage: Sendable {
    public let width: Int
    public let height: Int
    /// Exactly `width * height` words.
    public let words: [UInt32]

    /// An image over `words`; traps when `words.count != width * height` or a size is negative.
    public init(width: Int, height: Int, words: [UInt32]) {
        precondition(width >= 0 && height >= 0, "PremultipliedImage size must not be negative")
        precondition(words.count == width * height, "PremultipliedImage needs width * height words")
        self.width = width; self.height = height; self.words = words
    }

    /// Straight RGBA (`StraightConversion.pixels`).
    public func straight() -> RGBAImage {
        RGBAImage(width: width, height: height, pixels: StraightConversion.pixels(of: words, width: width, height: height))
    }

    /// Whether `straight()` equals `reference`: the same size and every pixel the same. One pass
    /// over both, row by row (opaque rows in the decoder's vectorized comparison, rows with a
    /// translucent pixel read through spans, bounds-checked), stopping at the first row that
    /// differs; nothing is allocated (`matches(_:fromRow:)` from row 0).
    public func matches(_ reference: RGBAImage) -> Bool {
        guard reference.height == height else { return false }
        return matches(reference, fromRow: 0)
    }

    /// Whether `straight()` equals rows `firstRow ..< firstRow + height` of `reference` (this
    /// image is a band of it): the same width and every pixel of those rows the same; false when
    /// the reference has not so many rows. As `matches(_:)`, row by row.
    public func matches(_ reference: RGBAImage, fromRow firstRow: Int) -> Bool {
        guard reference.width == width, firstRow >= 0, firstRow + height <= reference.height,
              words.count == width * height, reference.pixels.count == 4 * reference.width * reference.height else { return false }
        // Opaque rows, the usual case, eight pixels a step where the processor has AVX2
        // (`pngshim_compare_rows`, the decoder's row comparison; it is given both arrays' lengths
        // and reads nothing outside them); a row with a translucent word is compared below.
        let verdict = pngshim_compare_rows(reference.pixels, reference.pixels.count, words, words.count,
                                           UInt32(width), UInt32(firstRow), UInt32(height))
        if verdict >= 0 { return verdict == 1 }
        let source = words.span, bytes = reference.pixels.span
        for y in 0..<height {
            let words = source.extracting(y * width ..< (y + 1) * width)
            let row = firstRow + y
            let expected = bytes.extracting(4 * row * width ..< 4 * (row + 1) * width)
            func straight(_ x: Int) -> UInt32 {
                UInt32(expected[4 * x]) | UInt32(expected[4 * x + 1]) << 8 | UInt32(expected[4 * x + 2]) << 16
                    | UInt32(expected[4 * x + 3]) << 24
            }
            var all: UInt32 = 0xFFFF_FFFF, differences: UInt32 = 0
            for x in words.indices {
                all &= words[x]
                differences |= Self.opaqueRGBA(words[x]) ^ straight(x)
            }
            if all >> 24 == 0xFF {
                guard differences == 0 else { return false }
                continue
            }
            for x in words.indices {
                let word = words[x]
                guard (word >> 24 == 0xFF ? Self.opaqueRGBA(word) : Self.translucentRGBA(word)) == straight(x) else { return false }
            }
        }
        return true
    }

    /// R | G << 8 | B << 16 | A << 24 from a 0xAARRGGBB word, exact when A is 0xFF (an opaque
    /// pixel's colour is not scaled by premultiplication).
    @inline(__always)
    static func opaqueRGBA(_ word: UInt32) -> UInt32 {
        (word >> 16 & 0xFF) | (word & 0xFF00) | (word & 0xFF) << 16 | (word & 0xFF00_0000)
    }

    /// R | G << 8 | B << 16 | A << 24 of `unpremultiply(word)`.
    static func translucentRGBA(_ word: UInt32) -> UInt32 {
        let (r, g, b, a) = unpremultiply(word)
        return UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
    }

    /// Straight (r, g, b, a) from a premultiplied 0xAARRGGBB word, rounding to nearest; a fully
    /// transparent word gives (0, 0, 0, 0).
    public static func unpremultiply(_ word: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = word >> 24
        guard a > 0 else { return (0, 0, 0, 0) }
        func channel(_ shift: UInt32) -> UInt8 {
            let c = (word >> shift) & 0xFF
            return UInt8(min(255, (c * 255 + a / 2) / a))
        }
        return (channel(16), channel(8), channel(0), UInt8(a))
    }

    /// A premultiplied 0xAARRGGBB word from straight channels, rounding to nearest.
    public static func premultiply(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
        let alpha = UInt32(a)
        func channel(_ c: UInt8) -> UInt32 { (UInt32(c) * alpha + 127) / 255 }
        return alpha << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
    }
}
