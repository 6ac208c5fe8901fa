import LayoutEngine
import LayoutModel
import Testing

/// A relative container.
func relative(_ name: String, _ width: SizeValue? = nil, _ height: SizeValue? = nil, padding: EdgeInsets = .zero,
              _ children: [LayoutNode]) -> LayoutNode {
    LayoutNode(name: name, kind: .container(.relative(RelativeLayout()), children: children),
               width: width, height: height, padding: padding)
}

/// `node` with anchors written as in fixtures (`["left": "B.right + 10"]`).
func anchored(_ node: LayoutNode, _ anchors: [RelativeEdge: String]) throws -> LayoutNode {
    var n = node
    var a = RelativeAnchors()
    for (edge, text) in anchors { a[edge] = try AnchorValue.parse(text, for: edge).get() }
    n.anchors = a
    return n
}

@Suite struct RelativeLayoutTests {
    @Test func anchorSyntax() throws {
        #expect(try AnchorValue.parse("B.right + 10", for: .left).get() == AnchorValue(.node("B"), .right, offset: 10))
        #expect(try AnchorValue.parse("parent.top", for: .bottom).get() == AnchorValue(.parent, .top))
        #expect(try AnchorValue.parse("root.0-2.centerX-2.5", for: .centerX).get() == AnchorValue(.node("root.0-2"), .centerX, offset: -2.5))
        // A bare number is an offset from the parent's same edge: inward for edges, right/down for centres.
        #expect(try AnchorValue.parse("20", for: .right).get() == AnchorValue(.parent, .right, offset: -20))
        #expect(try AnchorValue.parse("-5", for: .centerY).get() == AnchorValue(.parent, .centerY, offset: -5))
        #expect(throws: AnchorParseError.self) { try AnchorValue.parse("B.top", for: .left).get() }
        #expect(throws: AnchorParseError.self) { try AnchorValue.parse("B.rigth", for: .left).get() }
        #expect(throws: AnchorParseError.self) { try AnchorValue.parse("B.right + x", for: .left).get() }
        if case .failure(let e) = AnchorValue.parse("B.top", for: .left) {
            #expect(e.reason == "'left' is horizontal but 'B.top' is vertical in \"B.top\"")
        }
    }

    /// Edges anchored to the parent's inner edges and to siblings' edges, with offsets; a child may
    /// refer to a sibling declared after it.
    @Test func edgeAnchorsToParentAndSiblings() throws {
        let root = relative("r", 300, 200, padding: EdgeInsets(all: 10), [
            try anchored(box("D", 20, 20), [.left: "E.left", .top: "E.bottom + 1"]),
            try anchored(box("A", 50, 20), [.left: "parent.left + 5", .top: "parent.top"]),
            try anchored(box("B", 40, 30), [.left: "A.right + 10", .top: "A.bottom + 4"]),
            try anchored(box("C", 30, 10), [.right: "parent.right - 20", .bottom: "parent.bottom"]),
            try anchored(box("E", 10, 10), [.right: "C.left - 5", .top: "0"]),
        ])
        let f = try layout(root)
        #expect(frameOf(f, "A") == rect(10 + 5, 10, 50, 20))
        #expect(frameOf(f, "B") == rect(15 + 50 + 10, 10 + 20 + 4, 40, 30))
        #expect(frameOf(f, "C") == rect(300 - 10 - 20 - 30, 200 - 10 - 10, 30, 10))
        #expect(frameOf(f, "E") == rect(240 - 5 - 10, 10, 10, 10))
        #expect(frameOf(f, "D") == rect(225, 10 + 10 + 1, 20, 20))
    }

    @Test func centreAnchors() throws {
        let root = relative("r", 200, 100, [
            try anchored(box("A", 40, 20), [.centerX: "parent.centerX", .centerY: "parent.centerY"]),
            try anchored(box("B", 10, 10), [.centerX: "A.centerX + 30", .top: "A.bottom"]),
            try anchored(box("C", 20, 20), [.centerX: "10", .centerY: "-5"]),
        ])
        let f = try layout(root)
        #expect(frameOf(f, "A") == rect((200 - 40) / 2, (100 - 20) / 2, 40, 20))
        #expect(frameOf(f, "B") == rect(100 + 30 - 10 / 2, 40 + 20, 10, 10))
        #expect(frameOf(f, "C") == rect(100 + 10 - 20 / 2, 50 - 5 - 20 / 2, 20, 20))
    }

