import CCairo
import RasterImage

/// The one edge between Cairo's pixels and ours. Cairo's ARGB32 image surfaces hold each pixel as a
/// native-endian 32-bit word 0xAARRGGBB with colour premultiplied by alpha; `RGBAImage` holds
/// straight R, G, B, A bytes. Reading words (not bytes) keeps this correct on any byte order.
enum CairoPixels {
    /// Straight RGBA from an ARGB32 surface (flushed here). Fully transparent pixels become 0,0,0,0.
    static func image(from surface: OpaquePointer) -> RGBAImage {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else {
            return RGBAImage(width: 0, height: 0, pixels: [])
        }
        let raw = UnsafeRawPointer(data)
        // Row by row: first every word as if opaque, a plain byte shuffle the compiler vectorizes,
        // while AND-ing the row's words together; only a row whose alpha bytes are not all 0xFF is
        // gone over again, pixel by pixel, where a pixel like the one before reuses its result.
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
            let out = UnsafeMutableRawPointer(buffer.baseAddress!)
            for y in 0..<height {
                let row = raw + y * stride, rowOut = out + y * width * 4
                var all: UInt32 = 0xFFFF_FFFF
                for x in 0..<width {
                    let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    all &= word
                    // Bytes R, G, B, A in memory order on any byte order.
                    rowOut.storeBytes(of: opaqueRGBA(word).littleEndian, toByteOffset: x * 4, as: UInt32.self)
                }
                guard all >> 24 != 0xFF else { continue }
                var lastWord: UInt32 = 0xFF00_0000, lastRGBA: UInt32 = 0xFF00_0000
                for x in 0..<width {
                    let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    guard word >> 24 != 0xFF else { continue }
                    if word != lastWord {
                        lastWord = word
                        let (r, g, b, a) = unpremultiply(word)
                        lastRGBA = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
                    }
                    rowOut.storeBytes(of: lastRGBA.littleEndian, toByteOffset: x * 4, as: UInt32.self)
                }
            }
            initialized = width * height * 4
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// A new ARGB32 surface holding `image`, premultiplied. The caller destroys it.
    static func surface(from image: RGBAImage) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let raw = UnsafeMutableRawPointer(data)
        image.pixels.withUnsafeBufferPointer { p in
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let i = (y * image.width + x) * 4
                    raw.storeBytes(of: premultiply(p[i], p[i + 1], p[i + 2], p[i + 3]),
                                   toByteOffset: y * stride + x * 4, as: UInt32.self)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// R | G << 8 | B << 16 | A << 24 from a 0xAARRGGBB word, exact when A is 0xFF (an opaque
    /// pixel's colour is not scaled by premultiplication).
    @inline(__always)
    static func opaqueRGBA(_ word: UInt32) -> UInt32 {
        (word >> 16 & 0xFF) | (word & 0xFF00) | (word & 0xFF) << 16 | (word & 0xFF00_0000)
    }

    /// Straight (r, g, b, a) from a premultiplied 0xAARRGGBB word, rounding to nearest.
    static func unpremultiply(_ word: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
        let a = word >> 24
        guard a > 0 else { return (0, 0, 0, 0) }
        func channel(_ shift: UInt32) -> UInt8 {
            let c = (word >> shift) & 0xFF
            return UInt8(min(255, (c * 255 + a / 2) / a))
        }
        return (channel(16), channel(8), channel(0), UInt8(a))
    }

    /// A premultiplied 0xAARRGGBB word from straight channels, rounding to nearest.
    static func premultiply(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
        let alpha = UInt32(a)
        func channel(_ c: UInt8) -> UInt32 { (UInt32(c) * alpha + 127) / 255 }
        return alpha << 24 | channel(r) << 16 | channel(g) << 8 | channel(b)
    }
}
