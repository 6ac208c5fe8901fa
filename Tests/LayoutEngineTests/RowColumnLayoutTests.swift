import LayoutEngine
import LayoutModel
import Testing

@Suite struct RowColumnLayoutTests {
    /// Seed 002's numbers: a column [flexible, 44, 200] in an iPhone-sized frame, then a row of two
    /// flexible items in the last frame.
    @Test func seedColumnThenRow() throws {
        var column = RowColumnLayout(frame: rect(0, 0, 375, 667), direction: .column)
        try column.add(.flexible)
        try column.add(.height(44))
        try column.add(.height(200))
        #expect(column.frame(at: 0) == rect(0, 0, 375, 667 - 44 - 200))
        #expect(column.frame(at: 1) == rect(0, 423, 375, 44))
        #expect(column.frame(at: 2) == rect(0, 423 + 44, 375, 200))

        var row = RowColumnLayout(frame: column.frame(at: 2)!, direction: .row)
        try row.add(.flexible)
        try row.add(.flexible)
        #expect(row.frame(at: 0) == rect(0, 467, 375 / 2, 200))
        #expect(row.frame(at: 1) == rect(187.5, 467, 375 / 2, 200))
    }

    /// Adding an item recomputes the earlier frames at once.
    @Test func addingRecomputes() throws {
        var column = RowColumnLayout(frame: rect(0, 0, 100, 300), direction: .column)
        try column.add(.flexible)
        #expect(column.frame(at: 0) == rect(0, 0, 100, 300))
        try column.add(.flexible)
        #expect(column.frame(at: 0) == rect(0, 0, 100, 150))
        #expect(column.frame(at: 1) == rect(0, 150, 100, 150))
        #expect(column.frame(at: 2) == nil)
    }

    @Test(arguments: [
        (RowColumnLayout.Alignment.leading, 0.0), (.center, (100.0 - 40) / 2), (.trailing, 100.0 - 40),
    ])
    func crossAlignment(alignment: RowColumnLayout.Alignment, x: Double) throws {
        var column = RowColumnLayout(frame: rect(0, 0, 100, 300), direction: .column, alignment: alignment)
        try column.add(.size(40, 50))
        #expect(column.frame(at: 0) == rect(x, 0, 40, 50))
    }

    @Test func outOfSpaceLeavesTheLayoutUnchanged() throws {
        var row = RowColumnLayout(frame: rect(0, 0, 100, 20), direction: .row)
        try row.add(.width(60))
        #expect(throws: RowColumnLayout.Failure.outOfSpace(needed: 60 + 50, available: 100)) {
            try row.add(.width(50))
        }
        #expect(row.items.count == 1)
        #expect(row.frame(at: 0) == rect(0, 0, 60, 20))
    }

    @Test func itemIncomplete() throws {
        var row = RowColumnLayout(frame: rect(0, 0, 100, 20), direction: .row)
        #expect(throws: RowColumnLayout.Failure.itemIncomplete(index: 0, reason: "a row item needs a width or must be flexible")) {
            try row.add(.height(10))
        }
        #expect(throws: RowColumnLayout.Failure.self) { try row.add(.width(-.infinity)) }
        #expect(row.items.isEmpty)
    }
}
