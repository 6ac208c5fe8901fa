import LayoutModel

/// Node indices by name, for a `NodeTree`: finds a node by name and detects duplicate names.
///
/// Every name is inserted once per layout, so the table hashes names cheaply: FNV-1a over the
/// UTF-8 bytes of an ASCII name, in an open-addressing table of plain values. (A `Dictionary`
/// hashes each string with SipHash: inserting the names was a seventh of laying out a wide tree.)
/// Byte hashing agrees with `String` equality only for ASCII (canonically equivalent strings can
/// differ in bytes), so the first name with any other character moves the whole index to a
/// `Dictionary`, which compares names as Swift does.
///
/// The index keeps no names: a slot holds a node's index and hash, and the name is read from the
/// tree's nodes (`NodeStore.name(of:)`) only when a hash matches. (Keeping each name in an array
/// of its own cost an append, a retain and, after the layout, a release per node.)
struct NameIndex: Sendable {
    private struct Slot {
        var hash: UInt32
        /// The node index, or -1 for an empty slot.
        var node: Int32
    }

    private var slots: [Slot]
    private var mask: Int
    /// The number of nodes inserted.
    private var count = 0
    /// Every name, once any name is not ASCII.
    private var dictionary: [String: Int32]?

    /// An index for about `capacity` names.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: Slot(hash: 0, node: -1), count: size)
        mask = size - 1
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

    /// Adds the next node (its index is the number of nodes inserted so far), `siblings[position]`,
    /// unless a node of its name is already in: then returns that node's index (the new node still
    /// takes its index, so indices stay in step with the tree's). `nodes` holds every node
    /// inserted before (their names are read from it). The name is read where the node is, each
    /// time it is needed (passing it on as a `String` retained and released it around the call).
    mutating func insert(nameAt position: Int, of siblings: [LayoutNode], nodes: NodeStore) -> Int? {
        let index = Int32(truncatingIfNeeded: count)
        count += 1
        if dictionary != nil { return dictionary!.updateValue(index, forKey: siblings[position].name).map(Int.init) }
        guard let h = Self.asciiHash(siblings[position].name) else {
            // Names compared as Swift compares strings, from now on.
            var all: [String: Int32] = [:]
            for slot in slots where slot.node >= 0 { all[nodes.name(of: Int(slot.node))] = slot.node }
            dictionary = all
            return dictionary!.updateValue(index, forKey: siblings[position].name).map(Int.init)
        }
        let (k, found) = probe(h, siblings[position].name, nodes)
        if let found { return found }
        slots[k] = Slot(hash: h, node: index)
        return nil
    }

    /// The slot holding the node of hash `h` named `name` and that node, or the empty slot where
    /// it would go.
    @inline(__always)
    private func probe(_ h: UInt32, _ name: String, _ nodes: NodeStore) -> (slot: Int, node: Int?) {
        var k = Int(h) & mask
        while slots[k].node >= 0 {
            let node = Int(slots[k].node)
            if slots[k].hash == h && nodes.name(of: node) == name { return (k, node) }
            k = (k + 1) & mask
        }
        return (k, nil)
    }

    /// The node named `name`, if any, among `nodes` (the nodes inserted).
    func index(of name: String, nodes: NodeStore) -> Int? {
        if let dictionary { return dictionary[name].map(Int.init) }
        guard let h = Self.asciiHash(name) else { return nil }
        return probe(h, name, nodes).node
    }
}
