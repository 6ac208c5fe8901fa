import LayoutModel
import Testing

/// `LayoutNode` keeps its minimum and maximum sizes out of line (most nodes write none); it must
/// still behave as a plain value, and stay small enough that reading a node touches few cache lines.
@Suite struct LayoutNodeStorageTests {
    @Test func limitsReadBackAsWrittenAndCopiesStayApart() {
        var original = LayoutNode(name: "n", kind: .leaf(.empty), minWidth: .fixed(10), maxHeight: .fixed(40))
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
}
