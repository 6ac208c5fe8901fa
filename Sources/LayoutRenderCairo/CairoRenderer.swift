import CCairo
import LayoutModel
import LayoutRender
import RasterImage

/// Draws a display list with Cairo into straight RGBA pixels.
///
/// The canvas is `ceil(size × scale)` device pixels; everything is drawn in points under a
/// `scale` transform. Rect borders lie inside the rect (`PaintGeometry.insideStroke`, as the SVG
/// backend). Text is drawn with Pango: the glyphs a `PangoTextMeasurer` shaped when it measured
/// (`TextPaint.shaped`), or lines shaped by `text` when a list carries none. Images are
/// decoded with `PNGCodec` and stretched to their rect; a nil or unreadable source draws
/// `PaintGeometry.imagePlaceholder`. Cairo draws premultiplied ARGB32 words into an array of ours
/// (`renderPremultiplied`); `render` converts them to straight RGBA once, at the end.
///
/// One renderer may be used from many threads at once (text drawing takes the measurer's lock).
public struct CairoRenderer: Renderer, Sendable {
    /// Shapes text that comes without shaped glyphs (and debug labels).
    public var text: PangoTextMeasurer
    /// The largest canvas side in device pixels.
    public static let maxPixels = 16384
    /// The largest canvas in device pixels, width × height (`PixelLimit.current` unless given).
    public var pixelLimit: Int

    public init(text: PangoTextMeasurer, pixelLimit: Int = PixelLimit.current) {
        self.text = text
        self.pixelLimit = pixelLimit
    }

    /// A renderer with the process's standard measurer (`PangoTextMeasurer.standard()`); throws
    /// `CairoRenderError.fontUnavailable` when the pinned fonts are not installed.
    public init(pixelLimit: Int = PixelLimit.current) throws {
        self.init(text: try PangoTextMeasurer.standard(), pixelLimit: pixelLimit)
    }

    /// The list drawn into straight RGBA: `renderPremultiplied` converted with
    /// `PremultipliedImage.straight()`.
    public func render(_ list: DisplayList, scale: Double) throws -> RGBAImage {
        try renderPremultiplied(list, scale: scale).straight()
    }

    /// The list drawn as Cairo leaves it, premultiplied ARGB32 words, for a caller that compares
    /// before it converts (`PremultipliedImage.matches`). Throws `DisplayListError` for an
    /// unbalanced list, `CairoRenderError` for a Cairo failure, or a canvas that is empty, more
    /// than `maxPixels` on a side or more than `pixelLimit` pixels in all (`.invalidCanvas`,
    /// checked before any pixel is allocated).
    public func renderPremultiplied(_ list: DisplayList, scale: Double) throws -> PremultipliedImage {
        try list.validate()
        guard scale.isFinite, scale > 0 else { throw CairoRenderError(.invalidCanvas, "scale \(scale)") }
        let (width, height) = try Self.canvasSize(width: list.size.width, height: list.size.height, scale: scale,
                                                  pixelLimit: pixelLimit)
        // Cairo draws straight into the array's storage, which starts as the background: an
        // opaque one is filled here, in the same pass that makes the array (the word Cairo's paint
        // leaves: a channel v becomes v / 255, v * 257 in 16 bits and v again in 8); otherwise it
        // starts transparent, as a new surface does, and Cairo paints the background. The painter
        // is finished before the closure returns, so no pointer to the storage outlives it.
        let filled = list.background.flatMap { $0.alpha == 255 ? Self.opaqueWord($0) : nil }
        var words = [UInt32](repeating: filled ?? 0, count: width * height)
        try words.withUnsafeMutableBytes { storage in
            let painter = try CairoPainter(drawingInto: storage, width: width, height: height, scale: scale, text: text)
            defer { painter.finish() }
            if let background = list.background, filled == nil {
                painter.setColor(background)
                cairo_paint(painter.cr)
            }
            for item in list.items { painter.draw(item) }
            try painter.checkStatus()
        }
        return PremultipliedImage(width: width, height: height, words: words)
    }

    /// The ARGB32 word of an opaque colour: 0xFF, red, green, blue.
    static func opaqueWord(_ color: Color) -> UInt32 {
        0xFF00_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    }

    /// The canvas for `width` × `height` points at `scale`: `ceil(size × scale)` device pixels on
    /// each side, or `.invalidCanvas` when a side is not finite, under 1 or over `maxPixels`, or
    /// the whole is over `pixelLimit` pixels.
    public static func canvasSize(width: Double, height: Double, scale: Double, pixelLimit: Int) throws -> (Int, Int) {
        let w = (width * scale).rounded(.up), h = (height * scale).rounded(.up)
        let side = Double(maxPixels)
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w <= side, h <= side else {
            let exact = w.magnitude < 1e15 && h.magnitude < 1e15
            throw CairoRenderError(.invalidCanvas, exact ? "\(Int(w))x\(Int(h)) pixels" : "\(w)x\(h) pixels")
        }
        let (pixelWidth, pixelHeight) = (Int(w), Int(h))
        guard PixelLimit.allows(width: pixelWidth, height: pixelHeight, limit: pixelLimit) else {
            throw CairoRenderError(.invalidCanvas, PixelLimit.refusal(width: pixelWidth, height: pixelHeight, limit: pixelLimit))
        }
        return (pixelWidth, pixelHeight)
    }

    /// `render` followed by `PNGCodec.encode`.
    public func renderPNG(_ list: DisplayList, scale: Double) throws -> [UInt8] {
        try PNGCodec.encode(render(list, scale: scale))
    }
}
