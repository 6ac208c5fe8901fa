import LayoutSnap
import Testing

/// CSS Flexbox 9.4 step 11, written from its text: "If the flex item has align-self: stretch,
/// redo layout for its contents, treating this used size as its definite cross size so that
/// percentage-sized children can be resolved." In a row 200 px wide whose height is its content's,
/// a 60 px item stretches its neighbour, a block item 50 wide, to 60: that item's child resolves
/// `height: 50%` to 30 and `top: 25%` to 15. Values checked in Chromium.
@Suite struct StretchedItemDefinitenessTests {
    func child(_ container: String, _ attributes: String) throws -> Rect {
        let tree = "<div width=\"200px\" \(container)><div width=\"50px\" height=\"60px\"/><div display=\"block\" width=\"50px\">"
            + "<div display=\"block\" \(attributes)/></div></div>"
        return try CSSTree.layout(tree).children[1].children[0].frame
    }

    @Test func aStretchedItemsHeightResolvesItsChildrensPercentages() throws {
        #expect(try child("", "height=\"50%\"") == Rect(x: 0, y: 0, width: 50, height: 60 * 0.5))
        #expect(try child("", "height=\"10px\" top=\"25%\"") == Rect(x: 0, y: 60 * 0.25, width: 50, height: 10))
        // In a line of a wrapping container as well.
        #expect(try child("flex-wrap=\"wrap\"", "height=\"50%\"").height == 60 * 0.5)
    }

    @Test func anItemThatDoesNotStretchLeavesThemAuto() throws {
        // align-items: flex-start: the item is as high as its content, and 50% of it is auto.
        #expect(try child("align-items=\"flex-start\"", "height=\"50%\"").height == 0)
    }
}
