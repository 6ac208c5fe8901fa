import Testing
@testable import LayoutModel

@Suite struct FrameDumpTests {
    @Test(arguments: [
        (-0.0004, "0"), (1.23456, "1.235"), (2.50, "2.5"), (0, "0"), (-0.0, "0"), (100, "100"),
        (-12.3456, "-12.346"), (0.0005, "0.001"), (1.0001, "1"), (-1.5, "-1.5"), (0.05, "0.05"),
        (Double.nan, "nan"), (Double.infinity, "inf"), (-Double.infinity, "-inf"),
        // Thousandths of these no longer fit in an Int64 (the conversion trapped: a fuzz finding,
        // Fuzz/regressions/fuzz-fixture/numberformat-*): written as Swift describes them.
        (1e16, "1e+16"), (-8.888888888888889e104, "-8.888888888888889e+104"), (1e15, "1000000000000000.0"),
        (999_999_999_999.5, "999999999999.5"),
    ])
    func shortNumbers(value: Double, text: String) {
        #expect(NumberFormat.short(value) == text)
    }

    @Test func textDump() {
        let tree = FrameNode(
            name: "S", frame: Rect(x: 0, y: 0, width: 375, height: 667.5),
            absolute: Rect(x: 0, y: 0, width: 375, height: 667.5), padding: EdgeInsets(all: 16),
            children: [
                FrameNode(name: "A", frame: Rect(x: 16, y: 16, width: 100.3333, height: 20),
                          absolute: Rect(x: 16, y: 16, width: 100.3333, height: 20),
                          margin: EdgeInsets(top: 0, left: 2, bottom: 0, right: -0.0001)),
                FrameNode(name: "list", frame: Rect(x: 16, y: 40, width: 343, height: 200),
                          absolute: Rect(x: 16, y: 40, width: 343, height: 200),
                          contentSize: Size(width: 343, height: 1000), visibility: .invisible,
                          children: [FrameNode(name: "row", frame: .zero, absolute: .zero, visibility: .gone)]),
            ])
        #expect(tree.textDump() == """
            S (0, 0, 375, 667.5) padding [16 16 16 16]
              A (16, 16, 100.333, 20) margin [0 2 0 0]
              list (16, 40, 343, 200) content (343, 1000) invisible
                row (0, 0, 0, 0) gone

            """)
        #expect(tree.find("row")?.visibility == .gone)
        #expect(tree.allNodes().map(\.name) == ["S", "A", "list", "row"])
    }

    /// A path layout's sampled curve is for the debug overlay only: the dumps leave it out.
    @Test func dumpsLeaveTheCurveOut() {
        let plain = FrameNode(name: "p", frame: Rect(x: 0, y: 0, width: 10, height: 10),
                              absolute: Rect(x: 0, y: 0, width: 10, height: 10))
        var curved = plain
        curved.curve = [[Point(x: 0, y: 0), Point(x: 10, y: 10)]]
        #expect(curved.textDump() == plain.textDump())
        #expect(curved.jsonDump() == plain.jsonDump())
        #expect(curved != plain)
    }
}
