import CCairo
import LayoutModel
import LayoutRender
import RasterImage

/// Draws a display list with Cairo into straight RGBA pixels.
///
/// The canvas is `ceil(size × scale)` device pixels; everything is drawn in points under a
/// `scale` transform. Rect borders lie inside the rect (`PaintGeometry.insideStroke`, as the SVG
/// backend). Text uses `CairoFonts` through the same calls as `CairoTextMeasurer`. Images are
/// decoded with `PNGCodec` and stretched to their rect; a nil or unreadable source draws
/// `PaintGeometry.imagePlaceholder`. Cairo's premultiplied ARGB32 becomes straight RGBA once, at the end.
///
/// Each `render` call loads its own fonts, so one renderer may be used from many threads at once.
public struct CairoRenderer: Renderer, Sendable {
    public var fonts: CairoFonts
    /// The largest canvas side in device pixels.
    public static let maxPixels = 16384

    public init(fonts: CairoFonts = CairoFonts()) { self.fonts = fonts }

    /// Throws `DisplayListError` for an unbalanced list, `CairoRenderError` for a missing font,
    /// an empty or oversized canvas or a Cairo failure.
    public func render(_ list: DisplayList, scale: Double) throws -> RGBAImage {
        try list.validate()
        guard scale.isFinite, scale > 0 else { throw CairoRenderError(.invalidCanvas, "scale \(scale)") }
        let width = Int((list.size.width * scale).rounded(.up)), height = Int((list.size.height * scale).rounded(.up))
        guard width > 0, height > 0, width <= Self.maxPixels, height <= Self.maxPixels else {
            throw CairoRenderError(.invalidCanvas, "\(width)x\(height) pixels")
        }
        let painter = try CairoPainter(width: width, height: height, scale: scale, fonts: FontSet(fonts))
        if let background = list.background {
            painter.setColor(background)
            cairo_paint(painter.cr)
        }
        for item in list.items { painter.draw(item) }
        try painter.checkStatus()
        return CairoPixels.image(from: painter.surface)
    }

    /// `render` followed by `PNGCodec.encode`.
    public func renderPNG(_ list: DisplayList, scale: Double) throws -> [UInt8] {
        try PNGCodec.encode(render(list, scale: scale))
    }
}
