import LayoutModel

/// A layout algorithm: sees one container and its direct children, through a `LayoutContext`.
///
/// Implementations MUST return, for every axis proposed `.exactly(v)`, the extent `v` unchanged,
/// and for other axes the extent the content needs (padding included), not exceeding an `.atMost`
/// limit unless the content cannot be made smaller. They MUST NOT touch pixels or nodes other than
/// the container and its direct children.
public protocol LayoutAlgorithm: Sendable {
    /// Sizes the container for `proposal` and places its children.
    func layout(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> ContainerLayout

    /// Whether a right-to-left container of this algorithm is laid out left to right and then
    /// mirrored by the engine (TangramKit's RTL). False for algorithms that read the direction
    /// themselves (flexbox, constraints). Default: true.
    var mirrorsForRightToLeft: Bool { get }
}

extension LayoutAlgorithm {
    public var mirrorsForRightToLeft: Bool { true }
}

extension LayoutAlgorithm {
    /// The container's border-box size for `proposal` (the children are not kept).
    public func measure(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> Size {
        try layout(container, proposal: proposal, context: context).size
    }

    /// The children's rects for a container of the given border-box size.
    public func arrange(_ container: ContainerRef, size: Size, context: LayoutContext) throws(LayoutError) -> ContainerLayout {
        try layout(container, proposal: .exactly(size), context: context)
    }
}

/// A container as an algorithm sees it: the node and the indices of its children in the tree.
public struct ContainerRef: Sendable {
    public let index: Int
    public let node: LayoutNode
    public let children: ChildList
}

/// The algorithm for each kind of container: adding an algorithm is one folder and one case here.
enum Algorithms {
    static func algorithm(for kind: LayoutKind) -> any LayoutAlgorithm {
        switch kind {
        case .linear(let params): return LinearAlgorithm(params: params)
        case .frame(let params): return FrameAlgorithm(params: params)
        case .scroll(let params): return ScrollAlgorithm(params: params)
        case .constraints(let params): return ConstraintAlgorithm(params: params)
        case .flex(let params): return FlexAlgorithm(params: params)
        case .relative(let params): return RelativeAlgorithm(params: params)
        case .table(let params): return TableAlgorithm(params: params)
        case .float(let params): return FloatAlgorithm(params: params)
        case .flow(let params): return FlowAlgorithm(params: params)
        case .path(let params): return PathAlgorithm(params: params)
        }
    }
}
