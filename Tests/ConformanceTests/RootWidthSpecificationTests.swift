import LayoutSnap
import Testing

/// The width of a CSS root without a width of its own, in a definite available width
/// (`CSSRootSizing`), written from CSS 2.1: placed as an absolutely positioned box (§10.3.7, as the
/// page the conformance cases come from places its root), "the shrink-to-fit width is:
/// min(max(preferred minimum width, available width), preferred width)", the preferred minimum
/// width being the min-content width and the preferred width the max-content width; as a
/// block-level box in normal flow (§10.3.3) it fills the available width. Every text here is two words of four Ahem letters
/// (10 px each) joined by a zero-width space: min-content 4 × 10 = 40, max-content 8 × 10 = 80.
@Suite struct RootWidthSpecificationTests {
    static let text = "<text direction=\"DIR\">HHHH\u{200B}HHHH</text>"

    /// The unrounded frame of the root of the CSS tree `input` laid out in `width` x max-content.
    func root(_ input: String, width: String, direction: String = "ltr", sizing: CSSRootSizing = .shrinkToFit) throws -> Rect {
        let tree = input.replacingOccurrences(of: "TEXT", with: Self.text).replacingOccurrences(of: "DIR", with: direction)
        return try CSSTree.layout(tree, width: width, sizing: sizing).frame
    }

    @Test func aGridRootIsShrunkToFitItsTwoColumns() throws {
        // Two auto columns of one text each: the grid's min-content width is 40 + 40 = 80, its
        // max-content width 80 + 80 = 160.
        let grid = "<div display=\"grid\" direction=\"DIR\" grid-template-columns=\"auto auto\">TEXT TEXT</div>"
        #expect(try root(grid, width: "60px").width == 80)    // min(max(80, 60), 160): no narrower than min-content
        #expect(try root(grid, width: "100px").width == 100)  // min(max(80, 100), 160): the available width
        #expect(try root(grid, width: "200px").width == 160)  // min(max(80, 200), 160): no wider than max-content
        #expect(try root(grid, width: "max-content").width == 160)
    }

    @Test func aRightToLeftRootEndsAtTheAvailableWidthsRightEdge() throws {
        // The static position of a right-to-left box is at the right: x = 60 − 80 = −20 when it
        // overflows (its columns 40 wide, each text on two lines: 20 high), 200 − 160 = 40 when it
        // is narrower (columns 80 wide, one line).
        let grid = "<div display=\"grid\" direction=\"DIR\" grid-template-columns=\"auto auto\">TEXT TEXT</div>"
        #expect(try root(grid, width: "60px", direction: "rtl") == Rect(x: -20, y: 0, width: 80, height: 20))
        #expect(try root(grid, width: "200px", direction: "rtl") == Rect(x: 40, y: 0, width: 160, height: 10))
    }

    @Test func flexAndBlockRootsAreShrunkToFitToo() throws {
        for root in ["<div direction=\"DIR\">TEXT</div>", "<div display=\"block\" direction=\"DIR\">TEXT</div>"] {
            #expect(try self.root(root, width: "30px").width == 40)   // min(max(40, 30), 80)
            #expect(try self.root(root, width: "60px").width == 60)   // min(max(40, 60), 80)
            #expect(try self.root(root, width: "200px").width == 80)  // min(max(40, 200), 80)
        }
    }

    @Test func theRootsMarginsAreTakenFromTheAvailableWidth() throws {
        // "available width: ... the width of the containing block minus the used values of
        // 'margin-left', 'border-left-width', 'padding-left', ...": 100 − 2 × 15 = 70.
        let flex = "<div direction=\"DIR\" margin-left=\"15px\" margin-right=\"15px\">TEXT</div>"
        #expect(try root(flex, width: "100px").width == 70)  // min(max(40, 70), 80)
        #expect(try root(flex, width: "60px").width == 40)   // min(max(40, 30), 80)
    }

    @Test func inNormalFlowTheRootFillsTheAvailableWidthWhateverItsContent() throws {
        // §10.3.3: 'margin-left' + 'width' + 'margin-right' = width of containing block.
        let grid = "<div display=\"grid\" direction=\"DIR\" grid-template-columns=\"auto auto\">TEXT TEXT</div>"
        #expect(try root(grid, width: "60px", sizing: .fill).width == 60)    // narrower than its min-content 80
        #expect(try root(grid, width: "200px", sizing: .fill).width == 200)  // wider than its max-content 160
        let flex = "<div direction=\"DIR\" margin-left=\"15px\" margin-right=\"15px\">TEXT</div>"
        #expect(try root(flex, width: "100px", sizing: .fill).width == 100 - 2 * 15)
        #expect(try root(grid, width: "max-content", sizing: .fill).width == 160)  // unbounded: max-content either way
    }
}
