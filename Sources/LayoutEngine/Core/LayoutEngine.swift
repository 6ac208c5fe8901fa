import LayoutModel

/// Lays out a node tree: measures and arranges every container with its algorithm, produces the
/// unrounded frame tree, then snaps it to the pixel grid of the output scale in one pass.
public struct LayoutEngine: Sendable {
    public let textMeasurer: any TextMeasurer

    public init(textMeasurer: any TextMeasurer) { self.textMeasurer = textMeasurer }

    /// The frame tree of `root` in `viewport`, snapped to the viewport's pixel grid.
    public func layout(_ root: LayoutNode, in viewport: Viewport) throws(LayoutError) -> FrameNode {
        // Snapped where the tree is laid out (a deep tree's own thread: snapping recurses too).
        try layoutReport(root, in: viewport, snapped: true).frames
    }

    /// The frame tree of `root` in `viewport` before pixel snapping.
    ///
    /// The tree is validated first (unique names, references to existing siblings, no cycles), so a
    /// tree built in code gets the same errors as a fixture. The root is sized like a frame-layout child of the viewport: nothing written fills the
    /// viewport, a weight is a fraction of it, wrap is its content; its margins offset it.
    public func layoutUnrounded(_ root: LayoutNode, in viewport: Viewport) throws(LayoutError) -> FrameNode {
        try layoutReport(root, in: viewport, snapped: false).frames
    }

    /// The frame tree and the warnings raised while laying it out (an ambiguous constraint layout, a
    /// container size that required constraints override). `snapped` snaps the frames to the pixel grid.
    public func layoutReport(_ root: LayoutNode, in viewport: Viewport,
                             snapped: Bool = true) throws(LayoutError) -> (frames: FrameNode, warnings: [LayoutWarning]) {
        let shape = TreeShape(root)
        let report = try DeepStack.run(depth: shape.depth) { () throws(LayoutError) in
            let (frames, warnings) = try self.report(root, shape: shape, in: viewport, snapped: snapped)
            return Report(frames: frames, warnings: warnings)
        }
        return (report.frames, report.warnings)
    }

    private struct Report: Sendable {
        var frames: FrameNode
        var warnings: [LayoutWarning]
    }

    private func report(_ root: LayoutNode, shape: TreeShape, in viewport: Viewport,
                        snapped: Bool) throws(LayoutError) -> (frames: FrameNode, warnings: [LayoutWarning]) {
        // Flattening checks names and every number; the tree-wide rules of validation only when
        // some node has what they look at.
        let tree = try NodeTree(root, shape: shape)
        if tree.needsTreeRules { try root.validate(checkNames: false) }
        return try report(tree, root, in: viewport, snapped: snapped, context: LayoutContext(tree: tree, textMeasurer: textMeasurer))
    }

    /// The layout of a flattened, validated tree with `context` (which may explain a node).
    func report(_ tree: NodeTree, _ root: LayoutNode, in viewport: Viewport, snapped: Bool,
                context: LayoutContext) throws(LayoutError) -> (frames: FrameNode, warnings: [LayoutWarning]) {
        let margins = Placement.margins(root, innerWidth: viewport.width, innerHeight: viewport.height)
        let env = SizingEnvironment(innerWidth: viewport.width, innerHeight: viewport.height) { name, _ throws(LayoutError) in
            throw LayoutError(path: "$.root", node: root.name, reason: "the root has no siblings; '\(name)' cannot be referenced")
        }
        var specs: [Axis: AxisSpec] = [:]
        for axis in Axis.allCases {
            specs[axis] = root.size(axis) == nil
                ? .exact(max(0, viewport.size[axis] - margins.total(axis)))
                : try context.standardSpec(0, axis, margins: margins.total(axis), bothMarginsSet: false, env: env)
        }
        let size = try context.resolveSize(0, width: specs[.horizontal]!, height: specs[.vertical]!, env: env)
        // A root with its own frame is laid out at that frame, in the viewport.
        let frame = root.ownFrame?.rect ?? Rect(origin: Point(x: margins.left, y: margins.top), size: size)
        let grid = snapped ? PixelSnapping.Grid(scale: viewport.scale, parentOrigin: .zero) : nil
        let frames = try place(0, frame: frame, parentOrigin: .zero, margin: margins, basis: .none, grid: grid, context: context)
        return (frames, context.warnings)
    }

