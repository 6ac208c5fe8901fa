import CCairo
import LayoutModel
import LayoutRender
import RasterImage

/// One drawing pass: a surface, its context, the text measurer and the open opacity groups.
final class CairoPainter {
    let surface: OpaquePointer
    let cr: OpaquePointer
    let text: PangoTextMeasurer
    private var opacities: [Double] = []
    private var images: [String: RGBAImage?] = [:]

    /// A painter drawing into `storage`, `width` x `height` ARGB32 pixels with no padding between
    /// rows, which are the canvas's rows from `firstRow` on (a band of it; `CairoBands`). The
    /// caller calls `finish()` before `storage`'s closure returns: after it, Cairo no longer holds
    /// the address.
    init(drawingInto storage: UnsafeMutableRawBufferPointer, width: Int, height: Int, scale: Double,
         firstRow: Int = 0, text: PangoTextMeasurer) throws {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard stride == width * 4, storage.count >= width * height * 4, let base = storage.baseAddress,
              let surface = cairo_image_surface_create_for_data(base.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                                Int32(width), Int32(height), Int32(stride)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw CairoRenderError(.cairo, "cannot create a \(width)x\(height) surface")
        }
        guard let cr = cairo_create(surface) else {
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
            throw CairoRenderError(.cairo, "cannot create a context")
        }
        self.surface = surface; self.cr = cr; self.text = text
        // The band's matrix: the canvas's, then `firstRow` rows up (an integer translation).
        if firstRow != 0 { cairo_translate(cr, 0, -Double(firstRow)) }
        cairo_scale(cr, scale, scale)
    }

    /// Flushes the drawing into the storage and lets go of it: the context is destroyed and the
    /// surface finished (Cairo touches a finished surface's data no more) and released.
    func finish() {
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
    }

    func checkStatus() throws {
        let status = cairo_status(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw CairoRenderError(.cairo, String(cString: cairo_status_to_string(status)))
        }
    }

    func setColor(_ c: Color) {
        cairo_set_source_rgba(cr, Double(c.red) / 255, Double(c.green) / 255, Double(c.blue) / 255, Double(c.alpha) / 255)
    }

    func draw(_ item: DisplayItem) {
        switch item {
        case let .rect(rect, fill, stroke, strokeWidth, cornerRadius):
            if let fill {
                setColor(fill)
                roundedRect(rect, radius: PaintGeometry.clampedRadius(cornerRadius, in: rect))
                cairo_fill(cr)
            }
            if let stroke, let s = PaintGeometry.insideStroke(of: rect, width: strokeWidth, cornerRadius: cornerRadius) {
                setColor(stroke)
                roundedRect(s.path, radius: s.radius)
                cairo_set_line_width(cr, s.width)
                cairo_stroke(cr)
            }
        case let .text(origin, lines, font, color, style):
            setColor(color)
            PangoDrawing.draw(cr, origin: origin, lines: lines, font: font, style: style, measurer: text)
        case let .image(rect, source):
            if let image = source.flatMap(decoded), drawImage(image, in: rect) { return }
            PaintGeometry.imagePlaceholder(in: rect).forEach(draw)
        case let .line(from, to, color, width, dash):
            cairo_save(cr)
            setColor(color)
            cairo_set_line_width(cr, width)
            cairo_set_dash(cr, dash, Int32(dash.count), 0)
            cairo_move_to(cr, from.x, from.y)
            cairo_line_to(cr, to.x, to.y)
            cairo_stroke(cr)
            cairo_restore(cr)
        case let .label(text, at, size, color):
            setColor(color)
            let line = TextLine(text: text, x: 0, baseline: size * PaintGeometry.labelAscent, width: 0)
            PangoDrawing.draw(cr, origin: at, lines: [line], font: Font(size: size), style: TextPaint(), measurer: self.text)
        case let .pushClip(rect, cornerRadius):
            cairo_save(cr)
            roundedRect(rect, radius: PaintGeometry.clampedRadius(cornerRadius, in: rect))
            cairo_clip(cr)
        case .popClip:
            cairo_restore(cr)
        case .pushOpacity(let opacity):
            opacities.append(min(1, max(0, opacity)))
            cairo_push_group(cr)
        case .popOpacity:
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, opacities.removeLast())
        case let .pushRotation(degrees, pivot):
            cairo_save(cr)
            cairo_translate(cr, pivot.x, pivot.y)
            cairo_rotate(cr, degrees * Double.pi / 180)
            cairo_translate(cr, -pivot.x, -pivot.y)
        case .popRotation:
            cairo_restore(cr)
        }
    }

    /// A rectangle path, with circular corners of `radius` (already clamped) when positive.
    private func roundedRect(_ r: Rect, radius: Double) {
        cairo_new_path(cr)
        guard radius > 0 else {
            cairo_rectangle(cr, r.x, r.y, r.width, r.height)
            return
        }
        let quarter = Double.pi / 2
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - radius, r.y + radius, radius, -quarter, 0)
        cairo_arc(cr, r.maxX - radius, r.maxY - radius, radius, 0, quarter)
        cairo_arc(cr, r.x + radius, r.maxY - radius, radius, quarter, 2 * quarter)
        cairo_arc(cr, r.x + radius, r.y + radius, radius, 2 * quarter, 3 * quarter)
        cairo_close_path(cr)
    }

    /// The decoded PNG at `path`, nil when unreadable; each file is decoded once per pass.
    private func decoded(_ path: String) -> RGBAImage? {
        if let cached = images[path] { return cached }
        let image = try? PNGCodec.read(contentsOf: path)
        images[path] = .some(image)
        return image
    }

    /// Stretches `image` over `rect` with bilinear filtering; false when Cairo cannot hold it.
    private func drawImage(_ image: RGBAImage, in rect: Rect) -> Bool {
        guard rect.width > 0, rect.height > 0 else { return true }
        guard let source = CairoPixels.surface(from: image) else { return false }
        defer { cairo_surface_destroy(source) }
        cairo_save(cr)
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_clip(cr)
        cairo_translate(cr, rect.x, rect.y)
        cairo_scale(cr, rect.width / Double(image.width), rect.height / Double(image.height))
        cairo_set_source_surface(cr, source, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_restore(cr)
        return true
    }
}
