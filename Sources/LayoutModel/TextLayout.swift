/// One laid-out line of text, positioned relative to the text's content box.
public struct TextLine: Hashable, Sendable {
    /// The characters the line shows, in logical order (an ellipsis stands for truncated text).
    public var text: String
    /// Offset of the line's left edge from the content box's left edge (alignment applied).
    public var x: Double
    /// Offset of the line's baseline from the content box's top edge.
    public var baseline: Double
    /// Advance width of the line.
    public var width: Double
    /// Whether the line's paragraph runs right to left (its base direction, Unicode bidi rule P2).
    public var rightToLeft: Bool
    /// `text` cut where the text's styled runs start and end (empty when the text has no runs).
    public var spans: [TextSpan]
    /// The space justification adds at each space between words (0 when the line is not justified).
    public var wordSpacing: Double
    public init(text: String, x: Double, baseline: Double, width: Double, rightToLeft: Bool = false, spans: [TextSpan] = [],
                wordSpacing: Double = 0) {
        self.text = text; self.x = x; self.baseline = baseline; self.width = width; self.rightToLeft = rightToLeft
        self.spans = spans; self.wordSpacing = wordSpacing
    }
}

/// What a measurer keeps of a text it shaped, so that a renderer of the same text system draws
/// those glyphs instead of shaping the text again. Opaque to the layout engine.
public protocol ShapedText: AnyObject, Sendable {}

/// Text broken into lines for a given width: what was measured is exactly what is drawn.
public struct TextLayout: Hashable, Sendable {
    public var lines: [TextLine]
    /// The bounding size: the widest line by the height of the lines.
    public var size: Size
    /// The characters that no available font has a glyph for, each once, in order of appearance
    /// (empty for measurers that draw every character, such as the Ahem model).
    public var missingCharacters: [Unicode.Scalar]
    /// The shaped lines, when the measurer keeps them for drawing; equality and hashing ignore it.
    public var shaped: (any ShapedText)?

    public init(lines: [TextLine], size: Size, missingCharacters: [Unicode.Scalar] = [], shaped: (any ShapedText)? = nil) {
        self.lines = lines; self.size = size; self.missingCharacters = missingCharacters; self.shaped = shaped
    }

    public static func == (a: TextLayout, b: TextLayout) -> Bool {
        a.lines == b.lines && a.size == b.size && a.missingCharacters == b.missingCharacters
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(lines); hasher.combine(size); hasher.combine(missingCharacters)
    }
}

/// Measures and breaks text. Implementations must be deterministic: the same text, font and width
/// always give the same lines. Drawing uses the `TextLayout` returned here, never a second break.
public protocol TextMeasurer: Sendable {
    /// Breaks `text` into lines no wider than `maxWidth` (nil: unlimited, one line per paragraph),
    /// honouring `maxLines` and `truncation`. Line `x` offsets apply `text.alignment` within
    /// `alignWidth` (nil: the widest line).
    func layout(_ text: TextContent, maxWidth: Double?, alignWidth: Double?) -> TextLayout
}

extension TextMeasurer {
    public func layout(_ text: TextContent, maxWidth: Double?) -> TextLayout {
        layout(text, maxWidth: maxWidth, alignWidth: nil)
    }
}
