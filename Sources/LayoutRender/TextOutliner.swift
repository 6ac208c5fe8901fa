import LayoutModel

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
