import LayoutModel

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
