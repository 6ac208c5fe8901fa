import LayoutModel

/// What flexbox keeps for one layout, across the runs of its containers (its `AlgorithmState`):
/// the item boxes each container's runs resolved (`FlexItemBoxes`), which item of its parent's
/// set each node is, and which subtrees hold only plain boxes (`ContentSizedLayouts.swift`).
final class FlexState: AlgorithmState {
    let tree: NodeTree
    /// The tables, changed in one access per operation (see `ExclusiveCell`).
    let tables: ExclusiveCell<FlexTables>

    init(tree: NodeTree) {
        self.tree = tree
        tables = ExclusiveCell(FlexTables(containers: tree.flexContainerCount))
    }

    /// The CSS box of node `index` in a containing block of content size `width` x `height`.
    @inline(__always)
    func cssBox(_ index: Int, width: Double?, height: Double?) -> CSSBox {
        tree.nodes.cssBox(index, width: width, height: height)
    }

    /// The frame of flex container `index`'s own box for a containing block `width` wide (its
    /// height is indefinite for the box's own percentages): from the box its parent's run resolved
    /// for it when that has no percentages (the same box either way), else from one resolved here.
    func containerFrame(_ index: Int, width: Double?) -> CSSBox.Frame {
        let parent = tree.parent(of: index)
        if let frame = tables.access({ $0.resolvedFrame(of: index, parent: parent) }) { return frame }
        return cssBox(index, width: width, height: nil).frame
    }
}

/// The tables of `FlexState`. No method reaches the context or the state again, so no access to
/// the cell overlaps another.
struct FlexTables {
    /// The item box sets, and per node the index of its set there (-1: none yet).
    private var itemBoxSets: [FlexItemBoxes] = []
    private var itemBoxSlot: [Int32] = []
    /// The boxes of sets of one box made by runs of one child (`FlexItemBoxes.single`).
    private(set) var singleBoxes: [CSSBox] = []
    /// Per node, which item of its parent's set it is (-1: none, or no set yet).
    private var itemOfNode: [Int32] = []
    /// Per node, its resizable axes once known (the raw value, plus 4 once known).
    private var resizable: [UInt8] = []
    /// How many runs of the algorithm this layout took (layouts reused or cached take none).
    var runs = 0

    /// About how many flex containers the layout has (room for their sets is made once).
    private let containers: Int

    /// Room for about `containers` flex containers' item box sets.
    init(containers: Int) {
        self.containers = containers
        itemBoxSets.reserveCapacity(containers)
    }

    /// The boxes of container `index`'s items resolved against `basis`, when a run of it already
    /// resolved them for it (or they hold for any basis).
    func itemBoxes(of index: Int, basis: AxisPair<Double?>) -> FlexItemBoxes? {
        guard index < itemBoxSlot.count, itemBoxSlot[index] >= 0 else { return nil }
        let items = itemBoxSets[Int(itemBoxSlot[index])]
        guard !items.dependsOnBasis || (items.basis.horizontal == basis.horizontal && items.basis.vertical == basis.vertical) else {
            return nil
        }
        return items
    }

    /// Keeps `items` as the item boxes of container `index`, whose children are `children`, in a
    /// tree of `nodeCount` nodes, and records for each child which item it is. (Not inlined:
    /// inlined into the run's access, its loop checked the uniqueness of `itemOfNode` for every
    /// item.)
    @inline(never)
    mutating func keep(_ items: consuming FlexItemBoxes, of index: Int, children: ChildList, nodeCount: Int) {
        makeTables(nodeCount: nodeCount)
        if itemBoxSlot[index] >= 0 {
            itemBoxSets[Int(itemBoxSlot[index])] = items
            return
        }
        itemBoxSlot[index] = Int32(itemBoxSets.count)
        // The same children are items for every basis (being gone or absolutely positioned does
        // not depend on it), so this is recorded once.
        for i in 0..<items.count { itemOfNode[children[items.position(of: i)]] = Int32(i) }
        // Taken, not borrowed: moved into the array (a copy went through a generic outlined copy
        // of each array, about 80 instructions each).
        itemBoxSets.append(items)
    }

    /// `keep` for a container of one child, `child`, whose item box, if it is an item, is the one
    /// of `box` (the run's own, `InlineOne`): the box is kept apart (`singleBoxes`, `items.single`) and `items.boxes` is empty.
    @inline(__always)
    mutating func keep<Boxes: FlexBoxList>(_ items: consuming FlexItemBoxes, box: borrowing Boxes, of index: Int, child: Int,
                                           nodeCount: Int) {
        makeTables(nodeCount: nodeCount)
        let slot = Int(itemBoxSlot[index])
        if !box.isEmpty {
            // A set made again for another basis takes the place of the first one's box.
            if slot >= 0, itemBoxSets[slot].single >= 0 {
                items.single = itemBoxSets[slot].single
                singleBoxes[Int(items.single)] = box[0]
            } else {
                // (Room made once: grown box by box, the array copied every box in it each time.)
                if singleBoxes.capacity == 0 { singleBoxes.reserveCapacity(max(16, containers)) }
                items.single = Int32(singleBoxes.count)
                singleBoxes.append(box[0])
            }
        }
        if slot >= 0 {
            itemBoxSets[slot] = items
            return
        }
        itemBoxSlot[index] = Int32(itemBoxSets.count)
        if !box.isEmpty { itemOfNode[child] = 0 }
        itemBoxSets.append(items)
    }

    private mutating func makeTables(nodeCount: Int) {
        if itemBoxSlot.isEmpty {
            itemBoxSlot = Array(repeating: -1, count: nodeCount)
            itemOfNode = Array(repeating: -1, count: nodeCount)
        }
    }

    /// The frame of node `index`'s box as its parent's run resolved it, if one did and the box
    /// has no percentages.
    func resolvedFrame(of index: Int, parent: Int?) -> CSSBox.Frame? {
        guard !itemBoxSlot.isEmpty, itemOfNode[index] >= 0, let parent else { return nil }
        let set = Int(itemBoxSlot[parent]), item = Int(itemOfNode[index])
        let single = Int(itemBoxSets[set].single)
        if single >= 0 {
            guard !singleBoxes[single].usesContainingBlock else { return nil }
            return singleBoxes[single].frame
        }
        guard !itemBoxSets[set].boxes[item].usesContainingBlock else { return nil }
        return itemBoxSets[set].boxes[item].frame
    }

    /// The resizable axes of flex container `index`, if known.
    func resizableAxes(_ index: Int) -> ResizableAxes? {
        guard !resizable.isEmpty, resizable[index] & 4 != 0 else { return nil }
        return ResizableAxes(rawValue: resizable[index] & 3)
    }

    /// Records the resizable axes of flex container `index` (in a tree of `nodeCount` nodes).
    mutating func setResizableAxes(_ index: Int, _ axes: ResizableAxes, nodeCount: Int) {
        if resizable.isEmpty { resizable = Array(repeating: 0, count: nodeCount) }
        resizable[index] = axes.rawValue | 4
    }

}
