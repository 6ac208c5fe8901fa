import LayoutModel

/// What an algorithm may ask of the engine while it lays out one container: its children's
/// nodes and their measured sizes, cached per node and sizing input for one layout, and the state
/// its algorithm keeps for the layout. It knows no algorithm: each container's algorithm is
/// asked through `LayoutAlgorithm`.
public final class LayoutContext {
    public let tree: NodeTree
    public let textMeasurer: any TextMeasurer
    /// Set only when the layout explains a node (`LayoutEngine.explain`).
    let explainLog: ExplainLog?

    /// Everything that changes during the layout, in one cell (see `ExclusiveCell`).
    private let mutable: ExclusiveCell<MutableState>

    private struct MutableState {
        /// Sizes and layouts per node and sizing input, for every algorithm.
        var cache: LayoutCache
        /// While positive, algorithms compute their container's baseline (see `layoutWithBaseline`).
        var baselineRequests = 0
        /// Warnings raised during the run, in order, each once.
        var warnings: [LayoutWarning] = []
        /// Each algorithm's state, by the state's type (a few entries: searched in order).
        var states: [(type: ObjectIdentifier, state: AlgorithmState)] = []
    }

    init(tree: NodeTree, textMeasurer: any TextMeasurer, explainLog: ExplainLog? = nil) {
        self.tree = tree
        self.textMeasurer = textMeasurer
        self.explainLog = explainLog
        // Most containers keep two to four entries (a deep chain of content-sized flex containers
        // four), and a leaf measured by its parent one (its content size): with room for them the
        // arrays never grow, and growing the array of layouts copied every layout in it (about
        // 200 instructions a node on a deep chain, 90 on a balanced tree). Room not written to
        // costs no memory pages.
        var cache = LayoutCache(count: tree.nodes.count, entries: tree.nodes.count + 4 * tree.flexContainerCount + 16)
        cache.keepsNothing = explainLog != nil
        mutable = ExclusiveCell(MutableState(cache: cache))
    }

    /// Warnings raised during the run, in order, each once.
    public var warnings: [LayoutWarning] { mutable.access { $0.warnings } }

    /// Records a warning unless the same one was already recorded.
    public func warn(_ warning: LayoutWarning) {
        mutable.access { state in
            if !state.warnings.contains(warning) { state.warnings.append(warning) }
        }
    }

    /// The state algorithm type `S` keeps for this layout, made on first use.
    func state<S: AlgorithmState>(_ type: S.Type) -> S {
        let key = ObjectIdentifier(type)
        if let kept = mutable.access({ $0.states.first { $0.type == key }?.state }) { return kept as! S }
        let made = S(tree: tree)
        mutable.access { $0.states.append((key, made)) }
        return made
    }

    /// While positive, algorithms compute their container's baseline (it costs a layout of the first
    /// child, recursively, so it is only done when a parent aligns by baselines).
    public var baselineRequests: Int { mutable.access { $0.baselineRequests } }

    public func node(_ index: Int) -> LayoutNode { tree.nodes[index] }

    /// The container view of a node (its children's indices), for recursing into algorithms.
    /// (Inlined: called out of line it retained and released the tree's arrays.)
    @inline(__always)
    public func container(_ index: Int) -> ContainerRef {
        ContainerRef(index: index, children: tree.children[index])
    }

    /// The border-box size node `index` takes for `proposal`: `.exactly` axes unchanged, other axes
    /// its content (intrinsic size of a leaf, the algorithm's wrap size of a container) plus padding.
    public func measure(_ index: Int, _ proposal: Proposal) throws(LayoutError) -> Size {
        if let size = try Algorithms.run(Measuring(context: self, index: index, proposal: proposal), on: index, of: tree) {
            return size
        }
        let input = LayoutCache.Input.border(proposal)
        if let hit = mutable.access({ $0.cache.size(index, input) }) { return hit }
        let size = try leafSize(index, padding: tree.nodes[index].padding, proposal: proposal)
        mutable.access { $0.cache.store(size: size, index, input) }
        if let log = explainLog, log.target == index { log.measured(proposal, size) }
        return size
    }

    /// `measure` of a container, with its algorithm.
    private struct Measuring: AlgorithmTask {
        let context: LayoutContext, index: Int, proposal: Proposal
        func run<A: LayoutAlgorithm>(_ algorithm: A) throws(LayoutError) -> Size {
            try context.measure(index, proposal, algorithm)
        }
    }

    private func measure<A: LayoutAlgorithm>(_ index: Int, _ proposal: Proposal, _ algorithm: A) throws(LayoutError) -> Size {
        // Such an algorithm's size is a layout's, cached (and emptied) by `layout`.
        if algorithm.measuresThroughLayouts {
            return try algorithm.measure(container(index), proposal: proposal, context: self)
        }
        let input = LayoutCache.Input.border(proposal)
        if let hit = mutable.access({ $0.cache.size(index, input) }) { return hit }
        let size = emptied(index, algorithm, proposal, try algorithm.measure(container(index), proposal: proposal, context: self))
        mutable.access { $0.cache.store(size: size, index, input) }
        if let log = explainLog, log.target == index { log.measured(proposal, size) }
        return size
    }

