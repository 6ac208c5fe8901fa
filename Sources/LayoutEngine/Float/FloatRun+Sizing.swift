import LayoutModel

/// Step 1 (a wrapping float axis) and steps 3-4 (sizes before and at the slot) of `FloatAlgorithm`.
///
/// In a float layout every margin is a spacing (TangramKit §3b), so two margins never stretch a child.
/// A weight (`"40%"`, `fill`, `average`: 1) is a share of an extent that the child's *margin box*
/// takes, so its size is `value.adjust(w · extent) - margins`: along the float axis the extent is the
/// room between the boundaries at the child's slot (§4.10), along the line axis the inner extent.
extension FloatRun {
    /// The share of the room a child's float-axis size asks for, or nil for a size of its own.
    /// A leaf with no intrinsic metric along `u` and no size there takes all of it, unless flexible
    /// spacing gives it the item size.
    func share(_ i: Int) -> Double? {
        if let value = context.node(i).size(u) { return value.sequentialWeight }
        if context.hasNoIntrinsicMetric(i, u) && params.flexibleSpacing == nil { return 1 }
        return nil
    }

    /// Step 1 for a container that wraps its float axis: the widest margin box among the children
    /// whose float-axis size does not depend on the container (TangramKit §8.5), measured within
    /// the proposed limit.
    func widest() throws(LayoutError) -> Double {
        let limit = inner[u].limit
        let measured = try resolveSizes(floatExtent: limit, itemSize: params.flexibleSpacing?.itemSize)
        var widest = 0.0
        for i in items where share(i) == nil && !context.dependsOnParent(i, u, bothMarginsSet: false) {
            widest = max(widest, measured[i]![u] + margins[i]!.total(u))
        }
        return widest
    }

    /// Every child's size before placement, with `floatExtent` as the inner extent along `u` (nil:
    /// unknown). A shared float-axis size is provisional here (its share of the whole extent);
    /// sizes may refer to siblings'.
    func resolveSizes(floatExtent: Double?, itemSize: Double? = nil) throws(LayoutError) -> [Int: Size] {
        let itemSize = itemSize ?? self.itemSize
        let resolver = SiblingSizes(context: context, children: container.children,
                                    innerWidth: u == .horizontal ? floatExtent : inner.width.exact,
                                    innerHeight: u == .vertical ? floatExtent : inner.height.exact)
        resolver.compute = { [unowned resolver] i throws(LayoutError) in
            let env = resolver.environment
            var specs: [Axis: AxisSpec] = [:]
            for axis in Axis.allCases { specs[axis] = try spec(i, axis, env: env, itemSize: itemSize) }
            return try context.resolveSize(i, width: specs[.horizontal]!, height: specs[.vertical]!, env: env)
        }
        var sizes: [Int: Size] = [:]
        for i in items { sizes[i] = try resolver.size(of: i) }
        return sizes
    }

    /// Step 4 for a child whose float-axis size is a share: its size for `room` between the boundaries.
    func sizeAtSlot(_ i: Int, room: Double) throws(LayoutError) -> Size {
        let env = SizingEnvironment(innerWidth: u == .horizontal ? nil : inner.width.exact,
                                    innerHeight: u == .vertical ? nil : inner.height.exact) { [sizes, context] name, axis throws(LayoutError) in
            guard let sibling = context.tree.index(named: name), let size = sizes[sibling] else {
                throw LayoutError(node: name, reason: "refers to missing sibling '\(name)'")
            }
            return size[axis]
        }
        let value = context.node(i).size(u)
        let w = share(i) ?? 1
        let m = margins[i]!.total(u)
        let along: AxisSpec = .exact(max(0, (value?.adjust(w * room) ?? w * room) - m))
        let across = try spec(i, v, env: env, itemSize: itemSize)
        return u == .horizontal ? try context.resolveSize(i, width: along, height: across, env: env)
            : try context.resolveSize(i, width: across, height: along, env: env)
    }

    /// How a child's size on `axis` is decided before placement.
    private func spec(_ i: Int, _ axis: Axis, env: SizingEnvironment, itemSize: Double?) throws(LayoutError) -> AxisSpec {
        let node = context.node(i), m = margins[i]!.total(axis)
        if axis == u, let w = share(i) {
            guard let extent = env.inner(u) else { return .content(limit: nil) }
            return .exact(max(0, (node.size(u)?.adjust(w * extent) ?? w * extent) - m))
        }
        if axis == v, let value = node.size(v), let w = value.sequentialWeight {
            guard let extent = env.inner(v) else { return .content(limit: nil) }
            return .exact(max(0, value.adjust(w * extent) - m))
        }
        if axis == u, node.size(u) == nil, let itemSize { return .exact(itemSize) }
        return try context.standardSpec(i, axis, margins: m, bothMarginsSet: false, env: env)
    }
}
