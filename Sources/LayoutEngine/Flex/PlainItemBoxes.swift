import LayoutModel

/// The item boxes of the flex containers whose every child is a flex item with a box that does not
/// depend on the containing block, resolved while the tree is flattened: what flattening hands to
/// flex without knowing what a box is (`NodeTree.Flattening` calls `resolve`, flex reads `boxes`).
///
/// Why: on a tree larger than the last-level cache, reading every child again when a run first
/// resolves its items' boxes (`resolveItemBoxes`) missed the cache on each of the child's lines and
/// on its flex-item properties. Flattening resolves a container's children just before it adds
/// their subtrees, when they are in the cache or soon will be (each is read again by the range
/// check a subtree later), and the run takes the container's boxes as one array.
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

    /// Resolves the boxes of `children`, the children of flex container `slot` (its place among
    /// the flex containers, in node order), keeping them when every child makes a plain item (see
    /// the type). Every child is read once, in order; a child that is not plain ends the work.
    mutating func resolve(_ children: [LayoutNode], flexContainer slot: Int) {
        guard children.count > 1 else { return }
        var boxes: [CSSBox] = []
        boxes.reserveCapacity(children.count)
        for i in children.indices {
            guard children[i].visibility != .gone else { return }
            // Built into the array and checked there (as `resolveItemBoxes` does: a local box was
            // copied on its way in).
            boxes.append(CSSBox(children, i, width: nil, height: nil))
            let last = boxes.count - 1
            guard !boxes[last].usesContainingBlock, boxes[last].item.position != .absolute else { return }
        }
        precondition(slot >= sets.count, "the flex containers' sets are resolved in node order, once each")
        if sets.capacity == 0 { sets.reserveCapacity(Swift.max(slot + 1, containers)) }
        if sets.count < slot { sets.append(contentsOf: repeatElement([], count: slot - sets.count)) }
        sets.append(boxes)
    }

    /// The boxes resolved for flex container `slot`'s children, if its children are plain items.
    @inline(__always)
    func boxes(ofFlexContainer slot: Int) -> [CSSBox]? {
        guard slot >= 0, slot < sets.count, !sets[slot].isEmpty else { return nil }
        return sets[slot]
    }
}