    /// Near and far edges both anchored: the size is their distance and the written size is ignored;
    /// on an axis without anchors, two margins do the same against the parent.
    @Test func bothOppositeAnchorsGiveTheSize() throws {
        let root = relative("r", 200, 100, padding: EdgeInsets(all: 10), [
            try anchored(box("A", 999, 999), [.left: "parent.left + 5", .right: "parent.right - 15",
                                              .top: "parent.top", .bottom: "parent.bottom"]),
            try anchored(box("B", nil, 5), [.left: "A.left + 10", .right: "A.centerX", .top: "A.bottom - 5"]),
            box("C", nil, 10, margin: Margins(left: .points(30), right: .points(40))),
        ])
        let f = try layout(root)
        #expect(frameOf(f, "A") == rect(10 + 5, 10, (200 - 10 - 15) - 15, 100 - 10 - 10))
        #expect(frameOf(f, "B") == rect(15 + 10, 90 - 5, (15 + 160 / 2) - 25, 5))
        #expect(frameOf(f, "C") == rect(10 + 30, 10, 200 - 10 - 30 - 40 - 10, 10))
    }

    /// Sizes equal to siblings' sizes times a multiple plus an increment, across axes and in any order.
    @Test func sizesFromSiblings() throws {
        let root = relative("r", 300, 300, [
            try anchored(box("B", .equal(SizeReference(.node("A"), .horizontal), multiple: 2, increment: 10),
                             .equal(SizeReference(.node("A"), .vertical))), [.left: "A.right"]),
            box("A", 30, 20),
            try anchored(box("C", .equal(SizeReference(.node("B"), .vertical), multiple: 0.5), 7), [.top: "B.bottom"]),
        ])
        let f = try layout(root)
        #expect(frameOf(f, "A") == rect(0, 0, 30, 20))
        #expect(frameOf(f, "B") == rect(30, 0, 30 * 2 + 10, 20))
        #expect(frameOf(f, "C") == rect(0, 20, 20 * 0.5, 7))
    }

    /// A wrap container takes the largest far edge of the children that do not depend on its size, then
    /// places those that do (parent's far edge, fill) against that size.
    @Test func wrapContainerAndSecondPass() throws {
        let root = relative("outer", 400, 400, [
            relative("r", .wrap, .wrap, padding: EdgeInsets(all: 5), [
                box("A", 40, 20),
                try anchored(box("B", 30, 30), [.left: "A.right + 10", .top: "A.bottom + 5"]),
                try anchored(box("C", 10, 10), [.right: "parent.right", .bottom: "parent.bottom"]),
                try anchored(box("D", .fill, 5), [.top: "B.bottom"]),
            ]),
        ])
        let f = try layout(root)
        // Width: B's far edge 5 + 40 + 10 + 30 = 85, plus padding 5; height: D's far edge 60 + 5, plus 5.
        #expect(frameOf(f, "r") == rect(0, 0, 85 + 5, 65 + 5))
        #expect(frameOf(f, "A") == rect(5, 5, 40, 20))
        #expect(frameOf(f, "B") == rect(55, 30, 30, 30))
        #expect(frameOf(f, "C") == rect(90 - 5 - 10, 70 - 5 - 10, 10, 10))
        #expect(frameOf(f, "D") == rect(5, 60, 90 - 10, 5))
    }

    @Test func anchorCycleIsAnErrorNamingTheNodes() throws {
        let root = relative("r", 100, 100, [
            try anchored(box("A", 10, 10), [.left: "B.right"]),
            try anchored(box("B", 10, 10), [.left: "A.right + 1"]),
        ])
        let error = try #require(throws: LayoutError.self) { try layout(root) }
        #expect(error.node == "A")
        #expect(error.reason == "anchors and size references form a cycle: A.x -> B.x -> A.x")
    }

