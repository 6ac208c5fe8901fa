import LayoutEngine
import LayoutModel
import Testing

/// Own frames (TangramKit §7.5, §7.6) and padding when empty (§6.2).
@Suite struct OwnFrameTests {
    func framed(_ node: LayoutNode, _ r: Rect, reserves: Bool) -> LayoutNode {
        var n = node
        n.ownFrame = OwnFrame(r, reservesSpace: reserves)
        return n
    }

    @Test func useFrameTakesNoSpaceAndNoLayoutKeepsIts() throws {
        let list = linear("list", .vertical, spacing: 10, 100, .wrap, [
            box("a", 100, 20),
            framed(box("free", 40, 40), rect(50, 5, 30, 30), reserves: false),
            framed(box("pinned", 100, 20), rect(0, 200, 10, 10), reserves: true),
            box("b", 100, 20),
        ])
        let f = try layout(list)
        #expect(frameOf(f, "free") == rect(50, 5, 30, 30))
        #expect(frameOf(f, "pinned") == rect(0, 200, 10, 10))
        // free is not there for the list; pinned keeps its slot: b comes after a, the gap, the slot, the gap.
        #expect(frameOf(f, "b") == rect(0, 20 + 10 + 20 + 10, 100, 20))
        #expect(f.frame.height == 20 + 10 + 20 + 10 + 20)
        // The frame tree keeps the children's order.
        #expect(f.children.map(\.name) == ["a", "free", "pinned", "b"])
    }

    @Test func ownFramesAreNeitherMirroredNorTransformed() throws {
        var row = linear("row", .horizontal, 200, 50, [box("a", 20, 20), framed(box("f", 5, 5), rect(1, 2, 3, 4), reserves: true)])
        row.layoutDirection = .rightToLeft
        row.layoutTransform = .translation(7, 0)
        let f = try layout(row)
        #expect(frameOf(f, "a") == rect(200 - 20 + 7, 0, 20, 20))
        #expect(frameOf(f, "f") == rect(1, 2, 3, 4))
    }

    @Test func anEmptyContainerMeasuresItsPaddingUnlessToldNot() throws {
        func empty(_ keep: Bool, children: [LayoutNode] = []) -> LayoutNode {
            var n = linear("e", .vertical, .wrap, .wrap, padding: EdgeInsets(all: 10), children)
            n.paddingWhenEmpty = keep
            return linear("root", .vertical, 300, 300, [n, box("after", 10, 10)])
        }
        #expect(frameOf(try layout(empty(true)), "e") == rect(0, 0, 10 + 10, 10 + 10))
        #expect(frameOf(try layout(empty(false)), "e") == rect(0, 0, 0, 0))
        #expect(frameOf(try layout(empty(false)), "after") == rect(0, 0, 10, 10))
        // Gone children count as none; a visible one brings the padding back.
        #expect(frameOf(try layout(empty(false, children: [box("g", 5, 5, visibility: .gone)])), "e") == rect(0, 0, 0, 0))
        #expect(frameOf(try layout(empty(false, children: [box("v", 5, 5)])), "e") == rect(0, 0, 10 + 5 + 10, 10 + 5 + 10))
    }
}
