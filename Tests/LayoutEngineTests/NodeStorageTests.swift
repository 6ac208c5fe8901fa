@testable import LayoutEngine
import LayoutModel
import Testing

/// The engine's node storage: the flattened tree read in place, the name index, the proposal
/// cache shared by all nodes, and `Indirect` node properties.
@Suite struct NodeStorageTests {
    func leaf(_ name: String) -> LayoutNode { LayoutNode(name: name, kind: .leaf(.empty), width: .fixed(1), height: .fixed(1)) }

    func column(_ name: String, _ children: [LayoutNode]) -> LayoutNode {
        LayoutNode(name: name, kind: .container(.linear(LinearLayout(orientation: .vertical)), children: children))
    }

    @Test func flatteningReadsEveryNodeInDepthFirstOrder() throws {
        let root = column("root", [column("a", [leaf("a1"), leaf("a2")]), leaf("b"), column("c", [leaf("c1")])])
        let tree = try NodeTree(root)
        #expect(tree.nodes.map(\.name) == ["root", "a", "a1", "a2", "b", "c", "c1"])
        #expect(tree.children[0] == [1, 4, 5])
        #expect(tree.children[1] == [2, 3])
        #expect(tree.children[5] == [6])
        #expect(tree.nodes.indices.map(tree.parent(of:)) == [nil, 0, 1, 1, 0, 0, 5])
        #expect(tree.nodes[3].width == .fixed(1))
    }

    @Test func eachNodesChildrenAreContiguousAndFramedChildrenAreKeptApart() throws {
        // "f" has its own frame and takes no space: its parent's algorithm never sees it, and
        // the child lists around it (before and after its subtree) stay whole.
        var framed = column("f", [leaf("f1")])
        framed.ownFrame = OwnFrame(Rect(x: 0, y: 0, width: 5, height: 5), reservesSpace: false)
        var reserving = leaf("r")
        reserving.ownFrame = OwnFrame(Rect(x: 0, y: 0, width: 5, height: 5), reservesSpace: true)
        let root = column("root", [column("a", [leaf("a1")]), framed, reserving, column("c", [leaf("c1"), leaf("c2")])])
        let tree = try NodeTree(root)
        #expect(tree.nodes.map(\.name) == ["root", "a", "a1", "f", "f1", "r", "c", "c1", "c2"])
        #expect(tree.children[0] == [1, 5, 6])
        #expect(tree.framedChildren[0] == [3])
        #expect(tree.children[3] == [4] && tree.children[6] == [7, 8])
        #expect(tree.children[2].isEmpty && tree.children[8].isEmpty && tree.children.count == 9)
        #expect(Array(tree.children[6].reversed()) == [8, 7] && tree.children[6][1] == 8)
    }

    @Test func namesAreFoundAndMissingNamesAreNot() throws {
        // Enough names that the open-addressing table has collisions to walk past.
        let names = (0..<3000).map { "n\($0)" }
        let tree = try NodeTree(column("root", names.map(leaf)))
        for (i, name) in names.enumerated() { #expect(tree.index(named: name) == i + 1) }
        #expect(tree.index(named: "root") == 0)
        #expect(tree.index(named: "n3000") == nil)
        #expect(tree.index(named: "") == nil)
        // Names longer than 15 bytes are not stored inline and take the byte-by-byte hash.
        let long = (0..<50).map { "a rather long node name \($0)" }
        let longTree = try NodeTree(column("root", long.map(leaf)))
        for (i, name) in long.enumerated() { #expect(longTree.index(named: name) == i + 1) }
        #expect(throws: LayoutError(path: "$.root.children[2]", node: long[0], reason: "duplicate node name '\(long[0])'")) {
            try NodeTree(column("root", [leaf(long[0]), leaf(long[1]), leaf(long[0])]))
        }
    }

    @Test func aNameStoredInlineHashesAsItsBytesDo() {
        // Names of up to 15 bytes are hashed from the string's inline bits; the same bytes read one
        // by one must give the same hash, or equal names in the two forms would not be found.
        for name in ["", "a", "c9999", "abcdefgh", "abcdefghi", "abcdefghijklmno", "abcdefghijklmnop", String(repeating: "z", count: 40)] {
            #expect(NameIndex.asciiHash(name) == NameIndex.bytesHash(Array(name.utf8)), "\(name)")
            #expect(NameIndex.asciiHash(name) != nil)
        }
        #expect(NameIndex.asciiHash("c1") != NameIndex.asciiHash("c2"))
        #expect(NameIndex.asciiHash("a") != NameIndex.asciiHash("a\u{0}"))
        #expect(NameIndex.asciiHash("caf\u{E9}") == nil && NameIndex.bytesHash(Array("caf\u{E9}".utf8)) == nil)
    }

    @Test func aDuplicateNameIsAnErrorWithItsPath() throws {
        let root = column("root", [leaf("a"), column("box", [leaf("b"), leaf("a")])])
        #expect(throws: LayoutError(path: "$.root.children[1].children[1]", node: "a", reason: "duplicate node name 'a'")) {
            try NodeTree(root)
        }
    }

