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

    @Test func withoutAWrittenHeightTheItemsOwnContentWidth() throws {
        // No definite height: the ratio has no height to follow but the flexed one, and the item
        // contributes its own max-content width. An empty item grown to half of 180 contributes 0,
        // not 2 x 90 = 180; then it stretches to the column's 0.
        let grown = try CSSTree.layout("<div><div flex-direction=\"column\" height=\"180px\"><div flex-grow=\"0.5\" aspect-ratio=\"2\"/></div></div>")
        #expect(grown.children[0].frame.width == 0)
        #expect(grown.children[0].children[0].frame.size == Size(width: 0, height: 180 * 0.5))
        // Text 11 letters wide on one line (110) with flex-basis 50: the column is 110 wide, and the
        // stretched item 110 x 110 through its ratio, above its flex base size of 50.
        let text = try CSSTree.layout("<div flex-direction=\"column\"><text flex-basis=\"50px\" aspect-ratio=\"1\">HH\u{200B}HHHH\u{200B}H\u{200B}HHHH</text></div>")
        #expect(text.frame.width == 11 * 10)
        #expect(text.children[0].frame.size == Size(width: 110, height: 110))
    }
}