    /// The full layout of node `index` for `proposal` (children's rects and baseline), cached like
    /// `measure`. A leaf has no children.
    public func layout(_ index: Int, _ proposal: Proposal) throws(LayoutError) -> ContainerLayout {
        let input = LayoutCache.Input.border(proposal)
        if let hit = mutable.access({ $0.cache.layout(index, input) }) { return hit }
        let result: ContainerLayout
        if let laid = try Algorithms.run(Laying(context: self, index: index, proposal: proposal), on: index, of: tree) {
            result = laid
        } else {
            result = ContainerLayout(size: try measure(index, proposal), children: [])
        }
        mutable.access { $0.cache.store(layout: result, index, input) }
        if let log = explainLog, log.target == index { log.measured(proposal, result.size) }
        return result
    }

    /// `layout` of a container, with its algorithm (not cached here).
    private struct Laying: AlgorithmTask {
        let context: LayoutContext, index: Int, proposal: Proposal
        func run<A: LayoutAlgorithm>(_ algorithm: A) throws(LayoutError) -> ContainerLayout {
            var result = try algorithm.layout(context.container(index), proposal: proposal, context: context)
            result.size = context.emptied(index, algorithm, proposal, result.size)
            return result
        }
    }

    /// The layout of node `index` for `proposal`, with its first baseline.
    public func layoutWithBaseline(_ index: Int, _ proposal: Proposal) throws(LayoutError) -> ContainerLayout {
        let input = LayoutCache.Input.border(proposal)
        let hit = mutable.access { state -> ContainerLayout? in
            if let hit = state.cache.layout(index, input), hit.baseline != nil { return hit }
            state.baselineRequests += 1
            state.cache.remove(index, input)
            return nil
        }
        if let hit { return hit }
        defer { mutable.access { $0.baselineRequests -= 1 } }
        return try layout(index, proposal)
    }

    /// Lays out container `index` at its final border-box size, with the percentage basis its
    /// parent decided for it (through its algorithm's `arrange`).
    func arrange(_ index: Int, size: Size, basis: FinalBasis) throws(LayoutError) -> ContainerLayout {
        try Algorithms.run(Arranging(context: self, index: index, size: size, basis: basis), on: index, of: tree)
            ?? ContainerLayout(size: size, children: [])
    }

    /// `arrange` of a container, with its algorithm.
    private struct Arranging: AlgorithmTask {
        let context: LayoutContext, index: Int, size: Size, basis: FinalBasis
        func run<A: LayoutAlgorithm>(_ algorithm: A) throws(LayoutError) -> ContainerLayout {
            if let log = context.explainLog, log.parent == index { log.beginArrangement() }
            return try algorithm.arrange(context.container(index), size: size, basis: basis, context: context)
        }
    }

    /// The layout cached for node `index` and `proposal`, if any (for an algorithm's `arrange`).
    func cachedLayout(_ index: Int, _ proposal: Proposal) -> ContainerLayout? {
        mutable.access { $0.cache.layout(index, .border(proposal)) }
    }

    /// Caches `layout` for node `index` and `proposal` (an algorithm that knows an earlier layout
    /// holds for another proposal too).
    func cache(_ layout: ContainerLayout, _ index: Int, _ proposal: Proposal) {
        mutable.access { $0.cache.store(layout: layout, index, .border(proposal)) }
    }

    /// The first layout cached for node `index` whose proposal, size and whether it has a baseline
    /// satisfy `match`, which must not use the context. Only the layout found is copied.
    func layouts(of index: Int, where match: (Proposal, Size, Bool) -> Bool) -> ContainerLayout? {
        mutable.access { cache in cache.cache.firstLaidOut(index, where: match).flatMap { cache.cache.layout(at: $0) } }
    }

    /// `layouts(of:where:)` for the arrangement that places node `index`: the layout found is moved
    /// out of the cache, not copied (`LayoutCache.takeLayout(at:)`).
    func takeLayout(of index: Int, where match: (Proposal, Size, Bool) -> Bool) -> ContainerLayout? {
        mutable.access { cache in cache.cache.firstLaidOut(index, where: match).flatMap { cache.cache.takeLayout(at: $0) } }
    }

    /// The size of that layout, read in place (no layout is copied).
    func layoutSize(of index: Int, where match: (Proposal, Size, Bool) -> Bool) -> Size? {
        mutable.access { cache in cache.cache.firstLaidOut(index, where: match).flatMap { cache.cache.laidOutSize(at: $0) } }
    }

    /// The content-box size of leaf `index` for a content-box `proposal`, ignoring the node's
    /// `padding` (CSS boxes resolve their own padding and border).
    public func measureContent(_ index: Int, _ proposal: Proposal) throws(LayoutError) -> Size {
        guard isLeaf(index) else { return .zero }
        let input = LayoutCache.Input(proposal: proposal, contentBox: true)
        if let hit = mutable.access({ $0.cache.size(index, input) }) { return hit }
        let size = try leafSize(index, padding: .zero, proposal: proposal)
        mutable.access { $0.cache.store(size: size, index, input) }
        if let log = explainLog, log.target == index { log.measured(proposal, size) }
        return size
    }

    /// `size` of container `index`, or 0 on the axes its content sizes when its algorithm applies
    /// the rule, it is empty (no children, or gone ones only) and `paddingWhenEmpty` is off.
    private func emptied<A: LayoutAlgorithm>(_ index: Int, _ algorithm: A, _ proposal: Proposal, _ size: Size) -> Size {
        guard algorithm.zeroesEmptyContainers, !tree.nodes[index].paddingWhenEmpty,
              tree.children[index].allSatisfy({ tree.nodes[$0].visibility == .gone }) else { return size }
        return Size(width: proposal.width.exact ?? 0, height: proposal.height.exact ?? 0)
    }
}
