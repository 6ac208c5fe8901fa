import LayoutModel

/// What one layout computed per node and sizing input, for every algorithm: the size, and the
/// children's rects when the node was laid out (not only measured).
///
/// A node sees a handful of distinct inputs, so each node's entries are a short list searched
/// linearly (comparing inputs beats hashing them). Every node's list lives in one shared array,
/// linked through indices: a node costs no allocation of its own.
struct LayoutCache {
    /// What a result was computed for: a proposal for the border box, or for a leaf's content box
    /// (`LayoutContext.measureContent`, which leaves the node's padding out).
    struct Input {
        let proposal: Proposal
        /// What entries are found by (see `Key`; it also says whether the input is for a content
        /// box), worked out once.
        let key: Key

        init(proposal: Proposal, contentBox: Bool) {
            self.proposal = proposal
            key = Input.key(proposal, contentBox)
        }

        static func border(_ proposal: Proposal) -> Input { Input(proposal: proposal, contentBox: false) }

        /// The input as five words that are equal exactly when the inputs are (`-0` taken as `0`;
        /// floats by their hash, see `Key.floats`): comparing them is five integer compares, where
        /// comparing proposals matched each axis's case.
        private static func key(_ proposal: Proposal, _ contentBox: Bool) -> Key {
            func axis(_ p: AxisProposal) -> (tag: UInt64, bits: UInt64) {
                switch p {
                case .exactly(let v): return (0, (v + 0).bitPattern)
                case .atMost(let v): return (1, (v + 0).bitPattern)
                case .unbounded: return (2, 0)
                case .minContent: return (3, 0)
                }
            }
            let w = axis(proposal.width), h = axis(proposal.height)
            let flags = w.tag | h.tag << 2 | (proposal.containingWidth == nil ? 1 << 4 : 0)
                | (proposal.heightIsIndefinite ? 1 << 5 : 0) | (contentBox ? Key.contentBox : 0)
            return Key(width: w.bits, height: h.bits, containingWidth: ((proposal.containingWidth ?? 0) + 0).bitPattern, flags: flags,
                       floats: Int(proposal.floatsID))
        }
    }

    struct Key: Equatable {
        /// The flag of a content-box input.
        static let contentBox: UInt64 = 1 << 6
        var width: UInt64
        var height: UInt64
        var containingWidth: UInt64
        var flags: UInt64
        /// For a block container told of floats, their number (`Proposal.floatsID`: equal floats
        /// have one number in a layout); else 0.
        var floats: Int
    }

    /// What an entry holds but its layout: plain values only, so that finding an entry reads keys
    /// in place and copies nothing reference-counted (an array of whole entries copied each entry
    /// it compared, layout included).
    private struct Entry {
        var key: Key
        var proposal: Proposal
        var size: Size
        /// The node's next entry, or -1.
        var next: Int32
    }

    private var entries: [Entry] = []
    /// Per entry, its layout, if the node was laid out (not only measured) for it.
    private var layouts: [ContainerLayout?] = []
    /// Per node, its first and last entry, or -1.
    private var head: [Int32]
    private var tail: [Int32]

    /// A cache for nodes `0..<count`, with room for `entries` entries before it grows.
    init(count: Int, entries capacity: Int) {
        head = Array(repeating: -1, count: count)
        tail = head
        entries.reserveCapacity(capacity)
        layouts.reserveCapacity(capacity)
    }

    /// The entry of `node` for `input` and the entry before it (-1 for none).
    private func position(_ node: Int, _ input: Input) -> (at: Int, before: Int)? {
        var k = Int(head[node]), before = -1
        guard k >= 0 else { return nil }
        let key = input.key
        while k >= 0 {
            if entries[k].key == key { return (k, before) }
            before = k
            k = Int(entries[k].next)
        }
        return nil
    }

    /// The size cached for `node` and `input`, if any.
    func size(_ node: Int, _ input: Input) -> Size? {
        position(node, input).map { entries[$0.at].size }
    }

    /// The layout cached for `node` and `input`, if it was laid out for it.
    func layout(_ node: Int, _ input: Input) -> ContainerLayout? {
        position(node, input).flatMap { layouts[$0.at] }
    }

    /// Caches the size of `node` for `input`, keeping a layout already cached for it.
    mutating func store(size: Size, _ node: Int, _ input: Input) {
        if let found = position(node, input) {
            entries[found.at].size = size
        } else {
            append(input, size, nil, node)
        }
    }

    /// Caches the layout (and so the size) of `node` for `input`.
    mutating func store(layout: ContainerLayout, _ node: Int, _ input: Input) {
        if let found = position(node, input) {
            entries[found.at].size = layout.size
            layouts[found.at] = layout
        } else {
            append(input, layout.size, layout, node)
        }
    }

    /// When set, nothing is kept: every size and layout is computed again (for an explanation,
    /// whose notes are written while a container's algorithm runs).
    var keepsNothing = false

    private mutating func append(_ input: Input, _ size: Size, _ layout: ContainerLayout?, _ node: Int) {
        if keepsNothing { return }
        let k = Int32(entries.count)
        entries.append(Entry(key: input.key, proposal: input.proposal, size: size, next: -1))
        layouts.append(layout)
        if tail[node] >= 0 { entries[Int(tail[node])].next = k } else { head[node] = k }
        tail[node] = k
    }

    /// Forgets what is cached for `node` and `input`. Its slot stays unused until the cache goes.
    mutating func remove(_ node: Int, _ input: Input) {
        guard let found = position(node, input) else { return }
        let after = entries[found.at].next
        if found.before >= 0 { entries[found.before].next = after } else { head[node] = after }
        if tail[node] == Int32(found.at) { tail[node] = Int32(found.before) }
    }

    /// The first entry of `node` with a layout (for a border-box input), in the order they were
    /// cached, whose proposal, layout size and whether the layout has a baseline satisfy `match`.
    /// Read in place: no layout is copied to be matched (binding each one copied it, retaining
    /// its parts, and most are not the one).
    func firstLaidOut(_ node: Int, where match: (Proposal, Size, Bool) -> Bool) -> Int? {
        var k = Int(head[node])
        while k >= 0 {
            if entries[k].key.flags & Key.contentBox == 0, let size = layouts[k]?.size,
               match(entries[k].proposal, size, layouts[k]?.baseline != nil) { return k }
            k = Int(entries[k].next)
        }
        return nil
    }

    /// The layout of entry `k` (one `firstLaidOut` found).
    func layout(at k: Int) -> ContainerLayout? { layouts[k] }

    /// The layout of entry `k`, moved out of the cache instead of copied: the entry keeps its size,
    /// and no later search finds a layout there. For the arrangement that places the node, after
    /// which nothing asks for its layout (a copy retained every part of it, and the cache's own
    /// was released only with the cache).
    mutating func takeLayout(at k: Int) -> ContainerLayout? { layouts[k].take() }

    /// The size of the layout of entry `k` (one `firstLaidOut` found), read in place.
    func laidOutSize(at k: Int) -> Size? { layouts[k]?.size }
}
