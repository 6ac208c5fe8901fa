/// The font of a text leaf.
public struct Font: Hashable, Sendable {
    /// A family name, for example "DejaVu Sans" (the default) or "Ahem".
    public var family: String
    public var size: Double
    public init(family: String = Font.defaultFamily, size: Double = 14) { self.family = family; self.size = size }
    public static let defaultFamily = "DejaVu Sans"
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

    public init(_ string: String, font: Font = Font(), lineHeight: Double? = nil, maxLines: Int? = nil,
                color: Color = .black, alignment: TextAlignment = .left, writingMode: WritingMode = .horizontalTB) {
        self.string = string; self.font = font; self.lineHeight = lineHeight; self.maxLines = maxLines
        self.color = color; self.alignment = alignment; self.writingMode = writingMode
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
