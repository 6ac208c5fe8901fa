import LayoutEngine
import LayoutModel
import Testing

/// `LayoutEngine.explain` on the CSS algorithms: a grid item's placement, the track sizing step
/// that sized each track it spans and its alignment in its area; a block child's width by
/// CSS 2.1 §10.3.3, its collapsed margins and clearance; a float's §9.5.1 rules. Every note
/// carries the numbers of that layout.
@Suite struct ExplainCSSTests {
    let engine = LayoutEngine(textMeasurer: AhemTextMeasurer())

    func notes(_ e: LayoutExplanation, _ part: LayoutExplanation.Part) -> [String] { e.notes.filter { $0.part == part }.map(\.text) }

    // MARK: Grid

    @Test func aFixedTrackAndAnFrShareOfWhatTheGapAndTheFixedTrackLeave() throws {
        // 300 wide: 100px, a 10 gap, and 1fr takes 300 − 10 − 100 = 190.
        let grid = Grid("grid", columns: "100px 1fr", rows: "40px", gap: 10) {
            Box("a", height: 40)
            Box("b", height: 40)
        }.width(300).height(40)
        let b = try engine.explain(grid, in: Viewport(width: 300, height: 40), node: "b")
        #expect(b.algorithm == "grid")
        #expect(b.parentSize == Size(width: 300, height: 40))
        #expect(b.frame == Rect(x: 100 + 10, y: 0, width: 300 - 10 - 100, height: 40))
        #expect(notes(b, .container) == ["placement: column 2 / 3 (span 1, auto-placed), row 1 / 2 (span 1, auto-placed)"])
        #expect(notes(b, .width) == [
            "column 2 (1fr): 190, 11.5: base size 0 (its items' contributions ask no more); 11.7 expand flexible tracks: "
                + "1fr = 190 (the space 300 less the gaps 10 and the other tracks 100: 190, over 1fr) × 1 = 190",
            "its area: 190 (one track)",
            "stretched (justify-self normal): the area 190 less its margins 0 = 190",
        ])
        #expect(notes(b, .x) == ["110: the content box's left 0 + the area's start 110 (the tracks and gaps before it) + 0 "
            + "(justify-self normal: at the start) + its start margin 0"])
        let a = try engine.explain(grid, in: Viewport(width: 300, height: 40), node: "a")
        #expect(a.frame == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(notes(a, .width).first == "column 1 (100px): 100, 11.4: its fixed minimum 100")
        #expect(notes(a, .height).first == "row 1 (40px): 40, 11.4: its fixed minimum 40")
    }

    @Test func anAutoTrackTakesTheContributionOfTheItemInIt() throws {
        // The icon's 48 sizes the auto column (11.5), 1fr takes 300 − 48; the implicit auto row
        // takes the icon's 20, then stretches to the grid's 100 (11.8).
        let bar = Grid("bar", columns: "auto 1fr") {
            Box("icon", width: 48, height: 20)
            Box("label", height: 20)
        }.width(300).height(100)
        let e = try engine.explain(bar, in: Viewport(width: 300, height: 100), node: "icon")
        #expect(e.frame == Rect(x: 0, y: 0, width: 48, height: 100))
        #expect(notes(e, .container) == ["placement: column 1 / 2 (span 1, auto-placed), row 1 / 2 (span 1, auto-placed, implicit tracks)"])
        #expect(notes(e, .width).first == "column 1 (auto): 48, 11.5: base size 48, the minimum contribution of 'icon'")
        #expect(notes(e, .height).first == "row 1 (auto): 100, 11.5: base size 20, the minimum contribution of 'icon'; "
            + "11.8 stretch auto tracks: + 80 (the free space 80 shared by 1 auto track)")
        let label = try engine.explain(bar, in: Viewport(width: 300, height: 100), node: "label")
        #expect(label.frame == Rect(x: 48, y: 0, width: 300 - 48, height: 100))
        #expect(notes(label, .width).first == "column 2 (1fr): 252, 11.5: base size 0 (its items' contributions ask no more); "
            + "11.7 expand flexible tracks: 1fr = 252 (the space 300 less the gaps 0 and the other tracks 48: 252, over 1fr) × 1 = 252")
    }

    @Test func selfAlignmentPlacesAnItemInItsArea() throws {
        // Column 2 starts at 100 + 10; the dot (20 x 10) is centred in its 100 and at the end of
        // the 60 row.
        let cells = Grid("cells", columns: "100px 100px", rows: "60px", gap: 10) {
            Box("dot", width: 20, height: 10).grid(column: "2", justifySelf: .center, alignSelf: .end)
        }.width(210).height(60)
        let e = try engine.explain(cells, in: Viewport(width: 210, height: 60), node: "dot")
        #expect(e.frame == Rect(x: 110 + (100 - 20) / 2, y: 60 - 10, width: 20, height: 10))
        #expect(notes(e, .container) == ["placement: column 2 / 3 (span 1, its lines), row 1 / 2 (span 1, auto-placed)"])
        #expect(notes(e, .width) == ["column 2 (100px): 100, 11.4: its fixed minimum 100", "its area: 100 (one track)",
                                     "its content (fit-content in the area less its margins, 100): 20"])
        #expect(notes(e, .x) == ["150: the content box's left 0 + the area's start 110 (the tracks and gaps before it) + 40 "
            + "(justify-self center: half the free space 80) + its start margin 0"])
        #expect(notes(e, .y) == ["50: the content box's top 0 + the area's start 0 (the tracks and gaps above it) + 50 "
            + "(align-self end: all the free space 50) + its top margin 0"])
    }

    @Test func aNamedAreaAndAnAbsolutelyPositionedChild() throws {
        // 'main' is placed by its area; its auto column takes what 80px leaves (11.8). The badge
        // is absolutely positioned, 5 from the top and right of the padding box (auto lines).
        let page = Grid("page", columns: "80px auto", rows: "auto", areas: ["side main"]) {
            Box("main").grid(area: "main")
            Box("badge", width: 10, height: 10)
                .cssBox(position: .absolute, inset: CSSEdges(top: .points(5), left: .auto, bottom: .auto, right: .points(5)))
        }.width(300).height(100)
        let main = try engine.explain(page, in: Viewport(width: 300, height: 100), node: "main")
        #expect(main.frame == Rect(x: 80, y: 0, width: 300 - 80, height: 100))
        #expect(notes(main, .container) == ["placement: column 2 / 3 (span 1, the area 'main'), row 1 / 2 (span 1, the area 'main')"])
        #expect(notes(main, .width).first == "column 2 (auto): 220, 11.5: base size 0 (its items' contributions ask no more); "
            + "11.8 stretch auto tracks: + 220 (the free space 220 shared by 1 auto track)")
        let badge = try engine.explain(page, in: Viewport(width: 300, height: 100), node: "badge")
        #expect(badge.frame == Rect(x: 300 - 5 - 10, y: 5, width: 10, height: 10))
        #expect(notes(badge, .container) == [
            "its containing block is the grid area of grid-column auto, grid-row auto (a line that is auto or outside the grid is "
                + "the padding box's edge)",
            "absolutely positioned: its containing block is (0, 0) 300 x 100",
        ])
        #expect(notes(badge, .x) == ["285: its containing block's right 300 − right 5 − its margin 0 − its width 10"])
        #expect(notes(badge, .y) == ["5: its containing block's top 0 + top 5 + its margin 0"])
    }

    // MARK: Block

    @Test func autoMarginsCentreABlock() throws {
        // 10.3.3: both margins auto share 400 − 200.
        let page = Block("page") {
            Box("card").width(200).height(50).cssBox(margin: CSSEdges(left: .auto, right: .auto))
        }.width(400)
        let e = try engine.explain(page, in: Viewport(width: 400, height: 200), node: "card")
        #expect(e.algorithm == "block")
        #expect(e.frame == Rect(x: (400 - 200) / 2, y: 0, width: 200, height: 50))
        #expect(notes(e, .width) == ["its width 200"])
        #expect(notes(e, .x) == ["100: the content box's left 0 + 100 (margin-left and margin-right auto share the free space 200: 100 each)"])
        #expect(notes(e, .height) == ["its height 50"])
    }

    @Test func adjoiningMarginsCollapseToTheLargest() throws {
        // a's bottom margin 30 and b's top margin 20 collapse to 30: b starts at 20 + 30.
        let page = Block("page") {
            Box("a").height(20).cssBox(margin: CSSEdges(bottom: .points(30)))
            Box("b").height(20).cssBox(margin: CSSEdges(top: .points(20)))
        }.width(400)
        let e = try engine.explain(page, in: Viewport(width: 400, height: 200), node: "b")
        #expect(e.frame == Rect(x: 0, y: 20 + max(30, 20), width: 400, height: 20))
        #expect(notes(e, .width) == ["10.3.3: width auto: the containing block's width 400 less margin-left 0 and margin-right 0 = 400"])
        #expect(notes(e, .y) == ["50: the content box's top 0 + 50 (the flow's bottom 20 after 'a' (bottom margin 30) + its top "
            + "margin 20 collapsed with the margins above it (30): the largest = 30)"])
    }

    @Test func aFloatThatDoesNotFitMovesDownBelowTheFloatInItsWay() throws {
        // f (100) and g (150) leave 150 of 400: h (200) goes down to g's bottom 30, where only f
        // is beside it.
        let page = Block("page") {
            Box("f").width(100).height(40).cssFloat(.left)
            Box("g").width(150).height(30).cssFloat(.left)
            Box("h", width: 200, height: 10).cssFloat(.left)
        }.width(400)
        let e = try engine.explain(page, in: Viewport(width: 400, height: 200), node: "h")
        #expect(e.frame == Rect(x: 100, y: 30, width: 200, height: 10))
        #expect(notes(e, .width) == ["float left, 10.3.5 shrink-to-fit: min(max(min-content 200, available 400), max-content 200) = 200"])
        #expect(notes(e, .y) == ["30: its margin box's top 30 + its margin 0; as high as it may go: where the flow has got to, 0 "
            + "(rules 4 and 6); at 0 its margin box (200 wide) did not fit in the 150 beside the floats: moved down to the bottom "
            + "30 of 'g' (rule 8)"])
        #expect(notes(e, .x) == ["100: float left, its margin box next to 'f' at 100 (rules 1-3 and 7) + its margin 0"])
    }

    @Test func clearancePutsABoxBelowTheFloat() throws {
        // c's margin would put it at 10, above f's bottom 40: clearance puts its border box at 40.
        let page = Block("page") {
            Box("f").width(100).height(40).cssFloat(.left)
            Box("c").height(10).cssFloat(clear: .left).cssBox(margin: CSSEdges(top: .points(10)))
        }.width(400)
        let e = try engine.explain(page, in: Viewport(width: 400, height: 200), node: "c")
        #expect(e.frame == Rect(x: 0, y: 40, width: 400, height: 10))
        #expect(notes(e, .y) == ["40: the content box's top 0 + 40 (clearance: clear left puts its border box at the bottom 40 of "
            + "the lowest earlier float it clears ('f'), below where its collapsed margins would put it (10); its top margin 10 "
            + "no longer collapses with those above it)"])
    }
}

