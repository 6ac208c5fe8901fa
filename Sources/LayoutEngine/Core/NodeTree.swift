import LayoutModel

/// The input tree flattened into arrays, so algorithms address nodes by index.
public struct NodeTree: Sendable {
    public private(set) var nodes: [LayoutNode] = []
    public private(set) var children: [[Int]] = []
    public private(set) var parent: [Int?] = []
    public private(set) var depth: [Int] = []
    /// Node index by name.
    public private(set) var byName: [String: Int] = [:]

    /// Flattens `root`; a duplicate name is an error.
    public init(_ root: LayoutNode) throws(LayoutError) {
        let count = NodeTree.count(root)
        nodes.reserveCapacity(count); children.reserveCapacity(count)
        parent.reserveCapacity(count); depth.reserveCapacity(count); byName.reserveCapacity(count)
        try add(root, parent: nil, depth: 0, position: 0)
    }

    /// The number of nodes in the subtree of `node`.
    private static func count(_ node: LayoutNode) -> Int {
        guard case .container(_, let kids) = node.kind else { return 1 }
        var n = 1
        for i in kids.indices { n += count(kids[i]) }
        return n
    }

    @discardableResult
    private mutating func add(_ node: LayoutNode, parent p: Int?, depth d: Int, position: Int) throws(LayoutError) -> Int {
        let index = nodes.count
        if byName.updateValue(index, forKey: node.name) != nil {
            // The path is built only here: building it for every node is quadratic in deep trees.
            var path = "$.root"
            if let p {
                path = self.path(of: p) + ".children[\(position)]"
            }
            throw LayoutError(path: path, node: node.name, reason: "duplicate node name '\(node.name)'")
        }
        nodes.append(node)
        children.append([])
        parent.append(p)
        depth.append(d)
        if case .container(_, let kids) = node.kind, !kids.isEmpty {
            var ids: [Int] = []
            ids.reserveCapacity(kids.count)
            for i in kids.indices { ids.append(try add(kids[i], parent: index, depth: d + 1, position: i)) }
            children[index] = ids
        }
        return index
    }

    /// A JSON-like path to the node, for error messages (`$.root.children[1]`).
    public func path(of index: Int) -> String {
        var parts: [String] = []
        var i = index
        while let p = parent[i] {
            parts.append(".children[\(children[p].firstIndex(of: i)!)]")
            i = p
        }
        return "$.root" + parts.reversed().joined()
    }
}
