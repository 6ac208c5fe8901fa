import LayoutModel

extension NodeTree {
    /// Flattening in progress. The per-node tables are the uninitialized storage of the tree's
    /// arrays, sized by a count of the nodes up front and written in place: appending to them
    /// checked each array's uniqueness and capacity for every node, a fifth of flattening a wide
    /// tree.
    ///
    /// No reference-counted field but the groups, names and rare tables, so that passing it
    /// `inout` down the recursion retains nothing.
    struct Flattening {
        /// Where the per-node tables are written.
        struct Tables {
            let addresses: UnsafeMutablePointer<UnsafePointer<LayoutNode>>
            let records: UnsafeMutablePointer<Record>
            let spans: UnsafeMutablePointer<ChildLists.Span>
            /// Every node's children, contiguous per node (see `ChildLists`).
            let ids: UnsafeMutablePointer<Int>
        }

        /// The root's one-element array, then every container's children array, kept alive (and
        /// unchanged) so that the node addresses taken from them stay valid (see `NodeStore`).
        private(set) var groups: [[LayoutNode]]
        let rootGroup: UnsafePointer<LayoutNode>
        /// Set before the first `add`.
        var tables: Tables!
        private(set) var nodeCount = 0
        private(set) var idCount = 0
        /// The number of nodes counted: each table has room for that many.
        private let capacity: Int
        private(set) var names: NameIndex
        private(set) var framedChildren: [Int: [Int]] = [:]
        private(set) var flexLayouts: [FlexLayout] = []

        /// Flattening `root`, which has `capacity` nodes including itself.
        init(root: LayoutNode, capacity: Int) {
            groups = [[root]]
            rootGroup = groups[0].withUnsafeBufferPointer { $0.baseAddress! }
            self.capacity = capacity
            names = NameIndex(capacity: capacity)
        }

        /// Adds `siblings[position]` (node `position` of the group starting at `group`) and its
        /// subtree (nothing is copied: the node's own properties are read through `group`, as an
        /// array's subscript may copy the whole node), returning its index.
        @discardableResult
        mutating func add(siblings: [LayoutNode], group: UnsafePointer<LayoutNode>, at position: Int, parent p: Int?) throws(LayoutError) -> Int {
            let index = nodeCount
            precondition(index < capacity, "more nodes than counted")
            let addresses = tables.addresses, records = tables.records, spans = tables.spans, ids = tables.ids
            let node = group + position
            if names.insert(nameOf: node, index: index, nodes: addresses) != nil {
                let name = node.pointee.name
                throw LayoutError(path: path(of: p, position: position), node: name, reason: "duplicate node name '\(name)'")
            }
            nodeCount += 1
            (addresses + index).initialize(to: node)
            (spans + index).initialize(to: ChildLists.Span(start: Int32(truncatingIfNeeded: idCount), count: 0))
            let rightToLeft = node.pointee.layoutDirection.map { $0 == .rightToLeft } ?? p.map { records[$0].rightToLeft } ?? false
            let shape: LeafShape?
            switch node.pointee.kind {
            case .leaf(.text(let text)): shape = text.writingMode.isVertical ? .verticalText : .text
            case .leaf(.image): shape = .image
            case .leaf: shape = .emptyOrIntrinsic
            case .container: shape = nil
            }
            var record = Record(parent: Int32(truncatingIfNeeded: p ?? -1), position: Int32(truncatingIfNeeded: position),
                                flexSlot: -1, rightToLeft: rightToLeft, leafShape: shape)
            // A container's kind is bound only for containers (binding an empty list for every leaf
            // was a retain and release per node).
            guard case .container(let layout, let kids) = node.pointee.kind else {
                (records + index).initialize(to: record)
                return index
            }
            if case .flex(let params) = layout {
                record.flexSlot = Int32(truncatingIfNeeded: flexLayouts.count)
                flexLayouts.append(params)
            }
            (records + index).initialize(to: record)
            guard !kids.isEmpty else { return index }
            groups.append(kids)
            let kidsGroup = groups[groups.count - 1].withUnsafeBufferPointer { $0.baseAddress! }
            // Room for the children the algorithm sees, set aside before their subtrees are added
            // (so every node's children stay contiguous).
            func isFramed(_ i: Int) -> Bool {
                kidsGroup[i].$ownFrame.storage != nil && !kidsGroup[i].ownFrame!.reservesSpace
            }
            var framed = 0
            for i in kids.indices where isFramed(i) { framed += 1 }
            var slot = idCount
            spans[index] = ChildLists.Span(start: Int32(truncatingIfNeeded: slot), count: Int32(truncatingIfNeeded: kids.count - framed))
            idCount += kids.count - framed
            for i in kids.indices {
                let k = try add(siblings: kids, group: kidsGroup, at: i, parent: index)
                if framed > 0 && isFramed(i) {
                    framedChildren[index, default: []].append(k)
                } else {
                    ids[slot] = k
                    slot += 1
                }
            }
            return index
        }

        /// The JSON path of child `position` of node `parent` (nil: the root itself).
        private func path(of parent: Int?, position: Int) -> String {
            guard let parent else { return "$.root" }
            return NodeTree.path(ofChild: position, of: parent, records: UnsafePointer(tables.records))
        }
    }
}
