import CCairo
import CPango
import LayoutModel
import LayoutRender

/// Draws text items with Pango on a cairo context.
enum PangoDrawing {
    /// Draws `lines` at `origin` in the current source colour. A shaped layout from a
    /// `PangoTextMeasurer` is drawn as measured: its line k at `origin + (lines[k].x, lines[k].baseline)`
    /// (placement may have moved baselines, never the breaks). Lines without one (a display list
    /// made by hand) are shaped one by one with `measurer`, unbroken.
    static func draw(_ cr: OpaquePointer, origin: Point, lines: [TextLine], font: Font, style: TextPaint,
                     measurer: PangoTextMeasurer) {
        if let shaped = style.shaped as? PangoShapedText {
            shaped.owner.locked {
                var node = pango_layout_get_lines_readonly(shaped.layout)
                for line in lines {
                    guard let n = node else { break }
                    if let pangoLine = n.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) {
                        show(cr, pangoLine, x: origin.x + line.x, y: origin.y + line.baseline)
                    }
                    node = n.pointee.next
                }
            }
            return
        }
        for line in lines where !line.text.isEmpty {
            let text = TextContent(line.text, font: font, letterSpacing: style.letterSpacing)
            guard let laid = measurer.layout(text, maxWidth: nil).shaped as? PangoShapedText else { continue }
            laid.owner.locked {
                if let first = pango_layout_get_line_readonly(laid.layout, 0) {
                    show(cr, first, x: origin.x + line.x, y: origin.y + line.baseline)
                }
            }
        }
    }

    /// Draws one Pango line with its left end's baseline at (x, y).
    private static func show(_ cr: OpaquePointer, _ line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, y: Double) {
        cairo_move_to(cr, x, y)
        pango_cairo_show_layout_line(cr, line)
        cairo_new_path(cr)
    }
}

/// Glyph outlines of shaped lines, for SVG: the measurer's shaped layouts traced by
/// `pango_cairo_layout_line_path`, the same glyphs `CairoRenderer` draws.
extension PangoTextMeasurer: TextOutliner {
    public func outlines(_ lines: [TextLine], font: Font, style: TextPaint) -> [String]? {
        // An unbounded surface: on a small one cairo leaves out the glyphs outside it.
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        defer { cairo_destroy(cr) }
        if let shaped = style.shaped as? PangoShapedText {
            var out: [String] = []
            shaped.owner.locked {
                var node = pango_layout_get_lines_readonly(shaped.layout)
                for _ in lines {
                    guard let n = node, let line = n.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) else { break }
                    out.append(Self.path(cr, line))
                    node = n.pointee.next
                }
            }
            return out.count == lines.count ? out : nil
        }
        return lines.map { line in
            guard !line.text.isEmpty,
                  let laid = layout(TextContent(line.text, font: font, letterSpacing: style.letterSpacing), maxWidth: nil).shaped
                    as? PangoShapedText else { return "" }
            var d = ""
            laid.owner.locked {
                if let first = pango_layout_get_line_readonly(laid.layout, 0) { d = Self.path(cr, first) }
            }
            return d
        }
    }

    /// SVG path data of `line` with its baseline start at the origin.
    private static func path(_ cr: OpaquePointer, _ line: UnsafeMutablePointer<PangoLayoutLine>) -> String {
        cairo_new_path(cr)
        cairo_move_to(cr, 0, 0)
        pango_cairo_layout_line_path(cr, line)
        guard let path = cairo_copy_path(cr) else { return "" }
        defer { cairo_path_destroy(path); cairo_new_path(cr) }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS, let data = path.pointee.data else { return "" }
        var d = "", i = 0
        let count = Int(path.pointee.num_data)
        func point(_ k: Int) -> String {
            NumberFormat.short(data[i + k].point.x) + " " + NumberFormat.short(data[i + k].point.y)
        }
        while i < count {
            let header = data[i].header
            switch header.type {
            case CAIRO_PATH_MOVE_TO: d += "M" + point(1)
            case CAIRO_PATH_LINE_TO: d += "L" + point(1)
            case CAIRO_PATH_CURVE_TO: d += "C" + point(1) + " " + point(2) + " " + point(3)
            default: d += "Z"
            }
            i += max(1, Int(header.length))
        }
        return d
    }
}
