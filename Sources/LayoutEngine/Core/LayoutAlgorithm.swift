import LayoutModel

/// A layout algorithm: sees one container and its direct children, through a `LayoutContext`.
///
/// Implementations MUST return, for every axis proposed `.exactly(v)`, the extent `v` unchanged,
/// and for other axes the extent the content needs (padding included), not exceeding an `.atMost`
/// limit unless the content cannot be made smaller. They MUST NOT touch pixels or nodes other than
/// the container and its direct children. What one keeps across its containers' runs lives in its
/// own `AlgorithmState`, never in the context.
public protocol LayoutAlgorithm: Sendable {
    /// Sizes the container for `proposal` and places its children. The context caches the result
    /// per node and proposal: this is called once for each.
    func layout(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> ContainerLayout

    /// The container's border-box size for `proposal`. Default: the size of `layout`.
    func measure(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> Size

    /// The children's rects for the container at its final border-box `size`, its percentages
    /// resolving against `basis` (what its parent decided for it). Default: `layout` for exactly
    /// that size.
    func arrange(_ container: ContainerRef, size: Size, basis: FinalBasis, context: LayoutContext) throws(LayoutError) -> ContainerLayout

    /// Whether a right-to-left container of this algorithm is laid out left to right and then
    /// mirrored by the engine (TangramKit's RTL). False for algorithms that read the direction
    /// themselves (flexbox, constraints). Default: true.
    var mirrorsForRightToLeft: Bool { get }

    /// Whether `measure` gives the size of a layout the algorithm gets from `LayoutContext.layout`
    /// (or of one cached there), so that the context need not cache the size apart. Default: false.
    var measuresThroughLayouts: Bool { get }

    /// Whether the engine sizes an empty container of this algorithm (no children, or gone ones
    /// only) whose `paddingWhenEmpty` is off at 0 on the axes its content sizes (TangramKit's
    /// `tg_zeroPadding`). Default: true; CSS boxes keep their padding.
    var zeroesEmptyContainers: Bool { get }
}

extension LayoutAlgorithm {
    public var mirrorsForRightToLeft: Bool { true }
    public var zeroesEmptyContainers: Bool { true }
    public var measuresThroughLayouts: Bool { false }

    public func measure(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> Size {
        try layout(container, proposal: proposal, context: context).size
    }

    public func arrange(_ container: ContainerRef, size: Size, basis: FinalBasis, context: LayoutContext) throws(LayoutError) -> ContainerLayout {
        try layout(container, proposal: .exactly(size), context: context)
    }
}

/// What a parent decided for a child's percentages at the child's final layout (CSS boxes): the
/// containing block's width and whether its height is indefinite. Passed down as the frame tree
/// is built, from the parent's `ContainerLayout`.
public struct FinalBasis: Sendable {
    public var containingWidth: Double?
    public var heightIsIndefinite: Bool
    /// The floats a block container flows around (see `Proposal.floatsID`).
    var floatsID: Int32 = 0
    public init(containingWidth: Double?, heightIsIndefinite: Bool) {
        self.containingWidth = containingWidth; self.heightIsIndefinite = heightIsIndefinite
    }
    /// What a child of a parent that says nothing gets.
    public static let none = FinalBasis(containingWidth: nil, heightIsIndefinite: false)
}

/// A container as an algorithm sees it: its index and the indices of its children in the tree
/// (its node is `context.tree.nodes[index]`).
public struct ContainerRef: Sendable {
    public let index: Int
    public let children: ChildList
}

/// The algorithm of each kind of container: adding an algorithm is one folder and one case here.
enum Algorithms {
    static func algorithm(for kind: LayoutKind) -> any LayoutAlgorithm { run(Erased(), kind) }

    /// Runs `task` with the algorithm of `kind`, as its own type (see `AlgorithmTask`).
    static func run<T: AlgorithmTask>(_ task: T, _ kind: LayoutKind) throws(T.Failure) -> T.Output {
        switch kind {
        case .linear(let params): return try task.run(LinearAlgorithm(params: params))
        case .frame(let params): return try task.run(FrameAlgorithm(params: params))
        case .scroll(let params): return try task.run(ScrollAlgorithm(params: params))
        case .constraints(let params): return try task.run(ConstraintAlgorithm(params: params))
        case .flex: return try task.run(FlexAlgorithm())
        case .relative(let params): return try task.run(RelativeAlgorithm(params: params))
        case .table(let params): return try task.run(TableAlgorithm(params: params))
        case .float(let params): return try task.run(FloatAlgorithm(params: params))
        case .flow(let params): return try task.run(FlowAlgorithm(params: params))
        case .path(let params): return try task.run(PathAlgorithm(params: params))
        case .grid(let params): return try task.run(GridAlgorithm(params: params))
        case .block(let params): return try task.run(BlockAlgorithm(params: params))
        }
    }

    /// Runs `task` with the algorithm of container `index` of `tree`; nil for a leaf. A flex
    /// container's is known from the table the tree keeps of them (matching the node's kind
    /// copies it).
    static func run<T: AlgorithmTask>(_ task: T, on index: Int, of tree: NodeTree) throws(T.Failure) -> T.Output? {
        if tree.flexLayout(index) != nil { return try task.run(FlexAlgorithm()) }
        guard let kind = tree.nodes[index].layout else { return nil }
        return try run(task, kind)
    }

    /// The algorithm as an existential.
    private struct Erased: AlgorithmTask {
        func run<A: LayoutAlgorithm>(_ algorithm: A) -> any LayoutAlgorithm { algorithm }
    }
}

/// Work done with one container's algorithm, given the algorithm as its own type: the engine
/// calls algorithms through these (`Algorithms.run`), so that no existential is made, copied and
/// destroyed on every call (with an `any LayoutAlgorithm`, about 650 instructions a container on
/// a deep flex chain, measured).
protocol AlgorithmTask {
    associatedtype Output
    associatedtype Failure: Error
    func run<A: LayoutAlgorithm>(_ algorithm: A) throws(Failure) -> Output
}

/// What an algorithm keeps for one layout across the runs of its containers (tables it fills as
/// it goes, a constraint container's solver): made on first use by `LayoutContext.state(_:)`, one
/// per algorithm type and layout, and gone with the layout.
protocol AlgorithmState: AnyObject {
    init(tree: NodeTree)
}
