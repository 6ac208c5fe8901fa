import LayoutSnap
import Testing

/// CSS Sizing 4 §5.1, `aspect-ratio: auto && <ratio>`, written from its text: "If both auto and
/// a <ratio> are specified together, the preferred aspect ratio is the specified ratio of width /
/// height unless it is a replaced element with a natural aspect ratio ... In all cases, size
/// calculations involving the aspect ratio always work with the content box dimensions." A plain
/// `<ratio>` works with the box `box-sizing` names (here the border box). A block 200 wide with
/// 10 px padding: content 180 wide. Values checked in Chromium.
@Suite struct AutoRatioSpecificationTests {
    static let padding = "padding-top=\"10px\" padding-left=\"10px\" padding-right=\"10px\" padding-bottom=\"10px\""

    func block(_ size: String, _ ratio: String) throws -> Rect {
        try CSSTree.layout("<div display=\"block\" \(size) \(Self.padding) aspect-ratio=\"\(ratio)\"/>").frame
    }

    @Test func theRatioRelatesTheContentBox() throws {
        // 180 / 2 = 90 of content, + 20 of padding.
        #expect(try block("width=\"200px\"", "auto 2/1").height == 180 / 2 + 20)
        #expect(try block("width=\"200px\"", "2/1 auto").height == 180 / 2 + 20)
        // From the height: 110 - 20 = 90 of content, × 2 = 180, + 20.
        #expect(try block("height=\"110px\"", "auto 2/1").width == 90 * 2 + 20)
    }

    @Test func aPlainRatioRelatesTheBorderBox() throws {
        #expect(try block("width=\"200px\"", "2/1").height == 200 / 2)
    }

    @Test func asAFlexItem() throws {
        let tree = "<div width=\"300px\"><div width=\"200px\" \(Self.padding) aspect-ratio=\"auto 2\" align-self=\"flex-start\"/></div>"
        #expect(try CSSTree.layout(tree).children[0].frame == Rect(x: 0, y: 0, width: 200, height: 180 / 2 + 20))
    }
}
