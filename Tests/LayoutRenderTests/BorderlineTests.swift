import Testing
import LayoutSnap

/// Borderlines on a node's edges and separators between child containers (TangramKit §17.1-17.2).
@Suite struct BorderlineTests {
    let red = Color(red: 255, green: 0, blue: 0)

    func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Double, dash: [Double] = []) -> DisplayItem {
        .line(from: Point(x: x0, y: y0), to: Point(x: x1, y: y1), color: red, width: width, dash: dash)
    }

    @Test func eachEdgeLineLiesInsideTheBoxWithItsIndentsAndOffset() {
        let box = Rect(x: 10, y: 20, width: 100, height: 50)
        let lines = Borderlines(top: Borderline(color: red, thickness: 2, headIndent: 5, tailIndent: 7),
                                left: Borderline(color: red, thickness: 1, offset: 3),
                                bottom: Borderline(color: red, thickness: 4, dash: [3, 1]),
                                right: Borderline(color: red, thickness: 2, headIndent: 1, offset: -2))
        #expect(DisplayListBuilder.borderlineItems(lines, box: box) == [
            // top: centre 2 / 2 below the top edge, from 10 + 5 to 110 - 7
            line(10 + 5, 20 + 1, 110 - 7, 20 + 1, width: 2),
            // bottom: centre 4 / 2 above the bottom edge 70
            line(10, 70 - 2, 110, 70 - 2, width: 4, dash: [3, 1]),
            // left: 3 in from the edge plus half of 1
            line(10 + 3 + 0.5, 20, 10 + 3 + 0.5, 70, width: 1),
            // right: a negative offset moves it outwards: 110 + 2 - 1
            line(110 + 2 - 1, 20 + 1, 110 + 2 - 1, 70, width: 2),
        ])
    }

    @Test func separatorsFallMidwayBetweenNeighbouringChildContainersOnly() throws {
        // A flow-like arrangement: two rows of containers with 10-point gaps, plus a leaf (no line).
        //   a (0,0,40,20)   b (50,0,40,20)
        //   c (0,30,90,20)
        //   leaf (0,60,90,10)
        let boxes = [Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 50, y: 0, width: 40, height: 20),
                     Rect(x: 0, y: 30, width: 90, height: 20)]
        let sep = Borderline(color: red, thickness: 1)
        #expect(DisplayListBuilder.separatorItems(sep, children: boxes) == [
            line(0, (20 + 30) / 2, 40, (20 + 30) / 2, width: 1),   // under a, midway to c
            line((40 + 50) / 2, 0, (40 + 50) / 2, 20, width: 1),   // right of a, midway to b
            line(50, (20 + 30) / 2, 90, (20 + 30) / 2, width: 1),  // under b, midway to c
        ])
    }

    @Test func theBuilderDrawsSeparatorsAndBorderlinesAfterTheChildren() throws {
        let sep = Borderline(color: red, thickness: 1)
        let root = Linear("root", .vertical, spacing: 10) {
            Linear("a", .horizontal) { Box("a1").width(10).height(10) }.width(.fill).height(20)
            Linear("b", .horizontal) { Box("b1").width(10).height(10) }.width(.fill).height(20)
            Box("leaf").width(.fill).height(10)
        }.width(100).height(.wrap).separators(sep).borderlines(top: Borderline(color: red, thickness: 2))
        let frames = try LayoutEngine(textMeasurer: AhemTextMeasurer()).layout(root, in: Viewport(width: 100, height: 200))
        let items = DisplayListBuilder().build(root, frames).items
        let lines = items.filter { if case .line = $0 { true } else { false } }
        // One separator between a and b (midway in the 10-point gap: 20 + 5), none to the leaf;
        // then the root's top line.
        #expect(lines == [line(0, 20 + 5, 100, 20 + 5, width: 1), line(0, 1, 100, 1, width: 2)])
        #expect(items.last == line(0, 1, 100, 1, width: 2))
    }
}
