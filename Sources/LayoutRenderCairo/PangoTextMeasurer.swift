import CPango
import Foundation
import LayoutModel
import Synchronization

/// Measures text with Pango over the pinned fonts of a `FontRegistry`, and keeps each shaped
/// layout in the `TextLayout` it returns (`TextLayout.shaped`), so `CairoRenderer` draws exactly
/// the glyphs that were measured. See `PangoParagraph` for the text style and `PangoLines` for
/// line placement; unknown families fall back along `FontRegistry.fallbackFamilies`.
///
/// Thread-safe: one font map and Pango context per measurer, every call under its lock.
public final class PangoTextMeasurer: TextMeasurer, Sendable {
    public let registry: FontRegistry
    private let state: Mutex<PangoState>
    /// The lowercased family names the registry's files provide.
    public let families: Set<String>

    /// Throws `CairoRenderError.fontUnavailable` naming the file when a registry file is missing or
    /// not a font, or the folders when the default set is not installed (`FontRegistry.standard()`).
    public init(registry: FontRegistry? = nil) throws {
        let registry = try registry ?? FontRegistry.standard()
        let state = try PangoState(registry)
        self.registry = registry
        self.families = state.fontMap.families
        self.state = Mutex(state)
    }

    private init(registry: FontRegistry, state: sending PangoState) {
        self.registry = registry
        self.families = state.fontMap.families
        self.state = Mutex(state)
    }

    /// A measurer over the same fonts with a Pango font map, context, cache and lock of its own
    /// (the fontconfig configuration is shared: nothing is scanned again), for another thread, so
    /// that two threads measuring and drawing text do not wait for one lock. It measures exactly
    /// as this one does, and draws what it measured.
    public func sibling() -> PangoTextMeasurer {
        let fonts = state.withLock { $0.fontMap }
        return PangoTextMeasurer(registry: registry, state: PangoState(fontMap: PinnedFontMap(sharingFontsOf: fonts)))
    }

    /// One measurer over `FontRegistry.standard()` for the whole process, made on first use.
    public static func standard() throws -> PangoTextMeasurer { try shared.get() }
    private static let shared = Result { try PangoTextMeasurer() }

    /// Layouts are kept (up to `PangoState.cacheLimit`, then all dropped): layout asks for the same
    /// text at the same width several times. A width at least as wide as the text's unbroken lines
    /// gives those same lines (only their alignment changes), so they are shaped once; a layout
    /// at some width that broke no line is kept as the unbroken one.
    public func layout(_ text: TextContent, maxWidth: Double?, alignWidth: Double?) -> TextLayout {
        state.withLock { state in
            let key = PangoState.Key(text: text, maxWidth: maxWidth, alignWidth: alignWidth)
            if let known = state.cache[key] { return known }
            let natural = PangoState.Key(text: text, maxWidth: nil, alignWidth: nil)
            var result: TextLayout
            if let unbroken = state.cache[natural], text.alignment != .justified,
               maxWidth.map({ $0 + LineBreaker.tolerance >= unbroken.size.width }) ?? true {
                result = unbroken
                PangoLines.align(&result.lines, text.alignment, in: alignWidth ?? unbroken.size.width)
            } else {
                let shaped = shape(text, maxWidth: maxWidth, alignWidth: alignWidth, state: state)
                result = shaped.layout
                if state.cache.count >= PangoState.cacheLimit { state.cache.removeAll(keepingCapacity: true) }
                if maxWidth == nil || (!shaped.broken && text.alignment != .justified) {
                    var unbroken = result
                    PangoLines.align(&unbroken.lines, text.alignment, in: unbroken.size.width)
                    state.cache[natural] = unbroken
                }
            }
            if state.cache.count >= PangoState.cacheLimit { state.cache.removeAll(keepingCapacity: true) }
            state.cache[key] = result
            return result
        }
    }

    /// Shapes `text` at `maxWidth` with Pango and reads its lines; `broken` when a line was broken
    /// or truncated.
    private func shape(_ text: TextContent, maxWidth: Double?, alignWidth: Double?,
                       state: PangoState) -> (layout: TextLayout, broken: Bool) {
        let font = state.font(text.font, fallback: registry.fallbackFamilies)
        let layout = PangoParagraph.make(text, maxWidth: maxWidth, context: state.context, description: font.description,
                                         fallback: registry.fallbackFamilies)
        let read = PangoLines.read(layout, text, alignWidth: alignWidth, primaryLineHeight: font.lineHeight)
        return (TextLayout(lines: read.lines, size: read.size, missingCharacters: read.missing,
                           shaped: PangoShapedText(layout: layout, owner: self)), read.broken)
    }

    /// The families of `family` (a comma-separated list) that no registry file provides; generic
    /// names (`sans-serif`, `serif`, `monospace`, `system-ui`, `emoji`) always resolve.
    public func unknownFamilies(in family: String) -> [String] {
        family.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: .init(charactersIn: "\"'")) }
            .filter { !$0.isEmpty && PangoParagraph.generic[$0.lowercased()] == nil && !families.contains($0.lowercased()) }
    }

    /// Runs `body` under the measurer's lock (drawing one of its shaped layouts).
    func locked(_ body: () -> Void) {
        state.withLock { _ in body() }
    }
}

/// The font map, a Pango context with fixed options, the line heights asked so far and the
/// layouts made so far.
final class PangoState {
    let fontMap: PinnedFontMap
    let context: OpaquePointer
    private var fonts: [Font: (description: OpaquePointer, lineHeight: Double)] = [:]
    var cache: [Key: TextLayout] = [:]
    /// The most layouts kept.
    static let cacheLimit = 20_000

    struct Key: Hashable {
        var text: TextContent
        var maxWidth: Double?
        var alignWidth: Double?
    }

    convenience init(_ registry: FontRegistry) throws {
        self.init(fontMap: try PinnedFontMap(registry))
    }

    init(fontMap: PinnedFontMap) {
        self.fontMap = fontMap
        context = pango_font_map_create_context(fontMap.fontMap)
        // No hinting and unhinted metrics: advances scale linearly, so widths do not depend on the
        // output scale; positions are not rounded to whole points. A fixed language: the locale of
        // the machine never changes a layout.
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en"))
    }

    deinit {
        fonts.values.forEach { pango_font_description_free($0.description) }
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    /// The font description of `font` and the ascent plus descent, in points, of its first family
    /// that the registry has, made once per font.
    func font(_ font: Font, fallback: [String]) -> (description: OpaquePointer, lineHeight: Double) {
        if let known = fonts[font] { return known }
        let description = PangoParagraph.description(font, fallback: fallback)
        let metrics = pango_context_get_metrics(context, description, nil)
        let height = Double(pango_font_metrics_get_ascent(metrics) + pango_font_metrics_get_descent(metrics)) / PangoParagraph.scale
        pango_font_metrics_unref(metrics)
        fonts[font] = (description, height)
        return (description, height)
    }
}

/// A shaped Pango layout and the measurer whose lock guards it. Only touched under that lock.
final class PangoShapedText: ShapedText, @unchecked Sendable {
    let layout: OpaquePointer
    let owner: PangoTextMeasurer

    init(layout: OpaquePointer, owner: PangoTextMeasurer) { self.layout = layout; self.owner = owner }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}
