import LayoutModel

/// The input tree flattened into arrays, so algorithms address nodes by index.
public struct NodeTree: Sendable {
    /// The nodes, in depth-first order: the root is 0 and a node's children follow it in order.
    public private(set) var nodes: NodeStore
    public private(set) var children: ChildLists
    /// Per node, the small facts flattening records about it, in one array shared with `nodes` and
    /// `children` (one array per fact was an append per fact and node).
    private var records: [Record]
    /// Node indices by name.
    private var names: NameIndex
    /// Per container that has any, its children with a `useFrame` own frame, in child order: they
    /// are left out of `children`, so its algorithm never sees them.
    public private(set) var framedChildren: [Int: [Int]]
    /// The flex parameters of each flex container, in node order: a node's record says which is
    /// its own (one slot per container, not an optional of some 60 bytes per node).
    private var flexLayouts: [FlexLayout]
    /// The item boxes of the flex containers whose children are plain items, resolved while
    /// flattening (`PlainItemBoxes`).
    private var plainItemBoxes: PlainItemBoxes
    /// The natural sizes of image leaves that give only a source file, read from the files' PNG
    /// headers while flattening: layout itself reads no file.
    private var naturalSizes: [Int: Size]

    /// What a leaf holds, without its payload (`verticalText`: text in a vertical writing mode).
    enum LeafShape: UInt8 { case emptyOrIntrinsic, text, verticalText, image }

    /// What flattening records of one node. `nodes` reads where the node is (`group`,
    /// `position`), `children` where its children are (`childStart`, `childCount`).
    struct Record {
        /// The parent's index, or -1 for the root.
        var parent: Int32
        /// The position in the parent's children as written (the JSON path's index), which is
        /// also the node's position in its group of `NodeStore`.
        var position: Int32
        /// Which of `NodeStore`'s arrays holds the node.
        var group: Int32
        /// The node's flex parameters in `flexLayouts`, or -1 when it is not a flex container.
        var flexSlot: Int32
        /// Where the node's children start in `ChildLists`' array of child indices, and how many
        /// there are (children with an own frame that reserves no space left out).
        var childStart: Int32
        var childCount: Int32
        var rightToLeft: Bool
        /// The node has no margins and no frame of its own (`LayoutNode.QuickCheck.placedAsArranged`):
        /// placing it reads neither.
        var placedAsArranged: Bool
        var leafShape: LeafShape?
        /// The box features of the node and of every node below it that its algorithm sees
        /// (children with an own frame that reserves no space left out, as in `children`).
        var subtreeFeatures: LayoutNode.BoxFeatures
    }

    /// The index of node `index`'s parent, nil for the root.
    public func parent(of index: Int) -> Int? {
        let p = records[index].parent
        return p < 0 ? nil : Int(p)
    }

    /// Whether node `index`'s x direction is right to left: its own `layoutDirection`, else its parent's.
    public func isRightToLeft(_ index: Int) -> Bool { records[index].rightToLeft }

    /// The box features used anywhere in the subtree of node `index` (the node included) that its
    /// algorithms see: one read where a walk of the subtree would read every node of it again.
    func subtreeFeatures(_ index: Int) -> LayoutNode.BoxFeatures { records[index].subtreeFeatures }

    /// What leaf `index` holds (nil for a container).
    func leafShape(_ index: Int) -> LeafShape? { records[index].leafShape }

    /// The parameters of node `index` when it is a flex container, recorded while flattening (a
    /// later match on the node's kind would copy it).
    @inline(__always)
    func flexLayout(_ index: Int) -> FlexLayout? {
        let slot = records[index].flexSlot
        return slot < 0 ? nil : flexLayouts[Int(slot)]
    }

    /// The boxes of flex container `index`'s children when flattening resolved them (every child a
    /// flex item whose box holds for any containing block; see `PlainItemBoxes`).
    @inline(__always)
    func plainItemBoxes(of index: Int) -> [CSSBox]? {
        plainItemBoxes.boxes(ofFlexContainer: Int(records[index].flexSlot))
    }

    /// The natural size of image leaf `index`: as written, else read from its file's header.
    func naturalSize(of index: Int) -> Size? {
        guard case .leaf(.image(let image)) = nodes[index].kind else { return nil }
        return image.naturalSize ?? naturalSizes[index]
    }

    /// The number of flex containers.
    var flexContainerCount: Int { flexLayouts.count }

    /// Whether some node has a size reference, float properties, or a float or path layout: what
    /// the tree-wide rules of `LayoutNode.validate` look at beyond names and numbers.
    public let needsTreeRules: Bool

    /// Flattens `root`. A duplicate name, a number outside the ranges of `LayoutLimits` and a tree
    /// of more than `LayoutLimits.inCode.maxNodes` nodes are errors.
    public init(_ root: LayoutNode) throws(LayoutError) {
        try self.init(root, shape: TreeShape(root))
    }

    /// Flattens `root`, whose shape, found by a walk the layout made already, is `shape`.
    init(_ root: LayoutNode, shape: TreeShape) throws(LayoutError) {
        let count = shape.nodes
        guard count <= LayoutLimits.inCode.maxNodes else {
            throw LayoutError(path: "$.root", node: root.name,
                              reason: "the tree has more than \(LayoutLimits.inCode.maxNodes) nodes (the limit of LayoutLimits.maxNodes)")
        }
        var flat = Flattening(capacity: count, containers: shape.containers)
        names = try flat.add(root: root)
        nodes = flat.nodes
        records = flat.nodes.records
        children = ChildLists(ids: flat.ids, records: records)
        framedChildren = flat.framedChildren
        flexLayouts = flat.flexLayouts
        plainItemBoxes = flat.plainItemBoxes
        naturalSizes = flat.naturalSizes
        needsTreeRules = flat.needsTreeRules
    }

    /// The index of the node named `name`, if any.
    public func index(named name: String) -> Int? { names.index(of: name, nodes: nodes) }

    /// A JSON-like path to the node, for error messages (`$.root.children[1]`).
    public func path(of index: Int) -> String {
        guard let p = parent(of: index) else { return "$.root" }
        return NodeTree.path(ofChild: Int(records[index].position), of: p, records: records)
    }

    /// The JSON-like path of child `position` of node `parent`, walking up through `records`
    /// (built only for errors: building paths for every node is quadratic in deep trees).
    static func path(ofChild position: Int, of parent: Int, records: [Record]) -> String {
        var parts = [".children[\(position)]"]
        var i = parent
        while records[i].parent >= 0 {
            parts.append(".children[\(records[i].position)]")
            i = Int(records[i].parent)
        }
        return "$.root" + parts.reversed().joined()
    }
}
