import Foundation
import LayoutModel

extension SVGRenderer {
    /// The attributes of one `<text>` line, so a browser or librsvg with the pinned fonts draws what
    /// `CairoRenderer` draws: the family list of the text, then `Font.fallbackFamilies` (but the
    /// emoji font), then a CSS generic family; `font-weight`, `font-style` and `letter-spacing` when not the default; a
    /// right-to-left line has `direction="rtl"` and its `x` at its right end (where an RTL `<text>`
    /// starts), so the browser's bidi algorithm orders it as Pango did.
    static func textAttributes(_ line: TextLine, origin: Point, font: Font, style: TextPaint) -> [(String, String)] {
        let x = origin.x + line.x + (line.rightToLeft ? line.width : 0)
        var out = [("x", n(x)), ("y", n(origin.y + line.baseline)), ("font-family", familyList(font.family)),
                   ("font-size", n(font.size))]
        if font.weight != 400 { out.append(("font-weight", String(font.weight))) }
        if font.italic { out.append(("font-style", "italic")) }
        if style.letterSpacing != 0 { out.append(("letter-spacing", n(style.letterSpacing))) }
        // A justified line: the space justification put between its words (as the PNG draws it).
        if line.wordSpacing != 0 { out.append(("word-spacing", n(line.wordSpacing))) }
        if line.rightToLeft { out.append(("direction", "rtl")) }
        return out
    }

    /// `text` escaped, with the characters of a script owner (`Font.scriptOwners`: emoji, Arabic) in
    /// a `<tspan font-family>` of that font, as the PNG draws them whatever the family list says.
    static func ownedMarkup(_ text: String) -> String {
        var out = "", piece = "", owner: (family: String, spaces: Bool)?
        func flush() {
            guard !piece.isEmpty else { return }
            out += owner.map { "<tspan" + SVGWriter.attributes([("font-family", familyList($0.family))]) + ">" } ?? ""
            out += SVGWriter.escape(piece) + (owner == nil ? "" : "</tspan>")
            piece = ""
        }
        for scalar in text.unicodeScalars {
            // Marks and joiners stay with what they follow, and spaces when the owner keeps them.
            let stays = scalar.properties.isGraphemeExtend || scalar == "\u{200D}"
                || (scalar.properties.isWhitespace && owner?.spaces == true)
            let next = stays ? owner : Font.owner(of: scalar)
            if next?.family != owner?.family { flush(); owner = next }
            piece.unicodeScalars.append(scalar)
        }
        flush()
        return out
    }

    /// The spans of a line with styled runs: plain text for the text's own style, a `<tspan>` with
    /// the runs' properties (later runs win) for the others.
    static func spanMarkup(_ spans: [TextSpan], runs: [TextRun], font: Font) -> String {
        spans.map { span in
            guard !span.runs.isEmpty else { return ownedMarkup(span.text) }
            var family: String?, size: Double?, weight: Int?, italic: Bool?, color: Color?, underline = false
            for k in span.runs where runs.indices.contains(k) {
                let run = runs[k]
                family = run.family ?? family; size = run.size ?? size; weight = run.weight ?? weight
                italic = run.italic ?? italic; color = run.color ?? color; underline = underline || run.underline
            }
            var attributes: [(String, String)] = []
            if let family { attributes.append(("font-family", familyList(family))) }
            if let size { attributes.append(("font-size", n(size))) }
            if let weight { attributes.append(("font-weight", String(weight))) }
            if let italic { attributes.append(("font-style", italic ? "italic" : "normal")) }
            if let color {
                var opaque = color; opaque.alpha = 255
                attributes.append(("fill", opaque.hex))
                if color.alpha < 255 { attributes.append(("fill-opacity", n(Double(color.alpha) / 255))) }
            }
            if underline { attributes.append(("text-decoration", "underline")) }
            return "<tspan" + SVGWriter.attributes(attributes) + ">" + ownedMarkup(span.text) + "</tspan>"
        }.joined()
    }

    /// `Family, DejaVu Sans, …, generic`: names that are CSS identifiers separated by spaces stay
    /// bare (generic names must), others are quoted.
    static func familyList(_ family: String) -> String {
        let generics: Set<String> = ["sans-serif", "serif", "monospace", "system-ui", "emoji", "cursive", "fantasy"]
        var names: [String] = []
        // The colour emoji font is left out: listed, librsvg draws digits and spaces of a
        // right-to-left line with its bitmaps; viewers find emoji through their own fallback.
        let fallback = Font.fallbackFamilies.filter { $0 != "Noto Color Emoji" }
        for raw in family.split(separator: ",").map(String.init) + fallback {
            let name = raw.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            if !name.isEmpty, !names.contains(name) { names.append(name) }
        }
        // The generic family that looks most like the first named family.
        let lower = (names.first ?? "").lowercased()
        let generic = lower.contains("mono") ? "monospace" : lower.contains("serif") && !lower.contains("sans") ? "serif" : "sans-serif"
        if !names.contains(generic) { names.append(generic) }
        return names.map { name in
            let words = name.split(separator: " ")
            let bare = generics.contains(name.lowercased()) || words.allSatisfy { word in
                word.first.map { !$0.isNumber && $0 != "-" } == true
                    && word.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            }
            return bare ? name : "'" + name.replacingOccurrences(of: "'", with: "") + "'"
        }.joined(separator: ", ")
    }

    private static func n(_ v: Double) -> String { NumberFormat.short(v) }
}

/// Turns laid-out text lines into glyph outlines, so an SVG draws the very glyphs of the PNG on a
/// machine without the fonts (`SVGRenderer(outliner:)`).
public protocol TextOutliner: Sendable {
    /// SVG path data (`M`, `L`, `C`, `Z`, absolute) of the glyphs of each of `lines`, in points, with
    /// the line's baseline start (`x`, `baseline`) at the origin; nil when the lines cannot be
    /// outlined (the renderer then writes `<text>`). Glyphs that have no outline (colour emoji
    /// bitmaps) are left out of the path.
    func outlines(_ lines: [TextLine], font: Font, style: TextPaint) -> [String]?
}

extension SVGRenderer {
    /// `<path>` elements for `lines` from `outliner`, or nil to write `<text>`.
    static func outlinedLines(_ lines: [TextLine], origin: Point, font: Font, color: Color, style: TextPaint,
                              outliner: (any TextOutliner)?) -> [(String, [(String, String)])]? {
        guard let outliner, let paths = outliner.outlines(lines, font: font, style: style), paths.count == lines.count else {
            return nil
        }
        return zip(lines, paths).compactMap { line, d in
            guard !d.isEmpty else { return nil }
            let x = NumberFormat.short(origin.x + line.x), y = NumberFormat.short(origin.y + line.baseline)
            return ("path", [("transform", "translate(\(x) \(y))"), ("d", d)])
        }
    }
}
