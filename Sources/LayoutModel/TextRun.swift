/// A styled range inside one text, as an attributed string's attributes: a bold word in a
/// sentence, a link colour. Unset properties keep the text's own style; where runs overlap, the
/// later one wins for the properties it sets.
public struct TextRun: Hashable, Sendable {
    /// The first character (Unicode scalar, counted from 0) the run styles.
    public var start: Int
    /// How many characters (Unicode scalars) it styles, at least 1.
    public var length: Int
    public var family: String?
    public var size: Double?
    /// 100–900.
    public var weight: Int?
    public var italic: Bool?
    public var color: Color?
    public var underline: Bool

    public init(start: Int, length: Int, family: String? = nil, size: Double? = nil, weight: Int? = nil,
                italic: Bool? = nil, color: Color? = nil, underline: Bool = false) {
        self.start = start; self.length = length; self.family = family; self.size = size
        self.weight = weight; self.italic = italic; self.color = color; self.underline = underline
    }

    /// The run's bytes in the UTF-8 of `string` (clamped to it).
    public func utf8Range(in string: String) -> Range<Int> {
        var offset = 0, lower = -1, upper = -1, k = 0
        for scalar in string.unicodeScalars {
            if k == start { lower = offset }
            if k == start + length { upper = offset; break }
            offset += UTF8.width(scalar); k += 1
        }
        if lower < 0 { lower = offset }
        if upper < 0 { upper = offset }
        return lower..<max(lower, upper)
    }
}

/// A piece of a laid-out line in one combination of runs, for backends that style text themselves (SVG).
public struct TextSpan: Hashable, Sendable {
    public var text: String
    /// Indexes into the text's `runs` that cover the piece, in order (empty: the text's own style).
    public var runs: [Int]
    public init(text: String, runs: [Int]) { self.text = text; self.runs = runs }
}
