import LayoutEngine
import LayoutModel
import Testing

@Suite struct FrameLayoutTests {
    /// A 20 x 10 child docked at each of the nine positions of a 200 x 100 frame with padding 10.
    @Test(arguments: [Alignment.start, .center, .end], [Alignment.start, .center, .end])
    func nineDockingPositions(h: Alignment, v: Alignment) throws {
        let root = frame("f", 200, 100, padding: EdgeInsets(all: 10), [box("c", 20, 10, align: ChildAlignment(horizontal: h, vertical: v))])
        let f = try layout(root)
        let inner = Size(width: 200 - 20, height: 100 - 20)
        func offset(_ a: Alignment, _ space: Double, _ size: Double) -> Double {
            switch a { case .start, .fill: 0; case .center: (space - size) / 2; case .end: space - size }
        }
        #expect(frameOf(f, "c") == rect(10 + offset(h, inner.width, 20), 10 + offset(v, inner.height, 10), 20, 10))
    }

    @Test func fillPercentAndMargins() throws {
        let root = frame("f", 200, 100, [
            box("filled", .fill, .fill, margin: Margins(top: .points(5), left: .points(10), bottom: .points(15), right: .points(20))),
            box("half", .percent(50), .percent(25), align: ChildAlignment(horizontal: .end, vertical: .end)),
            box("pct", 10, 10, margin: Margins(top: .percent(10), left: .percent(10))),
            box("between", nil, 10, margin: Margins(left: .points(30), right: .points(40))),
        ])
        let f = try layout(root)
        #expect(frameOf(f, "filled") == rect(10, 5, 200 - 10 - 20, 100 - 5 - 15))
        #expect(frameOf(f, "half") == rect(200 - 100, 100 - 25, 200 * 0.5, 100 * 0.25))
        #expect(frameOf(f, "pct") == rect(200 * 0.1, 100 * 0.1, 10, 10))
        #expect(frameOf(f, "between") == rect(30, 0, 200 - 30 - 40, 10))
    }

    @Test func containerGravityDocksChildrenWithoutTheirOwnAlignment() throws {
        let root = frame("f", 100, 100, gravity: (.center, .end), [box("c", 20, 10)])
        let f = try layout(root)
        #expect(frameOf(f, "c") == rect((100 - 20) / 2, 100 - 10, 20, 10))
    }

    @Test func wrapFrameTakesItsLargestChildThenStretchesTheOthers() throws {
        let root = frame("f", .wrap, .wrap, padding: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), [
            box("big", 50, 30, margin: Margins(left: .points(5))),
            box("tall", 10, 40),
            box("fill", .fill, .fill),
        ])
        let f = try layout(root)
        #expect(f.frame == rect(0, 0, 2 + 5 + 50 + 4, 1 + 40 + 3))
        #expect(frameOf(f, "fill") == rect(2, 1, 55, 40))
    }
}

@Suite struct PixelSnappingTests {
    /// Edges are rounded in absolute coordinates, so three thirds of 100 fill it exactly.
    @Test func thirdsSnapToWholePixelsWithoutGaps() throws {
        let row = linear("row", .horizontal, 100, 10, [box("a", .weight(1), 10), box("b", .weight(1), 10), box("c", .weight(1), 10)])
        let f = try LayoutEngine(textMeasurer: AhemTextMeasurer()).layout(row, in: Viewport(width: 100, height: 10))
        // Unrounded edges: 0, 33.333, 66.667, 100.
        #expect(f.children.map(\.frame) == [rect(0, 0, 33, 10), rect(33, 0, 34, 10), rect(67, 0, 33, 10)])
    }

    @Test func scaleTwoSnapsToHalfPoints() throws {
        let row = linear("row", .horizontal, 100, 10, [box("a", .weight(1), 10), box("b", .weight(1), 10), box("c", .weight(1), 10)])
        let f = try LayoutEngine(textMeasurer: AhemTextMeasurer()).layout(row, in: Viewport(width: 100, height: 10, scale: 2))
        #expect(f.children.map(\.frame.x) == [0, 33.5, 66.5])
        #expect(f.children.map(\.frame.width) == [33.5, 33, 33.5])
    }

    @Test func childPositionsAreRelativeToTheParentsRoundedEdge() throws {
        let node = FrameNode(name: "p", frame: rect(0.4, 0, 10, 10), absolute: rect(0.4, 0, 10, 10), children: [
            FrameNode(name: "c", frame: rect(0.4, 0, 5, 5), absolute: rect(0.8, 0, 5, 5)),
        ])
        let snapped = PixelSnapping.snap(node, scale: 1)
        #expect(snapped.frame == rect(0, 0, 10, 10))
        #expect(snapped.children[0].frame == rect(1, 0, 5, 5))
        #expect(snapped.children[0].absolute == rect(1, 0, 5, 5))
    }
}

@Suite struct DeepTreeTests {
    /// 3,000 nested wrap frames, each padding its child by 1: far deeper than a thread's default
    /// stack allows for recursive layout; the engine lays it out on a thread with a large stack.
    @Test func veryDeepTreesDoNotOverflowTheStack() throws {
        var node = box("leaf", 10, 10)
        for level in 0..<3000 {
            node = frame("f\(level)", .wrap, .wrap, padding: EdgeInsets(top: 1, left: 0, bottom: 0, right: 0), [node])
        }
        let f = try LayoutEngine(textMeasurer: AhemTextMeasurer()).layout(node, in: Viewport(width: 100, height: 10_000))
        #expect(f.frame == rect(0, 0, 10, 3000 * 1 + 10))
        var inner = f
        while let child = inner.children.first { inner = child }
        #expect(inner.name == "leaf" && inner.absolute == rect(0, 3000, 10, 10))
    }
}
