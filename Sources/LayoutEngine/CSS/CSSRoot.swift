import LayoutModel

extension LayoutEngine {
    /// Lays out a tree of CSS boxes (flex containers and leaves with `flexItem` properties) whose
    /// root is a block-level box given `available` space, as a browser page does: a definite width
    /// or height is used, else the width is the fit-content width in the available space (max-content
    /// when unbounded) and the height that of the content; min and max sizes and the aspect ratio
    /// apply. The result is not pixel-snapped.
    ///
    /// Trees deeper than a thread's stack allows are laid out on a thread of their own (`DeepStack`).
    public func layoutUnrounded(cssRoot root: LayoutNode, available: Proposal) throws(LayoutError) -> FrameNode {
        try cssRootOnDeepStack(root, available: available, grid: nil)
    }

    /// `layoutUnrounded(cssRoot:available:)` snapped to the pixel grid of `scale`: the same frames
    /// as `PixelSnapping.snap(_:scale:)` of that layout, snapped as each node is placed.
    public func layout(cssRoot root: LayoutNode, available: Proposal, scale: Double) throws(LayoutError) -> FrameNode {
        try cssRootOnDeepStack(root, available: available, grid: PixelSnapping.Grid(scale: scale, parentOrigin: .zero))
    }

    /// Either, on a stack deep enough for the tree (`DeepStack`).
    private func cssRootOnDeepStack(_ root: LayoutNode, available: Proposal, grid: PixelSnapping.Grid?) throws(LayoutError) -> FrameNode {
        let shape = TreeShape(root)
        return try DeepStack.run(depth: shape.depth) { () throws(LayoutError) in
            try self.layoutCSSRoot(root, shape: shape, available: available, grid: grid)
        }
    }

    private func layoutCSSRoot(_ root: LayoutNode, shape: TreeShape, available: Proposal,
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
        // A block-level root fills a definite available width (less its margins).
        if width == nil, case .atMost(let v) = available.width {
            width = max(0, v - box.margin.horizontal)
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
