import LayoutModel

extension NodeTree {
    /// Flattening in progress: the per-node tables, filled in depth-first order with room
    /// reserved up front for the number of nodes counted.
    struct Flattening {
        /// The nodes added, by where they are in the input tree's children arrays, with their
        /// records (the one array per node, shared by `NodeStore`, `ChildLists` and `NodeTree`).
        private(set) var nodes: NodeStore
        /// Every node's children, contiguous per node (see `ChildLists`).
        private(set) var ids: [Int] = []
        /// The names' hashes, noted in node order (the index is filled from them at the end).
        private(set) var nameHashes: NameHashes
        private(set) var framedChildren: [Int: [Int]] = [:]
        private(set) var flexLayouts: [FlexLayout] = []
        /// The item boxes of flex containers whose children are plain items, resolved as each
        /// container's children are added (while they are in the cache).
        private(set) var plainItemBoxes: PlainItemBoxes
        private(set) var naturalSizes: [Int: Size] = [:]
        /// Whether some node has a size reference, float properties, or a float or path layout.
        private(set) var needsTreeRules = false

        /// Flattening a tree of `capacity` nodes, `containers` of them containers (room for their
        /// children's arrays and flex parameters, which otherwise grew, copying them, about 50
        /// instructions a node on a deep chain).
        init(capacity: Int, containers: Int) {
            nodes = NodeStore(reserving: capacity, groups: containers + 1)
            flexLayouts.reserveCapacity(containers)
            plainItemBoxes = PlainItemBoxes(containers: containers)
            ids.reserveCapacity(capacity)
            nameHashes = NameHashes(capacity: capacity)
        }

        /// Adds the root of a tree and its subtree, returning the index of their names.
        ///
        /// Errors are those of the first failing node in node order, as if each name were checked
        /// where it is noted: a duplicate name among the nodes noted before another error is
        /// reported instead of it (noting a node's name follows its range check and precedes
        /// reading its image file).
        mutating func add(root: LayoutNode) throws(LayoutError) -> NameIndex {
            let group = [root]
            var noSet: [CSSBox]? = nil
            do throws(LayoutError) {
                try add(group, group: nodes.add(group: group), position: 0, parent: nil, itemBoxes: &noSet)
            } catch {
                try throwIfDuplicate(NameIndex.filled(from: nameHashes, nodes: nodes).duplicate)
                throw error
            }
            let (names, duplicate) = NameIndex.filled(from: nameHashes, nodes: nodes)
            try throwIfDuplicate(duplicate)
            return names
        }

        /// The error of `duplicate`, if any (the nodes noted have their records).
        private func throwIfDuplicate(_ duplicate: NameIndex.Duplicate?) throws(LayoutError) {
            guard let (node, other) = duplicate else { return }
            let records = nodes.records
            func path(_ i: Int) -> String {
                i == 0 ? "$.root" : NodeTree.path(ofChild: Int(records[i].position), of: Int(records[i].parent), records: records)
            }
            let name = nodes.name(of: node)
            throw LayoutError(path: path(node), node: name, reason: "duplicate node name '\(name)' (also at \(path(other)))")
        }

        /// The JSON path of `siblings[position]`, a child of node `parent` (nil: the root), for
        /// an error.
        private func path(ofChild position: Int, of parent: Int?) -> String {
            parent.map { NodeTree.path(ofChild: position, of: $0, records: nodes.records) } ?? "$.root"
        }

