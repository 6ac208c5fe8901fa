import LayoutEngine
import LayoutModel

/// The text of the page the conformance expectations were computed in, with the Ahem model
/// (`AhemTextMeasurer`): there every `div` is a flex container, so a `text` element that does not
/// say `display: block` holds its text as an anonymous flex item (CSS Flexbox 4), whose automatic
/// minimum width is its min-content width (4.5). However narrow the element, that item is no
/// narrower than its longest word, and its lines are broken at that width (the text overflows the
/// element). A block `text` element breaks its lines at its own width.
///
/// The reader sets such text in `flexItemFamily` (the same Ahem metrics), so the measurer knows it
/// from block text. Vertical text is left as it is: the item's minimum width is then across its
/// lines, not along them.
struct ConformanceTextMeasurer: TextMeasurer {
    /// The font family of text inside a flex-container `text` element.
    static let flexItemFamily = "Ahem (anonymous flex item)"

    private let ahem = AhemTextMeasurer()

    func layout(_ text: TextContent, maxWidth: Double?, alignWidth: Double?) -> TextLayout {
        guard text.font.family == Self.flexItemFamily, !text.writingMode.isVertical, let maxWidth else {
            return ahem.layout(text, maxWidth: maxWidth, alignWidth: alignWidth)
        }
        // The min-content width: the widest line when every break opportunity is taken.
        let minContent = ahem.layout(text, maxWidth: 0, alignWidth: nil).size.width
        guard maxWidth < minContent else { return ahem.layout(text, maxWidth: maxWidth, alignWidth: alignWidth) }
        return ahem.layout(text, maxWidth: minContent, alignWidth: alignWidth.map { max($0, minContent) })
    }
}
