import LayoutSnap
import Testing

/// CSS Flexbox 9.9.3, "Flex Item Intrinsic Size Contributions", written from its text: "The
/// main-size min-content/max-content contribution of a flex item is its outer
/// min-content/max-content contribution, clamped by its flex base size as a maximum (if it is not
/// growable) and/or as a minimum (if it is not shrinkable), and then further clamped by its min/max
/// main size." Here through the max-content width of a row flex container (9.9.1), which is the
/// sum of its items' contributions: the container is absolutely positioned in a 1000 px block, so
/// shrink-to-fit gives it that width. Values checked in Chromium.
@Suite struct FlexItemContributionSpecificationTests {
    /// The width of a shrink-to-fit row flex container holding items with `items`' attributes
    /// (each an attribute string, and optionally a child width).
    func containerWidth(_ items: [(String, Int?)]) throws -> Double {
        let children = items.map { attributes, child in
            "<div display=\"block\" \(attributes)>" + (child.map { "<div display=\"block\" width=\"\($0)px\"/>" } ?? "") + "</div>"
        }
        let tree = "<div width=\"1000px\" height=\"100px\" display=\"block\"><div position=\"absolute\" display=\"flex\">"
            + children.joined() + "</div></div>"
        return try CSSTree.layout(tree).children[0].frame.width
    }

    @Test func anItemThatCannotGrowContributesAtMostItsFlexBaseSize() throws {
        // max-content contribution 300 (its width), flex base size 115, flex-grow 0: min(300, 115).
        #expect(try containerWidth([("flex-basis=\"115px\" width=\"300px\"", nil)]) == 115)
        // Growable, it contributes its 300.
        #expect(try containerWidth([("flex-basis=\"115px\" width=\"300px\" flex-grow=\"1\"", nil)]) == 300)
        // Beside a second item, 115 + 50.
        #expect(try containerWidth([("flex-basis=\"115px\" width=\"300px\"", nil), ("width=\"50px\"", nil)]) == 115 + 50)
    }

    @Test func anItemThatCannotShrinkContributesAtLeastItsFlexBaseSize() throws {
        // max-content contribution 300 below a flex base size of 400.
        #expect(try containerWidth([("flex-basis=\"400px\" width=\"300px\" flex-shrink=\"0\"", nil)]) == 400)
        #expect(try containerWidth([("flex-basis=\"400px\" width=\"300px\"", nil)]) == 300)
    }

    @Test func thenTheMinMainSizeClampsItAutomaticOrWritten() throws {
        // The automatic minimum is min(specified size 300, content size 200) = 200 > 115.
        #expect(try containerWidth([("flex-basis=\"115px\" width=\"300px\"", 200)]) == 200)
        // Content wider than the width: min(300, 400) = 300.
        #expect(try containerWidth([("flex-basis=\"115px\" width=\"300px\"", 400)]) == 300)
        // A scroll container's automatic minimum is 0, and a written one replaces it.
        #expect(try containerWidth([("flex-basis=\"115px\" width=\"300px\" overflow-x=\"hidden\"", 200)]) == 115)
        #expect(try containerWidth([("flex-basis=\"115px\" width=\"300px\" min-width=\"0px\"", 200)]) == 115)
        #expect(try containerWidth([("flex-basis=\"115px\" width=\"300px\" min-width=\"200px\"", nil)]) == 200)
    }

    @Test func aBasisThatIsNotALengthDoesNotClampAsInChromium() throws {
        // Chromium: `flex-basis: content`, and a percentage of the size being found, leave the
        // contribution at the width (300) or the content (300), clamped by max-width (200).
        #expect(try containerWidth([("flex-basis=\"content\" width=\"300px\"", nil)]) == 300)
        #expect(try containerWidth([("flex-basis=\"50%\"", 300)]) == 300)
        #expect(try containerWidth([("flex-basis=\"50%\" width=\"300px\" max-width=\"200px\"", nil)]) == 200)
    }

    /// The min-content width of a row flex container (`width: min-content`), which is the sum of
    /// its items' min-content contributions, holding one text item: two words, 130 and 20 px (the
    /// max-content width is 150).
    func minContentWidth(_ attributes: String) throws -> Double {
        let tree = "<div width=\"1000px\" height=\"100px\" display=\"block\"><div display=\"flex\" width=\"min-content\">"
            + "<text \(attributes)>HHHHHHHHHHHHH\u{200B}HH</text></div></div>"
        return try CSSTree.layout(tree).children[0].frame.width
    }

    @Test func theMinContentContributionIsClampedByADefiniteFlexBaseSize() throws {
        // The outer min-content size is the longest word, 13 x 10 = 130.
        #expect(try minContentWidth("") == 130)
        // Not shrinkable, with a flex base size of 150 or 140: at least that.
        #expect(try minContentWidth("flex-shrink=\"0\" flex-basis=\"150px\"") == 150)
        #expect(try minContentWidth("flex-shrink=\"0\" flex-basis=\"140px\"") == 140)
        // Not growable, with a flex base size of 50: at most 50, then the min main size: 0 when
        // written so; the automatic one is the content size suggestion, 130.
        #expect(try minContentWidth("flex-basis=\"50px\" min-width=\"0px\"") == 50)
        #expect(try minContentWidth("flex-basis=\"50px\"") == 130)
        // Growable, the 50 does not cap it.
        #expect(try minContentWidth("flex-basis=\"50px\" min-width=\"0px\" flex-grow=\"1\"") == 130)
    }

    @Test func aContentBasedFlexBaseSizeDoesNotClampTheMinContentContributionAsInChromium() throws {
        // Chromium: with `flex-basis: auto` and no width, the flex base size is the max-content
        // width, 150, yet an item that cannot shrink still contributes its min-content 130. (The
        // container is then narrower than the item, which keeps its 150 and overflows.)
        #expect(try minContentWidth("flex-shrink=\"0\"") == 130)
    }
}
