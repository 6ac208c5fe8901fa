import LayoutModel

/// The float contexts of one layout by number (`Proposal.floatsID`): each distinct `FloatContext`
/// gets one number the first time a block container is told of it, equal contexts the same one,
/// so the number can stand for the floats in a proposal and in the layout cache's key. 0 is none.
final class FloatContexts: AlgorithmState {
    private var contexts: [FloatContext] = []
    private var numbers: [FloatContext: Int32] = [:]

    init(tree: NodeTree) {}

    /// The number of `floats` (0 for nil), given on first use.
    func id(_ floats: FloatContext?) -> Int32 {
        guard let floats else { return 0 }
        if let known = numbers[floats] { return known }
        contexts.append(floats)
        let number = Int32(contexts.count)
        numbers[floats] = number
        return number
    }

    /// The floats numbered `id`, nil for 0.
    func context(_ id: Int32) -> FloatContext? {
        id == 0 ? nil : contexts[Int(id) - 1]
    }
}
