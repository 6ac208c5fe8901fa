/// Results of one layout run per node and proposal: a short list per node searched linearly.
/// A node sees a handful of distinct proposals, so comparing them beats hashing every lookup
/// (issue 6: a per-node cache keyed by the sizing input keeps deep nests linear).
struct ProposalCache<Value> {
    private struct Entry {
        var proposal: Proposal
        var value: Value
    }

    private var entries: [[Entry]]

    /// A cache for nodes `0..<count`.
    init(count: Int) { entries = Array(repeating: [], count: count) }

    private func position(_ node: Int, _ proposal: Proposal) -> Int? {
        let list = entries[node]
        for k in list.indices where list[k].proposal == proposal { return k }
        return nil
    }

    subscript(node: Int, proposal: Proposal) -> Value? {
        get { position(node, proposal).map { entries[node][$0].value } }
        set {
            switch (position(node, proposal), newValue) {
            case let (k?, value?): entries[node][k].value = value
            case let (nil, value?):
                // Room for the few proposals a node usually sees, without growing one by one.
                if entries[node].isEmpty { entries[node].reserveCapacity(4) }
                entries[node].append(Entry(proposal: proposal, value: value))
            case let (k?, nil): entries[node].remove(at: k)
            case (nil, nil): break
            }
        }
    }

    /// The first value cached for `node` whose proposal and value satisfy `match`.
    func first(_ node: Int, where match: (Proposal, Value) -> Bool) -> Value? {
        let list = entries[node]
        for k in list.indices where match(list[k].proposal, list[k].value) { return list[k].value }
        return nil
    }
}
