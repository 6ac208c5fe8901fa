import LayoutEngine
import LayoutModel
import Testing

@Suite struct LinearLayoutTests {
    /// Three 100 x 50 boxes in a 600-wide row, for every main-axis gravity.
    static let gravityCases: [(Gravity, [Double])] = [
        (.start, [0, 100, 200]),
        (.center, [150, 250, 350]),                   // free 300, half before
        (.end, [300, 400, 500]),
        (.between, [0, 100 + 150, 200 + 300]),        // 2 gaps of 300/2
        (.around, [50, 50 + 100 + 100, 250 + 200]),   // 3 gaps of 100, half at the ends
        (.among, [75, 75 + 100 + 75, 250 + 175]),     // 4 gaps of 75
    ]

    @Test(arguments: gravityCases)
    func mainAxisGravity(gravity: Gravity, xs: [Double]) throws {
        let row = linear("row", .horizontal, 600, 50, gravity: (gravity, nil), [box("a", 100, 50), box("b", 100, 50), box("c", 100, 50)])
        let f = try layout(row)
        #expect(f.children.map(\.frame.x) == xs)
    }

    @Test func fillGravityOnTheMainAxisGrowsEveryChild() throws {
        let row = linear("row", .horizontal, 600, 50, gravity: (.fill, nil), [box("a", 100, 50), box("b", 200, 50)])
        let f = try layout(row)
        #expect(frameOf(f, "a") == rect(0, 0, 100 + 300 / 2, 50))
        #expect(frameOf(f, "b") == rect(250, 0, 200 + 150, 50))
    }

    @Test func crossAxisGravityAndChildAlignment() throws {
        let column = linear("col", .vertical, 200, 300, gravity: (.center, nil), [
            box("centred", 50, 10),
            box("own", 50, 10, align: ChildAlignment(horizontal: .end)),
            box("stretched", nil, 10, align: ChildAlignment(horizontal: .fill)),
            box("docked", 50, 10, margin: Margins(right: .points(5))),
        ])
        let f = try layout(column)
        #expect(frameOf(f, "centred") == rect((200 - 50) / 2, 0, 50, 10))
        #expect(frameOf(f, "own") == rect(200 - 50, 10, 50, 10))
        #expect(frameOf(f, "stretched") == rect(0, 20, 200, 10))
        #expect(frameOf(f, "docked") == rect(200 - 5 - 50, 30, 50, 10))
    }

    @Test func weightsShareTheFreeSpaceAfterFixedSizesMarginsAndSpacing() throws {
        let row = linear("row", .horizontal, spacing: 10, 500, 40, [
            box("fixed", 100, 40, margin: Margins(left: .points(20))),
            box("one", .weight(1), 40),
            box("three", .percent(300), 40),
        ])
        let f = try layout(row)
        let free = 500.0 - 100 - 20 - 2 * 10
        #expect(frameOf(f, "fixed") == rect(20, 0, 100, 40))
        #expect(frameOf(f, "one") == rect(20 + 100 + 10, 0, free / 4, 40))
        #expect(frameOf(f, "three") == rect(130 + free / 4 + 10, 0, free * 3 / 4, 40))
    }

    @Test func reverseOrder() throws {
        let row = linear("row", .horizontal, 300, 20, reverse: true, [box("a", 10, 20), box("b", 20, 20)])
        let f = try layout(row)
        #expect(frameOf(f, "b") == rect(0, 0, 20, 20))
        #expect(frameOf(f, "a") == rect(20, 0, 10, 20))
        #expect(f.children.map(\.name) == ["a", "b"])
    }

    @Test func wrapContainerSumsMainAndTakesTheWidestCross() throws {
        let column = linear("col", .vertical, spacing: 4, .wrap, .wrap, padding: EdgeInsets(all: 8), [
            box("a", 30, 10, margin: Margins(top: .points(2), left: .points(5))),
            box("b", 60, 20),
            box("stretch", .fill, 5),
        ])
        let f = try layout(column)
        #expect(f.frame == rect(0, 0, 8 + 60 + 8, 8 + 2 + 10 + 4 + 20 + 4 + 5 + 8))
        #expect(frameOf(f, "a") == rect(8 + 5, 8 + 2, 30, 10))
        #expect(frameOf(f, "b") == rect(8, 8 + 12 + 4, 60, 20))
        #expect(frameOf(f, "stretch") == rect(8, 24 + 20 + 4, 60, 5))
    }

    @Test func weightsGetNothingInAWrapMainAxis() throws {
        let row = linear("row", .horizontal, .wrap, 20, [box("a", 40, 20), box("w", .weight(1), 20)])
        let f = try layout(row)
        #expect(f.frame.width == 40)
        #expect(frameOf(f, "w") == rect(40, 0, 0, 20))
    }

