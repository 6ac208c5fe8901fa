/// The font of a text leaf.
public struct Font: Hashable, Sendable {
    /// A family name, for example "DejaVu Sans" (the default) or "Ahem"; a comma-separated list
    /// is tried in order, before the pinned fallback order.
    public var family: String
    /// The em size in points.
    public var size: Double
    /// The weight, 100 (thin) to 900 (black); 400 is regular and 700 bold.
    public var weight: Int
    /// Italic (or oblique) when the family has such a face.
    public var italic: Bool
    public init(family: String = Font.defaultFamily, size: Double = 14, weight: Int = 400, italic: Bool = false) {
        self.family = family; self.size = size; self.weight = weight; self.italic = italic
    }
    public static let defaultFamily = "DejaVu Sans"
    /// The pinned fallback order: families tried, in order, for characters the text's own
    /// families have no glyph for (Latin, Greek, Cyrillic, Hebrew; Arabic; CJK; colour emoji).
    public static let fallbackFamilies = ["DejaVu Sans", "Noto Sans Arabic UI", "WenQuanYi Micro Hei", "Noto Color Emoji"]
    /// Blocks that always come from one pinned font, whatever the text's family (when that font is
    /// installed): emoji from Noto Color Emoji, Arabic from Noto Sans Arabic UI. `spaces`: whether
    /// the spaces between such characters are the owner's too (Arabic words; not emoji, whose font
    /// has wide spaces).
    public static let scriptOwners: [(family: String, blocks: [ClosedRange<UInt32>], spaces: Bool)] = [
        ("Noto Color Emoji", [0x1F000...0x1FAFF], false),
        ("Noto Sans Arabic UI", [0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF], true),
    ]

    /// The owner of `scalar` in `scriptOwners`, if any.
    public static func owner(of scalar: Unicode.Scalar) -> (family: String, spaces: Bool)? {
        scriptOwners.first { $0.blocks.contains { $0.contains(scalar.value) } }.map { ($0.family, $0.spaces) }
    }
}

/// A run of text that wraps at the width it is offered (its height, in a vertical writing mode).
public struct TextContent: Hashable, Sendable {
    public var string: String
    public var font: Font
    /// Distance between baselines; nil means the font's natural line height.
    public var lineHeight: Double?
    /// At most this many lines (nil or 0: unlimited); further text is cut.
    public var maxLines: Int?
    public var color: Color
    public var alignment: TextAlignment
    /// The direction lines run in (`horizontalTB`: left to right, stacked downwards).
    public var writingMode: WritingMode
    /// Distance between baselines as a multiple of the font's natural line height; `lineHeight`
    /// wins when both are set.
    public var lineHeightMultiple: Double?
    /// Extra space between characters, in points (may be negative); none after a line's last.
    public var letterSpacing: Double
    /// How text past `maxLines` ends.
    public var truncation: TextTruncation
    /// Where lines may break.
    public var wrap: TextWrap
    /// Styled ranges (measured and drawn by Pango; the Ahem model ignores them).
    public var runs: [TextRun]

    public init(_ string: String, font: Font = Font(), lineHeight: Double? = nil, maxLines: Int? = nil,
                color: Color = .black, alignment: TextAlignment = .natural, writingMode: WritingMode = .horizontalTB,
                lineHeightMultiple: Double? = nil, letterSpacing: Double = 0,
                truncation: TextTruncation = .tail, wrap: TextWrap = .word, runs: [TextRun] = []) {
        self.string = string; self.font = font; self.lineHeight = lineHeight; self.maxLines = maxLines
        self.color = color; self.alignment = alignment; self.writingMode = writingMode
        self.lineHeightMultiple = lineHeightMultiple; self.letterSpacing = letterSpacing
        self.truncation = truncation; self.wrap = wrap; self.runs = runs
    }
}

/// An image leaf: a PNG file, a given natural size, or both.
public struct ImageContent: Hashable, Sendable {
    /// A PNG file path, relative to the fixture's folder when read from a fixture.
    public var source: String?
    /// The natural size; when nil it is read from the PNG's header.
    public var naturalSize: Size?
    public init(source: String? = nil, naturalSize: Size? = nil) { self.source = source; self.naturalSize = naturalSize }
}

/// What a leaf holds, which gives its intrinsic content size (as iOS's intrinsicContentSize).
public enum Content: Hashable, Sendable {
    indirect case text(TextContent)
    indirect case image(ImageContent)
    /// A fixed intrinsic size; a nil axis has no intrinsic metric and takes its size from the parent.
    case intrinsic(width: Double?, height: Double?)
    /// No content: an intrinsic size of zero on both axes.
    case empty
}

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
