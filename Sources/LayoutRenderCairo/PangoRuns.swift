import CPango
import LayoutModel

/// Styled runs as Pango attributes, and the lines' spans back from Pango's runs.
enum PangoRuns {
    /// Adds the attributes of `run` (over its bytes of `string`) to `list`; a family gets the
    /// fallback order after it, as the text's own family does.
    static func insert(_ run: TextRun, of string: String, into list: OpaquePointer?, fallback: [String]) {
        let bytes = run.utf8Range(in: string)
        guard !bytes.isEmpty else { return }
        var made: [UnsafeMutablePointer<PangoAttribute>?] = []
        if let family = run.family {
            made.append(PangoParagraph.familyList(family, fallback: fallback).withCString { pango_attr_family_new($0) })
        }
        if let size = run.size { made.append(pango_attr_size_new_absolute(Int32((size * PangoParagraph.scale).rounded()))) }
        if let weight = run.weight { made.append(pango_attr_weight_new(PangoWeight(UInt32(clamping: min(max(weight, 100), 1000))))) }
        if let italic = run.italic { made.append(pango_attr_style_new(italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)) }
        if let c = run.color {
            made.append(pango_attr_foreground_new(UInt16(c.red) * 257, UInt16(c.green) * 257, UInt16(c.blue) * 257))
            if c.alpha < 255 { made.append(pango_attr_foreground_alpha_new(UInt16(c.alpha) * 257)) }
        }
        if run.underline { made.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
        for case let attribute? in made {
            attribute.pointee.start_index = UInt32(bytes.lowerBound)
            attribute.pointee.end_index = UInt32(bytes.upperBound)
            pango_attr_list_insert(list, attribute)
        }
    }

    /// `pieces` (a line's text in logical order: byte offset, text, whether it is the ellipsis) cut
    /// at the runs' ends, each with the runs that cover it. The ellipsis takes the runs at its start.
    static func spans(_ pieces: [(offset: Int, text: String, ellipsis: Bool)], runs: [TextRun], string: String) -> [TextSpan] {
        let ranges = runs.map { $0.utf8Range(in: string) }
        func covering(_ byte: Int) -> [Int] { ranges.indices.filter { ranges[$0].contains(byte) } }
        var out: [TextSpan] = []
        for piece in pieces {
            if piece.ellipsis {
                out.append(TextSpan(text: piece.text, runs: covering(piece.offset)))
                continue
            }
            let utf8 = Array(piece.text.utf8)
            let end = piece.offset + utf8.count
            let cuts = Set([piece.offset, end] + ranges.flatMap { [$0.lowerBound, $0.upperBound] }.filter { $0 > piece.offset && $0 < end }).sorted()
            for (a, b) in zip(cuts, cuts.dropFirst()) {
                let text = String(decoding: utf8[(a - piece.offset)..<(b - piece.offset)], as: UTF8.self)
                let runs = covering(a)
                if let last = out.last, last.runs == runs, !piece.ellipsis { out[out.count - 1].text += text } else { out.append(TextSpan(text: text, runs: runs)) }
            }
        }
        return out
    }
}
