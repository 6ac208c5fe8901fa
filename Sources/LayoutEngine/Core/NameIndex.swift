import LayoutModel

/// Node indices by name, for a `NodeTree`: finds a node by name and detects duplicate names.
///
/// Names are hashed once per node per layout, so this is an open-addressing table with a cheap
/// hash (FNV-1a over the UTF-8 bytes) rather than a `Dictionary`, whose per-string hashing was a
/// tenth of flattening a large tree. Byte hashing agrees with `String` equality only for ASCII
/// (Unicode-equivalent strings can differ in bytes), so the first name with any other character
/// moves the whole index to a `Dictionary`, which compares names as Swift does.
struct NameIndex: Sendable {
    private struct Slot {
        var hash: UInt32
        /// The node index, or -1 for an empty slot.
        var node: Int32
    }

    private var slots: [Slot]
    private var mask: Int
    /// Every name, once any name is not ASCII.
    private var dictionary: [String: Int]?

    /// An index for about `capacity` names.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size *= 2 }
        slots = .filled(Slot(hash: 0, node: -1), count: size)
        mask = size - 1
    }

    /// FNV-1a of the name's UTF-8 bytes, or nil when a byte is not ASCII.
    private static func asciiHash(_ name: String) -> UInt32? {
        func hash<C: Sequence<UInt8>>(_ bytes: C) -> UInt32? {
            var h: UInt32 = 2_166_136_261
            var high: UInt8 = 0
            for b in bytes {
                high |= b
                h = (h ^ UInt32(b)) &* 16_777_619
            }
            return high < 0x80 ? h : nil
        }
        if let h = name.utf8.withContiguousStorageIfAvailable({ hash($0) }) { return h }
        return hash(name.utf8)
    }

    /// Adds node `index` named `name`, unless a node of that name is already in: then returns
    /// that node's index and adds nothing. `nodes` gives the names of the nodes already in.
    @inline(__always)
    mutating func insert(_ name: String, index: Int, nodes: NodeStore) -> Int? {
        if dictionary != nil { return dictionary!.updateValue(index, forKey: name) }
        guard let h = Self.asciiHash(name) else {
            // Names compared as Swift compares strings, from now on.
            var all: [String: Int] = [:]
            for slot in slots where slot.node >= 0 { all[nodes[Int(slot.node)].name] = Int(slot.node) }
            dictionary = all
            return dictionary!.updateValue(index, forKey: name)
        }
        let (k, found) = probe(name, h, nodes)
        if let found { return found }
        slots[k] = Slot(hash: h, node: Int32(index))
        return nil
    }

    /// The slot holding `name` (hashed `h`) and its node, or the empty slot where it would go.
    private func probe(_ name: String, _ h: UInt32, _ nodes: borrowing NodeStore) -> (slot: Int, node: Int?) {
        var k = Int(h) & mask
        while slots[k].node >= 0 {
            let node = Int(slots[k].node)
            if slots[k].hash == h && nodes.name(of: node) == name { return (k, node) }
            k = (k + 1) & mask
        }
        return (k, nil)
    }

    /// The node named `name`, if any. `nodes` gives the names of the nodes in the index.
    func index(of name: String, nodes: NodeStore) -> Int? {
        if let dictionary { return dictionary[name] }
        guard let h = Self.asciiHash(name) else { return nil }
        return probe(name, h, nodes).node
    }
}
