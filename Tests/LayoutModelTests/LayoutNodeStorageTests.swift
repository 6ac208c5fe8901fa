import LayoutModel
import Testing

/// `LayoutNode` keeps its minimum and maximum sizes out of line (most nodes write none); it must
/// still behave as a plain value, and stay small enough that reading a node touches few cache lines.
@Suite struct LayoutNodeStorageTests {
    @Test func limitsReadBackAsWrittenAndCopiesStayApart() {
        let original = LayoutNode(name: "n", kind: .leaf(.empty), minWidth: .fixed(10), maxHeight: .fixed(40))
        #expect(original.minWidth == .fixed(10) && original.maxWidth == nil)
        #expect(original.minHeight == nil && original.maxHeight == .fixed(40))
        var copy = original
        copy.minWidth = .fixed(12)
        copy.maxHeight = nil
        #expect(original.minWidth == .fixed(10) && original.maxHeight == .fixed(40))
        #expect(copy.minWidth == .fixed(12) && copy.maxHeight == nil)
        // Equality and hashing see the values, not where they are kept.
        copy.minWidth = .fixed(10)
        copy.maxHeight = .fixed(40)
        #expect(copy == original && copy.hashValue == original.hashValue)
        #expect(original.minSize(.horizontal) == .fixed(10) && original.maxSize(.vertical) == .fixed(40))
    }

    /// The four limits inline took 4 x 40 bytes of a 448-byte node; out of line they take 4 x 8:
    /// 448 - 160 + 32 = 320 bytes, five cache lines where there were seven.
    @Test func aNodeFitsInFiveCacheLines() {
        #expect(MemoryLayout<LayoutNode>.stride <= 5 * 64)
    }

    /// Insets all `auto` (the initial value) are not kept; any other insets read back as written.
    @Test func insetsReadBackAndAllAutoKeepsNothing() {
        var item = FlexItem()
        #expect(item.inset == .auto && item.$inset.storage == nil)
        item.inset = CSSEdges(top: .points(4), left: .auto, bottom: .fraction(0.5), right: .auto)
        #expect(item.inset.top == .points(4) && item.inset.bottom == .fraction(0.5) && item.$inset.storage != nil)
        var copy = item
        copy.inset.top = .points(8)
        #expect(item.inset.top == .points(4) && copy.inset.top == .points(8))
        copy.inset = .auto
        #expect(copy.$inset.storage == nil && copy == FlexItem() && copy.hashValue == FlexItem().hashValue)
    }

    /// What flex reads of every item (everything but the grid lines) lies in the first 320 bytes
    /// of a `FlexItem`, the grid lines after it.
    @Test func theGridLinesComeAfterWhatFlexReads() {
        let clear = MemoryLayout<FlexItem>.offset(of: \FlexItem.clear)!
        let gridRow = MemoryLayout<FlexItem>.offset(of: \FlexItem.gridRow)!
        #expect(clear < gridRow && gridRow <= 5 * 64)
    }
}
