import LayoutModel

/// What an algorithm may ask of the engine while it lays out one container: its children's
/// nodes and their measured sizes. Measurements are cached per node and proposal for one run.
public final class LayoutContext {
    public let tree: NodeTree
    public let textMeasurer: any TextMeasurer
    private var cache: ProposalCache<Size>
    /// Content-box sizes of leaves (`measureContent`).
    private var contentCache: ProposalCache<Size>
    /// What an algorithm keeps about one container between calls of one run (by node index), such
    /// as a constraint container's solver, so a new size re-solves incrementally.
    var algorithmState: [Int: AnyObject] = [:]
    /// Warnings raised during the run, in order, each once.
    public private(set) var warnings: [LayoutWarning] = []

    /// Records a warning unless the same one was already recorded.
    public func warn(_ warning: LayoutWarning) {
        if !warnings.contains(warning) { warnings.append(warning) }
    }

    private var layoutCache: ProposalCache<ContainerLayout>
    /// What flexbox keeps across its containers' runs (see `FlexState`).
    var flex: FlexState
    /// Whether node `index` is a leaf, and whether it is a text leaf: read from what the tree
    /// recorded while flattening, without copying the node's kind (matching it copies the enum).
    func isLeaf(_ index: Int) -> Bool { tree.leafShape(index) != nil }
    func isTextLeaf(_ index: Int) -> Bool {
        switch tree.leafShape(index) {
        case .text?, .verticalText?: true
        default: false
        }
    }
    /// Whether node `index` is a text leaf whose lines run vertically (`WritingMode`).
    func isVerticalTextLeaf(_ index: Int) -> Bool { tree.leafShape(index) == .verticalText }
    /// Whether node `index` is an empty leaf or one of fixed intrinsic size.
    func isEmptyOrIntrinsicLeaf(_ index: Int) -> Bool { tree.leafShape(index) == .emptyOrIntrinsic }
    /// What a parent decided for a child's percentages at the child's final layout (CSS boxes):
    /// the containing block's width and whether its height is indefinite. Passed down as the
    /// frame tree is built, from the parent's `ContainerLayout`.
    struct FinalBasis {
        var containingWidth: Double?
        var heightIsIndefinite: Bool
        /// What a child of a parent that says nothing gets.
        static let none = FinalBasis(containingWidth: nil, heightIsIndefinite: false)
    }

    init(tree: NodeTree, textMeasurer: any TextMeasurer) {
        self.tree = tree
        self.textMeasurer = textMeasurer
        cache = ProposalCache(count: tree.nodes.count)
        contentCache = ProposalCache(count: tree.nodes.count)
        layoutCache = ProposalCache(count: tree.nodes.count)
        // Most flex containers keep one or two layouts, and one set of item boxes.
        let flexContainers = tree.flexContainerCount
        layoutCache.reserveCapacity(2 * flexContainers)
        flex = FlexState(containers: flexContainers)
    }

    public func node(_ index: Int) -> LayoutNode { tree.nodes[index] }

    /// The container view of a node (its children's indices), for recursing into algorithms.
    public func container(_ index: Int) -> ContainerRef {
        ContainerRef(index: index, node: tree.nodes[index], children: tree.children[index])
    }

    /// The border-box size node `index` takes for `proposal`: `.exactly` axes unchanged, other axes
    /// its content (intrinsic size of a leaf, the algorithm's wrap size of a container) plus padding.
    public func measure(_ index: Int, _ proposal: Proposal) throws(LayoutError) -> Size {
        // Flex containers keep whole layouts (one cache, one search per lookup).
        if let params = tree.flexLayout(index) {
            if let size = contentSizedColumn(index, params, proposal) { return size }
            return try layout(index, proposal).size
        }
        return try measureOther(index, proposal)
    }

    /// `measure` of a node that is not a flex container. Kept out of `measure` (and never inlined
    /// there): its match on the node's kind copied the kind on the flex path too (measured).
    @inline(never)
    private func measureOther(_ index: Int, _ proposal: Proposal) throws(LayoutError) -> Size {
        if let hit = cache[index, proposal] { return hit }
        let node = tree.nodes[index]
        let size: Size
        switch node.kind {
        case .leaf(let content):
            size = try leafSize(content, padding: node.padding, proposal: proposal, node: index)
        case .container(.flex, _):
            return try layout(index, proposal).size
        case .container(let kind, _):
            size = emptied(index, proposal, try Algorithms.algorithm(for: kind).measure(container(index), proposal: proposal, context: self))
        }
        cache.store(size, index, proposal)
        return size
    }

    /// The full layout of node `index` for `proposal` (children's rects and baseline), cached like
    /// `measure`. A leaf has no children.
    public func layout(_ index: Int, _ proposal: Proposal) throws(LayoutError) -> ContainerLayout {
        if let hit = layoutCache[index, proposal] { return hit }
        let result: ContainerLayout
        if let params = tree.flexLayout(index) {
            // Not stored again under this proposal: finding it is as cheap as a cache hit.
            if let reused = contentSizedLayout(index, proposal) { return reused }
            // Called directly, not through an existential, as flex layouts run many times per node.
            var run = FlexRun(params: params, container: index, children: tree.children[index], proposal: proposal, context: self)
            result = try run.perform()
        } else {
            result = try layoutOther(index, proposal)
        }
        layoutCache.store(result, index, proposal)
        return result
    }

    /// `layout` of a node that is not a flex container (kept apart like `measureOther`).
    @inline(never)
    private func layoutOther(_ index: Int, _ proposal: Proposal) throws(LayoutError) -> ContainerLayout {
        if case .container(let kind, _) = tree.nodes[index].kind {
            var laid = try Algorithms.algorithm(for: kind).layout(container(index), proposal: proposal, context: self)
            laid.size = emptied(index, proposal, laid.size)
            return laid
        }
        return ContainerLayout(size: try measure(index, proposal), children: [])
    }

