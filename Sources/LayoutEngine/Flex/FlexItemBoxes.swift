import LayoutModel

/// The CSS boxes of one flex container's in-flow children and which children are absolutely
/// positioned, as resolved for one percentage basis; kept between the container's runs.
struct FlexItemBoxes {
    /// Per flex item (children that are neither gone nor absolutely positioned, in order), its box;
    /// empty when the one box is kept apart (`single`).
    var boxes: [CSSBox]
    /// The one box of a container of one child, as its run holds it (`InlineOne`): its index in
    /// `FlexTables.singleBoxes` (-1: none, the boxes are in `boxes`). Kept apart so that a set
    /// stays small: sets are copied out of the table whole.
    var single: Int32 = -1
    /// Per flex item, its position among the container's children; nil when every child is an
    /// item, so that item i is child i.
    var positions: [Int]?
    /// Positions of the absolutely-positioned children (nil: none).
    var absolute: [Int]?
    var basis: AxisPair<Double?>
    /// Whether any box has percentages, so that it holds only for `basis`.
    var dependsOnBasis: Bool

    /// How many items the set has boxes for.
    var count: Int { single >= 0 ? 1 : boxes.count }

    /// The position among the container's children of item `i`.
    func position(of i: Int) -> Int { positions?[i] ?? i }
}
