import Foundation
import LayoutModel

/// Writes a display list as SVG text, deterministically, so SVG references diff as text.
///
/// - The root's `width`/`height` are device pixels (points × scale); the `viewBox` is in points.
/// - Numbers use `NumberFormat.short` (at most 3 decimals, never `-0`); attributes always come in
///   the same order; one element per line, indented by group depth.
/// - Rects are filled over their whole area; a stroke is drawn along the path given by
///   `PaintGeometry.insideStroke`, the same geometry as `CairoRenderer`.
/// - Text lines become `<text>` elements with `x`/`y` at the line's baseline (`SVGRenderer+Text`),
///   or with an `outliner`, `<path>` elements of their glyph outlines.
/// - Images are embedded as `data:image/png;base64,` URIs of the file's bytes. A nil source, a
///   file that cannot be read or one that does not start with the PNG signature draws
///   `PaintGeometry.imagePlaceholder` (this backend does not decode the PNG).
/// - Clips are `<clipPath>` elements with ids `c1`, `c2`, … in order of appearance, followed by a
///   `<g clip-path>`; opacity groups are `<g opacity>`.
public struct SVGRenderer: Renderer, Sendable {
    /// When set, text is written as glyph outlines (`<path>`) instead of `<text>`.
    public var outliner: (any TextOutliner)?

    public init(outliner: (any TextOutliner)? = nil) { self.outliner = outliner }

    /// The SVG document for `list` at `scale`. Throws `DisplayListError` for unbalanced push/pop items.
    public func render(_ list: DisplayList, scale: Double) throws -> String {
        try list.validate()
        var writer = SVGWriter()
        let w = list.size.width, h = list.size.height
        writer.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("xmlns:xlink", "http://www.w3.org/1999/xlink"),
                            ("width", n(w * scale)), ("height", n(h * scale)),
                            ("viewBox", "0 0 \(n(w)) \(n(h))"), ("xml:space", "preserve")])
        if let background = list.background {
            writer.element("rect", [("x", "0"), ("y", "0"), ("width", n(w)), ("height", n(h))] + paint(background, "fill"))
        }
        for item in list.items { write(item, into: &writer) }
        writer.close("svg")
        return writer.text
    }

    private func write(_ item: DisplayItem, into writer: inout SVGWriter) {
        switch item {
        case let .rect(rect, fill, stroke, strokeWidth, cornerRadius):
            if let fill {
                writer.element("rect", box(rect, radius: PaintGeometry.clampedRadius(cornerRadius, in: rect))
                    + paint(fill, "fill"))
            }
            if let stroke, let s = PaintGeometry.insideStroke(of: rect, width: strokeWidth, cornerRadius: cornerRadius) {
                writer.element("rect", box(s.path, radius: s.radius) + [("fill", "none")] + paint(stroke, "stroke")
                    + [("stroke-width", n(s.width))])
            }
        case let .text(origin, lines, font, color, style):
            if let paths = Self.outlinedLines(lines, origin: origin, font: font, color: color, style: style, outliner: outliner) {
                for (name, attributes) in paths { writer.element(name, attributes + paint(color, "fill")) }
                return
            }
            for line in lines {
                let attributes = Self.textAttributes(line, origin: origin, font: font, style: style) + paint(color, "fill")
                if style.runs.isEmpty || line.spans.isEmpty {
                    let owned = line.text.unicodeScalars.contains { Font.owner(of: $0) != nil }
                    if owned { writer.element("text", attributes, markup: Self.ownedMarkup(line.text)) } else {
                        writer.element("text", attributes, text: line.text)
                    }
                } else {
                    writer.element("text", attributes, markup: Self.spanMarkup(line.spans, runs: style.runs, font: font))
                }
            }
        case let .image(rect, source):
            if let data = source.flatMap(Self.pngFile) {
                writer.element("image", box(rect, radius: 0) + [("preserveAspectRatio", "none"),
                    ("xlink:href", "data:image/png;base64," + data.base64EncodedString())])
            } else {
                PaintGeometry.imagePlaceholder(in: rect).forEach { write($0, into: &writer) }
            }
        case let .line(from, to, color, width, dash):
            var attributes = [("x1", n(from.x)), ("y1", n(from.y)), ("x2", n(to.x)), ("y2", n(to.y))]
                + paint(color, "stroke") + [("stroke-width", n(width))]
            if !dash.isEmpty { attributes.append(("stroke-dasharray", dash.map(n).joined(separator: " "))) }
            writer.element("line", attributes)
        case let .label(text, at, size, color):
            writer.element("text", [("x", n(at.x)), ("y", n(at.y + size * PaintGeometry.labelAscent)),
                                    ("font-family", Font.defaultFamily), ("font-size", n(size))]
                + paint(color, "fill"), text: text)
        case let .pushClip(rect, cornerRadius):
            let id = writer.nextClipID()
            writer.open("clipPath", [("id", id)])
            writer.element("rect", box(rect, radius: PaintGeometry.clampedRadius(cornerRadius, in: rect)))
            writer.close("clipPath")
            writer.open("g", [("clip-path", "url(#\(id))")])
        case .pushOpacity(let opacity):
            writer.open("g", [("opacity", n(min(1, max(0, opacity))))])
        case let .pushRotation(degrees, pivot):
            writer.open("g", [("transform", "rotate(\(n(degrees)) \(n(pivot.x)) \(n(pivot.y)))")])
        case .popClip, .popOpacity, .popRotation:
            writer.close("g")
        }
    }

    private func n(_ value: Double) -> String { NumberFormat.short(value) }

    private func box(_ rect: Rect, radius: Double) -> [(String, String)] {
        var attributes = [("x", n(rect.x)), ("y", n(rect.y)), ("width", n(rect.width)), ("height", n(rect.height))]
        if radius > 0 { attributes.append(("rx", n(radius))) }
        return attributes
    }

    /// `fill="#rrggbb"` (or `stroke`), plus `fill-opacity` when the colour is not opaque.
    private func paint(_ color: Color, _ property: String) -> [(String, String)] {
        var opaque = color; opaque.alpha = 255
        var attributes = [(property, opaque.hex)]
        if color.alpha != 255 { attributes.append((property + "-opacity", n(Double(color.alpha) / 255))) }
        return attributes
    }

    /// The file's bytes when it exists and starts with the PNG signature.
    static func pngFile(_ path: String) -> Data? {
        guard let data = FileManager.default.contents(atPath: path),
              data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { return nil }
        return data
    }
}