    @Test func unicodeNamesCompareAsSwiftStringsDo() throws {
        // U+212A KELVIN SIGN is canonically equivalent to "K": equal as Swift strings although
        // their bytes differ, so they are the same name, in either order.
        #expect("\u{212A}" == "K")
        for pair in [["K", "\u{212A}"], ["\u{212A}", "K"]] {
            #expect(throws: LayoutError.self) { try NodeTree(column("root", pair.map(leaf))) }
        }
        // "é" precomposed and decomposed likewise; a non-ASCII name moves the index to a
        // dictionary, and names added before it are still found.
        let tree = try NodeTree(column("root", [leaf("plain"), leaf("caf\u{E9}"), leaf("after")]))
        #expect(tree.index(named: "plain") == 1)
        #expect(tree.index(named: "cafe\u{301}") == 2)
        #expect(tree.index(named: "after") == 3)
        #expect(throws: LayoutError.self) { try NodeTree(column("root", [leaf("caf\u{E9}"), leaf("cafe\u{301}")])) }
    }

    @Test func theArenaGivesMemoryBackInStackOrderAndKeepsLargeRequestsWhole() {
        let arena = Arena()
        let outer = arena.mark
        let a = arena.allocate(Int.self, count: 3)
        a.initialize(repeating: 7, count: 3)
        let afterA = arena.mark
        // A request larger than a chunk (64 KiB) gets a chunk of its own, after the current one.
        let big = arena.allocate(Double.self, count: 10_000)
        big.initialize(repeating: 1.5, count: 10_000)
        #expect(a[0] == 7 && a[2] == 7 && big[9_999] == 1.5)
        // Released to the mark after `a`: the next small request reuses the memory after `a`,
        // and `a` is untouched.
        arena.release(to: afterA)
        let b = arena.allocate(Int.self, count: 1)
        #expect(UnsafeMutableRawPointer(b) == UnsafeMutableRawPointer(a + 3))
        #expect(a[0] == 7 && a[2] == 7)
        // Released to the start: `a`'s memory is handed out again.
        arena.release(to: outer)
        let c = arena.allocate(Int.self, count: 1)
        #expect(UnsafeMutableRawPointer(c) == UnsafeMutableRawPointer(a))
        // Values are aligned to their type, after a 1-byte value.
        _ = arena.allocate(UInt8.self, count: 1)
        let d = arena.allocate(Double.self, count: 1)
        #expect(Int(bitPattern: d) % MemoryLayout<Double>.alignment == 0)
    }

