import Foundation

/// Decodes one node object of a fixture (and, recursively, its children) into a `LayoutNode`.
/// Every problem is a `LayoutError` with the file, the JSON path and the node's name.
struct NodeDecoder {
    var file: String?
    /// The folder image sources are resolved against; nil: the current directory.
    var baseDirectory: String?
    /// The most nodes and levels the tree may have.
    var limits = LayoutLimits.standard
    /// The nodes met so far (the root counts when decoding starts), shared by the recursive calls.
    let counted = NodeCount()

    /// A count shared by copies of the decoder.
    final class NodeCount { var nodes = 1 }

    private enum LayoutName: String, CaseIterable { case linear, frame, scroll, constraints, flex, relative, table, row, float, flow, path, grid, block
        case flowRoot = "flow-root" }

    /// A node whose own keys are read, waiting for its children.
    private struct Open {
        var node: LayoutNode
        var object: [String: Any]
        var path: JSONPath
        var layout: LayoutName?
        /// The parent's table parameters when the parent is a table.
        var table: TableLayout?
        /// This node's table parameters when it is a table (its children's).
        var rowsOf: TableLayout?
        var reader: JSONReader
        var depth: Int
        /// The child values still to decode, and those decoded.
        var items: [Any] = []
        var children: [LayoutNode] = []
    }

    /// Decodes the node at `path`; `defaultName` is used when it has no `name`; `table` is the
    /// parent's parameters when the parent is a table (its children are rows).
    /// `depth` is the node's level (the root is 1); a node deeper than `limits.maxDepth` and a
    /// `children` array that takes the tree over `limits.maxNodes` are errors.
    ///
    /// Iterative (a stack of open nodes): the stack a thread needs does not grow with the tree's depth.
    /// Each node's own keys are read first, then its children in order, then its layout parameters.
    func node(_ value: Any, _ path: JSONPath, defaultName: String,
              table: TableLayout? = nil, depth: Int = 1) throws(LayoutError) -> LayoutNode {
        var stack = [try begin(value, path, defaultName: defaultName, table: table, depth: depth)]
        while true {
            let top = stack.count - 1
            let next = stack[top].children.count
            if next < stack[top].items.count {
                // Fields read one by one: copying the whole open node would retain all it holds.
                let child = try begin(stack[top].items[next], stack[top].path.key("children").index(next),
                                      defaultName: "\(stack[top].node.name).\(next)", table: stack[top].rowsOf,
                                      depth: stack[top].depth + 1)
                stack.append(child)
                continue
            }
            let done = try finish(stack.removeLast())
            if stack.isEmpty { return done }
            stack[stack.count - 1].children.append(done)
        }
    }

