import LayoutModel

/// What a text item is drawn with besides its lines, font and colour.
public struct TextPaint: Hashable, Sendable {
    /// Extra space between characters, in points.
    public var letterSpacing: Double
    /// The shaped glyphs from the measurer, when it kept them: a backend of the same text system
    /// draws them instead of shaping the lines again. Equality and hashing ignore it.
    public var shaped: (any ShapedText)?
    /// The text's styled runs (`TextLine.spans` index them).
    public var runs: [TextRun]

    public init(letterSpacing: Double = 0, shaped: (any ShapedText)? = nil, runs: [TextRun] = []) {
        self.letterSpacing = letterSpacing; self.shaped = shaped; self.runs = runs
    }

    /// The paint of `text` as laid out, with the measurer's shaped glyphs.
    public init(_ text: TextContent, shaped: (any ShapedText)?) {
        self.init(letterSpacing: text.letterSpacing, shaped: shaped, runs: text.runs)
    }

    public static func == (a: TextPaint, b: TextPaint) -> Bool { a.letterSpacing == b.letterSpacing && a.runs == b.runs }
    public func hash(into hasher: inout Hasher) { hasher.combine(letterSpacing); hasher.combine(runs) }
}
