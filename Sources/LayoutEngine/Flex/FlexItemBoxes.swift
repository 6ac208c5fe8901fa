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

    /// The box of node `index` as its parent's run resolved it, if one did; properties that do
    /// not depend on the containing block can be read from it.
    func resolvedBox(_ index: Int) -> CSSBox? {
        resolvedBoxSlot(index).map { itemBoxSets[$0.set].boxes[$0.item] }
    }

    /// Where `resolvedBox(index)` is: `itemBoxSets[set].boxes[item]`.
    func resolvedBoxSlot(_ index: Int) -> (set: Int, item: Int)? {
        guard !itemBoxSlot.isEmpty, itemOfNode[index] >= 0, let parent = tree.parent(of: index) else { return nil }
        return (Int(itemBoxSlot[parent]), Int(itemOfNode[index]))
    }
}

/// The index of `value` in the ascending `sorted`, if it is there.
private func binarySearch<C: RandomAccessCollection>(_ sorted: C, _ value: Int) -> Int? where C.Element == Int, C.Index == Int {
    var low = 0, high = sorted.count
    while low < high {
        let mid = (low + high) / 2
        if sorted[mid] < value { low = mid + 1 } else { high = mid }
    }
    return low < sorted.count && sorted[low] == value ? low : nil
}

/// CSS boxes side by side in an arena (`LayoutContext.boxArena`, which lives as long as the
/// layout), read and written in place: kept this way, resolving a container's item boxes takes no
/// allocation of its own, and a run shares them without copying.
struct CSSBoxes {
    /// Never nil, so reading a box tests no optional (`none` points at no memory it reads).
    private let base: UnsafeMutablePointer<CSSBox>
    private(set) var count: Int

    /// No boxes.
    static var none: CSSBoxes {
        CSSBoxes(base: UnsafeMutablePointer(bitPattern: MemoryLayout<CSSBox>.alignment)!, count: 0)
    }

    private init(base: UnsafeMutablePointer<CSSBox>, count: Int) {
        self.base = base
        self.count = count
    }

    /// Room for up to `capacity` boxes in `arena`, none yet.
    init(capacity: Int, in arena: Arena) {
        assert(_isPOD(CSSBox.self), "boxes are never deinitialized")
        self.init(base: arena.allocate(CSSBox.self, count: capacity), count: 0)
    }

    /// A copy of these boxes in `arena`, for a run that changes them (its keyword sizes).
    func copied(into arena: Arena) -> CSSBoxes {
        let copy = arena.allocate(CSSBox.self, count: count)
        copy.initialize(from: base, count: count)
        return CSSBoxes(base: copy, count: count)
    }

    var indices: Range<Int> { 0..<count }

    /// Adds the box of the node at `node` after the last, resolved where it is kept; the room was
    /// reserved when these boxes were made.
    mutating func appendBox(of node: UnsafePointer<LayoutNode>, width: Double?, height: Double?) {
        CSSBox.resolve(into: base + count, node: node, width: width, height: height)
        count += 1
    }

    mutating func removeLast() { count -= 1 }

    /// Where box `i` is, valid as long as the arena that holds it.
    func address(of i: Int) -> UnsafePointer<CSSBox> {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "box index out of range")
        return UnsafePointer(base + i)
    }

    /// Box `i`, in place. Indices are item indices of the run (see `FlexItemStore`), checked
    /// in debug builds.
    subscript(i: Int) -> CSSBox {
        unsafeAddress {
            assert(UInt(bitPattern: i) < UInt(bitPattern: count), "box index out of range")
            return UnsafePointer(base + i)
        }
        nonmutating unsafeMutableAddress {
            assert(UInt(bitPattern: i) < UInt(bitPattern: count), "box index out of range")
            return base + i
        }
    }
}

/// Child positions side by side in the box arena (`LayoutContext.boxArena`), with room for as
/// many as the container has children: plain data, so item box sets are copied without retaining
/// anything.
struct PositionList: RandomAccessCollection {
    private let base: UnsafeMutablePointer<Int>
    private(set) var count = 0

    /// Room for `capacity` positions in `arena`, none yet.
    init(capacity: Int, in arena: Arena) {
        base = arena.allocate(Int.self, count: capacity)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// Adds a position after the last, within the room reserved.
    mutating func append(_ position: Int) {
        (base + count).initialize(to: position)
        count += 1
    }

    subscript(i: Int) -> Int {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "position index out of range")
        return base[i]
    }
}

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

    /// The item at position `k` among the container's children, if that child is an item.
    func item(at k: Int) -> Int? {
        guard let positions else { return k < boxes.count ? k : nil }
        return binarySearch(positions, k)
    }
}