    /// Reads a node's own keys (a leaf's content too) and its `children` array.
    /// `defaultName` is only made for a node without a `name`.
    private func begin(_ value: Any, _ path: JSONPath, defaultName: @autoclosure () -> String, table: TableLayout?,
                       depth: Int) throws(LayoutError) -> Open {
        var reader = JSONReader(file: file, node: nil)
        let object = try reader.object(value, path)
        let name: String
        if let n = object["name"] {
            name = try reader.string(n, path.key("name"))
            if name.isEmpty { throw reader.error(path.key("name"), "a node name cannot be empty") }
        } else {
            name = defaultName()
        }
        reader.node = name
        if depth > limits.maxDepth {
            throw reader.error(path, "the tree is deeper than \(limits.maxDepth) levels (the limit of LayoutLimits.maxDepth)")
        }

        let layout: LayoutName? = try object["layout"].map { (v) throws(LayoutError) in
            try reader.enumeration(v, path.key("layout"), what: "layout")
        }
        let keys = try checkKeys(object, path, layout: layout, reader: reader)
        if let table, layout != .row {
            throw reader.error(layout == nil ? path : path.key("layout"), "a \(table.orientation.rawValue) table's children are "
                + "rows (\"layout\": \"row\", their children the cells); found "
                + (layout.map { "layout '\($0.rawValue)'" } ?? "a node with no 'layout'"))
        }
        if table == nil, layout == .row {
            throw reader.error(path.key("layout"), "a 'row' must be a child of a 'table' layout")
        }
        if layout == .row, let key = ["width", "height"].first(where: { object[$0] != nil }) {
            throw reader.error(path.key(key), "a table row takes its size from the table: use 'rowSize' "
                + "(along the table) and 'columnSize' (its cells), not '\(key)'")
        }
        let rowsOf: TableLayout? = layout == .table ? try self.table(object, path, reader) : nil

        var node = LayoutNode(name: name, kind: .leaf(.empty))
        if keys.any(NodeKeys.sizes) {
            node.width = try object["width"].map { (v) throws(LayoutError) in try size(v, path, "width", reader) }
            node.height = try object["height"].map { (v) throws(LayoutError) in try size(v, path, "height", reader) }
            node.minWidth = try object["minWidth"].map { (v) throws(LayoutError) in try size(v, path, "minWidth", reader) }
            node.maxWidth = try object["maxWidth"].map { (v) throws(LayoutError) in try size(v, path, "maxWidth", reader) }
            node.minHeight = try object["minHeight"].map { (v) throws(LayoutError) in
                try size(v, path, "minHeight", reader)
            }
            node.maxHeight = try object["maxHeight"].map { (v) throws(LayoutError) in
                try size(v, path, "maxHeight", reader)
            }
        }
        if keys.any(NodeKeys.box) {
            if let v = object["margin"] { node.margin = try margins(v, path.key("margin"), reader) }
            if let v = object["padding"] { node.padding = try padding(v, path.key("padding"), reader) }
            if let v = object["visibility"] {
                node.visibility = try reader.enumeration(v, path.key("visibility"), what: "visibility")
            }
            if let v = object["align"] { node.alignment = try alignment(v, path.key("align"), reader) }
        }
        if keys.any(NodeKeys.looks) { node.appearance = try appearance(object, path, reader) }
        if keys.any(NodeKeys.items) {
            if let v = object["flexItem"] {
                node.flexItem = try flexItem(v, path.key("flexItem"), reader)
                // Layout would use one and the frames and overlay show the other: one of them, then.
                if object["margin"] != nil, node.flexItem?.margin != nil {
                    throw reader.error(path.key("flexItem").key("margin"),
                                       "give 'margin' or 'flexItem.margin', not both (layout would use one and the frames show the other)")
                }
            }
            if let v = object["anchors"] { node.anchors = try anchors(v, path.key("anchors"), reader) }
        }
        if keys.any(NodeKeys.extras) { try extras(object, path, into: &node, reader) }
        if keys.any(NodeKeys.items), let v = object["float"] { node.floatItem = try floatItem(v, path.key("float"), reader) }

        var open = Open(node: node, object: object, path: path, layout: layout, table: table, rowsOf: rowsOf,
                        reader: reader, depth: depth)
        if layout != nil {
            if let v = object["children"] {
                let items = try reader.array(v, path.key("children"))
                counted.nodes += items.count
                if counted.nodes > limits.maxNodes {
                    throw reader.error(path.key("children"), "the tree has more than \(limits.maxNodes) nodes "
                        + "(the limit of LayoutLimits.maxNodes)")
                }
                open.items = items
                open.children.reserveCapacity(items.count)
            }
        } else {
            open.node.kind = .leaf(try content(object, path, reader))
        }
        return open
    }

    /// A node with its children decoded: a container's layout parameters, then the node.
    private func finish(_ open: Open) throws(LayoutError) -> LayoutNode {
        guard let layout = open.layout else { return open.node }
        let (object, path, reader, children) = (open.object, open.path, open.reader, open.children)
        var node = open.node
        let kind: LayoutKind
        switch layout {
        case .linear: kind = .linear(try linear(object, path, reader))
        case .frame: kind = .frame(try frame(object, path, reader))
        case .scroll: kind = .scroll(try scroll(object, path, reader))
        case .constraints: kind = .constraints(try constraintLayout(object, path, children: children, reader))
        case .flex: kind = .flex(try flex(object, path, reader))
        case .relative: kind = .relative(RelativeLayout())
        case .table: kind = .table(open.rowsOf!)
        case .row: kind = .table(try tableRow(object, path, of: open.table!, reader))
        case .float: kind = .float(try floatLayout(object, path, reader))
        case .flow: kind = .flow(try flow(object, path, node: node, reader))
        case .path: kind = .path(try pathLayout(object, path, children: children, reader))
        case .grid: kind = .grid(try grid(object, path, reader))
        case .block, .flowRoot: kind = .block(try block(object, path, isFlowRoot: layout == .flowRoot, reader))
        }
        try checkAnchors(object, path, layout: layout.rawValue, children: children, reader)
        try checkFloats(path, layout: layout.rawValue, children: children, reader)
        node.kind = .container(kind, children: children)
        return node
    }