        /// Adds `siblings[position]`, a child of node `parent` (nil: the root) kept as group
        /// `group` of `nodes`, and its subtree, returning its index; adds its item box to
        /// `itemBoxes`, its container's set of plain item boxes, unless that is nil
        /// (`PlainItemBoxes`). The node is read from `siblings` field by field (passing a node by
        /// value copied all of it), and its record is appended whole, once (its children's place
        /// in `ids` is known before they are added).
        @discardableResult
        private mutating func add(_ siblings: [LayoutNode], group: Int, position: Int, parent p: Int?,
                                  itemBoxes: inout [CSSBox]?) throws(LayoutError) -> Int {
            let index = nodes.count
            // The bounds of every number (`LayoutLimits`), checked on the way: no walk of their own.
            // (Asked in place: reading a property of `siblings[position]` copied the node.)
            let check = LayoutNode.quickCheck(siblings, position)
            if !check.numbersInRange, let problem = siblings[position].numberOutOfRange {
                let below = problem.key.split(separator: ".").map { Int($0).map { "[\($0)]" } ?? ".\($0)" }.joined()
                throw LayoutError(path: path(ofChild: position, of: p) + below, node: siblings[position].name, reason: problem.reason)
            }
            if check.needsTreeRules { needsTreeRules = true }
            // The box while the fields the check read are in the cache.
            if itemBoxes != nil { PlainItemBoxes.add(siblings, position, pointsOnly: check.pointsOnlyItem, to: &itemBoxes) }
            // Checked for duplicates once every node is added (see `add(root:)`).
            nameHashes.note(nameAt: position, of: siblings)
            let rightToLeft = siblings[position].layoutDirection.map { $0 == .rightToLeft }
                ?? p.map { nodes.records[$0].rightToLeft } ?? false
            var record = Record(parent: Int32(truncatingIfNeeded: p ?? -1), position: Int32(truncatingIfNeeded: position),
                                group: Int32(truncatingIfNeeded: group), flexSlot: -1,
                                childStart: Int32(truncatingIfNeeded: ids.count), childCount: 0,
                                rightToLeft: rightToLeft, placedAsArranged: check.placedAsArranged, leafShape: nil,
                                subtreeFeatures: check.features)
            var imageSource: String?
            switch siblings[position].kind {
            case .leaf(.text(let text)): record.leafShape = text.writingMode.isVertical ? .verticalText : .text
            case .leaf(.image(let image)):
                record.leafShape = .image
                imageSource = image.naturalSize == nil ? image.source : nil
            case .leaf: record.leafShape = .emptyOrIntrinsic
            case .container: break
            }
            guard case .container(let layout, let kids) = siblings[position].kind else {
                nodes.append(record)
                // Read once the record is in, so that a duplicate name found for this node can
                // still be reported in place of the file's error (`add(root:)`).
                if let source = imageSource {
                    naturalSizes[index] = try NodeTree.naturalSize(source, node: siblings[position].name,
                                                                   path: path(ofChild: position, of: p))
                }
                return index
            }
            if case .flex(let params) = layout {
                record.flexSlot = Int32(truncatingIfNeeded: flexLayouts.count)
                flexLayouts.append(params)
            }
            // Room for the children the algorithm sees, set aside before their subtrees are added
            // (so every node's children stay contiguous). Children with their own frame that
            // reserves no space are left out (`framedChildren`).
            func isFramed(_ i: Int) -> Bool {
                guard let own = kids[i].$ownFrame.storage?.value else { return false }
                return !own.reservesSpace
            }
            var framed = 0
            for i in kids.indices where isFramed(i) { framed += 1 }
            record.childCount = Int32(truncatingIfNeeded: kids.count - framed)
            nodes.append(record)
            guard !kids.isEmpty else { return index }
            var boxes = framed == 0 && record.flexSlot >= 0 && kids.count > 1 ? PlainItemBoxes.start(children: kids.count) : nil
            let kidsGroup = nodes.add(group: kids)
            var slot = ids.count
            // (One child appended alone: the generic bulk append costs about 80 instructions.)
            if kids.count - framed == 1 { ids.append(-1) } else { ids.append(contentsOf: repeatElement(-1, count: kids.count - framed)) }
            var below: LayoutNode.BoxFeatures = []
            for i in kids.indices {
                let k = try add(kids, group: kidsGroup, position: i, parent: index, itemBoxes: &boxes)
                if framed > 0 && isFramed(i) {
                    framedChildren[index, default: []].append(k)
                } else {
                    ids[slot] = k
                    slot += 1
                    below.formUnion(nodes.records[k].subtreeFeatures)
                }
            }
            if let boxes { plainItemBoxes.keep(boxes, flexContainer: Int(record.flexSlot)) }
            // Recorded once the subtree is known (the record was appended before its children).
            if !below.isSubset(of: record.subtreeFeatures) { nodes.addSubtreeFeatures(below, at: index) }
            return index
        }
    }

    /// The size of the PNG image at `source`, read from its header; an unreadable file is an
    /// error at `path`'s image source, naming `node`.
    static func naturalSize(_ source: String, node: String, path: String) throws(LayoutError) -> Size {
        do { return try PNGHeader.size(atPath: source) } catch {
            var located = error
            located.path = path + ".image.source"
            located.node = node
            throw located
        }
    }
}
