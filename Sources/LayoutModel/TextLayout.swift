/// One laid-out line of text, positioned relative to the text's content box.
public struct TextLine: Hashable, Sendable {
    public var text: String
    /// Offset of the line's left edge from the content box's left edge (alignment applied).
    public var x: Double
    /// Offset of the line's baseline from the content box's top edge.
    public var baseline: Double
    /// Advance width of the line.
    public var width: Double
    public init(text: String, x: Double, baseline: Double, width: Double) {
        self.text = text; self.x = x; self.baseline = baseline; self.width = width
    }
}

/// Text broken into lines for a given width: what was measured is exactly what is drawn.
public struct TextLayout: Hashable, Sendable {
    public var lines: [TextLine]
    /// The bounding size: the widest line by the number of lines times the line height.
    public var size: Size
    public init(lines: [TextLine], size: Size) { self.lines = lines; self.size = size }
}

/// Measures and breaks text. Implementations must be deterministic: the same text, font and width
/// always give the same lines. Drawing uses the `TextLayout` returned here, never a second break.
public protocol TextMeasurer: Sendable {
    /// Breaks `text` into lines no wider than `maxWidth` (nil: unlimited, one line per paragraph),
    /// honouring `maxLines`. A word wider than `maxWidth` stays whole on its own line.
    /// Line `x` offsets apply `text.alignment` within `alignWidth` (nil: the widest line).
    func layout(_ text: TextContent, maxWidth: Double?, alignWidth: Double?) -> TextLayout
}

extension TextMeasurer {
    public func layout(_ text: TextContent, maxWidth: Double?) -> TextLayout {
        layout(text, maxWidth: maxWidth, alignWidth: nil)
    }
}
