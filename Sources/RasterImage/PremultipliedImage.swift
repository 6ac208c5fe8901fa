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

    /// Straight RGBA. Row by row: first every word as if opaque, a byte shuffle the compiler
    /// vectorizes, while AND-ing the row's words together; only a row whose alpha bytes are not
    /// all 0xFF is gone over again, where a pixel like the one before reuses its result.
    public func straight() -> RGBAImage {
        let count = width * height
        let pixels = words.withUnsafeBufferPointer { source in
            [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
                // Written as words R | G << 8 | B << 16 | A << 24, little-endian: the bytes R, G,
                // B, A in memory order on any byte order.
                UnsafeMutableRawBufferPointer(buffer).withMemoryRebound(to: UInt32.self) { out in
                    for y in 0..<height {
                        let rows = y * width ..< (y + 1) * width
                        let words = UnsafeBufferPointer(rebasing: source[rows])
                        let straight = UnsafeMutableBufferPointer(rebasing: out[rows])
                        var all: UInt32 = 0xFFFF_FFFF
                        for (x, word) in words.enumerated() {
                            all &= word
                            straight[x] = Self.opaqueRGBA(word).littleEndian
                        }
                        guard all >> 24 != 0xFF else { continue }
                        var lastWord: UInt32 = 0xFF00_0000, lastRGBA: UInt32 = 0xFF00_0000
                        for (x, word) in words.enumerated() where word >> 24 != 0xFF {
                            if word != lastWord {
                                lastWord = word
                                lastRGBA = Self.translucentRGBA(word)
                            }
                            straight[x] = lastRGBA.littleEndian
                        }
                    }
                }
                initialized = count * 4
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Whether `straight()` equals `reference`: the same size and every pixel the same. One pass
    /// over both, row by row as `straight()` goes (an opaque row as one vectorized comparison),
    /// stopping at the first row that differs; nothing is allocated.
    public func matches(_ reference: RGBAImage) -> Bool {
        guard reference.width == width, reference.height == height else { return false }
        return words.withUnsafeBufferPointer { source in
            reference.pixels.withUnsafeBytes { bytes in
                bytes.withMemoryRebound(to: UInt32.self) { expected in
                    for y in 0..<height {
                        let rows = y * width ..< (y + 1) * width
                        let words = UnsafeBufferPointer(rebasing: source[rows])
                        let straight = UnsafeBufferPointer(rebasing: expected[rows])
                        var all: UInt32 = 0xFFFF_FFFF, differences: UInt32 = 0
                        // A counted loop with wrapping steps: the form the compiler vectorizes.
                        var x = 0
                        while x < width {
                            all &= words[x]
                            differences |= Self.opaqueRGBA(words[x]) ^ UInt32(littleEndian: straight[x])
                            x &+= 1
                        }
                        if all >> 24 == 0xFF {
                            guard differences == 0 else { return false }
                            continue
                        }
                        for (word, pixel) in zip(words, straight) {
                            let mine = word >> 24 == 0xFF ? Self.opaqueRGBA(word) : Self.translucentRGBA(word)
                            guard mine == UInt32(littleEndian: pixel) else { return false }
                        }
                    }
                    return true
                }
            }
        }
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
