import LayoutModel

extension LayoutContext {
    /// The CSS box of node `index` in a containing block of content size `width` x `height`.
    func cssBox(_ index: Int, width: Double?, height: Double?) -> CSSBox {
        let nodes = tree.nodes
        typealias Written = CSSBox.WrittenSize
        let source = CSSBox.Source(flexItem: nodes[index].$flexItem.storage, margin: nodes[index].margin,
                                   padding: nodes[index].padding,
                                   width: Written(nodes[index].width, against: width), height: Written(nodes[index].height, against: height),
                                   minWidth: Written(nodes[index].minWidth, against: width),
                                   minHeight: Written(nodes[index].minHeight, against: height),
                                   maxWidth: Written(nodes[index].maxWidth, against: width),
                                   maxHeight: Written(nodes[index].maxHeight, against: height))
        return CSSBox(source, width: width, height: height)
    }

    /// The box of flex container `index` itself for a containing block `width` wide (its height
    /// is indefinite for the box's own percentages): the one its parent's run resolved for it when
    /// it has no percentages (the same box either way), else one resolved here.
    func containerBox(_ index: Int, width: Double?) -> CSSBox {
        if let slot = resolvedBoxSlot(index), !itemBoxSets[slot.set].boxes[slot.item].usesContainingBlock {
            return itemBoxSets[slot.set].boxes[slot.item]
        }
        return cssBox(index, width: width, height: nil)
    }

    /// The boxes of flex container `index`'s items resolved against `basis` (the content size
    /// percentages resolve against), when a run of it already resolved them: kept per container,
    /// a later run shares the array instead of resolving or copying every box again.
    func itemBoxes(of index: Int, basis: AxisPair<Double?>) -> FlexItemBoxes? {
        guard index < itemBoxSlot.count, itemBoxSlot[index] >= 0 else { return nil }
        let items = itemBoxSets[Int(itemBoxSlot[index])]
        guard !items.dependsOnBasis || (items.basis.horizontal == basis.horizontal && items.basis.vertical == basis.vertical) else {
            return nil
        }
        return items
    }

    /// Keeps `items` as the item boxes of flex container `index`, and records for each of its
    /// children which item it is (-1: none), so that `resolvedBoxSlot` is two reads.
    func keepItemBoxes(_ items: FlexItemBoxes, of index: Int) {
        if itemBoxSlot.isEmpty {
            itemBoxSlot = .filled(-1, count: tree.nodes.count)
            itemOfNode = .filled(-1, count: tree.nodes.count)
        }
        if itemBoxSlot[index] >= 0 {
            itemBoxSets[Int(itemBoxSlot[index])] = items
        } else {
            itemBoxSlot[index] = Int32(itemBoxSets.count)
            itemBoxSets.append(items)
            // The same children are items for every basis (being gone or absolutely positioned
            // does not depend on it), so this is recorded once.
            let children = tree.children[index]
            for i in items.boxes.indices { itemOfNode[children[items.position(of: i)]] = Int32(i) }
        }
    }

    /// Where the box of node `index` is, as its parent's run resolved it, if one did:
    /// `itemBoxSets[set].boxes[item]`. Properties that do not depend on the containing block can
    /// be read from it.
    func resolvedBoxSlot(_ index: Int) -> (set: Int, item: Int)? {
        guard !itemBoxSlot.isEmpty, itemOfNode[index] >= 0, let parent = tree.parent(of: index) else { return nil }
        return (Int(itemBoxSlot[parent]), Int(itemOfNode[index]))
    }
}

/// The CSS boxes of one flex container's in-flow children and which children are absolutely
/// positioned, as resolved for one percentage basis; kept between the container's runs.
struct FlexItemBoxes {
    /// Per flex item (children that are neither gone nor absolutely positioned, in order), its box.
    var boxes: [CSSBox]
    /// Per flex item, its position among the container's children; nil when every child is an
    /// item, so that item i is child i.
    var positions: [Int]?
    /// Positions of the absolutely-positioned children (nil: none).
    var absolute: [Int]?
    var basis: AxisPair<Double?>
    /// Whether any box has percentages, so that it holds only for `basis`.
    var dependsOnBasis: Bool

    /// The position among the container's children of item `i`.
    func position(of i: Int) -> Int { positions?[i] ?? i }
}