    /// The keys a node may have, by its layout (nil: a leaf), as bits built once.
    private static let allowedMasks: [LayoutName?: UInt128] = {
        var masks: [LayoutName?: UInt128] = [nil: NodeKeys.mask(FixtureKeys.nodeCommon + FixtureKeys.content)]
        for layout in LayoutName.allCases {
            masks[layout] = NodeKeys.mask(FixtureKeys.nodeCommon + FixtureKeys.container + parameters(of: layout))
        }
        return masks
    }()

    private static func parameters(of layout: LayoutName) -> [String] {
        switch layout {
        case .linear: FixtureKeys.linear
        case .frame: FixtureKeys.frame
        case .scroll: FixtureKeys.scroll
        case .constraints: FixtureKeys.constraints
        case .flex: FixtureKeys.flex
        case .relative: FixtureKeys.relative
        case .table: FixtureKeys.table
        case .row: FixtureKeys.tableRow
        case .float: FixtureKeys.float
        case .flow: FixtureKeys.flow
        case .path: FixtureKeys.path
        case .grid: FixtureKeys.grid
        case .block, .flowRoot: FixtureKeys.block
        }
    }

    /// Rejects unknown keys, keys of another layout, content on a container and children on a leaf.
    /// Most nodes have only allowed keys: one set look-up per key; messages are built on failure only.
    /// Returns the keys the node has, as bits.
    private func checkKeys(_ object: [String: Any], _ path: JSONPath, layout: LayoutName?,
                           reader: JSONReader) throws(LayoutError) -> NodeKeys {
        if let keys = NodeKeys(object), let allowed = Self.allowedMasks[layout], keys.bits & ~allowed == 0 { return keys }
        var allowed = FixtureKeys.nodeCommon
        var misplaced: [String: String] = [:]
        switch layout {
        case .linear: allowed += FixtureKeys.container + FixtureKeys.linear
        case .frame: allowed += FixtureKeys.container + FixtureKeys.frame
        case .scroll: allowed += FixtureKeys.container + FixtureKeys.scroll
        case .constraints: allowed += FixtureKeys.container + FixtureKeys.constraints
        case .flex: allowed += FixtureKeys.container + FixtureKeys.flex
        case .relative: allowed += FixtureKeys.container + FixtureKeys.relative
        case .table: allowed += FixtureKeys.container + FixtureKeys.table
        case .row: allowed += FixtureKeys.container + FixtureKeys.tableRow
        case .float: allowed += FixtureKeys.container + FixtureKeys.float
        case .flow: allowed += FixtureKeys.container + FixtureKeys.flow
        case .path: allowed += FixtureKeys.container + FixtureKeys.path
        case .grid: allowed += FixtureKeys.container + FixtureKeys.grid
        case .block, .flowRoot: allowed += FixtureKeys.container + FixtureKeys.block
        case nil: allowed += FixtureKeys.content
        }
        for key in FixtureKeys.layoutKeys where !allowed.contains(key) {
            let names = FixtureKeys.layouts(owning: key).map { "'\($0)'" }
            let owners = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.joined()
            let here = layout.map { "this node's layout is '\($0.rawValue)'" } ?? "this node has no 'layout'"
            misplaced[key] = "'\(key)' belongs to the \(owners) layout\(names.count > 1 ? "s" : ""); \(here)"
        }
        if let layout {
            for key in FixtureKeys.content {
                misplaced[key] = "a node cannot have both 'layout' ('\(layout.rawValue)') and '\(key)': "
                    + "a container's content is its children"
            }
        } else {
            misplaced["children"] = "'children' needs a 'layout' (linear, frame, scroll, constraints, flex, relative, table, float, flow or path)"
            for key in ["layoutDirection", "layoutTransform", "separators", "paddingWhenEmpty"] {
                misplaced[key] = "'\(key)' arranges a container's children; this node has no 'layout'"
            }
        }
        try reader.checkKeys(object, path, allowed: allowed, misplaced: misplaced)
        return NodeKeys.all
    }
}
