import LayoutModel

/// The item boxes of the flex containers whose every child is a flex item with a box that does not
/// depend on the containing block, resolved while the tree is flattened: what flattening hands to
/// flex without knowing what a box is (`NodeTree.Flattening` starts a set for a container, adds
/// each child as it checks that child, and keeps the set; flex reads `boxes`).
///
/// Why: on a tree larger than the last-level cache, reading every child again when a run first
/// resolves its items' boxes (`resolveItemBoxes`) missed the cache on each of the child's lines and
/// on its flex-item properties. Flattening resolves each child's box right after its range check
/// has read the same fields, before the child's own subtree is added, so the child is read once
/// while it is in the cache; the run takes the container's boxes as one array.
///
/// A set holds exactly the boxes `resolveItemBoxes` makes for any percentage basis: every child is
/// an item (none is gone or absolutely positioned), no box uses the containing block, and the set
/// is in child order. Containers of one child (whose run holds its box inline) and containers with
/// a child that has its own frame are left to the run.
struct PlainItemBoxes: Sendable {
    /// Per flex container (`NodeTree.Record.flexSlot`), its children's boxes; empty: none resolved
    /// (only the containers up to the last one with a set have an entry).
    private var sets: [[CSSBox]] = []

    /// How many flex containers there may be: room for that many sets is made with the first set
    /// (not before: a tree whose containers have one child each keeps none).
    private let containers: Int

    /// No sets, for a tree of about `containers` flex containers.
    init(containers: Int) { self.containers = containers }

    /// An empty set for a container of `count` children, with room for their boxes.
    static func start(children count: Int) -> [CSSBox] {
        var boxes: [CSSBox] = []
        boxes.reserveCapacity(count)
        return boxes
    }

    /// Adds the box of `children[i]` to `set`, the set of its container (the boxes of its siblings
    /// before it, in order), or ends the set (nil) when the child makes no plain item.
    /// `pointsOnly` is the child's `LayoutNode.QuickCheck.pointsOnlyItem`: such a child is a plain
    /// item, its box read without a check of its own (the common case); any other child is
    /// resolved in full and checked.
    static func add(_ children: [LayoutNode], _ i: Int, pointsOnly: Bool, to set: inout [CSSBox]?) {
        if pointsOnly {
            set?.append(CSSBox(pointsOnlyAt: i, of: children))
            return
        }
        guard children[i].visibility != .gone else { set = nil; return }
        let box = CSSBox(children, i, width: nil, height: nil)
        guard !box.usesContainingBlock, box.item.position != .absolute else { set = nil; return }
        set?.append(box)
    }

    /// Keeps `boxes`, the complete set of flex container `slot` (its place among the flex
    /// containers, in node order). Sets are kept as their subtrees end, so in any order of slots.
    mutating func keep(_ boxes: [CSSBox], flexContainer slot: Int) {
        if sets.capacity == 0 { sets.reserveCapacity(Swift.max(slot + 1, containers)) }
        if sets.count <= slot { sets.append(contentsOf: repeatElement([], count: slot + 1 - sets.count)) }
        precondition(sets[slot].isEmpty, "each flex container's set is kept once")
        sets[slot] = boxes
    }

    /// The boxes resolved for flex container `slot`'s children, if its children are plain items.
    @inline(__always)
    func boxes(ofFlexContainer slot: Int) -> [CSSBox]? {
        guard slot >= 0, slot < sets.count, !sets[slot].isEmpty else { return nil }
        return sets[slot]
    }
}
