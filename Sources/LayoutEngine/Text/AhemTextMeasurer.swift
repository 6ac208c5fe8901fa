import LayoutModel

/// The Ahem test-font model (see the conformance README): every character is a 1em square,
/// U+200B has no width, the ascent is 0.8em and the descent 0.2em. Layout tests use it so they
/// never depend on installed fonts.
public struct AhemTextMeasurer: TextMeasurer {
    public init() {}

    public func layout(_ text: TextContent, maxWidth: Double?, alignWidth: Double?) -> TextLayout {
        let em = text.font.size
        return LineBreaker().layout(text, maxWidth: maxWidth, alignWidth: alignWidth,
                                    metrics: .init(ascent: em * 0.8, descent: em * 0.2)) { run in
            Double(run.unicodeScalars.filter { $0 != "\u{200B}" }.count) * em
        }
    }
}
