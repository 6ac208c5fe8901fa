import LayoutSnap
import Testing

/// Floats, clearance and the margins around them, written from CSS 2.1 §8.3.1, §9.5 and §10.6.7,
/// with block trees in the conformance reader's attribute form; every expected frame was also
/// checked in Chromium.
@Suite struct FloatSpecificationTextTests {
    /// The frames of the root (one `display: block` element 100 px wide) and its children.
    func layout(_ children: String) throws -> (root: Rect, children: [Rect]) {
        let f = try CSSTree.layout("<div display=\"block\" width=\"100px\">\(children)</div>")
        return (f.frame, f.children.map(\.frame))
    }

    @Test func aClearedFirstChildCountsInTheHeightOfAFormattingContextRoot() throws {
        // §9.5.2: the child's hypothetical top, 0, is above the float's bottom outer edge, 40, so
        // clearance puts its border box at 40. §10.6.7: the root's height reaches "the bottom
        // margin-edge of the bottommost block-level child box": 40 + 4 (not the float's 40).
        let f = try layout("""
            <div display="block" float="left" width="10px" height="40px"/>
            <div display="block" clear="left" height="4px"/>
            """)
        #expect(f.children[1] == Rect(x: 0, y: 40, width: 100, height: 4))
        #expect(f.root.height == 40 + 4)
    }

    @Test func theMarginsOfABoxOfZeroHeightCollapseThroughIt() throws {
        // §8.3.1: "top and bottom margins of a box that does not establish a new block formatting
        // context and that has zero computed 'min-height', zero or 'auto' computed 'height', and
        // no in-flow children" are adjoining: 10 and 15 collapse to max(10, 15) = 15, the root's
        // height; the box's top border edge is where it would be with a bottom border: 10.
        let f = try layout("<div display=\"block\" height=\"0px\" margin-top=\"10px\" margin-bottom=\"15px\"/>")
        #expect(f.root.height == 15)
        #expect(f.children[0].y == 10)
    }

    @Test func aRightFloatsOuterEdgeIsAtTheRightEdgeWhateverItsMargins() throws {
        // §9.5.1 rules 2 and 8: "the right outer edge of a right-floating box may not be to the
        // right of the right edge of its containing block", and it goes as far right as it can.
        // A 0 px box with margin-left −10 has a margin box −10 wide: its right outer edge at 100
        // puts its border box at 100 − 0 − 0 = 100 (its left outer edge at 110).
        let f = try layout("<div display=\"block\" float=\"right\" width=\"0px\" margin-left=\"-10px\"/>")
        #expect(f.children[0] == Rect(x: 100, y: 0, width: 0, height: 0))
    }

    @Test func aFloatOfNoWidthLeavesTheSpaceBesideItWhole() throws {
        // §9.5: a box that establishes a block formatting context "must not overlap the margin box
        // of any floats"; a float of no width has a margin box with no area, so a flow-root
        // 120 px wide with a 15 px left margin (wider than the 100 px container anyway) stays at
        // the top beside it instead of moving below its 70 px.
        let f = try layout("""
            <div display="block" float="left" height="70px"/>
            <div display="flow-root" width="120px" margin-left="15px"/>
            """)
        #expect(f.children[1] == Rect(x: 15, y: 0, width: 120, height: 0))
        // Nor does it push a later float down: a left float 100% wide with a 10 px right margin
        // (110 > 100) goes at the top too, beside a right float of no width.
        let g = try layout("""
            <div display="block" float="right" height="40px"/>
            <div display="block" float="left" width="100%" margin-right="10px"/>
            """)
        #expect(g.children[1] == Rect(x: 0, y: 0, width: 100, height: 0))
    }

    /// A box that establishes a block formatting context beside a float 30 high, in the 100 px
    /// root: its frame.
    func beside(float side: String, floatWidth: Double, box: String) throws -> Rect {
        try layout("""
            <div display="block" float="\(side)" width="\(floatWidth)px" height="30px"/>
            <div display="block" overflow-x="hidden" overflow-y="hidden" height="10px" \(box)/>
            """).children[1]
    }

