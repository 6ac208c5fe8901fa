import LayoutSnap
import Testing

/// CSS 2.1 §9.3.1 and §10.1, written from their text, for `position: static`. "static: the box
/// is a normal box ... The 'top', 'right', 'bottom', and 'left' properties do not apply." And "If
/// the element has 'position: absolute', the containing block is established by the nearest
/// ancestor with a 'position' of 'absolute', 'relative' or 'fixed' ... formed by the padding edge
/// of the ancestor." Every `div` of the conformance page is `position: relative` unless it says
/// otherwise. Values checked in Chromium.
@Suite struct StaticPositionSpecificationTests {
    /// A 200 × 200 block (border-box sizing, so its padding box is 200 × 200 from 0, 0) with 10 px
    /// padding, holding a static
    /// `display` container 150 × 150 with 20 px top and left margins, so at (10 + 20, 10 + 20) =
    /// (30, 30), holding `children`. Returns the static container's frame node.
    func inStatic(_ display: String, _ children: String, container: String = "") throws -> FrameNode {
        let tree = "<div display=\"block\" width=\"200px\" height=\"200px\" padding-top=\"10px\" padding-left=\"10px\" "
            + "padding-right=\"10px\" padding-bottom=\"10px\">"
            + "<div display=\"\(display)\" position=\"static\" width=\"150px\" height=\"150px\" margin-left=\"20px\" margin-top=\"20px\" \(container)>"
            + children + "</div></div>"
        return try CSSTree.layout(tree).children[0]
    }

    @Test(arguments: ["flex", "grid", "block"]) func theInsetsResolveAgainstTheNearestPositionedAncestor(display: String) throws {
        // left 15, top 10 from the outer padding box at (0, 0): (15, 10), which is (15 - 30, 10 - 30)
        // in the static container.
        let child = "<div position=\"absolute\" top=\"10px\" left=\"15px\" width=\"60px\" height=\"40px\" display=\"block\"/>"
        #expect(try inStatic(display, child).children[0].frame == Rect(x: 15 - 30, y: 10 - 30, width: 60, height: 40))
        // From the far edges: right 15, bottom 10 of the 200 × 200 padding box.
        let far = "<div position=\"absolute\" bottom=\"10px\" right=\"15px\" width=\"60px\" height=\"40px\" display=\"block\"/>"
        #expect(try inStatic(display, far).children[0].frame == Rect(x: 200 - 15 - 60 - 30, y: 200 - 10 - 40 - 30, width: 60, height: 40))
    }

    @Test func sizesAndPercentagesComeFromTheOuterContainingBlock() throws {
        // Between insets 1 and 2 of the 200 px padding box: 197 wide; 50% of its height: 100.
        let child = "<div position=\"absolute\" left=\"1px\" right=\"2px\" top=\"0px\" height=\"50%\" display=\"block\"/>"
        #expect(try inStatic("block", child).children[0].frame == Rect(x: 1 - 30, y: 0 - 30, width: 200 - 1 - 2, height: 200 / 2))
    }

    @Test func aStaticBoxIgnoresItsOwnInsets() throws {
        // The static container stays at its margins' (30, 30) although it says top and left.
        #expect(try inStatic("block", "", container: "top=\"7px\" left=\"9px\"").frame.origin == Point(x: 30, y: 30))
    }

    @Test func autoInsetsKeepTheStaticPositionInAStaticGridsContentBox() throws {
        // CSS Grid 9.4: "as if it were the sole grid item in a grid area whose edges coincide with
        // the content edges of the grid container". A 100 × 100 grid with a 5 px border and 10 px
        // padding: its content box runs from 15 to 85; a 30 px child centred in it is at
        // 15 + (70 - 30) / 2 = 35, at its end 85 - 30 = 55.
        func child(_ alignment: String) throws -> Rect {
            let tree = "<div width=\"200px\" height=\"200px\"><div display=\"grid\" position=\"static\" width=\"100px\" height=\"100px\" "
                + "border-top=\"5px\" border-left=\"5px\" border-right=\"5px\" border-bottom=\"5px\" padding-top=\"10px\" "
                + "padding-left=\"10px\" padding-right=\"10px\" padding-bottom=\"10px\"><div position=\"absolute\" width=\"30px\" "
                + "height=\"30px\" align-self=\"\(alignment)\" justify-self=\"\(alignment)\"/></div></div>"
            return try CSSTree.layout(tree).children[0].children[0].frame
        }
        #expect(try child("start") == Rect(x: 15, y: 15, width: 30, height: 30))
        #expect(try child("center") == Rect(x: 15 + (70 - 30) / 2, y: 15 + (70 - 30) / 2, width: 30, height: 30))
        #expect(try child("end") == Rect(x: 85 - 30, y: 85 - 30, width: 30, height: 30))
    }
}
