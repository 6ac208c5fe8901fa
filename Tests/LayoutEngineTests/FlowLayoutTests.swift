import LayoutEngine
import LayoutModel
import Testing

/// A flow container node for tests.
func flow(_ name: String, _ orientation: Axis, count: Int = 0, spacing: (h: Double, v: Double) = (0, 0),
          gravity: (Gravity?, Gravity?) = (nil, nil), arranged: FlowLayout.LineAlignment? = nil,
          lastLine: FlowLayout.LastLinePolicy = .no, flexible: FlowLayout.FlexibleSpacing? = nil,
          paging: FlowLayout.Paging? = nil, autoArrange: Bool = false,
          _ width: SizeValue? = nil, _ height: SizeValue? = nil, padding: EdgeInsets = .zero,
          _ children: [LayoutNode]) -> LayoutNode {
    let params = FlowLayout(orientation: orientation, arrangedCount: count, horizontalSpacing: spacing.h,
                            verticalSpacing: spacing.v, horizontalGravity: gravity.0, verticalGravity: gravity.1,
                            arrangedGravity: arranged, lastLine: lastLine, flexibleSpacing: flexible, paging: paging,
                            autoArrange: autoArrange)
    return LayoutNode(name: name, kind: .container(.flow(params), children: children), width: width, height: height,
                      padding: padding)
}

/// Lines, spacing, weights and gravity of the flow layout (TangramKit §12, §4.8, §4.9, §5, §6.3).
@Suite struct FlowLayoutTests {
    /// §12.1, §6.3: three items per row, the gaps along x and y.
    @Test func countLimitedRowsHoldArrangedCountItems() throws {
        let f = try layout(flow("f", .vertical, count: 3, spacing: (10, 5), 300, 200, [
            box("a", 50, 20), box("b", 60, 30), box("c", 40, 10), box("d", 70, 25), box("e", 30, 30),
        ]))
        #expect(frameOf(f, "a") == rect(0, 0, 50, 20))
        #expect(frameOf(f, "b") == rect(50 + 10, 0, 60, 30))
        #expect(frameOf(f, "c") == rect(50 + 10 + 60 + 10, 0, 40, 10))
        #expect(frameOf(f, "d") == rect(0, 30 + 5, 70, 25))        // the first row is as tall as b
        #expect(frameOf(f, "e") == rect(70 + 10, 30 + 5, 30, 30))
    }

    /// §8.4, §8.5, §6.1: a flow that wraps both axes: the longest row and the stacked rows, plus padding.
    @Test func aWrappingFlowIsItsLongestLineAndItsStackedLines() throws {
        let f = try layout(flow("f", .vertical, count: 3, spacing: (10, 5), .wrap, .wrap, padding: EdgeInsets(all: 4), [
            box("a", 50, 20), box("b", 60, 30), box("c", 40, 10), box("d", 70, 25), box("e", 30, 30),
        ]))
        #expect(frameOf(f, "f") == rect(0, 0, 4 + (50 + 10 + 60 + 10 + 40) + 4, 4 + 30 + 5 + 30 + 4))
        #expect(frameOf(f, "d") == rect(4, 4 + 30 + 5, 70, 25))
    }

