import LayoutEngine
import LayoutModel
import Testing

/// `layoutDirection`: mirrored TangramKit-style layouts, inheritance, CSS flexbox and Auto Layout's
/// leading/trailing; and `layoutTransform` on children's centres.
@Suite struct RightToLeftTests {
    static func rtl(_ node: LayoutNode) -> LayoutNode { var n = node; n.layoutDirection = .rightToLeft; return n }

    @Test func aHorizontalLinearLayoutStartsAtTheRightAndItsMarginsAndPaddingAreLeadingAndTrailing() throws {
        // 200 wide, padding left 10 (leading: the right side when mirrored), spacing 5.
        let row = Self.rtl(linear("row", .horizontal, spacing: 5, 200, 50, padding: EdgeInsets(left: 10), [
            box("a", 40, 20, margin: Margins(left: .points(3))),
            box("b", 30, 20),
        ]))
        let f = try layout(row)
        // Left to right a would be at 10 + 3 = 13 and b at 13 + 40 + 5 = 58; mirrored in 200:
        #expect(frameOf(f, "a") == rect(200 - 13 - 40, 0, 40, 20))
        #expect(frameOf(f, "b") == rect(200 - 58 - 30, 0, 30, 20))
        // The frame tree records the physical sides, so the debug overlay draws them where they are.
        #expect(f.padding == EdgeInsets(right: 10))
        #expect(f.find("a")?.margin == EdgeInsets(right: 3))
    }

    @Test func childrenInheritTheDirectionUnlessTheySetTheirOwn() throws {
        let root = Self.rtl(linear("root", .vertical, 300, 100, [
            linear("inherits", .horizontal, 100, 40, [box("i", 30, 10)]),
            linear("own", .horizontal, 100, 40, [box("o", 30, 10)]).layoutDirection(.leftToRight),
        ]))
        let f = try layout(root)
        // Both rows start at the root's right: 300 - 0 - 100.
        #expect(frameOf(f, "inherits") == rect(300 - 100, 0, 100, 40))
        #expect(frameOf(f, "own") == rect(300 - 100, 40, 100, 40))
        #expect(frameOf(f, "i") == rect(100 - 30, 0, 30, 10))
        #expect(frameOf(f, "o") == rect(0, 0, 30, 10))
    }

    @Test func aFrameLayoutDocksStartAtTheRight() throws {
        let f = try layout(Self.rtl(frame("f", 100, 100, [
            box("start", 20, 20),
            box("end", 20, 20, align: ChildAlignment(horizontal: .end)),
        ])))
        #expect(frameOf(f, "start") == rect(100 - 20, 0, 20, 20))
        #expect(frameOf(f, "end") == rect(0, 0, 20, 20))
    }

    @Test func flexboxFollowsCSSDirectionRTL() throws {
        // CSS: in an rtl row, main-start is the right edge; margins stay physical, so a's
        // margin-left (10) stays on its left and does not move it away from the right edge.
        func row(_ direction: LayoutDirection?, cssRTL: Bool) -> LayoutNode {
            let flex = Flex("flex") {
                Box("a").width(30).height(10).margin(left: 10)
                Box("b").width(20).height(10)
            }.width(100).height(10).layoutDirection(direction)
            guard case .container(.flex(var params), let children) = flex.kind else { return flex }
            params.rightToLeft = cssRTL
            var copy = flex
            copy.kind = .container(.flex(params), children: children)
            return copy
        }
        let viaDirection = try layout(row(.rightToLeft, cssRTL: false))
        let viaCSS = try layout(row(nil, cssRTL: true))
        #expect(frameOf(viaDirection, "a") == rect(100 - 30, 0, 30, 10))
        #expect(frameOf(viaDirection, "b") == rect(100 - 30 - 10 - 20, 0, 20, 10))
        #expect(viaDirection.allNodes().map(\.frame) == viaCSS.allNodes().map(\.frame))
    }

    @Test func constraintsSwapLeadingAndTrailingButNotLeftAndRight() throws {
        let node = try Constraints("c", [
            "a.leading = parent.leading + 10", "a.top = parent.top", "a.width = 30", "a.height = 10",
            "b.left = parent.left + 10", "b.top = a.bottom", "b.width = 30", "b.height = 10",
        ]) {
            Box("a")
            Box("b")
        }.width(200).height(100)
        let f = try layout(Self.rtl(node))
        // leading is the right edge: a's right edge is 10 from the container's.
        #expect(frameOf(f, "a") == rect(200 - 10 - 30, 0, 30, 10))
        #expect(frameOf(f, "b") == rect(10, 10, 30, 10))
    }

    @Test func aLayoutTransformMovesChildrenCentresAboutTheContainerCentre() throws {
        // A frame 200x100, centre (100, 50). Child at the top-left, 20x10: centre (10, 5),
        // relative (-90, -45).
        var f = frame("f", 200, 100, [box("a", 20, 10)])
        f.layoutTransform = .rotation(degrees: 90)
        // Clockwise quarter turn on screen: (x, y) -> (-y, x) = (45, -90); centre (145, -40).
        #expect(frameOf(try layout(f), "a") == rect(145 - 10, -40 - 5, 20, 10))
        f.layoutTransform = AffineTransform.scale(0.5, 2).then(.translation(3, 4))
        // (-90 * 0.5 + 3, -45 * 2 + 4) = (-42, -86); centre (58, -36).
        #expect(frameOf(try layout(f), "a") == rect(58 - 10, -36 - 5, 20, 10))
    }

    @Test func mirroringAppliesBeforeTheTransform() throws {
        var row = Self.rtl(linear("row", .horizontal, 100, 20, [box("a", 20, 20)]))
        row.layoutTransform = .translation(-5, 0)
        // Mirrored: x = 100 - 20 = 80; then moved 5 left.
        #expect(frameOf(try layout(row), "a") == rect(80 - 5, 0, 20, 20))
    }
}
