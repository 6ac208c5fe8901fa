import LayoutModel

/// Linear layout (TangramKit §10, Android's LinearLayout, UIStackView): children in one line.
///
/// Steps:
/// 1. Resolve margins; main-axis margins are spacings, cross-axis margins dock the child.
/// 2. Size every child that has no weight (fixed, wrap, references, cross-axis fill).
/// 3. Share the free main-axis space among weighted children: `free · w / Σw` (§4.1).
/// 4. Stretch children whose cross alignment is fill.
/// 5. Distribute what is left of the main axis by the container's gravity (§5.4, §5.6).
/// 6. Place: main-axis cursor, cross-axis alignment.
struct LinearAlgorithm: LayoutAlgorithm {
    let params: LinearLayout

    func layout(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> ContainerLayout {
        let main = params.orientation, cross = main.cross
        let padding = context.tree.nodes[container.index].padding
        let inner = proposal.inside(padding)
        let innerMain = inner[main].exact, innerCross = inner[cross].exact
        let crossGravity = self.crossGravity
        let visible = container.children.filter { context.node($0).visibility != .gone }
        let items = params.reverse ? visible.reversed() : visible

        // 1. Margins.
        let margins = Placement.margins(of: items, inner: inner, context: context)

        // 2-3. Sizes, through a resolver so sizes may refer to siblings.
        let resolver = SiblingSizes(context: context, children: container.children,
                                    innerWidth: inner.width.exact, innerHeight: inner.height.exact)
        let spacing = params.spacing * Double(max(0, items.count - 1))
        var freeSpace: Double?
        var totalWeight = 0.0
        for i in items { totalWeight += weight(i, context) ?? 0 }
        let fixedItems = items.filter { weight($0, context) == nil }

        func free() throws(LayoutError) -> Double {
            if let freeSpace { return freeSpace }
            guard let innerMain else { return 0 }
            var used = spacing
            for i in items { used += margins[i]!.total(main) }
            for i in fixedItems {
                // A main extent that is a plain number with no bounds is read without resolving the
                // whole child, so a child may copy a weighted sibling's cross size without a cycle.
                let node = context.node(i)
                if node.minSize(main) == nil, node.maxSize(main) == nil,
                   case .exact(let v) = try resolver.resolving(i, { () throws(LayoutError) in
                       try context.standardSpec(i, main, margins: 0, bothMarginsSet: false, env: resolver.environment)
                   }) {
                    used += v
                } else {
                    used += try resolver.size(of: i)[main]
                }
            }
            freeSpace = max(0, innerMain - used)
            return freeSpace!
        }

        resolver.compute = { [unowned resolver] i throws(LayoutError) in
            let node = context.node(i)
            let m = margins[i]!
            let env = resolver.environment
            var crossSpec = try context.standardSpec(i, cross, margins: m.total(cross),
                                                     bothMarginsSet: Placement.bothMarginsSet(node, cross), env: env)
            let align = Placement.alignment(node, cross, gravity: crossGravity)
            if align == .fill, let innerCross, node.size(cross) == nil || node.size(cross)?.kind == .wrap {
                crossSpec = .exact(max(0, innerCross - m.total(cross)))
            }
            let mainSpec: AxisSpec
            if let w = weight(i, context) {
                let share = totalWeight > 0 ? try free() * w / totalWeight : 0
                let value = node.size(main)
                mainSpec = .exact(value.map { $0.kind == .fill || $0.kind == .average || isWeight($0) ? $0.adjust(share) : share } ?? share)
                if context.explains(i) {
                    let n = NumberFormat.short, freeSpace = try free()
                    context.note(i, main.sizePart, "weight \(n(w)) of \(n(totalWeight)): free space \(n(freeSpace)) × \(n(w)) / "
                        + "\(n(totalWeight)) = \(n(share)) (the inner \(main.sizePart.rawValue) \(n(innerMain ?? 0)) less the "
                        + "unweighted children, their margins and the spacing)")
                }
            } else {
                mainSpec = try context.standardSpec(i, main, margins: m.total(main), bothMarginsSet: false, env: env)
                context.note(i, main.sizePart, "main axis: " + (node.size(main).map { LayoutEngine.describe($0) + " → " } ?? "")
                    + mainSpec.explanationText)
            }
            if align == .fill, case .exact(let v) = crossSpec, innerCross != nil, node.size(cross) == nil || node.size(cross)?.kind == .wrap {
                context.note(i, cross.sizePart, "cross axis, alignment fill: the inner \(cross.sizePart.rawValue) "
                    + "\(NumberFormat.short(innerCross ?? 0)) less its margins \(NumberFormat.short(m.total(cross))) = \(NumberFormat.short(v))")
            } else {
                context.note(i, cross.sizePart, "cross axis: " + (node.size(cross).map { LayoutEngine.describe($0) + " → " } ?? "")
                    + crossSpec.explanationText)
            }
            return main == .horizontal
                ? try context.resolveSize(i, width: mainSpec, height: crossSpec, env: env)
                : try context.resolveSize(i, width: crossSpec, height: mainSpec, env: env)
        }
        var sizes: [Int: Size] = [:]
        for i in items { sizes[i] = try resolver.size(of: i) }

        // 5. Gravity on the main axis.
        let used = Placement.lineExtent(items, sizes: sizes, margins: margins, gap: params.spacing, along: main)
        let leftover = innerMain.map { $0 - used } ?? 0
        let distribution = MainAxisDistribution(gravity: params.gravity(main), free: leftover, count: items.count)
        if distribution.growth > 0 {
            for i in items {
                sizes[i]![main] += distribution.growth
                context.note(i, main.sizePart, "gravity fill: + \(NumberFormat.short(distribution.growth)) (the free "
                    + "\(NumberFormat.short(leftover)) shared by \(items.count))")
            }
        }

        // The container's own size.
        var contentCross = 0.0
        for i in items where !context.dependsOnParent(i, cross, bothMarginsSet: Placement.bothMarginsSet(context.node(i), cross)) {
            contentCross = max(contentCross, sizes[i]![cross] + margins[i]!.total(cross))
        }
        let crossSpace = innerCross ?? contentCross
        let size = proposal.containerSize(
            content: Size(main: used + distribution.growth * Double(items.count), cross: contentCross, along: main),
            padding: padding)

        // 6. Placement.
        var rects = [Int: Rect]()
        var cursor = padding.leading(main) + distribution.leading
        for i in items {
            let node = context.node(i), m = margins[i]!
            var s = sizes[i]!
            let align = Placement.alignment(node, cross, gravity: crossGravity)
            if align == .fill && innerCross == nil && !context.dependsOnParent(i, cross, bothMarginsSet: false) {
                s[cross] = max(s[cross], crossSpace - m.total(cross))
            }
            if innerCross == nil, context.dependsOnParent(i, cross, bothMarginsSet: Placement.bothMarginsSet(node, cross)) {
                s[cross] = try fitCross(i, s, space: crossSpace - m.total(cross), context)
            }
            cursor += m.leading(main)
            let crossOffset = padding.leading(cross)
                + Placement.offset(align, space: crossSpace, size: s[cross], lead: m.leading(cross), trail: m.trailing(cross))
            rects[i] = Rect(main: cursor, cross: crossOffset, mainSize: s[main], crossSize: s[cross], along: main)
            if context.explains(i) {
                let n = NumberFormat.short
                let before = items.prefix { $0 != i }.map { context.node($0).name }
                context.note(i, main.positionPart, "\(n(cursor)): the padding \(n(padding.leading(main)))"
                    + (distribution.leading != 0 ? ", the gravity's leading space \(n(distribution.leading))" : "")
                    + (before.isEmpty ? "" : ", then \(before.joined(separator: ", ")) with their margins and the spacing "
                        + "\(n(params.spacing))" + (distribution.gap != 0 ? " + \(n(distribution.gap))" : ""))
                    + (m.leading(main) != 0 ? ", then its margin \(n(m.leading(main)))" : ""))
                context.note(i, cross.positionPart, "\(n(crossOffset)): alignment \(align) in the cross "
                    + "space \(n(crossSpace)) after the padding \(n(padding.leading(cross)))")
            }
            cursor += s[main] + m.trailing(main) + params.spacing + distribution.gap
        }
        let origin = Point(x: padding.left, y: padding.top)
        let childRects = container.children.map { rects[$0] ?? Rect(origin: origin, size: .zero) }
        return ContainerLayout(size: size, children: childRects)
    }

    /// The cross-axis gravity: the written one, else fill in Duilib-style rows and columns (their
    /// children span the row's height or the column's width unless they give a size).
    private var crossGravity: Gravity? {
        params.gravity(params.orientation.cross) ?? (params.implicitWeight ? .fill : nil)
    }

    /// The main-axis weight of a child, or nil when its main size is not shared out of free space.
    private func weight(_ child: Int, _ context: LayoutContext) -> Double? {
        let node = context.node(child)
        if let value = node.size(params.orientation) { return value.sequentialWeight }
        if params.implicitWeight || context.hasNoIntrinsicMetric(child, params.orientation) { return 1 }
        return nil
    }

    private func isWeight(_ value: SizeValue) -> Bool {
        if case .weight = value.kind { return true }
        return false
    }

    /// A parent-dependent cross size of a child of a content-sized container, once the container's
    /// cross extent is known from its other children.
    private func fitCross(_ child: Int, _ size: Size, space: Double, _ context: LayoutContext) throws(LayoutError) -> Double {
        let node = context.node(child)
        guard let value = node.size(params.orientation.cross) else { return max(0, space) }
        switch value.kind {
        case .weight(let w): return value.adjust(w * (space + Placement.margins(node, innerWidth: nil, innerHeight: nil).total(params.orientation.cross)))
        case .fill, .average: return value.adjust(max(0, space))
        default: return size[params.orientation.cross]
        }
    }
}
