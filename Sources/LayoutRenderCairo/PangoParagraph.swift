import CPango
import Foundation
import LayoutModel

/// Builds the `PangoLayout` of one text at one width: font description, attributes, wrapping,
/// truncation. Pango does all shaping (HarfBuzz), line breaking (UAX #14), bidi (UAX #9) and
/// ellipsization; alignment offsets are applied by `PangoLines`, so they follow `alignWidth`.
enum PangoParagraph {
    /// Pango units per point.
    static let scale = 1024.0

    /// A new layout (the caller owns one reference) for `text` broken at `maxWidth` points, in the
    /// font `description` (made by `description(_:fallback:)` for `text.font`).
    static func make(_ text: TextContent, maxWidth: Double?, context: OpaquePointer,
                     description: OpaquePointer, fallback: [String]) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let string = pangoText(text.string)
        string.withCString { pango_layout_set_text(layout, $0, Int32(string.utf8.count)) }
        pango_layout_set_font_description(layout, description)

        let attributes = pango_attr_list_new()
        // UILabel never adds hyphens where it breaks a word.
        pango_attr_list_insert(attributes, pango_attr_insert_hyphens_new(0))
        if text.letterSpacing != 0 {
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Int32((text.letterSpacing * scale).rounded())))
        }
        for run in text.runs { PangoRuns.insert(run, of: string, into: attributes, fallback: fallback) }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        pango_layout_set_wrap(layout, text.wrap == .char ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        pango_layout_set_justify(layout, text.alignment == .justified ? 1 : 0)
        if let maxWidth, maxWidth.isFinite {
            // A width measured by Pango is a whole number of units: text laid out at its own
            // measured width (or a hair less, after snapping) fits again. Pango breaks counting
            // the letter spacing after a line's last character, which the measured width leaves out.
            let units = ((max(0, maxWidth) + max(0, text.letterSpacing)) * scale - 0.5).rounded(.up)
            pango_layout_set_width(layout, Int32(min(units, Double(Int32.max))))
            if let lines = text.maxLines, lines > 0, text.truncation != .clip {
                pango_layout_set_height(layout, -Int32(min(lines, Int(Int32.max))))
                pango_layout_set_ellipsize(layout, ellipsis(text.truncation))
            }
        }
        return layout
    }

    /// The text Pango is given: NUL, which would end the C string Pango validates, becomes U+FFFD.
    /// Byte offsets into a layout are offsets into this string.
    static func pangoText(_ string: String) -> String {
        string.utf8.contains(0) ? string.replacingOccurrences(of: "\0", with: "\u{FFFD}") : string
    }

    /// A new font description (the caller frees it) of `font`, its families before `fallback`.
    static func description(_ font: Font, fallback: [String]) -> OpaquePointer {
        let description = pango_font_description_new()!
        familyList(font.family, fallback: fallback).withCString { pango_font_description_set_family(description, $0) }
        pango_font_description_set_absolute_size(description, (font.size * scale).rounded())
        pango_font_description_set_weight(description, PangoWeight(UInt32(clamping: min(max(font.weight, 100), 1000))))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }

    /// The family list Pango matches: the text's own families (generic names mapped to the pinned
    /// DejaVu faces), then the fallback order.
    static func familyList(_ family: String, fallback: [String]) -> String {
        var names = family.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'")) }
        names = names.map { generic[$0.lowercased()] ?? $0 }.filter { !$0.isEmpty }
        return (names + fallback).joined(separator: ",")
    }

    /// CSS generic families and their pinned faces.
    static let generic = ["sans-serif": "DejaVu Sans", "system-ui": "DejaVu Sans", "-apple-system": "DejaVu Sans",
                          "serif": "DejaVu Serif", "monospace": "DejaVu Sans Mono", "emoji": "Noto Color Emoji"]

    private static func ellipsis(_ truncation: TextTruncation) -> PangoEllipsizeMode {
        switch truncation {
        case .head: PANGO_ELLIPSIZE_START
        case .middle: PANGO_ELLIPSIZE_MIDDLE
        case .tail, .clip: PANGO_ELLIPSIZE_END
        }
    }
}
