import LayoutModel

/// CSS 2.1 §10.1 for containers with `position: static`: "If the element has 'position:
/// absolute', the containing block is established by the nearest ancestor with a 'position' of
/// 'absolute', 'relative' or 'fixed'", formed by that ancestor's padding edge.
///
/// Each algorithm sees one container, and places its absolutely positioned children in its own
/// padding box. When that container is static, the frame tree's placement
/// (`LayoutEngine.placeContainer`) places each such child again, in the padding box of the nearest
/// positioned ancestor: its size, its insets and its percentages come from that box. An axis whose
/// insets are both auto keeps the static position the container gave it. An absolutely positioned
/// box takes no space in flow, so nothing else moves. Only trees with a static box pay for this
/// (`BoxFeatures.staticPosition`). Not yet: a grid ancestor's grid lines for such a descendant
/// (it takes the grid's padding box), and `safe` alignment of a static position against the
/// outer containing block.
final class ContainingBlocks: AlgorithmState {
    /// The padding boxes (root coordinates, unrounded) of the positioned containers being placed,
    /// innermost last, and whether each is right to left.
    private var stack: [(box: Rect, rightToLeft: Bool)] = []

    init(tree: NodeTree) {}

    /// Whether node `index` is a CSS box with `position: static`.
    static func isStatic(_ index: Int, context: LayoutContext) -> Bool {
        context.tree.nodes.flexItemBox(of: index)?.value.position == .static
    }

    /// As container `index`, at `absolute` (root coordinates) with percentages against `basis`,
    /// starts to be placed: a positioned one is the containing block of the absolutely positioned
    /// boxes of static containers inside it. Returns whether it was pushed (then `leave` after).
    func enter(_ index: Int, absolute: Rect, basis: FinalBasis, context: LayoutContext) -> Bool {
        guard !Self.isStatic(index, context: context) else { return false }
        let item = context.tree.nodes.flexItemBox(of: index)
        var box = absolute
        if item != nil {
            let css = CSSBox(flexItem: item, context.tree.nodes.cssSource(index, width: basis.containingWidth, height: nil),
                             width: basis.containingWidth, height: nil)
            box = absolute.inset(by: css.border).inset(by: css.scrollbar)
        }
        stack.append((box, context.tree.isRightToLeft(index) || (item?.value.rightToLeft ?? false)))
        return true
    }

    func leave() { stack.removeLast() }

    /// Child `child` of a static container at `container` (root coordinates), placed again in the
    /// nearest positioned ancestor's padding box when it is absolutely positioned: its rect in the
    /// container's coordinates and its percentages' basis; nil for any other child (or with no
    /// positioned ancestor). `original` is where the container placed it, whose origin is the
    /// static position on an axis with both insets auto.
    func hoisted(_ child: Int, original: Rect, container: Rect, context: LayoutContext) throws(LayoutError) -> (rect: Rect, basis: FinalBasis)? {
        guard let outer = stack.last, context.tree.nodes.flexItemBox(of: child)?.value.position == .absolute else { return nil }
        let cb = outer.box.offsetBy(dx: -container.x, dy: -container.y)
        let placed = try AbsolutelyPositionedBox.place(child, in: cb, rightToLeft: outer.rightToLeft, context: context) { axis, _, _ in
            axis == .horizontal ? original.x : original.y
        }
        return (placed.rect, FinalBasis(containingWidth: placed.basis.containingWidth, heightIsIndefinite: placed.basis.heightIsIndefinite))
    }
}
