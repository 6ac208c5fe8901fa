import LayoutSnap
import Testing

/// CSS Sizing 4 §5.1, "Automatic Content-based Minimum Sizes", written from its text: "In order to
/// avoid unintentional overflow, the automatic minimum size in the ratio-dependent axis of a box
/// with a preferred aspect ratio that is neither a replaced element nor a scroll container is its
/// min-content size capped by its maximum size." Here for a block-level box in a block container
/// with `aspect-ratio: 0.5` and `height: 110px`: its width through the ratio is 110 × 0.5 = 55.
/// Values checked in Chromium.
@Suite struct AspectRatioMinimumSpecificationTests {
    /// The frame of the ratio box with `attributes` holding one child `childWidth` wide, in a
    /// 230 px block container.
    func ratioBox(_ attributes: String = "", childWidth: Int) throws -> Rect {
        let tree = "<div width=\"230px\" display=\"block\"><div aspect-ratio=\"0.5\" height=\"110px\" display=\"block\" \(attributes)>"
            + "<div width=\"\(childWidth)px\" height=\"10px\"/></div></div>"
        return try CSSTree.layout(tree).children[0].frame
    }

    @Test func contentWiderThanTheRatioWidthWidensTheBox() throws {
        // min-content 130 > 55: the box is 130 wide, its height still 110.
        #expect(try ratioBox(childWidth: 130) == Rect(x: 0, y: 0, width: 130, height: 110))
    }

    @Test func theMinimumIsCappedByTheMaximumWidth() throws {
        // min(130, max-width 100) = 100 > 55.
        #expect(try ratioBox("max-width=\"100px\"", childWidth: 130).width == 100)
    }

    @Test func aScrollContainerKeepsTheRatioWidth() throws {
        #expect(try ratioBox("overflow=\"hidden\"", childWidth: 130).width == 110 * 0.5)
    }

    @Test func narrowerContentLeavesTheRatioWidth() throws {
        #expect(try ratioBox(childWidth: 30).width == 110 * 0.5)
    }

    // MARK: The intrinsic width of a block container

    /// The frame of an absolutely positioned block container (shrink-to-fit, so as wide as its
    /// max-content width) holding one child with `child`'s attributes.
    func shrinkToFit(_ child: String) throws -> Rect {
        let tree = "<div width=\"240px\" height=\"120px\" display=\"block\"><div position=\"absolute\" display=\"block\">"
            + "<div \(child)/></div></div>"
        return try CSSTree.layout(tree).children[0].frame
    }

    @Test func aChildsWidthThroughItsRatioIsItsContributionToTheContainersWidth() throws {
        // CSS Sizing 4 §5: a box with a definite height and a preferred aspect ratio has its width
        // from them, 45 × 3 = 135, also as its max-content contribution (above its 90 px min-width).
        #expect(try shrinkToFit("aspect-ratio=\"3\" height=\"45px\" min-width=\"90px\"") == Rect(x: 0, y: 0, width: 45 * 3, height: 45))
        // Clamped by a max-width of 100 (the box is empty: no content minimum to keep it wider).
        #expect(try shrinkToFit("aspect-ratio=\"3\" height=\"45px\" max-width=\"100px\" display=\"block\"").width == 100)
    }

    // MARK: An absolutely positioned box with both sizes written (Chromium)

    /// The frame of an absolutely positioned block box `width` × 30 px with `aspect-ratio: 3`
    /// holding one child 100 px wide, in a block container.
    func absoluteBox(width: Int, _ attributes: String = "") throws -> Rect {
        let tree = "<div display=\"block\"><div position=\"absolute\" display=\"block\" width=\"\(width)px\" height=\"30px\" "
            + "aspect-ratio=\"3\" \(attributes)><div width=\"100px\" height=\"10px\"/></div></div>"
        return try CSSTree.layout(tree).children[0].frame
    }

    @Test func anAbsoluteBoxWithBothSizesWrittenIsAtLeastItsMinContentWidth() throws {
        // Chromium keeps the width the ratio-dependent axis of an absolutely positioned box whose
        // height is written: `width: 40px` is raised to the content's min-content 100 (a box in
        // flow keeps its 40, `ratioBox` above with a written width would not change).
        #expect(try absoluteBox(width: 40) == Rect(x: 0, y: 0, width: 100, height: 30))
        #expect(try absoluteBox(width: 40, "max-width=\"70px\"").width == 70)
        #expect(try absoluteBox(width: 40, "min-width=\"0px\"").width == 40)
        #expect(try absoluteBox(width: 40, "overflow=\"hidden\"").width == 40)
    }

    // MARK: A flex item's contribution to its container's max-content width

    @Test func aFlexItemsMaxContentContributionIsAtLeastItsAutomaticMinimum() throws {
        // CSS Flexbox 9.9.1: the contribution is "further clamped by its min/max main size", the
        // used minimum: the automatic one. Stretched to the row's 130, the text's width through
        // the ratio 0.5 is 65, but its automatic minimum is its longest word, 100: the
        // container (max-content) is 100 wide, and so is the item.
        let root = try CSSTree.layout("""
            <div height="130px"><text aspect-ratio="0.5">HHHH HHHH H HH HHHHHHHHHH H</text></div>
            """)
        #expect(root.frame == Rect(x: 0, y: 0, width: 100, height: 130))
        #expect(root.children[0].frame == Rect(x: 0, y: 0, width: 100, height: 130))
    }

    // MARK: A transferred maximum does not undercut the minimum

    @Test func theMinimumIsCappedByTheWrittenMaxWidthOnly() throws {
        // "capped by its maximum size": max-height 10 transfers a maximum width of 10 × 2 = 20
        // through the ratio, but the box is still as wide as its 100 px word, and so is its block
        // container's max-content width (Chromium).
        let root = try CSSTree.layout("""
            <div display="block"><text height="85px" max-height="10px" aspect-ratio="2">HHHHHHHHHH</text></div>
            """)
        #expect(root.frame.width == 100)
        #expect(root.children[0].frame.size == Size(width: 100, height: 10))
    }
}
