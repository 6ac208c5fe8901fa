import LayoutModel

/// Path layout (TangramKit §14): the children's centres one after another along a curve.
///
/// Steps:
/// 1. Decide which axes size to their content: those proposed without an exact extent, and those
///    on which the container writes `wrap` or (except the root) nothing. On such an axis the inner
///    extent is unknown: the origin fraction and the default argument range treat it as 0.
/// 2. Size each child (§4.11): numbers, `wrap` (its content), references to the parent's inner size
///    or a sibling, then min/max. Weights, fill and average are not used (the child's content).
/// 3. Sample the curve over its argument range (§14.5) and measure its length.
/// 4. Choose the spacing (§14.6): flexed or count shares the length out, fixed is given.
/// 5. Walk the curve placing the centres that far apart, refining the argument until each arc
///    distance is within `distanceError` (§14.7). The origin node sits at the curve's origin (§14.8).
/// 6. Each child's margins move its centre: by `left - right` and `top - bottom` (§14.9).
/// 7. On content-sized axes the container is the children's bounding box plus padding (§8.7), and
///    children and curve move so the box starts at the padding edge.
/// Gone children take no place on the curve and get an empty rect at the content origin.
struct PathAlgorithm: LayoutAlgorithm {
    let params: PathLayout
    /// The longest argument range sampled (one evaluation per step).
    static let longestRange = 100_000.0

    func layout(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> ContainerLayout {
        let node = context.tree.nodes[container.index], padding = node.padding
        let proposed = proposal.inside(padding)
        // Step 1.
        var contentSized: [Axis: Bool] = [:]
        var inner = Size.zero
        for axis in Axis.allCases {
            let written = node.size(axis)
            let wraps = written?.kind == .wrap || (written == nil && container.index != 0)
            contentSized[axis] = wraps || proposed[axis].exact == nil
            inner[axis] = contentSized[axis]! ? 0 : proposed[axis].exact!
        }
        func known(_ axis: Axis) -> Double? { contentSized[axis]! ? nil : inner[axis] }

        // Step 2.
        let visible = container.children.filter { context.node($0).visibility != .gone }
        let sizes = try childSizes(visible, container, innerWidth: known(.horizontal), innerHeight: known(.vertical),
                                   context: context)

        // Steps 3-5.
        let coordinates = PathCoordinates(layout: params, inner: inner, padding: padding)
        let walk = ArcWalk(point: coordinates.point(at:), error: params.distanceError)
        let (start, end) = coordinates.range
        guard abs(end - start) <= Self.longestRange else {
            throw LayoutError(path: context.tree.path(of: container.index), node: node.name,
                              reason: "the curve's argument runs from \(NumberFormat.short(start)) to \(NumberFormat.short(end)): "
                                  + "more than \(Int(Self.longestRange)) steps; give a shorter 'start'...'end' range")
        }
        let arguments = coordinates.arguments()
        let samples = walk.sample(coordinates.points(at: arguments))
        let onPath = visible.filter { context.node($0).name != params.originNode }
        let spacing = spacingBetween(count: onPath.count, samples: samples)
        let stops = walk.place(count: onPath.count, spacing: spacing, arguments: arguments, samples: samples,
                               step: coordinates.step)
        let centres = stops?.map(\.point) ?? Array(repeating: coordinates.origin, count: onPath.count)
        var centre: [Int: Point] = Dictionary(uniqueKeysWithValues: zip(onPath, centres))
        for i in visible where context.node(i).name == params.originNode { centre[i] = coordinates.origin }

        // Step 6.
        var rects: [Int: Rect] = [:]
        for i in visible {
            let m = Placement.margins(context.node(i), innerWidth: known(.horizontal), innerHeight: known(.vertical))
            let c = centre[i]!, s = sizes[i]!
            rects[i] = Rect(x: c.x + m.left - m.right - s.width / 2, y: c.y + m.top - m.bottom - s.height / 2,
                            width: s.width, height: s.height)
        }

        // Step 7.
        var size = Size.zero, shift = Point.zero
        let box = visible.dropFirst().reduce(visible.first.map { rects[$0]! }) { $0?.union(rects[$1]!) }
        for axis in Axis.allCases {
            let extent = box.map { $0.max(axis) - $0.min(axis) } ?? 0
            size[axis] = proposal[axis].exact ?? extent + padding.total(axis)
            if contentSized[axis]!, let box {
                let move = (axis == .horizontal ? padding.left : padding.top) - box.min(axis)
                if axis == .horizontal { shift.x = move } else { shift.y = move }
            }
        }
        if let log = context.explainLog, let i = visible.first(where: { $0 == log.target }) {
            notePlace(i, PathNumbers(onPath: onPath, stops: stops, spacing: spacing, samples: samples, range: (start, end),
                                     origin: coordinates.origin, centre: centre[i]!, rect: rects[i]!, shift: shift), context: context)
        }
        let zero = Rect(x: padding.left, y: padding.top, width: 0, height: 0)
        let children = container.children.map { rects[$0]?.offsetBy(dx: shift.x, dy: shift.y) ?? zero }
        let curve = samples.pieces.map { piece in piece.map { Point(x: $0.x + shift.x, y: $0.y + shift.y) } }
        var result = ContainerLayout(size: size, children: children)
        result.curve = curve
        return result
    }

    /// The arc distance between consecutive centres (§14.6).
    func spacingBetween(count: Int, samples: ArcWalk.Samples) -> Double {
        let n: Int
        switch params.spacing {
        case .fixed(let d): return d
        case .flexed: n = count
        case .count(let c): n = c
        }
        guard n > 1 else { return 0 }
        return samples.length / Double(samples.closed ? n : n - 1)
    }

    /// Each child's border-box size: numbers, wrap, references and bounds; weights, fill and
    /// average fall back to the content.
    private func childSizes(_ items: [Int], _ container: ContainerRef, innerWidth: Double?, innerHeight: Double?,
                            context: LayoutContext) throws(LayoutError) -> [Int: Size] {
        let resolver = SiblingSizes(context: context, children: container.children,
                                    innerWidth: innerWidth, innerHeight: innerHeight)
        resolver.compute = { [unowned resolver] i throws(LayoutError) in
            let env = resolver.environment
            var specs: [Axis: AxisSpec] = [:]
            for axis in Axis.allCases {
                switch context.node(i).size(axis)?.kind {
                case nil, .weight?, .fill?, .average?:
                    specs[axis] = .content(limit: nil)
                default:
                    specs[axis] = try context.standardSpec(i, axis, margins: 0, bothMarginsSet: false, env: env)
                }
            }
            return try context.resolveSize(i, width: specs[.horizontal]!, height: specs[.vertical]!, env: env)
        }
        var sizes: [Int: Size] = [:]
        for i in items { sizes[i] = try resolver.size(of: i) }
        return sizes
    }
}
