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
        // Word by word into the new array; our renders are mostly opaque runs of one colour, so an
        // opaque pixel skips the division and a pixel like the one before reuses its result.
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
            let out = UnsafeMutableRawPointer(buffer.baseAddress!)
            var lastWord: UInt32 = 0, lastRGBA: UInt32 = 0
            for y in 0..<height {
                let row = raw + y * stride
                var o = y * width * 4
                for x in 0..<width {
                    let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                    if word != lastWord {
                        lastWord = word
                        if word >> 24 == 0xFF {
                            lastRGBA = (word >> 16 & 0xFF) | (word & 0xFF00) | (word & 0xFF) << 16 | 0xFF00_0000
                        } else {
                            let (r, g, b, a) = unpremultiply(word)
                            lastRGBA = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
                        }
                    }
                    // Bytes R, G, B, A in memory order on any byte order.
                    out.storeBytes(of: lastRGBA.littleEndian, toByteOffset: o, as: UInt32.self)
                    o += 4
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
