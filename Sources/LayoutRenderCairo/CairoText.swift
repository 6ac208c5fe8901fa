import CCairo
import LayoutModel

/// The Cairo calls that measure and draw text. `CairoTextMeasurer` and `CairoRenderer` both go
/// through here, so a line is drawn exactly as wide as it was measured.
enum CairoText {
    /// Selects `face` at `size` points with fixed options: no hinting, unhinted metrics (advances
    /// scale linearly, so widths do not depend on the output scale) and grey antialiasing.
    static func select(_ cr: OpaquePointer, face: OpaquePointer, size: Double) {
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, size)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
    }

    /// The advance width of `string` in user space with the selected font.
    static func advance(_ cr: OpaquePointer, _ string: String) -> Double {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, string, &extents)
        return extents.x_advance
    }

    /// Ascent and descent of the selected font in user space.
    static func metrics(_ cr: OpaquePointer) -> LineBreaker.Metrics {
        var extents = cairo_font_extents_t()
        cairo_font_extents(cr, &extents)
        return LineBreaker.Metrics(ascent: extents.ascent, descent: extents.descent)
    }

    /// Draws `string` with its baseline's left end at (x, y) in the current source colour.
    static func draw(_ cr: OpaquePointer, _ string: String, x: Double, y: Double) {
        cairo_move_to(cr, x, y)
        cairo_show_text(cr, string)
        cairo_new_path(cr)
    }
}
