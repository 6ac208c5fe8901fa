/// The children of one node of a `NodeTree`, by index, in child order: a view of the tree's one
/// array of all child indices (`ChildLists`), so a node's list costs no allocation of its own.
public struct ChildList: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The tree's array of all child indices (or the list's own), shared, never changed.
    private let ids: [Int]
    /// Where the list starts in `ids`.
    private let start: Int
    public let count: Int

    init(ids: [Int], start: Int, count: Int) {
        precondition(start >= 0 && count >= 0 && start + count <= ids.count, "child span outside the child array")
        self.ids = ids
        self.start = start
        self.count = count
    }

    /// A list of exactly `ids`.
    public init(_ ids: [Int]) { self.init(ids: ids, start: 0, count: ids.count) }

    public init(arrayLiteral elements: Int...) { self.init(elements) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// Child `k` (0-based, whatever the storage behind the list).
    public subscript(k: Int) -> Int {
        precondition(UInt(bitPattern: k) < UInt(bitPattern: count), "child index out of range")
        return ids[start + k]
    }

    public static func == (a: ChildList, b: ChildList) -> Bool { a.elementsEqual(b) }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for id in self { hasher.combine(id) }
    }
}

/// Every node's children, kept as one array of child indices in which each node's children are
/// contiguous, plus each node's start and count there (a compressed sparse row layout). One array
/// per container made allocating and freeing them a large part of flattening deep trees.
///
/// The starts and counts are the tree's records (`NodeTree.Record.childStart`, `.childCount`):
/// the one per-node array flattening builds, shared with `NodeStore` and `NodeTree`.
public struct ChildLists: RandomAccessCollection, Sendable {
    private let ids: [Int]
    /// Per node, among other facts, where its children start in `ids` and how many there are.
    private let records: [NodeTree.Record]

    /// The lists of `records` over `ids`.
    init(ids: [Int], records: [NodeTree.Record]) {
        self.ids = ids
        self.records = records
    }

    /// No nodes.
    init() { self.init(ids: [], records: []) }

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }

    /// The children of node `index`. (Inlined: called out of line it retained and released the
    /// arrays around each call.)
    @inline(__always)
    public subscript(index: Int) -> ChildList {
        ChildList(ids: ids, start: Int(records[index].childStart), count: Int(records[index].childCount))
    }
}