    /// Builds the frame node of `index` at `frame` (relative to its parent, whose unrounded
    /// absolute origin is `parentOrigin`), its percentages resolving against `basis`, and recurses.
    /// With a `grid`, the frame node's frame and absolute rect are snapped to it (the layout itself
    /// goes on with the unrounded ones). Nodes are read field by field from the tree (copying a
    /// whole `LayoutNode` is costly).
    func place(_ index: Int, frame: Rect, parentOrigin: Point, margin: EdgeInsets, basis: FinalBasis,
               grid: PixelSnapping.Grid?, context: LayoutContext) throws(LayoutError) -> FrameNode {
        let at = context.tree.nodes.location(of: index)
        return try place(index, at.group, at.slot, frame: frame, parentOrigin: parentOrigin, margin: margin, basis: basis,
                         grid: grid, context: context)
    }

    /// `place` of node `index`, which is `group[slot]` (read there: its siblings share one read of
    /// their array, where finding each field of each node in the tree again cost some 90
    /// instructions a node).
    private func place(_ index: Int, _ group: [LayoutNode], _ slot: Int, frame: Rect, parentOrigin: Point,
                       margin: EdgeInsets, basis: FinalBasis, grid: PixelSnapping.Grid?,
                       context: LayoutContext) throws(LayoutError) -> FrameNode {
        let absolute = frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
        let placed = grid?.snap(absolute) ?? (frame: frame, absolute: absolute)
        let padding = group[slot].padding, visibility = group[slot].visibility
        // A leaf without text is its frame node alone, returned as built (building it into a
        // variable that other branches change copied it twice).
        if context.isLeaf(index) && !context.isTextLeaf(index) {
            return FrameNode(name: group[slot].name, frame: placed.frame, absolute: placed.absolute,
                             margin: margin, padding: padding, visibility: visibility)
        }
        if !context.isLeaf(index) {
            return try placeContainer(index, group[slot].name, padding: padding, visibility: visibility, frame: frame,
                                      absolute: absolute, placed: placed, margin: margin, basis: basis, grid: grid,
                                      context: context)
        }
        var result = FrameNode(name: group[slot].name, frame: placed.frame, absolute: placed.absolute,
                               margin: margin, padding: padding, visibility: visibility)
        if case .leaf(.text(let text)) = group[slot].kind {
            // Lines are broken at the final content size, the block of lines centred across them.
            result.text = textMeasurer.placedLayout(text, in: frame.inset(by: padding).size)
        }
        return result
    }