    @Test func sizeCycleIsAnErrorNamingTheNodes() throws {
        let root = relative("r", 100, 100, [
            box("A", .equal(SizeReference(.node("B"), .horizontal)), 10),
            box("B", .equal(SizeReference(.node("A"), .horizontal)), 10),
        ])
        let error = try #require(throws: LayoutError.self) { try layout(root) }
        #expect(error.reason == "size references form a cycle: A.width -> B.width -> A.width")
    }

    @Test func missingSiblingIsAnError() throws {
        let root = relative("r", 100, 100, [try anchored(box("A", 10, 10), [.top: "Z.bottom"])])
        let error = try #require(throws: LayoutError.self) { try layout(root) }
        #expect(error.node == "A")
        #expect(error.path?.hasSuffix(".anchors.top") == true, "\(error)")
        #expect(error.reason == "refers to 'Z', which is not a sibling in this relative container")
    }

    /// Fixture errors name the node and the JSON path.
    @Test(arguments: [
        (#"{"name": "A", "anchors": {"left": "Z.right"}}"#, "$.root.children[0].anchors.left: node 'A': 'Z' is not a sibling of this node"),
        (#"{"name": "A", "anchors": {"left": "B.top"}}"#, "$.root.children[0].anchors.left: node 'A': 'left' is horizontal but 'B.top' is vertical in \"B.top\""),
        (#"{"name": "A", "anchors": {"left": "A.right"}}"#, "$.root.children[0].anchors.left: node 'A': an anchor cannot refer to the node itself ('A')"),
        (#"{"name": "A", "anchors": {"middle": 3}}"#, "$.root.children[0].anchors"),
    ])
    func fixtureErrors(child: String, message: String) throws {
        let json = #"{"viewport": {"width": 100, "height": 100}, "root": {"layout": "relative", "children": [CHILD, {"name": "B"}]}}"#
            .replacingOccurrences(of: "CHILD", with: child)
        let error = try #require(throws: LayoutError.self) { try FixtureLoader.decode(json: json) }
        #expect(error.description.hasPrefix(message), "\(error)")
    }

    @Test func anchorsUnderAnotherLayoutAreAnError() throws {
        let json = #"{"viewport": {"width": 100, "height": 100}, "root": {"layout": "frame", "children": [{"name": "A", "anchors": {"top": 0}}]}}"#
        let error = try #require(throws: LayoutError.self) { try FixtureLoader.decode(json: json) }
        #expect(error.description == "$.root.children[0].anchors: node 'A': 'anchors' is read by a relative parent only; this node's parent layout is 'frame'")
    }
}

/// Bounds between siblings (TangramKit §9.4): `minLeft` and `maxRight` keep a node between two others.
@Suite struct RelativeBoundsTests {
    func bounded(_ node: LayoutNode, _ anchors: [RelativeEdge: String], min: String?, max: String?) throws -> LayoutNode {
        var n = try anchored(node, anchors)
        if let min { n.anchors!.bounds[.left] = try AnchorValue.parse(min, for: .left).get() }
        if let max { n.anchors!.bounds[.right] = try AnchorValue.parse(max, for: .right).get() }
        return n
    }

    @Test func nodeKeptBetweenTwoSiblings() throws {
        let root = relative("r", 300, 50, [
            box("A", 50, 20),
            try anchored(box("C", 60, 20), [.right: "parent.right"]),
            // Too wide: shrinks to the space between the bounds and starts at the lower one.
            try bounded(box("B", 300, 10), [:], min: "A.right + 10", max: "C.left - 10"),
            // No other anchor: centred between the bounds.
            try bounded(box("D", 40, 10), [.top: "30"], min: "A.right", max: "C.left"),
            // Anchored below the lower bound: moved up to it.
            try bounded(box("E", 40, 10), [.left: "parent.left"], min: "A.right + 5", max: nil),
            // Anchored past the upper bound: moved back inside it.
            try bounded(box("F", 40, 10), [.left: "parent.left + 230"], min: nil, max: "C.left"),
        ])
        let f = try layout(root)
        #expect(frameOf(f, "B") == rect(50 + 10, 0, (300 - 60 - 10) - (50 + 10), 10))
        #expect(frameOf(f, "D") == rect(50 + ((300 - 60) - 50 - 40) / 2, 30, 40, 10))
        #expect(frameOf(f, "E") == rect(50 + 5, 0, 40, 10))
        #expect(frameOf(f, "F") == rect(300 - 60 - 40, 0, 40, 10))
    }
}

/// Centering groups (TangramKit §15.6): the leader and the listed siblings side by side, centred as a block.
@Suite struct RelativeCenteringGroupTests {
    @Test func groupIsCentredInTheParent() throws {
        var a = try anchored(box("A", 40, 10), [.top: "5"])
        a.anchors!.centerGroups[.horizontal] = [GroupMember("B", gap: 10), GroupMember("C", gap: 6)]
        var c = try anchored(box("C", 30, 20), [:])
        c.anchors!.centerGroups[.vertical] = [GroupMember("D", gap: 4)]
        let root = relative("r", 200, 100, padding: EdgeInsets(all: 10), [
            a, box("B", 20, 10), c, box("D", 10, 16),
        ])
        let f = try layout(root)
        // Block width 40 + 10 + 20 + 6 + 30 = 106 in the inner width 180.
        let left = 10 + (180 - 106) / 2.0
        #expect(frameOf(f, "A") == rect(left, 10 + 5, 40, 10))
        #expect(frameOf(f, "B") == rect(left + 40 + 10, 10, 20, 10))
        // C and D: a vertical block 20 + 4 + 16 = 40 in the inner height 80.
        #expect(frameOf(f, "C") == rect(left + 40 + 10 + 20 + 6, 10 + (80 - 40) / 2, 30, 20))
        #expect(frameOf(f, "D") == rect(10, 30 + 20 + 4, 10, 16))
    }

    @Test func groupSyntax() throws {
        #expect(try GroupMember.parse("B + 10").get() == GroupMember("B", gap: 10))
        #expect(try GroupMember.parse(" my-node ").get() == GroupMember("my-node"))
        let json = #"{"viewport": {"width": 100, "height": 100}, "root": {"layout": "relative", "children": [{"name": "A", "anchors": {"centerGroupX": ["B", "Q + 2"]}}, {"name": "B"}]}}"#
        let error = try #require(throws: LayoutError.self) { try FixtureLoader.decode(json: json) }
        #expect(error.description.hasPrefix("$.root.children[0].anchors.centerGroupX[1]: node 'A': 'Q' is not a sibling of this node"))
    }
}

/// Equal-share groups (TangramKit §15.5): the leader and the listed siblings split the parent's inner
/// extent less the gaps; gone members take nothing; a member with a written number of points keeps
/// it and the others split what is left.
@Suite struct RelativeShareGroupTests {
    @Test func membersSplitTheInnerExtent() throws {
        var a = try anchored(box("A", nil, 20), [:])
        a.anchors!.shareGroups[.horizontal] = [GroupMember("B", gap: 10), GroupMember("C", gap: 10)]
        var e = try anchored(box("E", 5, nil), [.left: "C.right"])
        e.anchors!.shareGroups[.vertical] = [GroupMember("D"), GroupMember("F")]
        let root = relative("r", 310, 100, padding: EdgeInsets(all: 10), [
            a,
            try anchored(box("B", nil, 20), [.left: "A.right + 10"]),
            try anchored(box("C", SizeValue(.fixed(25), multiple: 2), 20), [.left: "B.right + 10"]),
            box("D", 5, 5, visibility: .gone),
            e,
            try anchored(box("F", 5, nil), [.left: "E.right", .top: "E.bottom"]),
        ])
        let f = try layout(root)
        // C keeps 25 * 2 = 50; A and B split the rest.
        let share = (290 - 10 - 10 - 50) / 2.0
        #expect(frameOf(f, "A") == rect(10, 10, share, 20))
        #expect(frameOf(f, "B") == rect(10 + share + 10, 10, share, 20))
        #expect(frameOf(f, "C") == rect(10 + share + 10 + share + 10, 10, 50, 20))
        #expect(frameOf(f, "E") == rect(300, 10, 5, 80 / 2))
        #expect(frameOf(f, "F") == rect(305, 10 + 40, 5, 80 / 2))
    }
}
