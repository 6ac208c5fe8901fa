import LayoutModel

/// Node indices by name, for a `NodeTree`: finds a node by name and detects duplicate names.
///
/// Every name is inserted once per layout, so the table hashes names cheaply: FNV-1a over the
/// UTF-8 bytes of an ASCII name, in an open-addressing table of plain values. (A `Dictionary`
/// hashes each string with SipHash: inserting the names was a seventh of laying out a wide tree.)
/// Byte hashing agrees with `String` equality only for ASCII (canonically equivalent strings can
/// differ in bytes), so when any name has another character the whole index is a `Dictionary`,
/// which compares names as Swift does.
///
/// The table is filled once flattening is done, from the hashes flattening noted in node order
/// (`NameHashes`): filled while the input nodes streamed past, a table larger than the cache missed
/// on most probes (48 ns a node on a tree of 111,111 nodes).
///
/// The index keeps no names: a slot holds a node's index and hash, and the names are read from the
/// tree's nodes (`NodeStore.name(of:)`) only when hashes match. (Keeping each name in an array of
/// its own cost an append, a retain and, after the layout, a release per node.)
struct NameIndex: Sendable {
    struct Slot {
        var hash: UInt32
        /// The node index, or -1 for an empty slot.
        var node: Int32
    }

    private var slots: [Slot]
    private var mask: Int
    /// Every name, when some name is not ASCII.
    private var dictionary: [String: Int32]?
    /// A duplicate name: the first node, in node order, whose name an earlier node has, and the
    /// first node of that name.
    typealias Duplicate = (node: Int, first: Int)

    /// The index of the nodes whose names `hashes` noted (node `i` is the `i`th noted), read from
    /// `nodes`, and their first duplicate name if any (the index is then incomplete). (Not kept
    /// in the index: a larger `NodeTree` was copied by a call to `memcpy` where it was copied.)
    static func filled(from hashes: NameHashes, nodes: NodeStore) -> (index: NameIndex, duplicate: Duplicate?) {
        var index = NameIndex(count: hashes.count)
        let duplicate = hashes.allASCII ? index.fill(hashes.values, nodes: nodes) : index.fillDictionary(count: hashes.count, nodes: nodes)
        return (index, duplicate)
    }

    /// An empty table for `count` names.
    private init(count: Int) {
        var size = 16
        while size < count * 2 { size *= 2 }
        slots = Array(repeating: Slot(hash: 0, node: -1), count: size)
        mask = size - 1
    }

    /// Every node in node order, up to the first duplicate.
    private mutating func fill(_ hashes: [UInt32], nodes: NodeStore) -> Duplicate? {
        for i in hashes.indices {
            if let first = insert(i, hash: hashes[i], nodes: nodes) { return (i, first) }
        }
        return nil
    }

    /// Inserts node `i`, of hash `h`, unless a node of its name is in: then returns that node.
    @inline(__always)
    private mutating func insert(_ i: Int, hash h: UInt32, nodes: NodeStore) -> Int? {
        let (k, found) = probe(h) { nodes.name(of: $0) == nodes.name(of: i) }
        if let found { return found }
        slots[k] = Slot(hash: h, node: Int32(truncatingIfNeeded: i))
        return nil
    }

    /// Every name in node order into a dictionary, up to the first duplicate.
    private mutating func fillDictionary(count: Int, nodes: NodeStore) -> Duplicate? {
        var all: [String: Int32] = [:]
        all.reserveCapacity(count)
        defer { dictionary = all }
        for i in 0..<count {
            if let first = all.updateValue(Int32(truncatingIfNeeded: i), forKey: nodes.name(of: i)) { return (i, Int(first)) }
        }
        return nil
    }

    /// FNV-1a of the name's UTF-8 bytes, or nil when a byte is not ASCII.
    @inline(__always)
    static func asciiHash(_ name: String) -> UInt32? {
        if let h = name.utf8.withContiguousStorageIfAvailable({ bytesHash($0) }) { return h }
        return bytesHash(name.utf8)
    }

    @inline(__always)
    private static func bytesHash<C: Collection<UInt8>>(_ bytes: C) -> UInt32? {
        var h: UInt32 = 2_166_136_261
        var high: UInt8 = 0
        for b in bytes {
            high |= b
            h = (h ^ UInt32(b)) &* 16_777_619
        }
        return high < 0x80 ? h : nil
    }

    /// The slot holding the node of hash `h` for which `matches` holds (asked only of nodes of that
    /// hash) and that node, or the empty slot where it would go.
    @inline(__always)
    private func probe(_ h: UInt32, matches: (Int) -> Bool) -> (slot: Int, node: Int?) {
        var k = Int(h) & mask
        while slots[k].node >= 0 {
            let node = Int(slots[k].node)
            if slots[k].hash == h && matches(node) { return (k, node) }
            k = (k + 1) & mask
        }
        return (k, nil)
    }

    /// The node named `name`, if any, among `nodes` (the nodes inserted).
    func index(of name: String, nodes: NodeStore) -> Int? {
        if let dictionary { return dictionary[name].map(Int.init) }
        guard let h = Self.asciiHash(name) else { return nil }
        return probe(h) { nodes.name(of: $0) == name }.node
    }
}

/// The hashes of the names of the nodes flattened so far, in node order: each noted while its node
/// is in the cache, for `NameIndex` to be filled from once flattening is done.
struct NameHashes {
    private(set) var values: [UInt32] = []
    /// Whether every name noted is ASCII (else `values` are meaningless and the index compares
    /// names as strings).
    private(set) var allASCII = true

    init(capacity: Int) { values.reserveCapacity(capacity) }

    var count: Int { values.count }

    /// Notes the name of the next node, `siblings[position]` (read in place: the node is not copied).
    @inline(__always)
    mutating func note(nameAt position: Int, of siblings: [LayoutNode]) {
        if let h = NameIndex.asciiHash(siblings[position].name) {
            values.append(h)
        } else {
            values.append(0)
            allASCII = false
        }
    }
}