    /// §6.2: an empty wrapping flow still measures its padding.
    @Test func anEmptyWrappingFlowIsItsPadding() throws {
        let f = try layout(flow("f", .vertical, .wrap, .wrap, padding: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), []))
        #expect(frameOf(f, "f") == rect(0, 0, 2 + 4, 1 + 3))
    }

    /// §8.4: a flow that wraps its width inside a 200-wide parent breaks its rows at 200 and is as
    /// wide as its longest row.
    @Test func aWrappingContentLimitedFlowBreaksAtTheParentsWidth() throws {
        let f = try layout(linear("p", .vertical, 200, 100, [
            flow("f", .vertical, spacing: (10, 0), .wrap, .wrap, [box("a", 80, 10), box("b", 70, 10), box("c", 60, 10)]),
        ]))
        #expect(frameOf(f, "f") == rect(0, 0, 80 + 10 + 70, 10 + 10))
        #expect(frameOf(f, "b") == rect(80 + 10, 0, 70, 10))
        #expect(frameOf(f, "c") == rect(0, 10, 60, 10))
    }

    /// §3b: in a flow every margin is spacing around its item: it counts in the row's extent, comes
    /// out of a fill column, and offsets the item in its row.
    @Test func marginsAreSpacingAroundTheirItem() throws {
        let m = Margins(top: .points(3), left: .points(5), bottom: nil, right: .points(5))
        let grid = try layout(flow("f", .vertical, count: 2, spacing: (10, 0), gravity: (.fill, nil), 210, .wrap, [
            box("a", nil, 10, margin: m), box("b", nil, 20), box("c", nil, 10),
        ]))
        let column = (210.0 - 10) / 2
        #expect(frameOf(grid, "a") == rect(5, 3, column - 5 - 5, 10))
        #expect(frameOf(grid, "b") == rect(column + 10, 0, column, 20))
        #expect(frameOf(grid, "c") == rect(0, 20, column, 10))          // the first row: max(3 + 10, 20)
        let tags = try layout(flow("f", .vertical, 100, .wrap, [box("a", 40, 10, margin: m), box("b", 50, 10), box("c", 10, 10)]))
        #expect(frameOf(tags, "b") == rect(5 + 40 + 5, 0, 50, 10))        // 50 + 50 = 100 fits
        #expect(frameOf(tags, "c") == rect(0, 3 + 10, 10, 10))
    }

    /// §12.1: content-limited rows break where the next item does not fit.
    @Test func contentLimitedRowsBreakWhenTheNextItemDoesNotFit() throws {
        let f = try layout(flow("f", .vertical, spacing: (10, 4), 200, .wrap, [
            box("a", 80, 20), box("b", 70, 30), box("c", 60, 10), box("d", 50, 20), box("e", 100, 40),
        ]))
        #expect(frameOf(f, "f") == rect(0, 0, 200, 30 + 4 + 20 + 4 + 40))
        #expect(frameOf(f, "a") == rect(0, 0, 80, 20))
        #expect(frameOf(f, "b") == rect(80 + 10, 0, 70, 30))        // 160 <= 200; c would end at 230
        #expect(frameOf(f, "c") == rect(0, 30 + 4, 60, 10))
        #expect(frameOf(f, "d") == rect(60 + 10, 30 + 4, 50, 20))   // e would end at 230
        #expect(frameOf(f, "e") == rect(0, 30 + 4 + 20 + 4, 100, 40))
    }

    /// §12.1: a horizontal flow's lines are columns stacking right.
    @Test func horizontalLinesAreColumnsStackingRight() throws {
        let f = try layout(flow("f", .horizontal, spacing: (7, 5), .wrap, 100, [
            box("a", 20, 60), box("b", 30, 50), box("c", 10, 30),
        ]))
        #expect(frameOf(f, "f") == rect(0, 0, 20 + 7 + 30, 100))
        #expect(frameOf(f, "a") == rect(0, 0, 20, 60))
        #expect(frameOf(f, "b") == rect(20 + 7, 0, 30, 50))          // 60 + 5 + 50 > 100
        #expect(frameOf(f, "c") == rect(20 + 7, 50 + 5, 10, 30))
    }

    /// §4.8: along a count-limited row a weight is a share of what the row's fixed items and gaps
    /// leave; across, a share of the height left below the row's top.
    @Test func countLimitedWeightsShareTheRowAndTheHeightBelowIt() throws {
        let f = try layout(flow("f", .vertical, count: 2, spacing: (10, 5), 300, 200, [
            box("a", 100, 20), box("b", .fill, 30),
            box("c", .weight(0.5), 40), box("d", .weight(1.5), .percent(50)),
        ]))
        #expect(frameOf(f, "a") == rect(0, 0, 100, 20))
        #expect(frameOf(f, "b") == rect(110, 0, 300 - 100 - 10, 30))
        let free = 300.0 - 10
        let c = free * 0.5 / 2, d = free * 1.5 / 2
        let dHeight = 0.5 * (200.0 - (30 + 5))
        #expect(frameOf(f, "c") == rect(0, 35, c, 40))
        #expect(frameOf(f, "d") == rect(c + 10, 35, d, dHeight))
    }

    /// §4.9: in a content-limited row a weight is a share of what is left from the current position;
    /// with nothing left the item starts a new row and takes its share of the whole row.
    @Test func contentLimitedWeightsShareWhatIsLeftOnTheRow() throws {
        let f = try layout(flow("f", .vertical, spacing: (10, 0), 200, .wrap, [
            box("a", 50, 10), box("b", .percent(50), 10), box("c", .fill, 10), box("d", .percent(50), 10), box("e", 30, 10),
        ]))
        let b = 0.5 * (200.0 - 50 - 10)            // 70
        #expect(frameOf(f, "b") == rect(50 + 10, 0, b, 10))
        let c = 200.0 - (50 + 10 + b) - 10         // 60: the rest of the row
        #expect(frameOf(f, "c") == rect(50 + 10 + b + 10, 0, c, 10))
        #expect(frameOf(f, "d") == rect(0, 10, 0.5 * 200, 10))
        #expect(frameOf(f, "e") == rect(100 + 10, 10, 30, 10))
    }

    /// §5.4, §12.3: between, around, among, center and end spread each row; a short last row is
    /// packed at the start under the default policy (center and end still apply).
    static let rowGravities: [(Gravity, [Double], [Double])] = [
        (.between, [0, 40 + 15, 2 * (40 + 15)], [0, 40]),
        (.around, [5, 5 + 40 + 10, 5 + 2 * (40 + 10)], [0, 40]),
        (.among, [7.5, 7.5 + 40 + 7.5, 7.5 + 2 * (40 + 7.5)], [0, 40]),
        (.center, [15, 55, 95], [35, 75]),
        (.end, [30, 70, 110], [70, 110]),
    ]

    @Test(arguments: rowGravities)
    func gravitySpreadsEachRow(gravity: Gravity, first: [Double], last: [Double]) throws {
        let f = try layout(flow("f", .vertical, gravity: (gravity, nil), 150, .wrap,
                                ["a", "b", "c", "d", "e"].map { box($0, 40, 10) }))
        let xs: [Double] = ["a", "b", "c", "d", "e"].map { frameOf(f, $0)?.x ?? -1 }
        #expect(Array(xs[0..<3]) == first)
        #expect(Array(xs[3...]) == last)
    }

    /// §5.5: count-limited fill makes equal columns; content-limited fill grows the items.
    @Test func fillMakesEqualColumnsOrGrowsTheItems() throws {
        let grid = try layout(flow("f", .vertical, count: 3, spacing: (10, 0), gravity: (.fill, nil), 320, .wrap, [
            box("a", 30, 10), box("b", .wrap, 10), box("c", nil, 10), box("d", 30, 10),
        ]))
        let column = (320.0 - 2 * 10) / 3
        #expect(frameOf(grid, "a") == rect(0, 0, column, 10))
        #expect(frameOf(grid, "b") == rect(column + 10, 0, column, 10))
        #expect(frameOf(grid, "c") == rect(2 * (column + 10), 0, column, 10))
        #expect(frameOf(grid, "d") == rect(0, 10, column, 10))
        for policy in [FlowLayout.LastLinePolicy.no, .always] {
            let tags = try layout(flow("f", .vertical, gravity: (.fill, nil), lastLine: policy, 150, .wrap,
                                       ["a", "b", "c", "d", "e"].map { box($0, 40, 10) }))
            let grown = 40.0 + (150 - 3 * 40) / 3
            #expect(frameOf(tags, "c") == rect(2 * grown, 0, grown, 10))
            let last = policy == .always ? 40.0 + (150 - 2 * 40) / 2 : 40
            #expect(frameOf(tags, "e") == rect(last, 10, last, 10))
        }
    }

    /// §12.3: the cross gravity places the block of rows; fill shares the free height among the
    /// rows and their items grow by their row's share. Rows of 20 and 30 with a gap of 10 leave 40 of 100.
    static let blockGravities: [(Gravity, Double, Double, Double)] = [
        (.start, 0, 20 + 10, 0), (.center, 20, 20 + 20 + 10, 0), (.end, 40, 40 + 20 + 10, 0),
        (.between, 0, 20 + 10 + 40, 0), (.around, 10, 10 + 20 + 10 + 20, 0), (.among, 40.0 / 3, 2 * 40.0 / 3 + 20 + 10, 0),
        (.fill, 0, 20 + 20 + 10, 40.0 / 2),
    ]

    @Test(arguments: blockGravities)
    func crossGravityPlacesTheBlockOfRows(gravity: Gravity, firstY: Double, secondY: Double, growth: Double) throws {
        let f = try layout(flow("f", .vertical, count: 1, spacing: (0, 10), gravity: (nil, gravity), 100, 100, [
            box("a", 10, 20), box("b", 10, 30),
        ]))
        #expect(frameOf(f, "a") == rect(0, firstY, 10, 20 + growth))
        #expect(frameOf(f, "b") == rect(0, secondY, 10, 30 + growth))
    }
}
