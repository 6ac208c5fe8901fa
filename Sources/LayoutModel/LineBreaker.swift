/// Greedy line breaking shared by every `TextMeasurer`, so all of them break text the same way and
/// differ only in how wide a run of text is.
///
/// Break opportunities are spaces and U+200B (zero-width space); `\n` forces a break.
/// A line takes words while the run still fits in `maxWidth`; a word that fits on no line stays
/// whole on its own line. Spaces at a break are dropped.
public struct LineBreaker: Sendable {
    /// Font metrics in points for the font being laid out.
    public struct Metrics: Sendable {
        public var ascent: Double
        public var descent: Double
        public init(ascent: Double, descent: Double) { self.ascent = ascent; self.descent = descent }
        /// The natural line height: ascent plus descent.
        public var lineHeight: Double { ascent + descent }
    }

    /// Widths this small are treated as equal, so text measured at its own width fits again.
    public static let tolerance = 1e-6

    public init() {}

    /// Breaks `text` with `advance` giving the width of a run and `metrics` the vertical metrics.
    public func layout(_ text: TextContent, maxWidth: Double?, alignWidth: Double?, metrics: Metrics,
                       advance: (String) -> Double) -> TextLayout {
        var lines: [(String, Double)] = []
        for paragraph in text.string.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += breakParagraph(String(paragraph), maxWidth: maxWidth, advance: advance)
        }
        if text.string.isEmpty { lines = [] }
        if let maxLines = text.maxLines, maxLines > 0, lines.count > maxLines { lines = Array(lines.prefix(maxLines)) }

        let lineHeight = text.lineHeight ?? metrics.lineHeight
        let widest = lines.map(\.1).max() ?? 0
        let box = alignWidth ?? widest
        let firstBaseline = (lineHeight - metrics.lineHeight) / 2 + metrics.ascent
        let factor: Double = switch text.alignment { case .natural, .left, .justified: 0; case .center: 0.5; case .right: 1 }
        let placed = lines.enumerated().map { i, line in
            TextLine(text: line.0, x: (box - line.1) * factor, baseline: Double(i) * lineHeight + firstBaseline,
                     width: line.1)
        }
        return TextLayout(lines: placed, size: Size(width: widest, height: Double(lines.count) * lineHeight))
    }

    /// Words of one paragraph, each with the separator that stood before it.
    private func words(_ paragraph: String) -> [(separator: String, word: String)] {
        var out: [(String, String)] = []
        var separator = "", word = ""
        for ch in paragraph {
            if ch == " " || ch == "\u{200B}" {
                if !word.isEmpty { out.append((separator, word)); word = ""; separator = "" }
                separator.append(ch)
            } else {
                word.append(ch)
            }
        }
        if !word.isEmpty { out.append((separator, word)) }
        return out
    }

    private func breakParagraph(_ paragraph: String, maxWidth: Double?,
                                advance: (String) -> Double) -> [(String, Double)] {
        let items = words(paragraph)
        guard !items.isEmpty else { return [("", 0)] }
        var lines: [(String, Double)] = []
        var current = "", currentWidth = 0.0
        for (separator, word) in items {
            if current.isEmpty {
                current = word; currentWidth = advance(word)
                continue
            }
            let candidate = current + separator + word
            let width = advance(candidate)
            if let maxWidth, width > maxWidth + LineBreaker.tolerance {
                lines.append((current, currentWidth))
                current = word; currentWidth = advance(word)
            } else {
                current = candidate; currentWidth = width
            }
        }
        lines.append((current, currentWidth))
        return lines
    }
}