    /// `size` of container `index`, or 0 on the axes its content sizes when it is empty (no
    /// children, or gone ones only) and `paddingWhenEmpty` is off (TangramKit's `tg_zeroPadding`).
    private func emptied(_ index: Int, _ proposal: Proposal, _ size: Size) -> Size {
        guard !tree.nodes[index].paddingWhenEmpty,
              tree.children[index].allSatisfy({ tree.nodes[$0].visibility == .gone }) else { return size }
        return Size(width: proposal.width.exact ?? 0, height: proposal.height.exact ?? 0)
    }

    /// The first layout cached for node `index` whose proposal and result satisfy `match`.
    func layouts(of index: Int, where match: (Proposal, ContainerLayout) -> Bool) -> ContainerLayout? {
        layoutCache.first(index, where: match)
    }

    /// While positive, algorithms compute their container's baseline (it costs a layout of the first
    /// child, recursively, so it is only done when a parent aligns by baselines).
    public private(set) var baselineRequests = 0

    /// The layout of node `index` for `proposal`, with its first baseline.
    public func layoutWithBaseline(_ index: Int, _ proposal: Proposal) throws(LayoutError) -> ContainerLayout {
        if let hit = layoutCache[index, proposal], hit.baseline != nil { return hit }
        baselineRequests += 1
        defer { baselineRequests -= 1 }
        layoutCache.remove(index, proposal)
        return try layout(index, proposal)
    }

    /// The content-box size of leaf `index` for a content-box `proposal`, ignoring the node's
    /// `padding` (CSS boxes resolve their own padding and border).
    public func measureContent(_ index: Int, _ proposal: Proposal) throws(LayoutError) -> Size {
        guard case .leaf(let content) = tree.nodes[index].kind else { return .zero }
        if let hit = contentCache[index, proposal] { return hit }
        let size = try leafSize(content, padding: .zero, proposal: proposal, node: index)
        contentCache.store(size, index, proposal)
        return size
    }

    /// Lays out container `index` at its final border-box size, with the percentage basis its
    /// parent decided for it.
    func arrange(_ index: Int, size: Size, basis: FinalBasis) throws(LayoutError) -> ContainerLayout {
        if tree.flexLayout(index) != nil {
            var p = Proposal.exactly(size)
            p.containingWidth = basis.containingWidth
            p.heightIsIndefinite = basis.heightIsIndefinite
            // An auto height: the layout measured with an unbounded height at this width, if it came
            // to this height, is the final layout (percentages of the height are indefinite in both).
            if p.heightIsIndefinite {
                let probe = Proposal(width: .exactly(size.width), height: .unbounded, containingWidth: p.containingWidth)
                if let hit = layoutCache[index, probe], hit.size == size { layoutCache.store(hit, index, p) }
            }
            return try layout(index, p)
        }
        return try arrangeOther(index, size: size)
    }

    /// `arrange` of a node that is not a flex container (kept apart like `measureOther`).
    @inline(never)
    private func arrangeOther(_ index: Int, size: Size) throws(LayoutError) -> ContainerLayout {
        guard case .container(let kind, _) = tree.nodes[index].kind else {
            return ContainerLayout(size: size, children: [])
        }
        return try Algorithms.algorithm(for: kind).arrange(container(index), size: size, context: self)
    }

    /// Whether node `index` has no intrinsic metric on `axis` (a leaf declared "none" there):
    /// such an axis takes its size from the parent when the node writes none.
    public func hasNoIntrinsicMetric(_ index: Int, _ axis: Axis) -> Bool {
        guard case .leaf(.intrinsic(let w, let h)) = tree.nodes[index].kind else { return false }
        return (axis == .horizontal ? w : h) == nil
    }

    /// The intrinsic size of a leaf for `proposal` (iOS's sizeThatFits): text wraps at the offered
    /// width, an image keeps its aspect ratio when one axis is decided.
    /// An image without a natural size has it read from its PNG header; an unreadable file is an error.
    func leafSize(_ content: Content, padding: EdgeInsets, proposal: Proposal, node index: Int) throws(LayoutError) -> Size {
        let inner = proposal.inside(padding)
        var size: Size
        switch content {
        case .empty:
            size = .zero
        case .intrinsic(let w, let h):
            size = Size(width: w ?? 0, height: h ?? 0)
        case .text(let text) where text.writingMode.isVertical:
            // Lines run along the height: measured as horizontal text, axes swapped.
            let laid = textMeasurer.layout(text, maxWidth: inner.height.limit).size
            size = Size(width: laid.height, height: laid.width)
        case .text(let text):
            size = textMeasurer.layout(text, maxWidth: inner.width.limit).size
        case .image(let image):
            var natural = image.naturalSize ?? .zero
            if image.naturalSize == nil, let source = image.source {
                do { natural = try PNGHeader.size(atPath: source) } catch {
                    var located = error
                    located.path = tree.path(of: index) + ".image.source"
                    located.node = tree.nodes[index].name
                    throw located
                }
            }
            size = natural
            if let w = inner.width.exact, inner.height.exact == nil, natural.width > 0 {
                size = Size(width: w, height: natural.height * w / natural.width)
            } else if let h = inner.height.exact, inner.width.exact == nil, natural.height > 0 {
                size = Size(width: natural.width * h / natural.height, height: h)
            }
        }
        return Size(width: proposal.width.exact ?? size.width + padding.horizontal,
                    height: proposal.height.exact ?? size.height + padding.vertical)
    }
}
