import LayoutEngine
import LayoutModel
import Testing

/// The worked examples the issue quotes from the seeds, with exact frames.
@Suite struct SeedExampleTests {
    /// Seed 001 (TangramKit): vertical linear S, vspace 10, width 100, height wrap.
    @Test func tangramKitVerticalLinear() throws {
        let s = linear("S", .vertical, spacing: 10, 100, .wrap, [
            box("A", nil, .equal(SizeReference(.this, .horizontal)), margin: Margins(left: .percent(20), right: .percent(30))),
            box("B", .fill, 40, margin: Margins(left: .points(40))),
            box("C", .fill, 40),
            box("D", .percent(50), 40, margin: Margins(right: .points(20))),
        ])
        let f = try layout(s)
        #expect(f.frame == rect(0, 0, 100, 50 + 10 + 40 + 10 + 40 + 10 + 40))
        #expect(frameOf(f, "A") == rect(100 * 0.2, 0, 100 - 20 - 30, 50))
        #expect(frameOf(f, "B") == rect(40, 50 + 10, 100 - 40, 40))
        #expect(frameOf(f, "C") == rect(0, 60 + 40 + 10, 100, 40))
        #expect(frameOf(f, "D") == rect(100 - 20 - 50, 110 + 40 + 10, 100 * 0.5, 40))
    }

    /// The same layout written with the result-builder DSL, as the README shows it.
    @Test func tangramKitVerticalLinearInTheDSL() throws {
        let s = Linear("S", .vertical, spacing: 10) {
            Box("A").height(.equal(SizeReference(.this, .horizontal))).margin(left: .percent(20), right: .percent(30))
            Box("B").width(.fill).height(40).margin(left: 40)
            Box("C").width(.fill).height(40)
            Box("D").width(.percent(50)).height(40).margin(right: 20)
        }.width(100).height(.wrap)
        let f = try layout(s)
        #expect(f.children.map(\.frame) == [rect(20, 0, 50, 50), rect(40, 60, 60, 40), rect(0, 110, 100, 40), rect(30, 160, 50, 40)])
    }

    /// Seed 000 (Duilib): a child with neither a size nor a weight counts as weight 1.
    @Test func duilibHorizontalWeights() throws {
        let row = linear("row", .horizontal, 1000, 200, implicitWeight: true, [
            box("a"), box("b", .weight(2)), box("c"),
        ])
        let f = try layout(row)
        #expect(frameOf(f, "a") == rect(0, 0, 1000 * 1 / 4, 200))
        #expect(frameOf(f, "b") == rect(250, 0, 1000 * 2 / 4, 200))
        #expect(frameOf(f, "c") == rect(250 + 500, 0, 250, 200))
    }

    /// The vertical container is the exact transpose (fixed sizes are not counted as weights).
    @Test func duilibVerticalIsTheTranspose() throws {
        let column = linear("col", .vertical, 200, 1000, implicitWeight: true, [
            box("a"), box("b", nil, .weight(2)), box("fixed", nil, 100), box("c"),
        ])
        let f = try layout(column)
        let free = 1000.0 - 100
        #expect(frameOf(f, "a") == rect(0, 0, 200, free / 4))
        #expect(frameOf(f, "b") == rect(0, free / 4, 200, free * 2 / 4))
        #expect(frameOf(f, "fixed") == rect(0, free * 3 / 4, 200, 100))
        #expect(frameOf(f, "c") == rect(0, free * 3 / 4 + 100, 200, free / 4))
    }

    /// Seed 004: a list with max height 150 is 150 high when its content is taller, and shrinks to
    /// its content otherwise; an explicit height wins either way.
    @Test(arguments: [
        (maxHeight: true, content: 300.0, height: 150.0),
        (maxHeight: true, content: 90.0, height: 90.0),
        (maxHeight: false, content: 300.0, height: 200.0),
        (maxHeight: false, content: 90.0, height: 200.0),
    ])
    func scrollContainerHeights(maxHeight: Bool, content: Double, height: Double) throws {
        let list = scroll("list", .vertical, .fill, maxHeight ? nil : 200, maxHeight: maxHeight ? 150 : nil, [
            linear("items", .vertical, .fill, .wrap, [box("row", .fill, SizeValue.fixed(content))]),
        ])
        let root = linear("screen", .vertical, 320, 600, [list])
        let f = try layout(root)
        #expect(frameOf(f, "list") == rect(0, 0, 320, height))
        #expect(f.find("list")?.contentSize == Size(width: 320, height: content))
        #expect(frameOf(f, "items") == rect(0, 0, 320, content))
    }
}
