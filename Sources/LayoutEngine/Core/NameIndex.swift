import LayoutModel

/// Node indices by name, for a `NodeTree`: finds a node by name and detects duplicate names.
///
/// Names are hashed once per node per layout, so this is an open-addressing table with a cheap
/// hash (`asciiHash`) rather than a `Dictionary`, whose per-string hashing was a
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

    /// A hash of the name's UTF-8 bytes, or nil when a byte is not ASCII.
    ///
    /// A name of at most 15 bytes is hashed as two words that hold its bytes, first byte lowest,
    /// with `0xE0 | count` in the top byte: on 64-bit platforms that is exactly how Swift stores a
    /// small ASCII string inline, so such a string is hashed from its own bits without reading it
    /// byte by byte (`NodeStorageTests` checks that the two agree). Longer names are hashed with
    /// FNV-1a.
    static func asciiHash(_ name: String) -> UInt32? {
        #if _pointerBitWidth(_64)
        let raw = unsafeBitCast(name, to: (UInt64, UInt64).self)
        if isInlineASCII(raw) { return mix(raw.0, raw.1) }
        #endif
        if let h = name.utf8.withContiguousStorageIfAvailable({ bytesHash($0) }) { return h }
        return bytesHash(name.utf8)
    }

    /// `asciiHash` of a name with these UTF-8 bytes, computed from the bytes.
    static func bytesHash<C: Collection<UInt8>>(_ bytes: C) -> UInt32? {
        var high: UInt8 = 0
        if bytes.count <= 15 {
            var words: (UInt64, UInt64) = (0, UInt64(0xE0 | bytes.count) << 56)
            for (i, b) in bytes.enumerated() {
                high |= b
                if i < 8 { words.0 |= UInt64(b) << (8 * i) } else { words.1 |= UInt64(b) << (8 * (i - 8)) }
            }
            return high < 0x80 ? mix(words.0, words.1) : nil
        }
        var h: UInt32 = 2_166_136_261
        for b in bytes {
            high |= b
            h = (h ^ UInt32(b)) &* 16_777_619
        }
        return high < 0x80 ? h : nil
    }

    /// Whether `raw`, a string's two words, hold a small ASCII string inline (top nibble 0xE).
    @inline(__always)
    private static func isInlineASCII(_ raw: (UInt64, UInt64)) -> Bool { raw.1 >> 60 == 0xE }

    /// Two words mixed into 32 bits (multiplicative hashing: the high bits depend on every byte).
    @inline(__always)
    private static func mix(_ a: UInt64, _ b: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: ((a ^ (b &* 0x9E37_79B9_7F4A_7C15)) &* 0xFF51_AFD7_ED55_8CCD) >> 32)
    }

    /// Adds node `index`, whose node is at `node`, unless a node of its name is already in: then
    /// returns that node's index and adds nothing. `nodes` holds the addresses of the nodes in.
    ///
    /// A name stored inline is hashed from its bits read in place: reading the name as a `String`
    /// retained and released it.
    @inline(__always)
    mutating func insert(nameOf node: UnsafePointer<LayoutNode>, index: Int, nodes: UnsafePointer<UnsafePointer<LayoutNode>>) -> Int? {
        #if _pointerBitWidth(_64)
        let raw = UnsafeRawPointer(node).load(fromByteOffset: MemoryLayout<LayoutNode>.offset(of: \.name)!, as: (UInt64, UInt64).self)
        if Self.isInlineASCII(raw) && dictionary == nil {
            let h = Self.mix(raw.0, raw.1)
            // The name is read as a string only when a hash matches.
            let (k, found) = probe(h) { nodes[$0].pointee.name == node.pointee.name }
            if let found { return found }
            slots[k] = Slot(hash: h, node: Int32(index))
            return nil
        }
        #endif
        return insert(node.pointee.name, index: index, nodes: nodes)
    }

    /// Adds node `index` named `name`, unless a node of that name is already in: then returns
    /// that node's index and adds nothing. `nodes` holds the addresses of the nodes in.
    private mutating func insert(_ name: String, index: Int, nodes: UnsafePointer<UnsafePointer<LayoutNode>>) -> Int? {
        if dictionary != nil { return dictionary!.updateValue(index, forKey: name) }
        guard let h = Self.asciiHash(name) else {
            // Names compared as Swift compares strings, from now on.
            var all: [String: Int] = [:]
            for slot in slots where slot.node >= 0 { all[nodes[Int(slot.node)].pointee.name] = Int(slot.node) }
            dictionary = all
            return dictionary!.updateValue(index, forKey: name)
        }
        let (k, found) = probe(h) { nodes[$0].pointee.name == name }
        if let found { return found }
        slots[k] = Slot(hash: h, node: Int32(index))
        return nil
    }

    /// The slot holding the node of hash `h` that `isNamed` accepts, and that node, or the empty
    /// slot where it would go.
    @inline(__always)
    private func probe(_ h: UInt32, isNamed: (Int) -> Bool) -> (slot: Int, node: Int?) {
        var k = Int(h) & mask
        while slots[k].node >= 0 {
            let node = Int(slots[k].node)
            if slots[k].hash == h && isNamed(node) { return (k, node) }
            k = (k + 1) & mask
        }
        return (k, nil)
    }

    /// The node named `name`, if any. `nodes` holds the addresses of the nodes in the index.
    func index(of name: String, nodes: UnsafePointer<UnsafePointer<LayoutNode>>) -> Int? {
        if let dictionary { return dictionary[name] }
        guard let h = Self.asciiHash(name) else { return nil }
        return probe(h) { nodes[$0].pointee.name == name }.node
    }
}
