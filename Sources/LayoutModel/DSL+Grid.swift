// CSS grid and block layout in the DSL:
//
//     Grid("dashboard", columns: "80px 1fr 1fr", rows: "40px repeat(2, 1fr)", gap: 8) {
//         Box("header").grid(column: "1 / -1")
//         Box("sidebar").grid(column: "1", row: "2 / span 2")
//         Box("badge", width: 24, height: 24).grid(column: "3", row: "2", justifySelf: .end)
//     }
//     Block("article") {
//         Box("title", height: 32).cssBox(margin: CSSEdges(bottom: .points(20)))
//     }

/// A CSS grid container (`"layout": "grid"`); `columns` and `rows` are CSS track lists
/// (`GridSyntax.trackList`). A track list that is not one stops the program with its text, as a
/// mistyped literal in code should.
public func Grid(_ name: String, columns: String = "", rows: String = "", areas: [String] = [],
                 autoColumns: String = "auto", autoRows: String = "auto",
                 autoFlow: Axis = .horizontal, dense: Bool = false, gap: Double = 0,
                 justifyItems: ItemAlignment? = nil, alignItems: ItemAlignment? = nil,
                 justifyContent: ContentAlignment? = nil, alignContent: ContentAlignment? = nil,
                 @NodeBuilder _ children: () -> [LayoutNode]) -> LayoutNode {
    func tracks(_ css: String) -> [GridTrackEntry] {
        guard let list = GridSyntax.trackList(css) else { preconditionFailure("Grid '\(name)': bad track list \"\(css)\"") }
        return list
    }
    func sizes(_ css: String) -> [GridTrackSize] {
        guard let list = GridSyntax.trackSizes(css), !list.isEmpty else { preconditionFailure("Grid '\(name)': bad track sizes \"\(css)\"") }
        return list
    }
    var grid = GridLayout(columns: tracks(columns), rows: tracks(rows), autoColumns: sizes(autoColumns), autoRows: sizes(autoRows),
                          autoFlow: autoFlow, dense: dense, rowGap: .points(gap), columnGap: .points(gap))
    guard let cells = GridSyntax.areas(areas) else { preconditionFailure("Grid '\(name)': bad areas \(areas)") }
    grid.templateAreas = cells
    grid.justifyItems = justifyItems; grid.alignItems = alignItems
    grid.justifyContent = justifyContent; grid.alignContent = alignContent
    return LayoutNode(name: name, kind: .container(.grid(grid), children: children()))
}

/// A CSS block container (`"layout": "block"`, or `"flow-root"` with `flowRoot`): children stacked
/// down with collapsing margins (set them with `cssBox(margin:)`).
public func Block(_ name: String, flowRoot: Bool = false, alignContent: ContentAlignment? = nil,
                  @NodeBuilder _ children: () -> [LayoutNode]) -> LayoutNode {
    var block = BlockLayout(isFlowRoot: flowRoot)
    block.alignContent = alignContent
    return LayoutNode(name: name, kind: .container(.block(block), children: children()))
}

extension LayoutNode {
    /// Grid item placement (`"flexItem"` keys `gridColumn`, `gridRow`, `justifySelf`, `alignSelf`),
    /// in CSS syntax: `"2"`, `"span 2"`, `"1 / -1"`. Parameters left nil keep their value.
    /// `area` names an area of the container's `areas` (both placements at once).
    public func grid(column: String? = nil, row: String? = nil, area: String? = nil, justifySelf: ItemAlignment? = nil,
                     alignSelf: ItemAlignment? = nil) -> LayoutNode {
        func placement(_ css: String) -> GridPlacement {
            guard let p = GridSyntax.placement(css) else { preconditionFailure("'\(name)': bad grid placement \"\(css)\"") }
            return p
        }
        var copy = self
        var item = flexItem ?? FlexItem()
        if let area {
            item.gridRow = GridPlacement(start: .named(area, 1), end: .named(area, 1))
            item.gridColumn = item.gridRow
        }
        if let column { item.gridColumn = placement(column) }
        if let row { item.gridRow = placement(row) }
        if let justifySelf { item.justifySelf = justifySelf }
        if let alignSelf { item.alignSelf = alignSelf }
        copy.flexItem = item
        return copy
    }
}
