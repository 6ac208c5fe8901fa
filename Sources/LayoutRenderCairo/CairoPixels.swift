import CCairo
import RasterImage

/// The edge between our pixels and Cairo's for images drawn into a render. Cairo's ARGB32 image
/// surfaces hold each pixel as a native-endian 32-bit word 0xAARRGGBB with colour premultiplied
/// by alpha (`PremultipliedImage`'s form); `RGBAImage` holds straight R, G, B, A bytes. Writing
/// words (not bytes) keeps this correct on any byte order. The other way, a render's words become
/// straight RGBA through `PremultipliedImage.straight()`.
enum CairoPixels {
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
                    raw.storeBytes(of: PremultipliedImage.premultiply(p[i], p[i + 1], p[i + 2], p[i + 3]),
                                   toByteOffset: y * stride + x * 4, as: UInt32.self)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }
}