    @Test func goneTakesNoSpaceInvisibleKeepsIt() throws {
        let row = linear("row", .horizontal, spacing: 5, 300, 20, [
            box("a", 10, 20), box("gone", 50, 20, visibility: .gone), box("hidden", 30, 20, visibility: .invisible), box("b", 10, 20),
        ])
        let f = try layout(row)
        #expect(frameOf(f, "gone") == rect(0, 0, 0, 0))
        #expect(f.find("gone")?.visibility == .gone)
        #expect(frameOf(f, "hidden") == rect(10 + 5, 0, 30, 20))
        #expect(frameOf(f, "b") == rect(15 + 30 + 5, 0, 10, 20))
    }

    @Test func minAndMaxClampEveryKindOfSize() throws {
        let column = linear("col", .vertical, 200, 400, [
            box("capped", .fill, 10, max: (120, nil)),
            box("floored", 10, 10, min: (.percent(50), nil)),
            box("byWrap", 10, 10, min: (nil, .wrap)),
            box("bySibling", 10, 10, max: (.equal(SizeReference(.node("floored"), .horizontal), multiple: 0.5), nil)),
        ])
        let f = try layout(column)
        #expect(frameOf(f, "capped")?.size == Size(width: 120, height: 10))
        #expect(frameOf(f, "floored")?.size == Size(width: 200 * 0.5, height: 10))
        #expect(frameOf(f, "byWrap")?.size == Size(width: 10, height: 10))
        #expect(frameOf(f, "bySibling")?.size == Size(width: 10, height: 10))
    }

    @Test func sizesMayReferToLaterSiblings() throws {
        let row = linear("row", .horizontal, 300, 50, [
            box("a", .equal(SizeReference(.node("b"), .horizontal), multiple: 2, increment: 5), 50),
            box("b", 40, 50),
        ])
        let f = try layout(row)
        #expect(frameOf(f, "a") == rect(0, 0, 40 * 2 + 5, 50))
        #expect(frameOf(f, "b") == rect(85, 0, 40, 50))
    }

    @Test func referenceCycleIsAnErrorNamingTheNodes() throws {
        let row = linear("row", .horizontal, 300, 50, [
            box("a", .equal(SizeReference(.node("b"), .horizontal)), 50),
            box("b", .equal(SizeReference(.node("a"), .horizontal)), 50),
        ])
        #expect {
            try layout(row)
        } throws: { error in
            let e = error as? LayoutError
            return e?.path == "$.root.children[0].width" && e?.reason == "size references form a cycle: a.width -> b.width -> a.width"
        }
    }

    /// A cycle only the algorithm sees: b copies a weighted sibling, whose share needs b's size first.
    @Test func cycleThroughTheFreeSpaceIsAnError() throws {
        let row = linear("row", .horizontal, 300, 50, [
            box("a", .weight(1), 50),
            box("b", .equal(SizeReference(.node("a"), .horizontal)), 50),
        ])
        #expect {
            try layout(row)
        } throws: { error in
            (error as? LayoutError)?.reason == "size references form a cycle: a -> b -> a"
        }
    }

    /// Copying a weighted sibling along the cross axis is fine: no cycle.
    @Test func referenceToAWeightedSiblingsCrossSize() throws {
        let row = linear("row", .horizontal, 300, 50, [
            box("a", .weight(1), 40),
            box("b", 100, .equal(SizeReference(.node("a"), .vertical), increment: 2)),
        ])
        let f = try layout(row)
        #expect(frameOf(f, "a") == rect(0, 0, 300 - 100, 40))
        #expect(frameOf(f, "b") == rect(200, 0, 100, 40 + 2))
    }

    @Test func textWrapsAtTheOfferedWidth() throws {
        // Ahem: every glyph is 1em; "aa bb cc" at 10pt is 80pt on one line.
        let text = LayoutNode(name: "t", kind: .leaf(.text(TextContent("aa bb cc", font: Font(family: "Ahem", size: 10)))))
        let column = linear("col", .vertical, 55, .wrap, [text])
        let f = try layout(column)
        #expect(frameOf(f, "t") == rect(0, 0, 50, 20))       // "aa bb" | "cc"
        #expect(f.find("t")?.text?.lines.map(\.text) == ["aa bb", "cc"])
        #expect(f.find("t")?.text?.lines.map(\.baseline) == [8, 18])
    }

    @Test func noIntrinsicMetricTakesItsSizeFromTheParent() throws {
        let row = linear("row", .horizontal, 200, 30, [intrinsic("fixed", 50, 30), intrinsic("flex", nil, 30)])
        let f = try layout(row)
        #expect(frameOf(f, "flex") == rect(50, 0, 200 - 50, 30))
    }
}

@Suite struct TextPlacementTests {
    /// A text leaf taller than its text centres the lines vertically, as UILabel does.
    @Test func textIsCentredVerticallyInATallerBox() throws {
        let text = LayoutNode(name: "t", kind: .leaf(.text(TextContent("ab", font: Font(family: "Ahem", size: 10)))),
                              width: 100, height: 40, padding: EdgeInsets(top: 4, left: 0, bottom: 0, right: 0))
        let f = try layout(linear("col", .vertical, 100, 100, [text]))
        // Content box 36 high, one 10-high line: 13 above; Ahem baseline 8 below the line top.
        #expect(f.find("t")?.text?.lines.map(\.baseline) == [(36 - 10) / 2 + 8])
    }
}
