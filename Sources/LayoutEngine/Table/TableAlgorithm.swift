import LayoutModel

/// Table layout (TangramKit §11): the table stacks its rows along `orientation`; each row places
/// its cells along the other axis. Columns are not aligned across rows (§11.8).
///
/// Table steps:
/// 1. Each row's extent across the table: the inner extent (less its margins), or its content
///    when its column size is `wrap` or the table itself sizes to its content.
/// 2. Each row's extent along the table: fixed, its content (`wrap`), or an equal share of what
///    the fixed and wrapping rows, the margins and the spacing leave (`average`, §11.2); in a
///    table whose extent is its content, average rows wrap.
/// 3. A table that sizes to its content across gives the widest row's extent to the other rows
///    that span the table, then stacks them with the row spacing.
/// 4. The table's gravity places the block of rows along it and aligns each row across it.
///
/// Rows whose cells size themselves (column size `fill` or `wrap`) are linear layouts of the
/// other orientation whose cells fill the row's extent unless they give one (§11.1, §11.5);
/// the other rows size their cells themselves (see `TableRowAlgorithm`).
struct TableAlgorithm: LayoutAlgorithm {
    let params: TableLayout

    func layout(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> ContainerLayout {
        switch params.role {
        case .row:
            switch params.columnSize {
            case .fill, .wrap:
                if let log = context.explainLog, container.children.contains(log.target) {
                    noteCellPlace(log.target, container, context: context)
                }
                let linear = LinearLayout(orientation: params.orientation.cross, spacing: params.columnSpacing,
                                          horizontalGravity: params.orientation == .horizontal ? .fill : nil,
                                          verticalGravity: params.orientation == .vertical ? .fill : nil)
                return try LinearAlgorithm(params: linear).layout(container, proposal: proposal, context: context)
            case .average, .fixed, .count:
                return try TableRowAlgorithm(params: params).layout(container, proposal: proposal, context: context)
            }
        case .table:
            return try layoutTable(container, proposal: proposal, context: context)
        }
    }

    func rowParams(_ row: Int, _ context: LayoutContext) -> TableLayout {
        guard case .container(let kind, _) = context.node(row).kind else { return params.row() }
        guard case .table(let r) = kind, r.role == .row else { return params.row() }
        return r
    }

    private func layoutTable(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> ContainerLayout {
        let main = params.orientation, cross = main.cross
        let padding = context.tree.nodes[container.index].padding
        let inner = proposal.inside(padding)
        let innerMain = inner[main].exact, innerCross = inner[cross].exact
        let rows = container.children.filter { context.node($0).visibility != .gone }
        let margins = Placement.margins(of: rows, inner: inner, context: context)
        let env = SizingEnvironment(innerWidth: inner.width.exact, innerHeight: inner.height.exact) { name, _ throws(LayoutError) in
            throw LayoutError(node: name, reason: "a table row's size cannot refer to '\(name)'")
        }
        let spacing = params.rowSpacing * Double(max(0, rows.count - 1))

        // 1. Across the table.
        func crossSpec(_ r: Int, across: Double?) -> AxisSpec {
            let m = margins[r]!.total(cross)
            if rowParams(r, context).columnSize == .wrap { return .content(limit: across.map { max(0, $0 - m) }) }
            return across.map { .exact(max(0, $0 - m)) } ?? .content(limit: nil)
        }
        // 2. Along the table.
        // Average rows share a known extent; in a table that wraps its rows they wrap too (also when
        // the wrapped table is then arranged at the size it measured).
        let shares = innerMain != nil && context.tree.nodes[container.index].size(main)?.kind != .wrap
        func isAverage(_ r: Int) -> Bool { shares && rowParams(r, context).rowSize == .average }
        func mainSpec(_ r: Int, share: Double) -> AxisSpec {
            switch rowParams(r, context).rowSize {
            case .fixed(let v): return .exact(v)
            case .average where shares: return .exact(max(0, share))
            case .average, .wrap: return .content(limit: nil)
            }
        }
        var shared = (used: 0.0, count: 0, share: 0.0)
        func resolve(across: Double?) throws(LayoutError) -> [Int: Size] {
            var sizes: [Int: Size] = [:]
            func size(_ r: Int, share: Double) throws(LayoutError) -> Size {
                let c = crossSpec(r, across: across), m = mainSpec(r, share: share)
                return main == .vertical ? try context.resolveSize(r, width: c, height: m, env: env)
                    : try context.resolveSize(r, width: m, height: c, env: env)
            }
            var used = spacing
            for r in rows {
                used += margins[r]!.total(main)
                if !isAverage(r) { sizes[r] = try size(r, share: 0); used += sizes[r]![main] }
            }
            let averages = rows.filter(isAverage)
            let share = averages.isEmpty ? 0 : max(0, (innerMain ?? 0) - used) / Double(averages.count)
            for r in averages { sizes[r] = try size(r, share: share) }
            if !averages.isEmpty { shared = (used, averages.count, share) }
            return sizes
        }
        var sizes = try resolve(across: innerCross)
        var contentCross = 0.0
        for r in rows { contentCross = max(contentCross, sizes[r]![cross] + margins[r]!.total(cross)) }
        // 3. A content-sized table: the rows that span it take the widest row's extent.
        if innerCross == nil, rows.contains(where: { rowParams($0, context).columnSize != .wrap }) {
            let again = try resolve(across: contentCross)
            for r in rows where rowParams(r, context).columnSize != .wrap { sizes[r] = again[r] }
        }

        let used = Placement.lineExtent(rows, sizes: sizes, margins: margins, gap: params.rowSpacing, along: main)
        let size = proposal.containerSize(content: Size(main: used, cross: contentCross, along: main), padding: padding)

        // 4. Gravity: the block of rows along the table, each row across it.
        let space = Size(main: size[main] - padding.total(main), cross: size[cross] - padding.total(cross), along: main)
        let spread = MainAxisDistribution(gravity: params.gravity(main), free: space[main] - used, count: rows.count)
        var rects: [Int: Rect] = [:]
        var cursor = padding.leading(main) + spread.leading
        for r in rows {
            let m = margins[r]!
            var s = sizes[r]!
            s[main] += spread.growth
            let align = Placement.alignment(context.node(r), cross, gravity: params.gravity(cross))
            if align == .fill { s[cross] = max(0, space[cross] - m.total(cross)) }
            let crossOffset = Placement.offset(align, space: space[cross], size: s[cross], lead: m.leading(cross),
                                               trail: m.trailing(cross))
            cursor += m.leading(main)
            rects[r] = Rect(main: cursor, cross: padding.leading(cross) + crossOffset,
                            mainSize: s[main], crossSize: s[cross], along: main)
            if context.explains(r) {
                noteRow(r, rows: rows, TableRowNumbers(size: s, main: cursor, cross: padding.leading(cross) + crossOffset,
                        align: align, space: space, innerCross: innerCross, spread: spread, shared: shared,
                        margins: m, padding: padding), context: context)
            }
            cursor += s[main] + m.trailing(main) + params.rowSpacing + spread.gap
        }
        let origin = Point(x: padding.left, y: padding.top)
        return ContainerLayout(size: size, children: container.children.map { rects[$0] ?? Rect(origin: origin, size: .zero) })
    }
}

/// A table row whose column size is `average`, a number of points or a column count: it gives
/// each cell its extent along the row; a cell with no size across the row takes the row's (§11.5).
struct TableRowAlgorithm {
    let params: TableLayout

    func layout(_ container: ContainerRef, proposal: Proposal, context: LayoutContext) throws(LayoutError) -> ContainerLayout {
        let main = params.orientation.cross, cross = params.orientation
        let padding = context.tree.nodes[container.index].padding
        let inner = proposal.inside(padding)
        let innerMain = inner[main].exact, innerCross = inner[cross].exact
        let cells = container.children.filter { context.node($0).visibility != .gone }
        let margins = Placement.margins(of: cells, inner: inner, context: context)
        let resolver = SiblingSizes(context: context, children: container.children,
                                    innerWidth: inner.width.exact, innerHeight: inner.height.exact)
        let gap = params.columnSpacing

        // The widest cell (margins included), for equal columns in a row that sizes to its content.
        func widest() throws(LayoutError) -> Double {
            var widest = 0.0
            for c in cells {
                let m = margins[c]!, env = resolver.environment
                let spec = try context.standardSpec(c, main, margins: m.total(main), bothMarginsSet: false, env: env)
                let other: AxisSpec = .content(limit: innerCross.map { max(0, $0 - m.total(cross)) })
                let s = main == .horizontal ? try context.resolveSize(c, width: spec, height: other, env: env)
                    : try context.resolveSize(c, width: other, height: spec, env: env)
                widest = max(widest, s[main] + m.total(main))
            }
            return widest
        }
        // The column extent (margins included); nil: every cell has the fixed column size.
        var column: Double?
        switch params.columnSize {
        case .fixed, .fill, .wrap: break
        case .average:
            if let innerMain {
                column = cells.isEmpty ? 0 : (innerMain - gap * Double(cells.count - 1)) / Double(cells.count)
            } else {
                column = try widest()
            }
        case .count(let n):
            if let innerMain { column = (innerMain - gap * Double(n - 1)) / Double(n) } else { column = try widest() }
        }

        func compute(_ c: Int, across: Double?) throws(LayoutError) -> Size {
            let node = context.node(c), m = margins[c]!
            let env = resolver.environment
            let mainSpec: AxisSpec
            if case .fixed(let v) = params.columnSize {
                mainSpec = .exact(v)
            } else {
                mainSpec = .exact(max(0, (column ?? 0) - m.total(main)))
            }
            let crossSpec: AxisSpec
            if node.size(cross) == nil {
                crossSpec = across.map { .exact(max(0, $0 - m.total(cross))) } ?? .content(limit: nil)
            } else {
                crossSpec = try context.standardSpec(c, cross, margins: m.total(cross),
                                                     bothMarginsSet: Placement.bothMarginsSet(node, cross), env: env)
            }
            return main == .horizontal ? try context.resolveSize(c, width: mainSpec, height: crossSpec, env: env)
                : try context.resolveSize(c, width: crossSpec, height: mainSpec, env: env)
        }
        resolver.compute = { c throws(LayoutError) in try compute(c, across: innerCross) }
        var sizes: [Int: Size] = [:]
        for c in cells { sizes[c] = try resolver.size(of: c) }
        var contentCross = 0.0
        for c in cells where !context.dependsOnParent(c, cross, bothMarginsSet: Placement.bothMarginsSet(context.node(c), cross)) {
            contentCross = max(contentCross, sizes[c]![cross] + margins[c]!.total(cross))
        }
        let crossSpace = innerCross ?? contentCross
        if innerCross == nil {
            // A wrapping row: the cells with no size across it take its extent.
            for c in cells where context.node(c).size(cross) == nil { sizes[c] = try compute(c, across: contentCross) }
        }

        let used = Placement.lineExtent(cells, sizes: sizes, margins: margins, gap: gap, along: main)
        let size = proposal.containerSize(content: Size(main: used, cross: contentCross, along: main), padding: padding)

        var rects: [Int: Rect] = [:]
        var cursor = padding.leading(main)
        for c in cells {
            let node = context.node(c), m = margins[c]!, s = sizes[c]!
            let align = Placement.alignment(node, cross, gravity: nil)
            cursor += m.leading(main)
            let crossOffset = padding.leading(cross)
                + Placement.offset(align, space: crossSpace, size: s[cross], lead: m.leading(cross), trail: m.trailing(cross))
            rects[c] = Rect(main: cursor, cross: crossOffset, mainSize: s[main], crossSize: s[cross], along: main)
            if context.explains(c) {
                noteCell(c, container, TableCellNumbers(size: s, main: cursor, cross: crossOffset, align: align,
                         crossSpace: crossSpace, innerCross: innerCross, column: column, margins: m,
                         innerMain: innerMain), context: context)
            }
            cursor += s[main] + m.trailing(main) + gap
        }
        let origin = Point(x: padding.left, y: padding.top)
        return ContainerLayout(size: size, children: container.children.map { rects[$0] ?? Rect(origin: origin, size: .zero) })
    }
}