    /// `place` of a container named `name`, with the `padding` and `visibility` `place` read:
    /// arranges it, places its children, then builds its frame node once (building it first and
    /// filling it in as the children came copied it twice). `frame` and `absolute` are unrounded,
    /// `placed` what its frame node shows.
    private func placeContainer(_ index: Int, _ name: String, padding: EdgeInsets, visibility: Visibility, frame: Rect,
                                absolute: Rect, placed: (frame: Rect, absolute: Rect), margin: EdgeInsets, basis: FinalBasis,
                                grid: PixelSnapping.Grid?, context: LayoutContext) throws(LayoutError) -> FrameNode {
        let gone = visibility == .gone
        let laid = gone ? nil : try context.arrange(index, size: frame.size, basis: basis)
        // With a static box in the tree, the positioned containers are the containing blocks of
        // the absolutely positioned children of static ones (`ContainingBlocks`).
        let blocks = context.tree.subtreeFeatures(0).contains(.staticPosition) ? context.state(ContainingBlocks.self) : nil
        let entered = blocks?.enter(index, absolute: absolute, basis: basis, context: context) ?? false
        defer { if entered { blocks?.leave() } }
        let hoists = blocks != nil && !entered
        let inner = frame.inset(by: padding).size
        let mirrored = context.tree.isRightToLeft(index)
            && context.tree.nodes[index].layout.map { Algorithms.algorithm(for: $0).mirrorsForRightToLeft } ?? false
        let transform = context.tree.nodes[index].layoutTransform
        // The path layout's curve goes where its children go: mirrored, then transformed.
        let curve = laid?.curve.map { curve in
            curve.map { piece in
                piece.map { p in
                    var q = mirrored ? Point(x: frame.width - p.x, y: p.y) : p
                    if let transform {
                        q = Self.transformCentre(of: Rect(origin: q, size: .zero), by: transform, in: frame.size).origin
                    }
                    return q
                }
            }
        }
        // Children in their order (indices grow in child order); those the algorithm did not see
        // (`useFrame`) take the next rect of nobody.
        let laidOut = context.tree.children[index]
        let framed = context.tree.framedChildren[index] ?? []
        let children = framed.isEmpty ? laidOut : ChildList((Array(laidOut) + framed).sorted())
        var frames: [FrameNode] = []
        frames.reserveCapacity(children.count)
        var next = 0
        // What the loop reads of the layout, taken out once (reading `laid?.children[next]` in the
        // loop copied the whole layout for every child).
        let rects = laid?.children, sharedBasis = laid?.childPercentBasis, bases = laid?.childPercentBases
        let childGrid = grid?.below(placed.absolute.origin)
        // Every child is in one array of the tree (the container's children), read once.
        let kids = children.isEmpty ? [] : context.tree.nodes.location(of: children[children.startIndex]).group
        for child in children {
            // (Most children have no margins or frame of their own: then neither is read from the
            // node, `NodeTree.Record.placedAsArranged`.)
            let (slot, asArranged) = context.tree.nodes.placement(of: child)
            let own = asArranged ? nil : kids[slot].$ownFrame.storage?.value ?? nil
            var rect = Rect(x: 0, y: 0, width: 0, height: 0)
            var childBasis = FinalBasis.none
            if own == nil || own!.reservesSpace {
                if let rects { rect = rects[next] }
                if let b = sharedBasis ?? bases?[next] {
                    childBasis = FinalBasis(containingWidth: b.containingWidth, heightIsIndefinite: b.heightIsIndefinite)
                    childBasis.floatsID = b.floatsID
                }
                next += 1
                if hoists, let (r, b) = try blocks?.hoisted(child, original: rect, container: absolute, context: context) {
                    rect = r
                    childBasis = b
                }
            }
            var childMargin = asArranged || kids[slot].visibility == .gone
                ? .zero : Placement.margins(kids[slot].margin, innerWidth: inner.width, innerHeight: inner.height)
            if mirrored {
                rect.origin.x = frame.width - rect.x - rect.width
                childMargin = childMargin.mirrored
            }
            if let transform {
                rect = Self.transformCentre(of: rect, by: transform, in: frame.size)
            }
            // An own frame is where the author put the node: neither mirrored nor transformed.
            if let own { rect = own.rect }
            frames.append(try place(child, kids, slot, frame: rect, parentOrigin: absolute.origin, margin: childMargin,
                                    basis: childBasis, grid: childGrid, context: context))
        }
        if gone { for k in frames.indices { frames[k].visibility = .gone } }
        var result = FrameNode(name: name, frame: placed.frame, absolute: placed.absolute, margin: margin,
                               padding: mirrored ? padding.mirrored : padding, contentSize: laid?.contentSize,
                               visibility: visibility, children: frames)
        if let curve { result.curve = curve }
        return result
    }

    /// `rect` moved so that its centre, taken relative to the container's centre, is transformed
    /// by `transform`; its size is kept.
    static func transformCentre(of rect: Rect, by transform: AffineTransform, in container: Size) -> Rect {
        let c = Point(x: container.width / 2, y: container.height / 2)
        let moved = transform.apply(Point(x: rect.x + rect.width / 2 - c.x, y: rect.y + rect.height / 2 - c.y))
        return Rect(x: c.x + moved.x - rect.width / 2, y: c.y + moved.y - rect.height / 2,
                    width: rect.width, height: rect.height)
    }
}