extension ExplainCSSTests {
    @Test func aPercentageWidthSaysWhatItIsOfAndARelativeOffsetMovesTheBox() throws {
        // 50% of the 400 content box; then moved 10 right and 5 down by its insets.
        let page = Block("page") {
            Box("half").width(.percent(50)).height(20)
                .cssBox(position: .relative, inset: CSSEdges(top: .points(5), left: .points(10), bottom: .auto, right: .auto))
        }.width(400)
        let e = try engine.explain(page, in: Viewport(width: 400, height: 200), node: "half")
        #expect(e.frame == Rect(x: 0 + 10, y: 0 + 5, width: 400 * 0.5, height: 20))
        #expect(notes(e, .width) == ["its width 50% of the containing block's 400 = 200"])
        #expect(notes(e, .x) == ["0: the content box's left 0 + 0 (margin-left 0, the right margin gives way (over-constrained by 200))",
                                 "+ 10: position relative, its left or right inset"])
        #expect(notes(e, .y).last == "+ 5: position relative, its top or bottom inset")
    }

    @Test func aRightToLeftGridMirrorsTheItemsOffset() throws {
        // Right to left, column 1 is at the right: 300 − (0 + 0 + 0) − 100 = 200.
        var grid = Grid("grid", columns: "100px 1fr", rows: "40px") { Box("a", height: 40) }.width(300).height(40)
        if case .container(.grid(var g), let children) = grid.kind {
            g.rightToLeft = true
            grid.kind = .container(.grid(g), children: children)
        }
        let e = try engine.explain(grid, in: Viewport(width: 300, height: 40), node: "a")
        #expect(e.frame == Rect(x: 300 - 100, y: 0, width: 100, height: 40))
        #expect(notes(e, .x) == ["200: the content box's left 0 + its width 300 − (the area's start 0 (the tracks and gaps before it) "
            + "+ 0 (justify-self normal: at the start) + its start margin 0) − its width 100, right to left"])
    }
}

