import LayoutEngine
import LayoutModel
import Testing

/// CSS Grid Layout Level 1, each test from the specification's own rules (section numbers in the
/// names); the browser-computed cases of `../shared/conformance/taffy/grid` run in ConformanceTests.
@Suite struct GridLayoutTests {
    func item(_ name: String, width: Double? = nil, height: Double? = nil, column: GridPlacement = .auto, row: GridPlacement = .auto,
              change: (inout FlexItem) -> Void = { _ in }) -> LayoutNode {
        var box = FlexItem()
        box.gridColumn = column
        box.gridRow = row
        change(&box)
        return LayoutNode(name: name, kind: .leaf(.empty), width: width.map { .fixed($0) }, height: height.map { .fixed($0) }, flexItem: box)
    }

    func grid(_ params: GridLayout, width: Double? = nil, height: Double? = nil, _ children: [LayoutNode]) -> LayoutNode {
        LayoutNode(name: "grid", kind: .container(.grid(params), children: children),
                   width: width.map { .fixed($0) }, height: height.map { .fixed($0) }, flexItem: FlexItem())
    }

    /// The frames of the root's children by name, and the root's.
    func layout(_ root: LayoutNode) throws -> (root: Rect, children: [String: Rect]) {
        let frames = try LayoutEngine(textMeasurer: AhemTextMeasurer())
            .layoutUnrounded(cssRoot: root, available: Proposal(width: .unbounded, height: .unbounded))
        return (frames.frame, Dictionary(uniqueKeysWithValues: frames.children.map { ($0.name, $0.frame) }))
    }

