import LayoutModel

extension LayoutContext {
    /// The CSS box of node `index` in a containing block of content size `width` x `height`.
    func cssBox(_ index: Int, width: Double?, height: Double?) -> CSSBox {
        CSSBox(node: tree.nodes.address(of: index), width: width, height: height)
    }

    /// The box of flex container `index` itself for a containing block `width` wide (its height
    /// is indefinite for the box's own percentages), in place: the one its parent's run resolved
    /// for it when it has no percentages (the same box either way), else one resolved here and
    /// kept in the box arena for the rest of the layout.
    func containerBox(_ index: Int, width: Double?) -> UnsafePointer<CSSBox> {
        if let slot = resolvedBoxSlot(index), !itemBoxSets[slot.set].boxes[slot.item].usesContainingBlock {
            return itemBoxSets[slot.set].boxes.address(of: slot.item)
        }
        let box = boxArena.allocate(CSSBox.self, count: 1)
        CSSBox.resolve(into: box, node: tree.nodes.address(of: index), width: width, height: nil)
        return UnsafePointer(box)
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
            let children = tree.children[index].borrowed
            itemOfNode.withUnsafeMutableBufferPointer { itemOf in
                for i in items.boxes.indices { itemOf[children[items.position(of: i)]] = Int32(i) }
            }
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

/// Plain values side by side in an arena (here the layout-long `LayoutContext.boxArena`), with
/// room reserved up front, read and written in place. Item boxes and child positions live this
/// way: resolving a container's items takes no allocation of its own, later runs share them
/// without copying, and `FlexItemBoxes` stays plain data.
struct ArenaList<Element>: RandomAccessCollection {
    /// Never nil, so reading an element tests no optional (`none` points at no memory it reads).
    private let base: UnsafeMutablePointer<Element>
    private(set) var count = 0

    /// An empty list with no room.
    static var none: ArenaList {
        ArenaList(base: UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!, count: 0)
    }

    private init(base: UnsafeMutablePointer<Element>, count: Int) {
        self.base = base
        self.count = count
    }

    /// Room for up to `capacity` elements in `arena`, none yet.
    init(capacity: Int, in arena: Arena) {
        self.init(base: arena.allocate(Element.self, count: capacity), count: 0)
    }

    /// A copy of these elements in `arena` (for a run that changes its boxes: its keyword sizes).
    func copied(into arena: Arena) -> ArenaList {
        let copy = arena.allocate(Element.self, count: count)
        copy.initialize(from: base, count: count)
        return ArenaList(base: copy, count: count)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// Where the next element goes, in the room reserved; `append` and `appendBox` fill it.
    private var end: UnsafeMutablePointer<Element> { base + count }

    /// Adds an element after the last, within the room reserved.
    mutating func append(_ element: Element) {
        end.initialize(to: element)
        count += 1
    }

    mutating func removeLast() { count -= 1 }

    /// Where element `i` is, valid as long as the arena that holds it.
    func address(of i: Int) -> UnsafePointer<Element> {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "index out of range")
        return UnsafePointer(base + i)
    }

    /// Element `i`, in place. Indices come from the run (item indices, see `FlexItemStore`), so
    /// they are checked in debug builds.
    subscript(i: Int) -> Element {
        unsafeAddress {
            assert(UInt(bitPattern: i) < UInt(bitPattern: count), "index out of range")
            return UnsafePointer(base + i)
        }
        nonmutating unsafeMutableAddress {
            assert(UInt(bitPattern: i) < UInt(bitPattern: count), "index out of range")
            return base + i
        }
    }
}

/// The CSS boxes of a container's items.
typealias CSSBoxes = ArenaList<CSSBox>

extension ArenaList where Element == CSSBox {
    /// Adds the box of the node at `node` after the last, resolved where it is kept (resolving it
    /// into a value first copied the whole box once more).
    mutating func appendBox(of node: UnsafePointer<LayoutNode>, width: Double?, height: Double?) {
        CSSBox.resolve(into: end, node: node, width: width, height: height)
        count += 1
    }
}

/// Positions among a container's children.
typealias PositionList = ArenaList<Int>

/// The CSS boxes of one flex container's in-flow children and which children are absolutely
/// positioned, as resolved for one percentage basis; kept between the container's runs. Plain
/// data: everything it lists lives in the box arena.
struct FlexItemBoxes {
    /// Per flex item (children that are neither gone nor absolutely positioned, in order), its box.
    var boxes: CSSBoxes
    /// Per flex item, its position among the container's children; nil when every child is an
    /// item, so that item i is child i.
    var positions: PositionList?
    /// Positions of the absolutely-positioned children (nil: none).
    var absolute: PositionList?
    var basis: AxisPair<Double?>
    /// Whether any box has percentages, so that it holds only for `basis`.
    var dependsOnBasis: Bool

    /// The position among the container's children of item `i`.
    func position(of i: Int) -> Int { positions?[i] ?? i }
}
