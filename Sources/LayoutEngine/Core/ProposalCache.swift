/// Results of one layout run per node and proposal: a short list per node searched linearly.
/// A node sees a handful of distinct proposals, so comparing them beats hashing every lookup
/// (issue 6: a per-node cache keyed by the sizing input keeps deep nests linear).
///
/// Every node's list lives in one shared array, linked through indices: a node costs no
/// allocation of its own, and freeing the cache frees one array (a separate small array per node
/// made allocating and freeing them a large part of laying out deep trees).
struct ProposalCache<Value> {
    private struct Entry {
        var proposal: Proposal
        var value: Value
        /// The node's next entry, or -1.
        var next: Int32
    }

    private var entries: [Entry] = []
    /// Per node, its first and last entry, or -1.
    private var head: [Int32]
    private var tail: [Int32]

    /// A cache for nodes `0..<count`.
    init(count: Int) {
        head = .filled(-1, count: count)
        tail = head
    }

    /// Makes room for `count` entries in all, so that filling the cache does not grow the array
    /// (and copy every entry) step by step.
    mutating func reserveCapacity(_ count: Int) { entries.reserveCapacity(count) }

    /// The entry of `node` for `proposal` and the entry before it (-1 for none).
    private func position(_ node: Int, _ proposal: Proposal) -> (at: Int, before: Int)? {
        var k = Int(head[node]), before = -1
        while k >= 0 {
            if entries[k].proposal == proposal { return (k, before) }
            before = k
            k = Int(entries[k].next)
        }
        return nil
    }

    /// The value cached for `node` and `proposal`, if any.
    subscript(node: Int, proposal: Proposal) -> Value? {
        guard let found = position(node, proposal) else { return nil }
        return entries[found.at].value
    }

    /// Caches `value` for `node` and `proposal`, replacing any value cached for them.
    ///
    /// Kept apart from `remove` rather than a subscript setter: matching the pair of optionals a
    /// setter gets went through the run-time's generic copies of the optional value (measured).
    mutating func store(_ value: Value, _ node: Int, _ proposal: Proposal) {
        if let found = position(node, proposal) {
            entries[found.at].value = value
            return
        }
        let k = Int32(entries.count)
        entries.append(Entry(proposal: proposal, value: value, next: -1))
        if tail[node] >= 0 { entries[Int(tail[node])].next = k } else { head[node] = k }
        tail[node] = k
    }

    /// Forgets the value cached for `node` and `proposal`, if any. Its slot stays unused until the
    /// cache is freed.
    mutating func remove(_ node: Int, _ proposal: Proposal) {
        guard let found = position(node, proposal) else { return }
        let next = entries[found.at].next
        if found.before >= 0 { entries[found.before].next = next } else { head[node] = next }
        if tail[node] == Int32(found.at) { tail[node] = Int32(found.before) }
    }

    /// The first value cached for `node` whose proposal and value satisfy `match`.
    func first(_ node: Int, where match: (Proposal, Value) -> Bool) -> Value? {
        var k = Int(head[node])
        while k >= 0 {
            if match(entries[k].proposal, entries[k].value) { return entries[k].value }
            k = Int(entries[k].next)
        }
        return nil
    }
}