    /// Equal to within 1e-9 (thirds of a length).
    func close(_ a: Rect?, _ b: Rect) -> Bool {
        guard let a else { return false }
        return [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
    }

    func tracks(_ sizes: GridTrackSize...) -> [GridTrackEntry] { sizes.map { .track($0) } }

    @Test func autoPlacementFillsRowsInOrderAndDensePackingBackfillsHoles() throws {
        // 8.5: three columns; "a" spans 2, "b" spans 2 and does not fit after "a", so it starts the
        // next row and leaves column 3 of row 1 empty; "c" (span 1) follows "b" when sparse, and
        // fills the hole at row 1, column 3 when dense.
        let children = [item("a", column: GridPlacement(start: .span(2))), item("b", column: GridPlacement(start: .span(2))), item("c")]
        var params = GridLayout(columns: tracks(.points(10), .points(10), .points(10)), rows: [], autoRows: [.points(5)])
        let sparse = try layout(grid(params, children))
        #expect(sparse.children["a"] == Rect(x: 0, y: 0, width: 10 + 10, height: 5))
        #expect(sparse.children["b"] == Rect(x: 0, y: 5, width: 20, height: 5))
        #expect(sparse.children["c"] == Rect(x: 20, y: 5, width: 10, height: 5))
        params.dense = true
        let dense = try layout(grid(params, children))
        #expect(dense.children["c"] == Rect(x: 20, y: 0, width: 10, height: 5))
    }

    @Test func negativeLinesCountFromTheEndAndLinesBeforeTheGridAddImplicitTracks() throws {
        // 8.3: line -1 is the last line of the explicit grid; an item ending at line 1 with span 2
        // needs a track before the explicit grid (an implicit one, sized by grid-auto-columns).
        let params = GridLayout(columns: tracks(.points(10), .points(20)), rows: tracks(.points(5)), autoColumns: [.points(7)])
        let result = try layout(grid(params, [
            item("last", column: GridPlacement(start: .line(-2), end: .line(-1)), row: GridPlacement(start: .line(1))),
            item("before", column: GridPlacement(start: .span(2), end: .line(2)), row: GridPlacement(start: .line(1))),
        ]))
        // Tracks: implicit 7, then 10 and 20: the grid is 7 + 10 + 20 wide.
        #expect(result.root.width == 7 + 10 + 20)
        #expect(result.children["last"] == Rect(x: 7 + 10, y: 0, width: 20, height: 5))
        #expect(result.children["before"] == Rect(x: 0, y: 0, width: 7 + 10, height: 5))
    }

    @Test func flexibleTracksShareTheLeftoverSpaceByFactor() throws {
        // 11.7.1: 300 wide, a 60 track and a gap of 10 leave 230 for 1fr and 2fr (an fr of 230 / 3).
        var params = GridLayout(columns: tracks(.points(60), .fr(1), .fr(2)), rows: tracks(.points(10)))
        params.columnGap = .points(5)
        let result = try layout(grid(params, width: 300, [item("a"), item("b"), item("c")]))
        let fr = (300.0 - 60 - 2 * 5) / 3
        #expect(close(result.children["b"], Rect(x: 60 + 5, y: 0, width: fr, height: 10)))
        #expect(close(result.children["c"], Rect(x: 60 + 5 + fr + 5, y: 0, width: 2 * fr, height: 10)))
    }

    @Test func anAutoBlockSizeIsNoMaxContentConstraintSoAutoMinimumsTakeTheMinimumContribution() throws {
        // 11.5 step 2: only a container "sized under a min-/max-content constraint" gives an auto
        // minimum its limited content contribution; an auto height is not one (the rows' free space
        // is indefinite), so the 0.5fr row's base is the item's minimum contribution, 0 (min-height 0).
        // 11.7: with indefinite free space the fr is the item's max-content contribution 100 over its
        // flex factors, a sum below 1 counting as 1: 100 / 1, and the row 0.5 × 100 = 50, the grid's
        // height. Laid out at that height, the free space 50 gives an fr of 50 / 1 and a row of 25.
        let content = LayoutNode(name: "content", kind: .leaf(.empty), width: .fixed(20), height: .fixed(100), flexItem: FlexItem())
        var holder = LayoutNode(name: "holder", kind: .container(.block(BlockLayout()), children: [content]), flexItem: FlexItem())
        holder.minHeight = .fixed(0)
        let params = GridLayout(columns: tracks(.points(20)), rows: tracks(.fr(0.5)))
        let result = try layout(grid(params, [holder]))
        #expect(result.root.height == 0.5 * 100)
        #expect(result.children["holder"] == Rect(x: 0, y: 0, width: 20, height: 0.5 * (0.5 * 100)))
    }

    @Test func anAutoMinimumIsClampedByTheFixedMaximumsOfTheTracksItSpans() throws {
        // 6.6: an item that spans only tracks with a fixed max track sizing function has its
        // content size suggestion clamped to the stretch fit into those maximums: minmax(auto, 10px)
        // and content 20 wide give a minimum contribution of 10, so under a max-content
        // constraint the limited contribution min(20, 10), floored at 10, makes the column 10.
        let wide = LayoutNode(name: "wide", kind: .leaf(.intrinsic(width: 20, height: 40)), flexItem: FlexItem())
        let params = GridLayout(columns: [.track(GridTrackSize(min: .auto, max: .points(10)))], rows: tracks(.points(40)))
        let result = try layout(grid(params, [wide]))
        #expect(result.root.width == 10)
        #expect(result.children["wide"]?.width == 10)
        // A fit-content() maximum is no fixed one: fit-content(10px) keeps the 20 minimum.
        let fit = GridLayout(columns: tracks(GridTrackSize(.fitContent(.points(10)))), rows: tracks(.points(40)))
        #expect(try layout(grid(fit, [wide])).root.width == 20)
    }

    @Test func spanningItemsGiveIntrinsicMinimumsTheirLimitedMinContentUnderAMaxContentConstraint() throws {
        // 11.5 step 3.1: for items spanning several tracks, "if the grid container is being sized
        // under a min- or max-content constraint, use the items' limited min-content contributions"
        // (not max-content ones). Ahem text "HHHH HHHH" at 10: min-content 40 (one word), max-content
        // 80. Over `min-content min-content`, sized under a max-content constraint: 40 shared, 20 + 20.
        var text = Text("text", "HHHH\u{200B}HHHH", size: 10)
        var placement = FlexItem()
        placement.gridColumn = GridPlacement(start: .line(1), end: .span(2))
        placement.gridRow = GridPlacement(start: .line(1))
        text.flexItem = placement
        let params = GridLayout(columns: [.track(GridTrackSize(.minContent)), .track(GridTrackSize(.minContent))], rows: tracks(.points(40)))
        let result = try layout(grid(params, [text]))
        #expect(result.root.width == 40 / 2 + 40 / 2)
    }

    @Test func keywordWidthsAreNoAutoWidthsSoOnlyStretchFillsTheArea() throws {
        // 11.3 / CSS Box Alignment: a stretched item is one whose size is auto; CSS Sizing 3 keyword
        // sizes are not auto. Ahem "HH HH" at 10: min-content 20, max-content 40, in a 120 column.
        func text(_ name: String, _ keyword: SizeKeyword) -> LayoutNode {
            var node = Text(name, "HH\u{200B}HH", size: 10)
            var item = FlexItem()
            item.widthKeyword = keyword
            node.flexItem = item
            return node
        }
        var params = GridLayout(columns: tracks(.points(120)), rows: [])
        params.autoRows = [.points(30)]
        let result = try layout(grid(params, [text("stretch", .stretch), text("fit", .fitContent), text("min", .minContent),
                                              text("max", .maxContent)]))
        #expect(result.children["stretch"]?.width == 120)
        #expect(result.children["fit"]?.width == min(40, max(20, 120)))
        #expect(result.children["min"]?.width == 20)
        #expect(result.children["max"]?.width == 40)
    }

    @Test func anAutoHeightFollowsTheWidthThroughTheAspectRatio() throws {
        // CSS Sizing 4: with a preferred aspect ratio and an auto height, the height is the width
        // through the ratio; an item with a ratio does not stretch (Box Alignment: normal is start).
        let params = GridLayout(columns: tracks(.points(100)), rows: tracks(.points(100)))
        let result = try layout(grid(params, width: 100, height: 100, [item("ratio", width: 50) { $0.aspectRatio = 2 }]))
        #expect(result.children["ratio"] == Rect(x: 0, y: 0, width: 50, height: 50 / 2))
    }

    @Test func anItemsPercentagesResolveAgainstItsGridArea() throws {
        // 6.1 / CSS 2.1 §8.3: a grid item's containing block is its grid area, and percentage margins
        // refer to the containing block's width: in a 20-wide column of a 60-wide grid, a 20% left
        // margin is 20% × 20 = 4 and a 5% top margin 5% × 20 = 1 (not against the grid's 60).
        let params = GridLayout(columns: tracks(.points(20), .points(20), .points(20)), rows: tracks(.points(40)))
        let marked = item("marked", width: 20, height: 20) { box in
            box.justifySelf = .start
            box.alignSelf = .start
            box.margin = CSSEdges(top: .fraction(0.05), left: .fraction(0.2), bottom: .points(0), right: .points(0))
        }
        let result = try layout(grid(params, [marked]))
        #expect(result.children["marked"] == Rect(x: 0.2 * 20, y: 0.05 * 20, width: 20, height: 20))
    }

    @Test func aRightToLeftScrollbarWiderThanTheGridTakesNoMoreThanItsWidth() throws {
        // CSS Overflow 3: the scrollbar gutter is taken from the box, never beyond it: a 2-wide
        // right-to-left grid with a 15-wide scrollbar on its left keeps its (empty) content box at
        // its right edge, x = 2, not after the whole 15.
        var scrolling = FlexItem()
        scrolling.overflowX = .scroll
        scrolling.overflowY = .scroll
        scrolling.scrollbarWidth = 15
        scrolling.rightToLeft = true
        let params = GridLayout(rightToLeft: true)
        let root = LayoutNode(name: "grid", kind: .container(.grid(params), children: [item("cell") { $0.rightToLeft = true }]),
                              width: .fixed(2), height: .fixed(4), flexItem: scrolling)
        let result = try layout(root)
        #expect(result.children["cell"] == Rect(x: 2, y: 0, width: 0, height: 0))
    }

    @Test func aFlexibleTrackWhoseBaseExceedsItsShareIsTreatedAsInflexible() throws {
        // 11.7.1: 1fr 1fr in 100, the first holding an item 80 wide (its base size, 11.5): a share
        // of 50 is below 80, so that track keeps 80 and the other takes the 20 left.
        let params = GridLayout(columns: tracks(.fr(1), .fr(1)), rows: tracks(.points(10)))
        let result = try layout(grid(params, width: 100, [item("wide", width: 80), item("b")]))
        #expect(result.children["b"] == Rect(x: 80, y: 0, width: 100 - 80, height: 10))
    }

    @Test func aSpanningItemsExtraSpaceGoesEquallyToIntrinsicTracksUpToTheirGrowthLimits() throws {
        // 11.5 step 3 with 11.5.1: two auto columns, a 100-wide item spanning both. With nothing
        // else in them both growth limits are infinite and each column gets 50 (seen through an
        // absolutely positioned child filling column 1, which takes no part in sizing).
        let params = GridLayout(columns: tracks(.auto, .auto), rows: tracks(.points(10), .points(10)))
        let span = item("span", width: 100, column: GridPlacement(start: .line(1), end: .span(2)), row: GridPlacement(start: .line(1)))
        let probe = item("probe", column: GridPlacement(start: .line(1), end: .line(2))) {
            $0.position = .absolute
            $0.inset = CSSEdges(top: .points(0), left: .points(0), bottom: .points(0), right: .points(0))
        }
        let shared = try layout(grid(params, [span, probe]))
        #expect(shared.root.width == 100)
        let half: Double = 100 / 2
        #expect(shared.children["probe"]?.width == half)
        // An empty item in column 1 gives it a growth limit of its max-content contribution, 0:
        // the extra space goes up to that limit (none) there, and all of it to column 2.
        let limited = try layout(grid(params, [span, probe, item("first", row: GridPlacement(start: .line(2)))]))
        #expect(limited.children["probe"]?.width == 0)
        #expect(limited.children["first"] == Rect(x: 0, y: 10, width: 0, height: 10))
    }

    @Test func autoTracksStretchUnlessContentIsAligned() throws {
        // 11.8: with normal content alignment, free space goes to auto tracks; with `center` the
        // tracks keep their size and move to the middle (10.5).
        var params = GridLayout(columns: tracks(.auto, .points(20)), rows: tracks(.points(10)))
        let stretched = try layout(grid(params, width: 100, [item("a", width: 30), item("b")]))
        #expect(stretched.children["a"] == Rect(x: 0, y: 0, width: 30, height: 10))
        #expect(stretched.children["b"] == Rect(x: 100 - 20, y: 0, width: 20, height: 10))
        params.justifyContent = .center
        let centred = try layout(grid(params, width: 100, [item("a", width: 30), item("b")]))
        // Tracks of 30 and 20 leave 50: 25 on each side.
        #expect(centred.children["a"] == Rect(x: 25, y: 0, width: 30, height: 10))
        #expect(centred.children["b"] == Rect(x: 25 + 30, y: 0, width: 20, height: 10))
    }

    @Test func autoFillRepeatsAsManyTracksAsFitAndAutoFitCollapsesEmptyOnes() throws {
        // 7.2.3.2: 100px tracks with gaps of 10 in 350: 3 fit (3 x 100 + 2 x 10 = 320; 4 need 430).
        var params = GridLayout(columns: [.repeated(.autoFill, [.points(100)])], rows: tracks(.points(10)))
        params.columnGap = .points(10)
        params.justifyContent = .end
        let filled = try layout(grid(params, width: 350, [item("a")]))
        // Three tracks at the end: 350 - 320 = 30 of free space before them.
        #expect(filled.children["a"] == Rect(x: 30, y: 0, width: 100, height: 10))
        params.templateColumns = [.repeated(.autoFit, [.points(100)])]
        let fitted = try layout(grid(params, width: 350, [item("a")]))
        // The two empty tracks and their gaps collapse: one track of 100 at the end.
        #expect(fitted.children["a"] == Rect(x: 350 - 100, y: 0, width: 100, height: 10))
    }

    @Test func itemsAlignInTheirAreaAndAutoMarginsTakeTheFreeSpace() throws {
        // 10.3-10.4: a 40 x 40 area; `end` puts a 10 x 10 item at 30; auto margins on both sides
        // centre it; normal alignment stretches an item without a size.
        var params = GridLayout(columns: tracks(.points(40), .points(40), .points(40)), rows: tracks(.points(40)))
        params.alignItems = .end
        let result = try layout(grid(params, [
            item("end", width: 10, height: 10) { $0.justifySelf = .end },
            item("centred", width: 10, height: 10) { $0.margin = CSSEdges(top: .auto, left: .auto, bottom: .auto, right: .auto) },
            item("stretched") { $0.alignSelf = .stretch },
        ]))
        #expect(result.children["end"] == Rect(x: 40 - 10, y: 40 - 10, width: 10, height: 10))
        #expect(result.children["centred"] == Rect(x: 40 + 15, y: 15, width: 10, height: 10))
        #expect(result.children["stretched"] == Rect(x: 80, y: 0, width: 40, height: 40))
    }

    @Test func rightToLeftPutsTheFirstColumnAtTheRight() throws {
        let params = GridLayout(columns: tracks(.points(10), .points(20)), rows: tracks(.points(5)), rightToLeft: true)
        let result = try layout(grid(params, width: 100, [item("a"), item("b")]))
        #expect(result.children["a"] == Rect(x: 100 - 10, y: 0, width: 10, height: 5))
        #expect(result.children["b"] == Rect(x: 100 - 10 - 20, y: 0, width: 20, height: 5))
    }

    @Test func anAbsolutelyPositionedChildIsPlacedInTheAreaItsLinesName() throws {
        // 9.1: columns 2 to 3 of 10 + 20 + 30; `auto` rows mean the padding box: the whole height.
        let params = GridLayout(columns: tracks(.points(10), .points(20), .points(30)), rows: tracks(.points(8)))
        let result = try layout(grid(params, height: 50, [
            item("abs", column: GridPlacement(start: .line(2), end: .line(4))) {
                $0.position = .absolute
                $0.inset = CSSEdges(top: .points(0), left: .points(0), bottom: .points(0), right: .points(0))
            },
        ]))
        #expect(result.children["abs"] == Rect(x: 10, y: 0, width: 20 + 30, height: 50))
    }

    @Test func areasNameRectanglesOfCellsAndTheirLines() throws {
        // 7.3: "head head" / "side main" over columns 30 and 70, rows 10 and 40: an item in area
        // `main` sits in row 2, column 2; `head` spans both columns; a name alone as a line is
        // the area's start or end line (`side` to `main-end` spans both columns of row 2).
        var params = GridLayout(columns: tracks(.points(30), .points(70)), rows: tracks(.points(10), .points(40)))
        params.templateAreas = try #require(GridSyntax.areas(["head head", "side main"]))
        func area(_ name: String) -> GridPlacement { GridPlacement(start: .named(name, 1), end: .named(name, 1)) }
        let result = try layout(grid(params, [
            item("main", column: area("main"), row: area("main")),
            item("head", column: area("head"), row: area("head")),
            item("wide", column: GridPlacement(start: .named("side", 1), end: .named("main-end", 1)), row: area("side")),
        ]))
        #expect(result.children["main"] == Rect(x: 30, y: 10, width: 70, height: 40))
        #expect(result.children["head"] == Rect(x: 0, y: 0, width: 30 + 70, height: 10))
        #expect(result.children["wide"] == Rect(x: 0, y: 10, width: 30 + 70, height: 40))
        // Areas that are not rectangles, or rows of other lengths, are no areas.
        #expect(GridSyntax.areas(["a a", "a b"]) == nil)
        #expect(GridSyntax.areas(["a b", "c"]) == nil)
    }

    @Test func namedLinesCountOnlyLinesOfThatNameAndImplicitLinesBeyond() throws {
        // 8.3.1: "[a] 10px [b] 20px [a] 30px": `a 2` is the third line; `span b` from line 1 ends
        // at the next `b`; `a 3` is past the grid, where every implicit line (not the explicit
        // grid's last line) counts as an `a`: the first implicit line, after one implicit column
        // of 40 (grid-auto-columns).
        let list = try #require(GridSyntax.trackList("[a] 10px [b] 20px [a] 30px"))
        let params = GridLayout(columns: list, rows: tracks(.points(5)), autoColumns: [.points(40)])
        let result = try layout(grid(params, [
            item("second", column: GridPlacement(start: .named("a", 2), end: .span(1)), row: GridPlacement(start: .line(1))),
            item("toB", column: GridPlacement(start: .line(1), end: .spanNamed("b", 1)), row: GridPlacement(start: .line(1))),
            item("past", column: GridPlacement(start: .named("a", 3), end: .span(1)), row: GridPlacement(start: .line(1))),
        ]))
        #expect(result.children["second"] == Rect(x: 10 + 20, y: 0, width: 30, height: 5))
        #expect(result.children["toB"] == Rect(x: 0, y: 0, width: 10, height: 5))
        #expect(result.children["past"] == Rect(x: 10 + 20 + 30 + 40, y: 0, width: 40, height: 5))
        #expect(GridSyntax.line("span 2 col") == .spanNamed("col", 2) && GridSyntax.line("-1 col") == .named("col", -1))
    }

    @Test func trackListsAreReadFromCSS() throws {
        let list = try #require(GridSyntax.trackList("40px minmax(10px, 1fr) repeat(2, auto 25%) fit-content(30px)"))
        #expect(list == [.track(.points(40)), .track(GridTrackSize(min: .points(10), max: .flex(1))),
                         .repeated(.count(2), [.auto, GridTrackSize(.fraction(0.25))]), .track(GridTrackSize(.fitContent(.points(30))))])
        #expect(GridSyntax.trackList("repeat(auto-fill, minmax(20px, max-content))") == [.repeated(.autoFill, [GridTrackSize(min: .points(20), max: .maxContent)])])
        // A flexible minimum, a zero count and a name that is no identifier are not track lists.
        #expect(GridSyntax.trackList("minmax(1fr, 20px)") == nil)
        #expect(GridSyntax.trackList("repeat(0, 10px)") == nil)
        #expect(GridSyntax.trackList("[a b] 10px") == [.lineNames(["a", "b"]), .track(.points(10))])
        #expect(GridSyntax.trackList("[1a] 10px") == nil)
        #expect(GridSyntax.line("span 3") == .span(3) && GridSyntax.line("-2") == .line(-2) && GridSyntax.line("0") == nil)
    }
}

