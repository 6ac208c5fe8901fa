import LayoutSnap
import Testing

/// Percentage heights inside an absolutely positioned box, written from CSS 2.1 §10.5 ("The
/// percentage is calculated with respect to the height of the generated box's containing block.
/// ... If the height of the containing block is not specified explicitly (i.e., it depends on
/// content height), and this element is not absolutely positioned, the value computes to
/// 'auto'"), CSS Sizing 3 §4.1 (a definite size can be determined without laying out the box's
/// content) and CSS Position 3 §5.1 (an auto height between two insets stretches to the space
/// between them). The absolutely positioned box is a block container with one child whose height
/// is a percentage; its parent, 180 x 200, is a block, flex or grid container: the box's height
/// does not depend on which. Values checked in Chromium.
@Suite struct AbsolutePercentHeightSpecificationTests {
    static let parents = ["display=\"block\"", "", "display=\"grid\""]

    /// The frames of the positioned box and of its first child, for `box` (its attributes) and
    /// `children` inside each kind of parent.
    func frames(_ box: String, _ children: String) throws -> [(box: Rect, child: Rect)] {
        try Self.parents.map { parent in
            let tree = "<div width=\"180px\" height=\"200px\" \(parent)><div position=\"absolute\" left=\"10px\" display=\"block\" \(box)>"
                + children + "</div></div>"
            let positioned = try CSSTree.layout(tree).children[0]
            return (positioned.frame, positioned.children[0].frame)
        }
    }

    @Test func aWrittenHeightIsDefinite() throws {
        for f in try frames("width=\"100px\" height=\"110px\"", "<div height=\"20%\"/>") {
            #expect(f.child.height == 0.2 * 110)
        }
    }

    @Test func aHeightBetweenTwoInsetsIsDefinite() throws {
        // top 10, bottom 20 in a 200 px containing block: 200 − 10 − 20 = 170, half of it 85.
        for f in try frames("width=\"100px\" top=\"10px\" bottom=\"20px\"", "<div height=\"50%\"/>") {
            #expect(f.box == Rect(x: 10, y: 10, width: 100, height: 200 - 10 - 20))
            #expect(f.child.height == 0.5 * 170)
        }
    }

    @Test func aHeightThroughTheAspectRatioFromAWrittenWidthIsDefinite() throws {
        // 105 / 2 = 52.5, and 20% of it 10.5.
        for f in try frames("width=\"105px\" aspect-ratio=\"2\"", "<div height=\"20%\"/>") {
            #expect(f.box.height == 105.0 / 2)
            #expect(f.child.height == 0.2 * 52.5)
        }
    }

    @Test func aHeightFromTheContentIsNotAndThePercentageBehavesAsAuto() throws {
        // The box is as tall as its content, the 30 px sibling: the 20% child computes to auto,
        // the height of its own (empty) content, 0.
        for f in try frames("width=\"100px\"", "<div height=\"20%\"/><div height=\"30px\"/>") {
            #expect(f.box.height == 30)
            #expect(f.child.height == 0)
        }
    }
}
