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

    private enum LayoutName: String, CaseIterable { case linear, frame, scroll, constraints, flex, relative, table, row, float, flow, path }

    /// Decodes the node at `path`; `defaultName` is used when it has no `name`; `table` is the
    /// parent's parameters when the parent is a table (its children are rows).
    /// `depth` is the node's level (the root is 1); a node deeper than `limits.maxDepth` and a
    /// `children` array that takes the tree over `limits.maxNodes` are errors.
    func node(_ value: Any, _ path: JSONPath, defaultName: String,
              table: TableLayout? = nil, depth: Int = 1) throws(LayoutError) -> LayoutNode {
        var reader = JSONReader(file: file, node: nil)
        let object = try reader.object(value, path)
        var name = defaultName
        if let n = object["name"] {
            name = try reader.string(n, path.key("name"))
            if name.isEmpty { throw reader.error(path.key("name"), "a node name cannot be empty") }
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
            if let v = object["flexItem"] { node.flexItem = try flexItem(v, path.key("flexItem"), reader) }
            if let v = object["anchors"] { node.anchors = try anchors(v, path.key("anchors"), reader) }
        }
        if keys.any(NodeKeys.extras) { try extras(object, path, into: &node, reader) }
        if keys.any(NodeKeys.items), let v = object["float"] { node.floatItem = try floatItem(v, path.key("float"), reader) }

        if let layout {
            var children: [LayoutNode] = []
            if let v = object["children"] {
                let items = try reader.array(v, path.key("children"))
                counted.nodes += items.count
                if counted.nodes > limits.maxNodes {
                    throw reader.error(path.key("children"), "the tree has more than \(limits.maxNodes) nodes "
                        + "(the limit of LayoutLimits.maxNodes)")
                }
                children.reserveCapacity(items.count)
                for (i, item) in items.enumerated() {
                    children.append(try self.node(item, path.key("children").index(i), defaultName: "\(name).\(i)",
                                                  table: rowsOf, depth: depth + 1))
                }
            }
            let kind: LayoutKind
            switch layout {
            case .linear: kind = .linear(try linear(object, path, reader))
            case .frame: kind = .frame(try frame(object, path, reader))
            case .scroll: kind = .scroll(try scroll(object, path, reader))
            case .constraints: kind = .constraints(try constraintLayout(object, path, children: children, reader))
            case .flex: kind = .flex(try flex(object, path, reader))
            case .relative: kind = .relative(RelativeLayout())
            case .table: kind = .table(rowsOf!)
            case .row: kind = .table(try tableRow(object, path, of: table!, reader))
            case .float: kind = .float(try floatLayout(object, path, reader))
            case .flow: kind = .flow(try flow(object, path, node: node, reader))
            case .path: kind = .path(try pathLayout(object, path, children: children, reader))
            }
            try checkAnchors(object, path, layout: layout.rawValue, children: children, reader)
            node.kind = .container(kind, children: children)
        } else {
            node.kind = .leaf(try content(object, path, reader))
        }
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

    // MARK: Sizes

    /// A width, height or bound: a number, a string in `SizeValue.parse` syntax, or an object
    /// `{"weight": w}` / `{"equal": "A.width"}` with optional `multiple` and `increment`.
    func size(_ value: Any, _ nodePath: JSONPath, _ property: String,
              _ reader: JSONReader) throws(LayoutError) -> SizeValue {
        let path = nodePath.key(property)
        var result: SizeValue
        if let n = value as? NSNumber, !JSONReader.isBoolean(n) {
            result = .fixed(try reader.nonNegative(value, path, property))
        } else if let text = value as? String {
            do { result = try SizeValue.parse(text) } catch { throw reader.error(path, error.reason) }
        } else if let object = value as? [String: Any] {
            result = try sizeObject(object, path, reader)
        } else {
            throw reader.error(path, "expected a size (a number, a string such as \"50%\", \"wrap\" or \"A.width\", "
                + "or an object), found \(JSONReader.typeName(value))")
        }
        if property.hasPrefix("min") || property.hasPrefix("max") {
            switch result.kind {
            case .fill, .average:
                let word = result.kind == .fill ? "fill" : "average"
                throw reader.error(path, "'\(word)' is not allowed in \(property); "
                    + "use a number, 'wrap', a percentage or a reference")
            default: break
            }
        }
        return result
    }

    private func sizeObject(_ object: [String: Any], _ path: JSONPath,
                            _ reader: JSONReader) throws(LayoutError) -> SizeValue {
        try reader.checkKeys(object, path, allowed: FixtureKeys.sizeObject)
        var result: SizeValue
        switch (object["weight"], object["equal"]) {
        case (let w?, nil):
            result = .weight(try reader.nonNegative(w, path.key("weight"), "a weight"))
        case (nil, let e?):
            let p = path.key("equal")
            let text = try reader.string(e, p)
            var parsed: SizeValue
            do { parsed = try SizeValue.parse(text) } catch { throw reader.error(p, error.reason) }
            guard case .equal = parsed.kind, parsed.multiple == 1, parsed.increment == 0 else {
                throw reader.error(p, "'equal' takes a plain reference such as \"A.width\", found \"\(text)\"")
            }
            result = parsed
        case (nil, nil):
            throw reader.error(path, "a size object needs 'weight' or 'equal'")
        case (_?, _?):
            throw reader.error(path, "a size object takes 'weight' or 'equal', not both")
        }
        if let m = object["multiple"] { result.multiple = try reader.number(m, path.key("multiple")) }
        if let c = object["increment"] { result.increment = try reader.number(c, path.key("increment")) }
        return result
    }

    // MARK: Spacing around the node

    /// A margin: a number (points) or `"N%"` for all edges, or an object with edges,
    /// `horizontal` and `vertical`; an edge key wins over `horizontal`/`vertical`.
    private func margins(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> Margins {
        guard let object = value as? [String: Any] else {
            let all = try length(value, path, reader)
            return Margins(top: all, left: all, bottom: all, right: all)
        }
        try reader.checkKeys(object, path, allowed: FixtureKeys.margin)
        var m = Margins()
        if let v = object["horizontal"] { let l = try length(v, path.key("horizontal"), reader); m.left = l; m.right = l }
        if let v = object["vertical"] { let l = try length(v, path.key("vertical"), reader); m.top = l; m.bottom = l }
        if let v = object["top"] { m.top = try length(v, path.key("top"), reader) }
        if let v = object["left"] { m.left = try length(v, path.key("left"), reader) }
        if let v = object["bottom"] { m.bottom = try length(v, path.key("bottom"), reader) }
        if let v = object["right"] { m.right = try length(v, path.key("right"), reader) }
        return m
    }

    /// A number of points (may be negative) or a percentage string such as `"20%"` or `"-5%"`.
    private func length(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> Length {
        if let text = value as? String {
            let number = text.dropLast()
            guard text.hasSuffix("%"), !number.isEmpty,
                  number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }),
                  let p = Double(number), LayoutLimits.inRange(p) else {
                throw reader.error(path, "bad margin \"\(text)\": expected a number or a percentage such as \"20%\"")
            }
            return .percent(p)
        }
        guard let n = value as? NSNumber, !JSONReader.isBoolean(n) else {
            throw reader.error(path, "expected a number or a percentage string, found \(JSONReader.typeName(value))")
        }
        return .points(try reader.number(value, path))
    }

    /// Padding: a number of points for all edges, or an object like a margin's (points only, >= 0).
    func padding(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> EdgeInsets {
        guard let object = value as? [String: Any] else {
            return EdgeInsets(all: try reader.nonNegative(value, path, "padding"))
        }
        try reader.checkKeys(object, path, allowed: FixtureKeys.padding)
        var e = EdgeInsets()
        func edge(_ key: String) throws(LayoutError) -> Double? {
            try object[key].map { (v) throws(LayoutError) in try reader.nonNegative(v, path.key(key), "padding") }
        }
        if let h = try edge("horizontal") { e.left = h; e.right = h }
        if let v = try edge("vertical") { e.top = v; e.bottom = v }
        if let t = try edge("top") { e.top = t }
        if let l = try edge("left") { e.left = l }
        if let b = try edge("bottom") { e.bottom = b }
        if let r = try edge("right") { e.right = r }
        return e
    }

    // MARK: Alignment and appearance

    private func alignment(_ value: Any, _ path: JSONPath,
                           _ reader: JSONReader) throws(LayoutError) -> ChildAlignment {
        let object = try reader.object(value, path)
        try reader.checkKeys(object, path, allowed: FixtureKeys.axes)
        var a = ChildAlignment()
        if let v = object["horizontal"] { a.horizontal = try reader.enumeration(v, path.key("horizontal"), what: "alignment") }
        if let v = object["vertical"] { a.vertical = try reader.enumeration(v, path.key("vertical"), what: "alignment") }
        return a
    }

    private func appearance(_ object: [String: Any], _ path: JSONPath,
                            _ reader: JSONReader) throws(LayoutError) -> Appearance {
        var a = Appearance()
        if let v = object["background"] { a.background = try reader.color(v, path.key("background")) }
        if let v = object["borderColor"] { a.borderColor = try reader.color(v, path.key("borderColor")) }
        if let v = object["borderWidth"] { a.borderWidth = try reader.nonNegative(v, path.key("borderWidth"), "borderWidth") }
        if let v = object["cornerRadius"] {
            a.cornerRadius = try reader.nonNegative(v, path.key("cornerRadius"), "cornerRadius")
        }
        if let v = object["opacity"] {
            let o = try reader.number(v, path.key("opacity"))
            guard (0...1).contains(o) else {
                throw reader.error(path.key("opacity"), "opacity must be between 0 and 1, found \(NumberFormat.short(o))")
            }
            a.opacity = o
        }
        return a
    }
}
