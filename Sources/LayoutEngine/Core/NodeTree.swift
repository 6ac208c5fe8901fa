import LayoutModel

/// The input tree flattened into arrays, so algorithms address nodes by index.
public struct NodeTree: Sendable {
    public private(set) var nodes: NodeStore
    public private(set) var children = ChildLists()
    /// Per node, the small facts flattening records about it, in one array (one array per fact
    /// was an append per fact and node).
    private var records: [Record] = []
    /// Node indices by name.
    private var names: NameIndex
    /// Per container that has any, its children with a `useFrame` own frame, in child order: they
    /// are left out of `children`, so its algorithm never sees them.
    public private(set) var framedChildren: [Int: [Int]] = [:]
    /// Per node, what layout code asks of its kind, recorded while flattening (each later match on
    /// a node's kind copies it): the flex parameters of a flex container, and the leaf content.
    private(set) var flexLayouts: [FlexLayout?] = []

    /// What a leaf holds, without its payload.
    enum LeafShape: UInt8 { case emptyOrIntrinsic, text, image }

    private struct Record {
        /// The parent's index, or -1 for the root.
        var parent: Int32
        /// The position in the parent's children as written (the JSON path's index).
        var position: Int32
        var rightToLeft: Bool
        var leafShape: LeafShape?
    }

    /// The index of node `index`'s parent, nil for the root.
    public func parent(of index: Int) -> Int? {
        let p = records[index].parent
        return p < 0 ? nil : Int(p)
    }

    /// Whether node `index`'s x direction is right to left: its own `layoutDirection`, else its parent's.
    public func isRightToLeft(_ index: Int) -> Bool { records[index].rightToLeft }

    /// What leaf `index` holds (nil for a container).
    func leafShape(_ index: Int) -> LeafShape? { records[index].leafShape }

    /// Flattens `root`; a duplicate name is an error.
    public init(_ root: LayoutNode) throws(LayoutError) {
        let count = 1 + NodeTree.count([root])
        nodes = NodeStore(root: root, capacity: count)
        children.reserveCapacity(nodes: count)
        records.reserveCapacity(count); flexLayouts.reserveCapacity(count)
        names = NameIndex(capacity: count)
        try add(siblings: [root], group: nodes.rootGroup, at: 0, parent: nil)
    }

    /// The number of nodes below `siblings` (reading only their kinds: copying nodes is costly).
    private static func count(_ siblings: [LayoutNode]) -> Int {
        siblings.withUnsafeBufferPointer { nodes in
            var n = 0
            for i in nodes.indices {
                if case .container(_, let kids) = nodes[i].kind { n += kids.count + count(kids) }
            }
            return n
        }
    }

    /// Adds `siblings[position]` (node `position` of the group of `nodes` starting at `group`) and
    /// its subtree (nothing is copied: `nodes` reads the input's own arrays, and the node's own
    /// properties are read through `group`, as an array's subscript may copy the whole node).
    @discardableResult
    private mutating func add(siblings: [LayoutNode], group: UnsafePointer<LayoutNode>, at position: Int, parent p: Int?) throws(LayoutError) -> Int {
        let index = nodes.count
        if names.insert(group[position].name, index: index, nodes: nodes) != nil {
            // The path is built only here: building it for every node is quadratic in deep trees.
            var path = "$.root"
            if let p {
                path = self.path(of: p) + ".children[\(position)]"
            }
            let name = group[position].name
            throw LayoutError(path: path, node: name, reason: "duplicate node name '\(name)'")
        }
        nodes.append(group: group, position: position)
        children.appendNode()
        let rightToLeft = group[position].layoutDirection.map { $0 == .rightToLeft } ?? p.map { records[$0].rightToLeft } ?? false
        let shape: LeafShape?
        switch group[position].kind {
        case .leaf(.text): shape = .text
        case .leaf(.image): shape = .image
        case .leaf: shape = .emptyOrIntrinsic
        case .container: shape = nil
        }
        records.append(Record(parent: Int32(truncatingIfNeeded: p ?? -1), position: Int32(truncatingIfNeeded: position),
                              rightToLeft: rightToLeft, leafShape: shape))
        // A container's kind is bound only for containers (binding an empty list for every leaf
        // was a retain and release per node).
        guard case .container(let layout, let kids) = group[position].kind else {
            flexLayouts.append(nil)
            return index
        }
        if case .flex(let params) = layout { flexLayouts.append(params) } else { flexLayouts.append(nil) }
        if !kids.isEmpty {
            let kidsGroup = nodes.addGroup(kids)
            // Room for the children the algorithm sees, set aside before their subtrees are added
            // (the kids are read in place through their group).
            func isFramed(_ i: Int) -> Bool {
                kidsGroup[i].$ownFrame.storage != nil && !kidsGroup[i].ownFrame!.reservesSpace
            }
            var framed = 0
            for i in kids.indices where isFramed(i) { framed += 1 }
            var slot = children.reserveChildren(kids.count - framed, of: index)
            for i in kids.indices {
                let k = try add(siblings: kids, group: kidsGroup, at: i, parent: index)
                if framed > 0 && isFramed(i) {
                    framedChildren[index, default: []].append(k)
                } else {
                    children.set(k, at: slot)
                    slot += 1
                }
            }
        }
        return index
    }

    /// The index of the node named `name`, if any.
    public func index(named name: String) -> Int? { names.index(of: name, nodes: nodes) }

    /// A JSON-like path to the node, for error messages (`$.root.children[1]`).
    public func path(of index: Int) -> String {
        var parts: [String] = []
        var i = index
        while let p = parent(of: i) {
            parts.append(".children[\(records[i].position)]")
            i = p
        }
        return "$.root" + parts.reversed().joined()
    }
}
