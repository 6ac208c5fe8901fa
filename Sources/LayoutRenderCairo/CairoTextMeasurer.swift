import CCairo
import LayoutModel
import Synchronization

/// Measures text with Cairo and FreeType, through the same calls `CairoRenderer` draws with
/// (see `CairoFonts` for how families map to font files), and breaks it with `LineBreaker`.
/// Line heights come from the font's ascent and descent.
///
/// Thread-safe: the measurer owns its FreeType faces (no other measurer or renderer uses them)
/// and serialises its own calls with a lock.
public final class CairoTextMeasurer: TextMeasurer, Sendable {
    private let state: Mutex<MeasureState>

    /// Throws `CairoRenderError.fontUnavailable` when DejaVu Sans is not in `fonts.directory`.
    public init(fonts: CairoFonts = CairoFonts()) throws {
        state = Mutex(try MeasureState(fonts))
    }

    public func layout(_ text: TextContent, maxWidth: Double?, alignWidth: Double?) -> TextLayout {
        state.withLock { state in
            state.select(text.font)
            return LineBreaker().layout(text, maxWidth: maxWidth, alignWidth: alignWidth,
                                        metrics: CairoText.metrics(state.context),
                                        advance: { CairoText.advance(state.context, $0) })
        }
    }

    /// The advance width of `string` in `font`, in points.
    public func advance(_ string: String, font: Font) -> Double {
        state.withLock { state in
            state.select(font)
            return CairoText.advance(state.context, string)
        }
    }

    /// Ascent and descent of `font` in points.
    public func metrics(for font: Font) -> LineBreaker.Metrics {
        state.withLock { state in
            state.select(font)
            return CairoText.metrics(state.context)
        }
    }
}

/// A 1×1 surface and its context, used only to ask Cairo for text extents.
private final class MeasureState {
    let fonts: FontSet
    let surface: OpaquePointer
    let context: OpaquePointer

    init(_ fonts: CairoFonts) throws {
        self.fonts = try FontSet(fonts)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1), let context = cairo_create(surface),
              cairo_status(context) == CAIRO_STATUS_SUCCESS else {
            throw CairoRenderError(.cairo, "cannot create a measuring context")
        }
        self.surface = surface
        self.context = context
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    func select(_ font: Font) {
        CairoText.select(context, face: fonts.face(for: font.family), size: font.size)
    }
}
