import LayoutModel

/// What a layout needs to know of a tree before flattening it: its depth (for `DeepStack`) and its
/// numbers of nodes and containers (for the limit of `LayoutLimits.maxNodes` and the room
/// `NodeTree` reserves). One walk over every node's kind finds all three: two walks, one for the
/// depth and one for the counts, each read every node once more (on a tree larger than the cache,
/// each read missed). The walk raises no error: `NodeTree` checks the limit with `nodes`, before
/// flattening.
struct TreeShape: Sendable {
    /// The number of levels (the root alone is 1).
    let depth: Int
    /// The number of nodes, the root included.
    let nodes: Int
    /// The number of containers, the root included when it is one.
    let containers: Int

    /// The shape of the tree of `root`, walked without recursion (a tree of any depth) and without
    /// copying a node: the walk keeps children arrays, not nodes.
    ///
    /// It reads each node's kind once. A stack of sibling arrays visits the subtrees last first, so
    /// the walk ends in the root's first subtree, where flattening starts reading next (the order
    /// changes neither the depth nor the counts).
    init(_ root: LayoutNode) {
        var deepest = 1, nodes = 1, containers = 0
        var stack: [Level] = []
        if case .container(_, let kids) = root.kind {
            containers = 1
            if !kids.isEmpty { stack.append(Level(siblings: kids, depth: 2)) }
        }
        while let level = stack.popLast() {
            deepest = max(deepest, level.depth)
            nodes += level.siblings.count
            for i in level.siblings.indices {
                if case .container(_, let kids) = level.siblings[i].kind {
                    containers += 1
                    if !kids.isEmpty { stack.append(Level(siblings: kids, depth: level.depth + 1)) }
                }
            }
        }
        depth = deepest
        self.nodes = nodes
        self.containers = containers
    }

    /// Siblings still to look into, and their depth.
    private struct Level {
        let siblings: [LayoutNode]
        let depth: Int
    }
}
