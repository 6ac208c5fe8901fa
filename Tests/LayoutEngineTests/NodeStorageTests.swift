import Foundation
@testable import LayoutEngine
import LayoutModel
import Testing

/// The engine's node storage: the flattened tree, the name index, the proposal cache shared by
/// all nodes, and `Indirect` node properties.
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

    /// Each record holds the box features of its node and of every node below it that its
    /// algorithm sees: a child with an own frame that takes no space adds nothing to its parent.
    @Test func oneWalkFindsTheDepthAndTheCounts() {
        // An empty container counts as a container and adds no level.
        let root = column("root", [column("a", [leaf("a1"), column("a2", [leaf("x")])]), column("empty", []), leaf("b")])
        let shape = TreeShape(root)
        #expect(shape.depth == 4 && shape.nodes == 7 && shape.containers == 4)
        let single = TreeShape(leaf("only"))
        #expect(single.depth == 1 && single.nodes == 1 && single.containers == 0)
        // Too many nodes is an error before any node is flattened (their duplicate names are not).
        #expect(throws: LayoutError(path: "$.root", node: "root",
                                    reason: "the tree has more than 200000 nodes (the limit of LayoutLimits.maxNodes)")) {
            try NodeTree(column("root", Array(repeating: leaf("x"), count: 200_000)))
        }
    }

    @Test func eachNodeRecordsTheFeaturesOfItsSubtree() throws {
        var bounded = leaf("a1")
        bounded.minWidth = .fixed(1)
        var gone = leaf("c2")
        gone.visibility = .gone
        var framedLeaf = leaf("f1")
        framedLeaf.maxHeight = .fixed(3)
        var framed = column("f", [framedLeaf])
        framed.ownFrame = OwnFrame(Rect(x: 0, y: 0, width: 5, height: 5), reservesSpace: false)
        let flex = LayoutNode(name: "c", kind: .container(.flex(FlexLayout()), children: [leaf("c1"), gone]))
        let root = LayoutNode(name: "root", kind: .container(.flex(FlexLayout()), children: [
            LayoutNode(name: "a", kind: .container(.flex(FlexLayout()), children: [bounded])), framed, flex]))
        let tree = try NodeTree(root)
        #expect(tree.nodes.map(\.name) == ["root", "a", "a1", "f", "f1", "c", "c1", "c2"])
        let features = tree.nodes.indices.map(tree.subtreeFeatures)
        // "f" is a linear container (another layout) holding a maximum height; "c2" is gone.
        #expect(features == [[.minOrMaxSize, .gone], .minOrMaxSize, .minOrMaxSize, [.otherLayout, .minOrMaxSize],
                             .minOrMaxSize, .gone, [], .gone])
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
        // One record per node says where the node is and where its children are: each node is
        // found in its group at its position among its parent's children as written.
        for i in tree.nodes.indices {
            let (group, slot) = tree.nodes.location(of: i)
            #expect(group[slot].name == tree.nodes[i].name)
            if let p = tree.parent(of: i) {
                #expect(tree.path(of: i) == tree.path(of: p) + ".children[\(slot)]")
            }
        }
    }

    @Test func namesAreFoundAndMissingNamesAreNot() throws {
        let names = (0..<3000).map { "n\($0)" }
        let tree = try NodeTree(column("root", names.map(leaf)))
        for (i, name) in names.enumerated() { #expect(tree.index(named: name) == i + 1) }
        #expect(tree.index(named: "root") == 0)
        #expect(tree.index(named: "n3000") == nil)
        #expect(tree.index(named: "") == nil)
        let long = (0..<50).map { "a rather long node name \($0)" }
        let longTree = try NodeTree(column("root", long.map(leaf)))
        for (i, name) in long.enumerated() { #expect(longTree.index(named: name) == i + 1) }
        #expect(throws: LayoutError(path: "$.root.children[2]", node: long[0], reason: "duplicate node name '\(long[0])' (also at $.root.children[0])")) {
            try NodeTree(column("root", [leaf(long[0]), leaf(long[1]), leaf(long[0])]))
        }
    }

    @Test func aDuplicateNameIsAnErrorWithItsPath() throws {
        let root = column("root", [leaf("a"), column("box", [leaf("b"), leaf("a")])])
        #expect(throws: LayoutError(path: "$.root.children[1].children[1]", node: "a", reason: "duplicate node name 'a' (also at $.root.children[0])")) {
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
        // "é" precomposed and decomposed likewise.
        let tree = try NodeTree(column("root", [leaf("plain"), leaf("caf\u{E9}"), leaf("after")]))
        #expect(tree.index(named: "plain") == 1)
        #expect(tree.index(named: "cafe\u{301}") == 2)
        #expect(tree.index(named: "after") == 3)
        #expect(throws: LayoutError.self) { try NodeTree(column("root", [leaf("caf\u{E9}"), leaf("cafe\u{301}")])) }
    }

    @Test func theNameIndexReadsNamesFromTheTreesNodes() throws {
        // The index keeps no names of its own: each node's name is read where the node is.
        let root = column("root", [column("a", [leaf("a1"), leaf("a2")]), leaf("b")])
        let tree = try NodeTree(root)
        #expect(tree.nodes.indices.map(tree.nodes.name(of:)) == ["root", "a", "a1", "a2", "b"])
        // A name inserted before the index moved to a dictionary (at "\u{E9}t\u{E9}") is still
        // found, and still a duplicate, after it.
        let mixed = try NodeTree(column("root", [leaf("a"), leaf("\u{E9}t\u{E9}"), leaf("b")]))
        #expect(mixed.index(named: "a") == 1 && mixed.index(named: "e\u{301}te\u{301}") == 2 && mixed.index(named: "b") == 3)
        #expect(throws: LayoutError(path: "$.root.children[2]", node: "a", reason: "duplicate node name 'a' (also at $.root.children[0])")) {
            try NodeTree(column("root", [leaf("a"), leaf("\u{E9}t\u{E9}"), leaf("a")]))
        }
    }

    @Test func childRectsCompareAndHashByTheirRects() {
        let rects = [Rect(x: 1, y: 2, width: 3, height: 4), Rect(x: 5, y: 6, width: 7, height: 8)]
        let list = ChildRects(rects)
        #expect(list == [rects[0], rects[1]] && list.hashValue == ChildRects(rects).hashValue)
        #expect(list[1] == rects[1] && list.count == 2 && Array(list.reversed()) == rects.reversed())
        #expect(ChildRects([]).isEmpty && ChildRects([]) != list && ChildRects([rects[1], rects[0]]) != list)
    }

    @Test func aChildListIsAWindowOfTheTreesChildArray() {
        let ids = [9, 4, 5, 6, 7]
        let list = ChildList(ids: ids, start: 1, count: 3)
        #expect(Array(list) == [4, 5, 6] && list[0] == 4 && list[2] == 6 && list.count == 3)
        // Equal lists over different storage are equal and hash alike.
        #expect(list == [4, 5, 6] && list.hashValue == ChildList([4, 5, 6]).hashValue)
        #expect(ChildList(ids: ids, start: 5, count: 0).isEmpty)
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

    @Test func theLayoutCacheKeepsEachNodesEntriesInOrderAndRemovesAnyOfThem() {
        var cache = LayoutCache(count: 3, entries: 4)
        let p = (0..<4).map { LayoutCache.Input.border(Proposal(width: .exactly(Double($0)), height: .unbounded)) }
        func size(_ w: Double) -> Size { Size(width: w, height: 1) }
        func laid(_ w: Double) -> ContainerLayout { ContainerLayout(size: size(w), children: [Rect(x: w, y: 0, width: 1, height: 1)]) }
        cache.store(size: size(10), 1, p[0]); cache.store(size: size(20), 2, p[0])
        cache.store(layout: laid(11), 1, p[1]); cache.store(layout: laid(12), 1, p[2])
        #expect(cache.size(1, p[0]) == size(10) && cache.size(1, p[1]) == size(11) && cache.size(2, p[0]) == size(20))
        #expect(cache.size(0, p[0]) == nil && cache.size(1, p[3]) == nil)
        // A size alone is no layout; a layout stored later for the same input fills it in, and a
        // size stored later keeps the layout.
        #expect(cache.layout(1, p[0]) == nil && cache.layout(1, p[1]) == laid(11))
        cache.store(layout: laid(10), 1, p[0])
        cache.store(size: size(10), 1, p[0])
        #expect(cache.layout(1, p[0]) == laid(10))
        // The same proposal for a content box is another input.
        let content = LayoutCache.Input(proposal: p[1].proposal, contentBox: true)
        cache.store(size: size(5), 1, content)
        #expect(cache.size(1, content) == size(5) && cache.size(1, p[1]) == size(11))
        // `firstLaidOut` walks in the order of insertion, over border-box layouts only, and tells
        // the match each one's proposal, size and whether it has a baseline.
        func first(_ match: (Proposal, Size, Bool) -> Bool) -> ContainerLayout? {
            cache.firstLaidOut(1, where: match).flatMap { cache.layout(at: $0) }
        }
        #expect(first { _, s, _ in s.width > 10 } == laid(11))
        #expect(cache.firstLaidOut(1) { q, _, _ in q == p[2].proposal }.flatMap { cache.laidOutSize(at: $0) } == size(12))
        #expect(first { _, _, hasBaseline in hasBaseline } == nil)
        cache.remove(1, p[1])
        #expect(cache.size(1, p[1]) == nil && cache.size(1, p[0]) == size(10) && cache.size(1, p[2]) == size(12))
        #expect(first { _, s, _ in s.width > 10 } == laid(12))
        cache.remove(1, p[0]); cache.remove(1, p[2]); cache.remove(1, content)
        #expect(first { _, _, _ in true } == nil && cache.size(1, content) == nil)
        cache.store(size: size(22), 1, p[2])
        #expect(cache.size(1, p[2]) == size(22) && cache.size(2, p[0]) == size(20))
    }

    @Test func aLayoutTakenForPlacingLeavesItsSizeAndIsFoundNoMore() {
        var cache = LayoutCache(count: 2, entries: 2)
        let p = LayoutCache.Input.border(Proposal(width: .unbounded, height: .unbounded))
        let q = LayoutCache.Input.border(Proposal(width: .exactly(30), height: .unbounded))
        let laid = ContainerLayout(size: Size(width: 30, height: 12), children: [Rect(x: 1, y: 1, width: 10, height: 10)])
        cache.store(layout: laid, 1, p)
        cache.store(layout: ContainerLayout(size: Size(width: 30, height: 14), children: []), 1, q)
        // Taken: the very layout, moved out; the entry keeps its size, and the next search over
        // the node's layouts goes on to the next entry.
        let k = cache.firstLaidOut(1) { _, s, _ in s.width == 30 }
        #expect(k.flatMap { cache.takeLayout(at: $0) } == laid)
        #expect(cache.size(1, p) == Size(width: 30, height: 12) && cache.layout(1, p) == nil)
        #expect(cache.firstLaidOut(1) { _, s, _ in s.width == 30 }.flatMap { cache.laidOutSize(at: $0) } == Size(width: 30, height: 14))
        #expect(k.flatMap { cache.takeLayout(at: $0) } == nil)
    }

    @Test func placingAChainTakesEachContainersLayoutAndGivesTheSameFrames() throws {
        // A chain of content-sized columns with padding 1 around a 10 x 10 leaf: each container is
        // measured by its parent, and that layout is taken (not copied) when it is placed. The
        // frames are those of the chain worked out by hand: the leaf at (1, 1), each container
        // 2 larger than the one inside, the outermost 10 + 2 × 4 = 18 wide.
        var node = LayoutNode(name: "leaf", kind: .leaf(.empty), width: .fixed(10), height: .fixed(10), flexItem: FlexItem())
        for i in (0..<4).reversed() {
            node = LayoutNode(name: "c\(i)", kind: .container(.flex(FlexLayout(direction: .column)), children: [node]),
                              flexItem: FlexItem(padding: CSSEdges(all: .points(1))))
        }
        let frames = try LayoutEngine(textMeasurer: AhemTextMeasurer()).layout(cssRoot: node, available: .unbounded, scale: 1)
        var level = frames, side = 10.0 + 2 * 4
        #expect(level.frame == Rect(x: 0, y: 0, width: side, height: side))
        while let child = level.children.first {
            side -= 2
            #expect(child.frame == Rect(x: 1, y: 1, width: side, height: side), "\(child.name)")
            level = child
        }
        #expect(level.name == "leaf" && side == 10)
    }

    @Test func flatteningReadsImageSizesSoLayoutReadsNoFile() throws {
        // A PNG header: signature, IHDR length and type, width 40 and height 30 (big-endian).
        let header: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0, 40, 0, 0, 0, 30]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("header-\(UUID().uuidString).png").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(header)))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let logo = LayoutNode(name: "logo", kind: .leaf(.image(ImageContent(source: path))))
        let written = LayoutNode(name: "w", kind: .leaf(.image(ImageContent(source: "/no/such.png", naturalSize: Size(width: 5, height: 6)))))
        let tree = try NodeTree(column("root", [logo, written]))
        #expect(tree.naturalSize(of: 1) == Size(width: 40, height: 30))
        // A written natural size is used as it is: its file is not read.
        #expect(tree.naturalSize(of: 2) == Size(width: 5, height: 6))
        #expect(tree.naturalSize(of: 0) == nil)
        // A missing file fails the flattening, with the image source's path.
        let missing = LayoutNode(name: "gone", kind: .leaf(.image(ImageContent(source: path + ".missing"))))
        #expect { try NodeTree(column("root", [leaf("a"), missing])) } throws: { error in
            let e = error as? LayoutError
            return e?.node == "gone" && e?.path == "$.root.children[1].image.source"
        }
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
