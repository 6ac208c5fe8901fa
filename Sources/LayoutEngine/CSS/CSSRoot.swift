import LayoutModel

extension LayoutEngine {
    /// Lays out a tree of CSS boxes (flex, grid and block containers and leaves with `flexItem`
    /// properties) whose root is placed in `available` space: a definite width or height is used,
    /// else, in a definite available width, the width follows `sizing` (a block-level box in normal
    /// flow fills it; an absolutely positioned one shrinks to fit), in an unbounded one it is the
    /// max-content width; the height is that of the content; min and max sizes and the aspect
    /// ratio apply. The result is not pixel-snapped.
    ///
    /// Trees deeper than a thread's stack allows are laid out on a thread of their own (`DeepStack`).
    public func layoutUnrounded(cssRoot root: LayoutNode, available: Proposal,
                                sizing: CSSRootSizing = .fill) throws(LayoutError) -> FrameNode {
        try cssRootOnDeepStack(root, available: available, sizing: sizing, grid: nil)
    }

    /// `layoutUnrounded(cssRoot:available:sizing:)` snapped to the pixel grid of `scale`: the same
    /// frames as `PixelSnapping.snap(_:scale:)` of that layout, snapped as each node is placed.
    public func layout(cssRoot root: LayoutNode, available: Proposal, scale: Double,
                       sizing: CSSRootSizing = .fill) throws(LayoutError) -> FrameNode {
        try cssRootOnDeepStack(root, available: available, sizing: sizing, grid: PixelSnapping.Grid(scale: scale, parentOrigin: .zero))
    }

    /// Either, on a stack deep enough for the tree (`DeepStack`).
    private func cssRootOnDeepStack(_ root: LayoutNode, available: Proposal, sizing: CSSRootSizing,
                                    grid: PixelSnapping.Grid?) throws(LayoutError) -> FrameNode {
        let shape = TreeShape(root)
        return try DeepStack.run(depth: shape.depth) { () throws(LayoutError) in
            try self.layoutCSSRoot(root, shape: shape, available: available, sizing: sizing, grid: grid)
        }
    }

    private func layoutCSSRoot(_ root: LayoutNode, shape: TreeShape, available: Proposal, sizing: CSSRootSizing,
                               grid: PixelSnapping.Grid?) throws(LayoutError) -> FrameNode {
        // Flattening checks names and every number; the tree-wide rules of validation only when
        // some node has what they look at.
        let tree = try NodeTree(root, shape: shape)
        if tree.needsTreeRules { try root.validate(checkNames: false) }
        let context = LayoutContext(tree: tree, textMeasurer: textMeasurer)
        if root.visibility == .gone {
            return try place(0, frame: .zero, parentOrigin: .zero, margin: .zero, basis: .none, grid: grid, context: context)
        }
        let box = CSSBox(root, width: available.width.exact, height: available.height.exact)
        let isLeaf: Bool = if case .leaf = root.kind { true } else { false }
        var width = box.definite(.horizontal), height = box.definite(.vertical)
        if width == nil, let h = height, let t = box.transfer(box.clamp(h, .vertical), from: .vertical) { width = t }
        // In a definite available width, less the margins: filled, or shrunk to fit.
        if width == nil, case .atMost(let v) = available.width {
            let room = max(0, v - box.margin.horizontal)
            switch sizing {
            case .fill:
                width = room
            case .shrinkToFit:
                let across: AxisProposal = height.map { .exactly($0) } ?? .unbounded
                func content(_ along: AxisProposal) throws(LayoutError) -> Double {
                    let p = Proposal(width: along, height: across, containingWidth: available.width.exact)
                    return try FlexAlgorithm.measure(child: 0, box: box, isLeaf: isLeaf, p, context: context).width
                }
                width = min(max(try content(.minContent), room), try content(.unbounded))
            }
        }
        if width == nil {
            let p = Proposal(width: available.width, height: height.map { .exactly($0) } ?? .unbounded, containingWidth: available.width.exact)
            width = try FlexAlgorithm.measure(child: 0, box: box, isLeaf: isLeaf, p, context: context).width
        }
        let w = box.clamp(width!, .horizontal)
        if height == nil, let t = box.transfer(w, from: .horizontal) { height = t }
        if height == nil {
            let p = Proposal(width: .exactly(w), height: .unbounded, containingWidth: available.width.exact)
            height = try FlexAlgorithm.measure(child: 0, box: box, isLeaf: isLeaf, p, context: context).height
        }
        // In a right-to-left page a root narrower than the available width sits at its right.
        var x = 0.0
        if box.item.rightToLeft, case .atMost(let v) = available.width { x = v - w }
        let frame = Rect(x: x, y: 0, width: w, height: box.clamp(height!, .vertical))
        let basis = FinalBasis(containingWidth: available.width.exact, heightIsIndefinite: box.definite(.vertical) == nil)
        return try place(0, frame: frame, parentOrigin: .zero, margin: .zero, basis: basis, grid: grid, context: context)
    }
}

/// How a CSS root without a width of its own takes a definite available width.
public enum CSSRootSizing: Sendable {
    /// As a block-level box in normal flow (CSS 2.1 §10.3.3): it fills the available width, less
    /// its margins, whatever its content.
    case fill
    /// As an absolutely positioned box (CSS 2.1 §10.3.7): "the shrink-to-fit width is:
    /// min(max(preferred minimum width, available width), preferred width)", its min-content and
    /// max-content widths and the available width less its margins.
    case shrinkToFit
}