extension ExplainCSSTests {
    @Test func marginsCollapseThroughAnEmptyBox() throws {
        // a's 30, the empty spacer's 8 and 40, and b's 20 all collapse: b starts at 20 + 40.
        let page = Block("page") {
            Box("a").height(20).cssBox(margin: CSSEdges(bottom: .points(30)))
            LayoutNode(name: "spacer", kind: .leaf(.empty)).cssBox(margin: CSSEdges(top: .points(8), bottom: .points(40)))
            Box("b").height(20).cssBox(margin: CSSEdges(top: .points(20)))
        }.width(400)
        let b = try engine.explain(page, in: Viewport(width: 400, height: 200), node: "b")
        #expect(b.frame == Rect(x: 0, y: 20 + max(30, 8, 40, 20), width: 400, height: 20))
        #expect(notes(b, .y) == ["60: the content box's top 0 + 60 (the flow's bottom 20 after 'a' (bottom margin 30) and the margins "
            + "of 'spacer', collapsed through + its top margin 20 collapsed with the margins above it (40): the largest = 40)"])
        let spacer = try engine.explain(page, in: Viewport(width: 400, height: 200), node: "spacer")
        #expect(spacer.frame.y == 20 + max(30, 8))
        #expect(notes(spacer, .y) == ["50: the content box's top 0 + 50 (the flow's bottom 20 after 'a' (bottom margin 30) + its top "
            + "margin 8 collapsed with the margins above it (30): the largest = 30; it is empty: its own top and bottom margins "
            + "collapse through it, with those after it)"])
    }
}

extension ExplainCSSTests {
    @Test func anAbsolutelyPositionedBlockChildWithoutInsetsTakesItsStaticPosition() throws {
        // No insets: where the flow would have put it, below a (30), at the content box's left.
        let page = Block("page") {
            Box("a").height(30)
            Box("abs", width: 10, height: 10).cssBox(position: .absolute)
        }.width(400).height(200)
        let e = try engine.explain(page, in: Viewport(width: 400, height: 200), node: "abs")
        #expect(e.frame == Rect(x: 0, y: 30, width: 10, height: 10))
        #expect(notes(e, .y) == ["its static position: where the flow would have put its top, 30",
                                 "30: no top or bottom: its static position (margin 0 included)"])
        #expect(notes(e, .width) == ["shrink-to-fit: its content, at most the containing block's 400 less its insets and margins: 10"])
    }
}
