import RasterImage

// Colour math on packed pixels. A pixel is one 32-bit word loaded from straight RGBA8 bytes, so
// on a little-endian machine red is the low byte and alpha the high byte.
#if _endian(big)
#error("SnapshotKit's pixel comparator reads RGBA bytes as little-endian 32-bit words")
#endif

/// YIQ colour differences (Kotsarenko & Ramos 2010, as used by pixelmatch) between packed RGBA
/// pixels. Pixels with alpha below 255 are first blended over white: c' = 255 + (c − 255)·a/255.
enum YIQ {
    /// The perceptual distance 0.5053·ΔY² + 0.299·ΔI² + 0.1957·ΔQ² between `p` (reference) and `q`
    /// (actual), made negative when `q` is darker (ΔY > 0). 0 ≤ |result| ≤ about 35215.
    @inline(__always)
    static func delta(_ p: UInt32, _ q: UInt32) -> Double {
        let dr: Double, dg: Double, db: Double
        if p & q >= 0xFF00_0000 {  // both opaque: integer channel differences
            dr = Double(Int(p & 0xFF) - Int(q & 0xFF))
            dg = Double(Int((p >> 8) & 0xFF) - Int((q >> 8) & 0xFF))
            db = Double(Int((p >> 16) & 0xFF) - Int((q >> 16) & 0xFF))
        } else {
            let pa = Double(p >> 24), qa = Double(q >> 24)
            dr = blend(p & 0xFF, pa) - blend(q & 0xFF, qa)
            dg = blend((p >> 8) & 0xFF, pa) - blend((q >> 8) & 0xFF, qa)
            db = blend((p >> 16) & 0xFF, pa) - blend((q >> 16) & 0xFF, qa)
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let iq = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let d = 0.5053 * y * y + 0.299 * i * i + 0.1957 * iq * iq
        return y > 0 ? -d : d
    }

    /// The channel value `c` with alpha `a` (0...255) over white.
    @inline(__always)
    static func blend(_ c: UInt32, _ a: Double) -> Double {
        255 + (Double(c) - 255) * a / 255
    }

    /// The opaque grey word showing `p`'s luma faded toward white: 255 + (Y − 255)·alpha·a/255,
    /// rounded to the nearest integer.
    @inline(__always)
    static func fadedGray(_ p: UInt32, alpha: Double) -> UInt32 {
        let y = Double(p & 0xFF) * 0.29889531 + Double((p >> 8) & 0xFF) * 0.58662247
            + Double((p >> 16) & 0xFF) * 0.11448223
        let v = 255 + (y - 255) * alpha * Double(p >> 24) / 255
        let g = min(UInt32(max(v, 0) + 0.5), 255)
        return 0xFF00_0000 | g << 16 | g << 8 | g
    }

    /// `color` as a packed word.
    static func word(_ color: RGBA) -> UInt32 {
        UInt32(color.red) | UInt32(color.green) << 8 | UInt32(color.blue) << 16 | UInt32(color.alpha) << 24
    }
}
