import LayoutModel

extension LayoutContext {
    /// The CSS box of node `index` in a containing block of content size `width` x `height`.
    func cssBox(_ index: Int, width: Double?, height: Double?) -> CSSBox {
        CSSBox(tree.nodes.cssSource(index, width: width, height: height), width: width, height: height)
    }

    /// The box of flex container `index` itself for a containing block `width` wide (its height
    /// is indefinite for the box's own percentages): the one its parent's run resolved for it when
    /// it has no percentages (the same box either way), else one resolved here.
    func containerBox(_ index: Int, width: Double?) -> CSSBox {
        if let box = flex.resolvedBox(of: index, parent: tree.parent(of: index)), !box.usesContainingBlock { return box }
        return cssBox(index, width: width, height: nil)
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