    @Test func childRectsInTheArenaEqualTheSameRectsInAnArray() {
        let rects = [Rect(x: 1, y: 2, width: 3, height: 4), Rect(x: 5, y: 6, width: 7, height: 8)]
        var arena: Arena? = Arena()
        let base = arena!.allocate(Rect.self, count: 2)
        base.initialize(from: rects, count: 2)
        let inArena = ChildRects(base, count: 2, in: arena!)
        // The list keeps its arena: dropping every other reference leaves the rects readable.
        arena = nil
        #expect(inArena == ChildRects(rects) && inArena == [rects[0], rects[1]])
        #expect(inArena.hashValue == ChildRects(rects).hashValue)
        #expect(inArena[1] == rects[1] && inArena.count == 2 && Array(inArena.reversed()) == rects.reversed())
        #expect(ChildRects([]).isEmpty && ChildRects([]) != inArena)
    }

    @Test func flexLinesKeepTheFirstLineInlineAndTheRestInOrder() {
        var lines = FlexLines([0..<2, 2..<5, 5..<6])
        #expect(lines.count == 3 && lines.map(\.items) == [0..<2, 2..<5, 5..<6])
        lines[0].crossSize = 4; lines[2].crossSize = 6
        #expect(lines.map(\.crossSize) == [4, 0, 6] && lines.first?.items == 0..<2 && lines.last?.items == 5..<6)
        #expect(FlexLines().isEmpty && FlexLines(CollectionOfOne(0..<3)).map(\.items) == [0..<3])
        // Lines given by the index past each one's last item.
        #expect(FlexLines(ends: [2, 5, 6]).map(\.items) == [0..<2, 2..<5, 5..<6])
        #expect(FlexLines(ends: [0]).map(\.items) == [0..<0])
    }

    @Test func theProposalCacheKeepsEachNodesEntriesInOrderAndRemovesAnyOfThem() {
        var cache = ProposalCache<Int>(count: 3)
        let p = (0..<4).map { Proposal(width: .exactly(Double($0)), height: .unbounded) }
        cache.store(10, 1, p[0]); cache.store(20, 2, p[0]); cache.store(11, 1, p[1]); cache.store(12, 1, p[2])
        #expect(cache[1, p[0]] == 10 && cache[1, p[1]] == 11 && cache[1, p[2]] == 12 && cache[2, p[0]] == 20)
        #expect(cache[0, p[0]] == nil && cache[1, p[3]] == nil)
        // Replacing keeps the position; `first` walks in the order of insertion.
        cache.store(111, 1, p[1])
        #expect(cache.first(1) { _, v in v > 10 } == 111)
        // Removing the middle, then the last, then the first entry.
        cache.remove(1, p[1])
        #expect(cache[1, p[1]] == nil && cache[1, p[0]] == 10 && cache[1, p[2]] == 12)
        cache.remove(1, p[2])
        cache.store(13, 1, p[3])
        #expect(cache.first(1) { _, v in v > 10 } == 13)
        cache.remove(1, p[0])
        #expect(cache[1, p[0]] == nil && cache[1, p[3]] == 13)
        cache.remove(1, p[3])
        #expect(cache.first(1) { _, _ in true } == nil)
        cache.store(22, 1, p[2])
        #expect(cache[1, p[2]] == 22 && cache[2, p[0]] == 20)
    }

    @Test func indirectPropertiesAreValues() {
        var a = leaf("a")
        a.flexItem = FlexItem(grow: 2)
        var b = a
        b.flexItem?.grow = 3
        #expect(a.flexItem?.grow == 2 && b.flexItem?.grow == 3)
        #expect(a != b)
        b.flexItem?.grow = 2
        #expect(a == b && a.hashValue == b.hashValue)
        // The default value and a written default compare equal.
        var c = leaf("a"), d = leaf("a")
        d.appearance = .none
        c.flexItem = nil
        #expect(c == d && c.hashValue == d.hashValue)
        d.appearance.cornerRadius = 4
        #expect(d.appearance.cornerRadius == 4 && c.appearance.cornerRadius == 0)
        // An optional property's box holds the unwrapped value, and only while there is one.
        #expect(a.$flexItem.storage?.value.grow == 2 && c.$flexItem.storage == nil)
        b.flexItem = nil
        #expect(b.$flexItem.storage == nil && b.flexItem == nil && a.flexItem?.grow == 2)
    }
}