    @Test func negativeMarginsTakeABoxBesideFloatsNoFurtherThanTheSpaceThere() throws {
        // §9.5: the border box of a box that establishes a block formatting context "must not
        // overlap the margin box of any floats"; where it goes is the user agent's ("may place it
        // adjacent to such floats if there is sufficient space"). As in Chromium, beside a float a
        // negative margin does not move it past the space's edges, on either side: 100 − 50 = 50.
        #expect(try beside(float: "left", floatWidth: 50, box: "margin-left=\"-20px\"") == Rect(x: 50, y: 0, width: 50, height: 10))
        #expect(try beside(float: "left", floatWidth: 50, box: "margin-right=\"-20px\"") == Rect(x: 50, y: 0, width: 50, height: 10))
        #expect(try beside(float: "right", floatWidth: 50, box: "margin-left=\"-20px\"") == Rect(x: 0, y: 0, width: 50, height: 10))
        #expect(try beside(float: "left", floatWidth: 50, box: "width=\"40px\" margin-left=\"-20px\"") == Rect(x: 50, y: 0, width: 40, height: 10))
        // So a fixed width wider than that space does not fit however negative its margins: 60 >
        // 50, below the float (at 30), where the margin counts again: x = −10.
        #expect(try beside(float: "right", floatWidth: 50, box: "width=\"60px\" margin-left=\"-10px\"") == Rect(x: -10, y: 30, width: 60, height: 10))
    }

    @Test func marginsLargerThanTheSpaceBesideFloatsSendTheBoxBelowThem() throws {
        // Beside a 50 px float the space is 50 wide: a margin of −50 leaves the margin box 0 wide
        // and the box stays; −55 would make it −5 wide, and the box goes below the float, where it
        // is laid out as in normal flow: x = −55, width 100 + 55. Beside a 30 px float the space
        // is 70, so −60 still fits.
        #expect(try beside(float: "left", floatWidth: 50, box: "margin-left=\"-50px\"") == Rect(x: 50, y: 0, width: 50, height: 10))
        #expect(try beside(float: "left", floatWidth: 50, box: "margin-left=\"-55px\"") == Rect(x: -55, y: 30, width: 155, height: 10))
        #expect(try beside(float: "right", floatWidth: 50, box: "margin-right=\"-60px\"") == Rect(x: 0, y: 30, width: 160, height: 10))
        #expect(try beside(float: "left", floatWidth: 30, box: "margin-left=\"-60px\"") == Rect(x: 30, y: 0, width: 70, height: 10))
    }

    @Test func aSpaceOfNoWidthBesideAFloatHoldsABoxOfNoWidth() throws {
        // A float as wide as the root leaves a space of no width beside it; a box that
        // establishes a formatting context with an auto width is 0 wide there and fits (as in
        // Chromium), beside the float at x = 100, not below it.
        let f = try layout("""
            <div display="block" float="left" width="100px" height="30px"/>
            <div display="flow-root" height="10px"/>
            """)
        #expect(f.children[1] == Rect(x: 100, y: 0, width: 0, height: 10))
        #expect(f.root.height == 30)
    }

    @Test func beforeFloatsAPositiveMarginTakesThePlaceOfTheFloatInTheShrinkToFitWidth() throws {
        // §10.3.5 leaves the preferred width of a shrink-to-fit float or absolutely positioned box
        // to the user agent. As in Chromium, a float 30 wide followed by a box that goes beside it
        // (20 wide) adds up to 30 + 20; its left margin counts from the content edge, as when it
        // is laid out: 10 is inside the float (max(30, 10) + 20 = 50), 40 reaches past it
        // (40 + 20 = 60); a negative one takes from the float's width (30 − 10 + 20 = 40).
        func root(_ margin: String) throws -> Double {
            try CSSTree.layout("""
                <div display="block"><div display="block" float="left" width="30px" height="10px"/>\
                <div display="flow-root" width="20px" height="10px" margin-left="\(margin)"/></div>
                """, sizing: .shrinkToFit).frame.width
        }
        #expect(try root("10px") == 50)
        #expect(try root("40px") == 60)
        #expect(try root("-10px") == 40)
    }
}
