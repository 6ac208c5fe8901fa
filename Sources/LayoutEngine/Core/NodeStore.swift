import LayoutModel

/// The nodes of a `NodeTree` by index, read from the input tree's own children arrays: flattening
/// keeps each container's children array (one reference per container) and, per node, where in
/// which array it is, so no node is copied.
///
/// A `LayoutNode` is a few hundred bytes with many reference-counted parts: copying every node
/// into one array, and destroying the copies after the layout, was a third of laying out a wide
/// tree. Reading one property of a node (`tree.nodes[i].padding`) reads just that property.
///
/// Where each node is comes from the tree's records (`NodeTree.Record.group`, `.position`), the
/// one per-node array flattening builds, shared with `ChildLists` and `NodeTree`.
public struct NodeStore: RandomAccessCollection, Sendable {
    /// The root's one-element array, then every container's children array, in node order.
    private var groups: [[LayoutNode]] = []
    /// Per node, its record: where it is in `groups`, among other facts.
    private(set) var records: [NodeTree.Record] = []

    /// No nodes yet, with room for `nodes` nodes and `groups` arrays (see `add(group:)`).
    init(reserving nodes: Int, groups: Int) {
        self.groups.reserveCapacity(groups)
        records.reserveCapacity(nodes)
    }

    /// Keeps `siblings` (the root's one-element array, or a container's children) as the next
    /// group, returning its number; its nodes are added one by one with `append(_:)`, their
    /// records giving this number and their position in `siblings`.
    mutating func add(group siblings: [LayoutNode]) -> Int {
        groups.append(siblings)
        return groups.count - 1
    }

    /// Adds the next node, `group(record.group)[record.position]`, with its record.
    mutating func append(_ record: NodeTree.Record) { records.append(record) }

    /// Adds `features`, found below node `index` once its subtree is flattened, to its record.
    mutating func addSubtreeFeatures(_ features: LayoutNode.BoxFeatures, at index: Int) {
        records[index].subtreeFeatures.formUnion(features)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { records.count }

    /// The array holding node `index` and the node's position there, for reading several fields
    /// of one node without finding it again for each.
    func location(of index: Int) -> (group: [LayoutNode], slot: Int) {
        let at = records[index]
        return (groups[Int(at.group)], Int(at.position))
    }

    /// Where node `index` is: which of the arrays (for `group(_:)`) and its position there.
    /// Consecutive nodes in one array (a container's children) can share one read of the array.
    @inline(__always)
    func place(of index: Int) -> (group: Int, slot: Int) {
        let at = records[index]
        return (Int(at.group), Int(at.position))
    }

    /// Node `index`'s position in its array (as `place(of:)`), and whether it is placed as its
    /// parent arranged it (`NodeTree.Record.placedAsArranged`).
    @inline(__always)
    func placement(of index: Int) -> (slot: Int, asArranged: Bool) {
        let at = records[index]
        return (Int(at.position), at.placedAsArranged)
    }

    /// The array `group` of `place(of:)`.
    @inline(__always)
    func group(_ group: Int) -> [LayoutNode] { groups[group] }

    /// The name of node `index`, read in place (the node is not copied).
    func name(of index: Int) -> String {
        let at = records[index]
        return groups[Int(at.group)][Int(at.position)].name
    }

    /// Node `index`.
    public subscript(index: Int) -> LayoutNode {
        let at = records[index]
        return groups[Int(at.group)][Int(at.position)]
    }
}
