import LayoutModel

/// The input tree flattened into arrays, so algorithms address nodes by index.
public struct NodeTree: Sendable {
    public private(set) var nodes: [LayoutNode] = []
    public private(set) var children: [[Int]] = []
    public private(set) var parent: [Int?] = []
    public private(set) var depth: [Int] = []
    /// Node index by name.
    public private(set) var byName: [String: Int] = [:]
    /// Per node, whether its x direction is right to left: its own `layoutDirection`, else its parent's.
    public private(set) var rightToLeft: [Bool] = []
    /// Per container that has any, its children with a `useFrame` own frame, in child order: they
    /// are left out of `children`, so its algorithm never sees them.
    public private(set) var framedChildren: [Int: [Int]] = [:]

    /// Flattens `root`; a duplicate name is an error.
    public init(_ root: LayoutNode) throws(LayoutError) {
        try add(root, parent: nil, depth: 0, position: 0)
    }

    @discardableResult
    private mutating func add(_ node: LayoutNode, parent p: Int?, depth d: Int, position: Int) throws(LayoutError) -> Int {
        let index = nodes.count
        if byName[node.name] != nil {
            // The path is built only here: building it for every node is quadratic in deep trees.
            var path = "$.root"
            if let p {
                path = self.path(of: p) + ".children[\(position)]"
            }
            throw LayoutError(path: path, node: node.name, reason: "duplicate node name '\(node.name)'")
        }
        byName[node.name] = index
        nodes.append(node)
        children.append([])
        parent.append(p)
        depth.append(d)
        rightToLeft.append(node.layoutDirection.map { $0 == .rightToLeft } ?? p.map { rightToLeft[$0] } ?? false)
        var kids: [Int] = []
        for (i, child) in node.children.enumerated() {
            let k = try add(child, parent: index, depth: d + 1, position: i)
            if let own = child.ownFrame, !own.reservesSpace {
                framedChildren[index, default: []].append(k)
            } else {
                kids.append(k)
            }
        }
        children[index] = kids
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