/// The DSL builds what the fixture format does: `Fixtures/grid/dashboard.json` in code.
@Suite struct GridDSLTests {
    @Test func theDashboardBuiltInCodeHasTheFixturesFrames() throws {
        let root = Grid("dashboard", columns: "80px 1fr 1fr", rows: "40px repeat(2, 1fr)", gap: 8) {
            Box("header").grid(column: "1 / -1")
            Box("sidebar").grid(column: "1", row: "2 / span 2")
            Box("a")
            Box("b").grid(column: "3", row: "2")
            Box("chart").grid(column: "2 / span 2")
            Box("badge", width: 24, height: 24).grid(column: "3", row: "2", justifySelf: .end, alignSelf: .start)
        }.padding(8)
        let frames = try LayoutEngine(textMeasurer: AhemTextMeasurer()).layout(root, in: Viewport(width: 320, height: 240))
        let byName = Dictionary(uniqueKeysWithValues: frames.children.map { ($0.name, $0.frame) })
        // The fixture's expected frames (worked by hand there).
        #expect(byName["header"] == Rect(x: 8, y: 8, width: 304, height: 40))
        #expect(byName["sidebar"] == Rect(x: 8, y: 56, width: 80, height: 176))
        #expect(byName["a"] == Rect(x: 96, y: 56, width: 104, height: 84))
        #expect(byName["chart"] == Rect(x: 96, y: 148, width: 216, height: 84))
        #expect(byName["badge"] == Rect(x: 288, y: 56, width: 24, height: 24))
    }
}
