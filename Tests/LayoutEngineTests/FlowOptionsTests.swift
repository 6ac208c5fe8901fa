import LayoutEngine
import LayoutModel
import Testing

/// Line alignment, last-line policy, auto-arrange, masonry, compact columns, paging, flexible
/// spacing, oversized items, stretching and visibility in the flow layout.
@Suite struct FlowOptionsTests {
    /// §12.2, §5.9: items sit against the tallest item of their row; a child's own alignment wins;
    /// fill stretches the items with no height.
    @Test func arrangedGravityAlignsItemsInTheirRow() throws {
        func ys(_ arranged: FlowLayout.LineAlignment) throws -> [Rect?] {
            let f = try layout(flow("f", .vertical, arranged: arranged, 200, 100, [
                box("a", 10, 10), box("b", 10, 30), box("c", 10, 20), box("d", 10, 10, align: ChildAlignment(vertical: .end)),
                box("e", 10, nil),
            ]))
            return ["a", "b", "c", "d", "e"].map { frameOf(f, $0) }
        }
        #expect(try ys(.center) == [rect(0, (30 - 10) / 2, 10, 10), rect(10, 0, 10, 30), rect(20, (30 - 20) / 2, 10, 20),
                                    rect(30, 30 - 10, 10, 10), rect(40, 30 / 2, 10, 0)])
        #expect(try ys(.end) == [rect(0, 20, 10, 10), rect(10, 0, 10, 30), rect(20, 10, 10, 20),
                                 rect(30, 20, 10, 10), rect(40, 30, 10, 0)])
        #expect(try ys(.fill) == [rect(0, 0, 10, 10), rect(10, 0, 10, 30), rect(20, 0, 10, 20),
                                  rect(30, 20, 10, 10), rect(40, 0, 10, 30)])
    }

    /// §12.9: a child layout whose height wraps is stretched across the row by fill (wrap cleared).
    @Test func stretchingClearsAChildLayoutsWrap() throws {
        let inner = linear("inner", .vertical, nil, .wrap, [box("x", 10, 10)])
        let f = try layout(flow("f", .vertical, arranged: .fill, 200, .wrap, [box("a", 20, 40), inner]))
        #expect(frameOf(f, "inner") == rect(20, 0, 10, 40))
        #expect(frameOf(f, "f") == rect(0, 0, 200, 40))
    }

    /// §5.12: a short last row under between: packed (no), spread (always) or under the items above (auto).
    static let policies: [(FlowLayout.LastLinePolicy, [Double])] = [(.no, [0, 50]), (.always, [0, 300 - 50]), (.auto, [0, 50 + 75])]

    @Test(arguments: policies)
    func lastLinePolicy(policy: FlowLayout.LastLinePolicy, last: [Double]) throws {
        let f = try layout(flow("f", .vertical, count: 3, gravity: (.between, nil), lastLine: policy, 300, .wrap,
                                ["a", "b", "c", "d", "e"].map { box($0, 50, 10) }))
        let gap = (300.0 - 3 * 50) / 2
        #expect(frameOf(f, "b") == rect(50 + gap, 0, 50, 10))
        #expect(frameOf(f, "d")?.x == last[0])
        #expect(frameOf(f, "e")?.x == last[1])
    }

    /// §12.5: content-limited auto-arrange: each row starts with the first item left and takes the
    /// largest items that still fit.
    @Test func autoArrangeLeavesTheLeastSpaceOverPerRow() throws {
        let f = try layout(flow("f", .vertical, autoArrange: true, 100, .wrap, [
            box("a", 60, 10), box("b", 50, 10), box("c", 40, 10), box("d", 30, 10), box("e", 10, 10),
        ]))
        #expect(frameOf(f, "a") == rect(0, 0, 60, 10))
        #expect(frameOf(f, "c") == rect(60, 0, 40, 10))     // 60 + 40 = 100, nothing left
        #expect(frameOf(f, "b") == rect(0, 10, 50, 10))
        #expect(frameOf(f, "d") == rect(50, 10, 30, 10))
        #expect(frameOf(f, "e") == rect(80, 10, 10, 10))
    }

    /// §12.5: count-limited auto-arrange is masonry: each item goes to the column that ends first.
    @Test func masonryPutsEachItemInTheColumnThatEndsFirst() throws {
        let f = try layout(flow("f", .vertical, count: 2, spacing: (10, 5), gravity: (.fill, nil), autoArrange: true,
                                210, .wrap, [box("a", nil, 50), box("b", nil, 20), box("c", nil, 30), box("d", nil, 40),
                                             box("e", nil, 10)]))
        let column = (210.0 - 10) / 2
        #expect(frameOf(f, "a") == rect(0, 0, column, 50))
        #expect(frameOf(f, "b") == rect(column + 10, 0, column, 20))
        #expect(frameOf(f, "c") == rect(column + 10, 20 + 5, column, 30))
        #expect(frameOf(f, "d") == rect(0, 50 + 5, column, 40))          // 55 < 60
        #expect(frameOf(f, "e") == rect(column + 10, 20 + 5 + 30 + 5, column, 10))
        #expect(frameOf(f, "f") == rect(0, 0, 210, 50 + 5 + 40))
    }

    /// §12.5b: compact columns: each item right under the item above it in its column.
    @Test func compactColumnsStackUnderTheItemAbove() throws {
        let f = try layout(flow("f", .vertical, count: 2, spacing: (10, 5), arranged: .compact, 210, .wrap, [
            box("a", 100, 50), box("b", 100, 20), box("c", 100, 30), box("d", 100, 40),
        ]))
        #expect(frameOf(f, "c") == rect(0, 50 + 5, 100, 30))
        #expect(frameOf(f, "d") == rect(110, 20 + 5, 100, 40))
        #expect(frameOf(f, "f") == rect(0, 0, 210, 50 + 5 + 30))
    }

    /// A count far above the number of items is one short line (no storage per possible column).
    @Test func aCountAboveTheItemCountIsOneLine() throws {
        let f = try layout(flow("f", .vertical, count: 1_000_000, arranged: .compact, 300, .wrap, [box("a", 10, 10), box("b", 20, 20)]))
        #expect(frameOf(f, "b") == rect(10, 0, 20, 20))
        #expect(frameOf(f, "f") == rect(0, 0, 300, 20))
        let m = try layout(flow("f", .vertical, count: 1_000_000, autoArrange: true, 300, .wrap, [box("a", 10, 10), box("b", 20, 20)]))
        let column = 300.0 / 1_000_000
        #expect(frameOf(m, "b") == rect(column, 0, column, 20))
    }

    /// Masonry in a flow that wraps its width: columns as wide as the widest item, within the
    /// parent's 200 (3 × 80 would not fit, so the columns are 200 / 3 and a is shrunk to its column).
    @Test func wrappingMasonryColumnsFitTheLimit() throws {
        let f = try layout(linear("p", .vertical, 200, 100, [
            flow("f", .vertical, count: 3, autoArrange: true, .wrap, .wrap, [box("a", 80, 10), box("b", 50, 10), box("c", 60, 10)]),
        ]))
        let column = 200.0 / 3
        #expect(frameOf(f, "f") == rect(0, 0, 200, 10))
        #expect(frameOf(f, "a") == rect(0, 0, column, 10))
        #expect(frameOf(f, "c") == rect(2 * column, 0, 60, 10))
    }

    /// §12.6: pages of 2 × 2 cells in a 200 × 100 viewport, following each other to the right.
    @Test func pagingSizesItemsSoAPageHoldsPagedCount() throws {
        let paging = FlowLayout.Paging(count: 4, size: Size(width: 200, height: 100), axis: .horizontal)
        // i1 keeps its written width; i5 wraps on both axes, and the stretch to its cell clears that (§12.9).
        let items = (0..<6).map { k in k == 5 ? box("i5", .wrap, .wrap) : box("i\(k)", k == 1 ? 40 : nil, nil) }
        let f = try layout(flow("f", .vertical, count: 2, spacing: (10, 10), paging: paging, .wrap, 100,
                                padding: EdgeInsets(all: 10), items))
        let cellW = (200.0 - 2 * 10 - 10) / 2, cellH = (100.0 - 2 * 10 - 10) / 2
        #expect(frameOf(f, "f") == rect(0, 0, 2 * 200, 100))
        #expect(frameOf(f, "i0") == rect(10, 10, cellW, cellH))
        #expect(frameOf(f, "i1") == rect(10 + cellW + 10, 10, 40, cellH))     // its own width, at the cell start
        #expect(frameOf(f, "i3") == rect(10 + cellW + 10, 10 + cellH + 10, cellW, cellH))
        #expect(frameOf(f, "i4") == rect(200 + 10, 10, cellW, cellH))
        #expect(frameOf(f, "i5") == rect(200 + 10 + cellW + 10, 10, cellW, cellH))
    }

    @Test func verticalPagingStacksPagesDown() throws {
        let paging = FlowLayout.Paging(count: 2, size: Size(width: 100, height: 50), axis: .vertical)
        let f = try layout(flow("f", .vertical, count: 2, paging: paging, 100, .wrap, (0..<3).map { box("i\($0)") }))
        #expect(frameOf(f, "f") == rect(0, 0, 100, 2 * 50))
        #expect(frameOf(f, "i1") == rect(50, 0, 50, 50))
        #expect(frameOf(f, "i2") == rect(0, 50, 50, 50))
    }

    /// §6.4, §12.7 content-limited: n = ⌊(300 + 10) / (60 + 10)⌋ = 4 per row, gaps share the rest.
    @Test func flexibleSpacingFitsAsManyItemsAsPossible() throws {
        func xs(_ spec: FlowLayout.FlexibleSpacing) throws -> [Rect?] {
            let f = try layout(flow("f", .vertical, flexible: spec, 300, .wrap, (0..<5).map { box("i\($0)", nil, 10) }))
            return (0..<5).map { frameOf(f, "i\($0)") }
        }
        let plain = try xs(.init(itemSize: 60, minSpace: 10))
        #expect(plain == [rect(0, 0, 60, 10), rect(80, 0, 60, 10), rect(160, 0, 60, 10), rect(240, 0, 60, 10), rect(0, 10, 60, 10)])
        let capped = try xs(.init(itemSize: 60, minSpace: 10, maxSpace: 15))   // gaps 15, items (300 - 45) / 4
        let w = (300.0 - 3 * 15) / 4
        #expect(capped[1] == rect(w + 15, 0, w, 10))
        let centered = try xs(.init(itemSize: 60, minSpace: 10, centered: true))  // ⌊290 / 70⌋ = 4, 5 gaps of 12
        #expect(centered[0] == rect(12, 0, 60, 10))
        #expect(centered[3] == rect(12 + 3 * 72, 0, 60, 10))
        #expect(centered[4] == rect(12, 10, 60, 10))
    }

    /// §6.4 count-limited: the gap is kept within [minSpace, maxSpace] and the items take the rest.
    static let flexibleWidths: [(Double, Double, Double)] = [(300, 30, 80), (330, 30, (330 - 60) / 3), (254, 10, (254 - 20) / 3)]

    @Test(arguments: flexibleWidths)
    func countLimitedFlexibleSpacingClampsTheGap(width: Double, gap: Double, item: Double) throws {
        let spec = FlowLayout.FlexibleSpacing(itemSize: 80, minSpace: 10, maxSpace: 30)
        let f = try layout(flow("f", .vertical, count: 3, flexible: spec, .fixed(width), .wrap, (0..<3).map { box("i\($0)", nil, 10) }))
        #expect(frameOf(f, "i1") == rect(item + gap, 0, item, 10))
        #expect(frameOf(f, "i2") == rect(2 * (item + gap), 0, item, 10))
    }

    /// §12.8: an item wider than the flow is shrunk to it, and a text's height follows.
    @Test func oversizedItemsAreShrunkToTheInnerWidth() throws {
        let text = Text("t", "aaaa aaaa", size: 10).width(150)
        let f = try layout(flow("f", .vertical, spacing: (0, 5), 60, .wrap, padding: EdgeInsets(all: 2), [box("a", 150, 10), text]))
        #expect(frameOf(f, "a") == rect(2, 2, 60 - 4, 10))
        #expect(frameOf(f, "t") == rect(2, 2 + 10 + 5, 60 - 4, 2 * 10))   // "aaaa" / "aaaa"
    }

    /// §7.2, §7.3: a gone item takes no space and no slot in its row; an invisible one keeps both.
    @Test func goneItemsTakeNoSlotInvisibleOnesKeepTheirs() throws {
        let f = try layout(flow("f", .vertical, count: 2, 100, .wrap, [
            box("a", 10, 10), box("b", 10, 10, visibility: .gone), box("c", 20, 10), box("d", 30, 10, visibility: .invisible),
            box("e", 40, 10),
        ]))
        #expect(frameOf(f, "b") == rect(0, 0, 0, 0))
        #expect(frameOf(f, "c") == rect(10, 0, 20, 10))
        #expect(frameOf(f, "e") == rect(30, 10, 40, 10))
    }

    /// §9.1: bounds clamp items after the line's share.
    @Test func minAndMaxClampTheShares() throws {
        let f = try layout(flow("f", .vertical, count: 2, 300, 100, [
            box("a", 100, 10), box("b", .fill, .fill, min: (nil, 80), max: (50, nil)),
        ]))
        #expect(frameOf(f, "b") == rect(100, 0, 50, 100))
        let g = try layout(flow("f", .vertical, count: 2, 300, 100, [box("a", 100, 10), box("b", .fill, 10, min: (nil, 80), max: (50, nil))]))
        #expect(frameOf(g, "b") == rect(100, 0, 50, 80))
    }
}
