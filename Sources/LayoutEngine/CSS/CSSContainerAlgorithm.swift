import LayoutModel

/// What the CSS container algorithms (flexbox, grid, block) share: they read `direction: rtl`
/// themselves (no mirroring afterwards), an empty container keeps its padding and border, and
/// the final layout is laid out with the basis the parent decided for the container's
/// percentages (whether its height is definite for its children's percentage heights).
protocol CSSContainerAlgorithm: LayoutAlgorithm {}

extension CSSContainerAlgorithm {
    var mirrorsForRightToLeft: Bool { false }
    var zeroesEmptyContainers: Bool { false }

    func arrange(_ container: ContainerRef, size: Size, basis: FinalBasis, context: LayoutContext) throws(LayoutError) -> ContainerLayout {
        try context.layout(container.index, .final(size, basis: basis))
    }
}
