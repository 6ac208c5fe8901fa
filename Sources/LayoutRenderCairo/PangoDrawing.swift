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
