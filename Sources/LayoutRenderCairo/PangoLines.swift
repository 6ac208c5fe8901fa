import CPango
import LayoutModel

/// Reads the lines of a shaped `PangoLayout` into a `TextLayout`: each line's logical text (an
/// ellipsis for what truncation took out), width, direction and baseline, and the characters that
/// no font had a glyph for.
enum PangoLines {
    /// Pango marks a glyph with no font behind it with this bit; the rest is the character.
    static let unknownGlyphFlag: UInt32 = 0x1000_0000

    /// The lines of `layout` (made by `PangoParagraph.make` for `text`), at most `text.maxLines`.
    /// `primaryLineHeight` is the natural line height of the text's font (for `lineHeightMultiple`).
    static func read(_ layout: OpaquePointer, _ text: TextContent, alignWidth: Double?,
                     primaryLineHeight: Double) -> (lines: [TextLine], size: Size, missing: [Unicode.Scalar], broken: Bool) {
        guard !text.string.isEmpty else { return ([], Size(width: 0, height: 0), [], false) }
        // Whether a line was broken or truncated: otherwise these are the text's unbroken lines.
        var broken = pango_layout_is_ellipsized(layout) != 0
        let string = PangoParagraph.pangoText(text.string)
        let bytes = Array(string.utf8)
        var lines: [TextLine] = [], tops: [Double] = [], heights: [Double] = []
        var missing: [Unicode.Scalar] = [], seen: Set<Unicode.Scalar> = []
        let iter = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iter) }
        let limit = text.maxLines.flatMap { $0 > 0 ? $0 : nil } ?? Int.max
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iter)) / PangoParagraph.scale
            tops.append(Double(logical.y) / PangoParagraph.scale)
            heights.append(Double(logical.height) / PangoParagraph.scale)
            let rtl = line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue
            if line.pointee.is_paragraph_start == 0 { broken = true }
            let shown = pieces(line, bytes)
            lines.append(TextLine(text: shown.map(\.text).joined(), x: 0, baseline: baseline,
                                  width: Double(logical.width) / PangoParagraph.scale, rightToLeft: rtl,
                                  spans: text.runs.isEmpty ? [] : PangoRuns.spans(shown, runs: text.runs, string: string)))
            for scalar in unknownCharacters(line) where seen.insert(scalar).inserted { missing.append(scalar) }
        } while lines.count < limit && pango_layout_iter_next_line(iter) != 0
        if lines.count == limit, pango_layout_iter_next_line(iter) != 0 { broken = true }

        let spacing = text.lineHeight ?? text.lineHeightMultiple.map { $0 * primaryLineHeight }
        var height = (tops.last ?? 0) + (heights.last ?? 0) - (tops.first ?? 0)
        if let spacing {
            // Every line takes `spacing`, its own ascent and descent centred in it.
            for k in lines.indices {
                let ascent = lines[k].baseline - tops[k]
                lines[k].baseline = Double(k) * spacing + (spacing - heights[k]) / 2 + ascent
            }
            height = Double(lines.count) * spacing
        } else if let first = tops.first, first != 0 {
            for k in lines.indices { lines[k].baseline -= first }
        }
        if text.alignment == .justified { setWordSpacing(&lines, layout) }
        let widest = lines.map(\.width).max() ?? 0
        align(&lines, text.alignment, in: alignWidth ?? widest)
        return (lines, Size(width: widest, height: height), missing, broken)
    }

    /// Sets each justified line's `wordSpacing`: what justification added to its width, shared by
    /// the spaces between its words (the line's width unjustified is read from a copy of the layout
    /// without justification, which breaks the same lines).
    private static func setWordSpacing(_ lines: inout [TextLine], _ layout: OpaquePointer) {
        guard let copy = pango_layout_copy(layout) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(copy)) }
        pango_layout_set_justify(copy, 0)
        let iter = pango_layout_get_iter(copy)
        defer { pango_layout_iter_free(iter) }
        var k = 0
        repeat {
            guard k < lines.count else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let natural = Double(logical.width) / PangoParagraph.scale
            let spaces = lines[k].text.reversed().drop(while: { $0 == " " }).filter { $0 == " " }.count
            if spaces > 0, lines[k].width - natural > 0.001 {
                lines[k].wordSpacing = (lines[k].width - natural) / Double(spaces)
            }
            k += 1
        } while pango_layout_iter_next_line(iter) != 0
    }

    /// Sets each line's `x` for `alignment` in a box `width` wide.
    static func align(_ lines: inout [TextLine], _ alignment: TextAlignment, in width: Double) {
        for k in lines.indices {
            let factor: Double = switch alignment {
            case .left: 0
            case .center: 0.5
            case .right: 1
            case .natural, .justified: lines[k].rightToLeft ? 1 : 0
            }
            lines[k].x = (width - lines[k].width) * factor
        }
    }

    /// The runs of `line` in logical order: byte offset, text, and whether it is the ellipsis Pango
    /// drew for truncated text (its text is that ellipsis).
    private static func pieces(_ line: UnsafeMutablePointer<PangoLayoutLine>, _ bytes: [UInt8]) -> [(offset: Int, text: String, ellipsis: Bool)] {
        var runs: [(offset: Int, text: String, ellipsis: Bool)] = []
        var node = line.pointee.runs
        while let n = node {
            if let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = run.pointee.item {
                let offset = Int(item.pointee.offset), end = min(bytes.count, offset + Int(item.pointee.length))
                if item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
                    let first = String(decoding: bytes[offset..<end], as: UTF8.self).unicodeScalars.first
                    runs.append((offset, first.map { g_unichar_iswide($0.value) != 0 } == true ? "\u{22EF}" : "\u{2026}", true))
                } else if offset < end {
                    runs.append((offset, String(decoding: bytes[offset..<end], as: UTF8.self), false))
                }
            }
            node = n.pointee.next
        }
        return runs.sorted { $0.offset < $1.offset }
    }

    /// The characters of `line` drawn with Pango's unknown-glyph box.
    private static func unknownCharacters(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> [Unicode.Scalar] {
        var out: [Unicode.Scalar] = []
        var node = line.pointee.runs
        while let n = node {
            if let run = n.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let glyphs = run.pointee.glyphs {
                for i in 0..<Int(glyphs.pointee.num_glyphs) {
                    let glyph = glyphs.pointee.glyphs[i].glyph
                    if glyph & unknownGlyphFlag != 0, let scalar = Unicode.Scalar(glyph & ~unknownGlyphFlag) { out.append(scalar) }
                }
            }
            node = n.pointee.next
        }
        return out
    }
}
