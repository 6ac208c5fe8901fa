import LayoutModel

/// Resolves the sizes of a container's children on demand, so a size may equal a sibling's size
/// whichever comes first. A reference cycle is an error that names every node in it.
final class SiblingSizes {
    private let context: LayoutContext
    private let children: ChildList
    private var sizes: [Int: Size] = [:]
    private var inProgress: [Int] = []
    /// Computes one child's size; it may ask for siblings' sizes through `environment`.
    var compute: (Int) throws(LayoutError) -> Size = { _ throws(LayoutError) in .zero }
    /// The parent's inner extents, as known.
    let innerWidth: Double?
    let innerHeight: Double?

    init(context: LayoutContext, children: ChildList, innerWidth: Double?, innerHeight: Double?) {
        self.context = context; self.children = children
        self.innerWidth = innerWidth; self.innerHeight = innerHeight
    }

    /// The environment handed to sizing: sibling look-ups go through this resolver.
    var environment: SizingEnvironment {
        SizingEnvironment(innerWidth: innerWidth, innerHeight: innerHeight) { [unowned self] name, axis throws(LayoutError) in
            guard let index = self.context.tree.index(named: name), self.children.contains(index) else {
                throw LayoutError(node: name, reason: "refers to missing sibling '\(name)'")
            }
            return try self.size(of: index)[axis]
        }
    }

    /// The size of child `index`, computing it (and what it refers to) the first time.
    func size(of index: Int) throws(LayoutError) -> Size {
        if let known = sizes[index] { return known }
        if let start = inProgress.firstIndex(of: index) {
            let cycle = (inProgress[start...] + [index]).map { context.node($0).name }
            throw LayoutError(path: context.tree.path(of: index), node: context.node(index).name,
                              reason: "size references form a cycle: " + cycle.joined(separator: " -> "))
        }
        inProgress.append(index)
        defer { inProgress.removeLast() }
        let size = try compute(index)
        sizes[index] = size
        return size
    }

    /// Runs `body` as part of resolving child `index`, so a cycle through it names it.
    func resolving<T>(_ index: Int, _ body: () throws(LayoutError) -> T) throws(LayoutError) -> T {
        inProgress.append(index)
        defer { inProgress.removeLast() }
        return try body()
    }

    /// Overrides a child's size after a later step (stretching, gravity fill).
    func set(_ index: Int, _ size: Size) { sizes[index] = size }
}
