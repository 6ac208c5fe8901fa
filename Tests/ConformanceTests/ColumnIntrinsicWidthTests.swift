import LayoutSnap
import Testing

/// CSS Flexbox 9.9.2, written from its text: "The min-content/max-content cross size of a
/// single-line flex container is the largest min-content contribution/max-content contribution
/// (respectively) of its flex items." A column's width found from its content thus takes an
/// item's contribution, which for an item with a definite height and a preferred aspect ratio is
/// that height through the ratio (CSS Sizing 4), not the height the column's flexing leaves it.
/// Values checked in Chromium.
@Suite struct ColumnIntrinsicWidthTests {
    func columnWidth(_ column: String, _ item: String) throws -> Double {
        try CSSTree.layout("<div><div flex-direction=\"column\" \(column)><div \(item)/></div></div>").children[0].frame.width
    }

    @Test func anItemsWrittenHeightThroughItsRatio() throws {
        // The item shrinks to the column's 30 px, but contributes 105 × 0.5.
        #expect(try columnWidth("height=\"30px\"", "height=\"105px\" aspect-ratio=\"0.5\"") == 105 * 0.5)
        #expect(try columnWidth("height=\"90px\"", "height=\"240px\" aspect-ratio=\"1\"") == 240)
        // A column of indefinite height: the same.
        #expect(try columnWidth("", "height=\"40px\" aspect-ratio=\"2\"") == 40 * 2)
    }
}
