/// `"layout": "grid"` and the grid keys of `flexItem`, in CSS syntax (`GridSyntax`):
/// `{"layout": "grid", "columns": "[side] 120px [main] 1fr repeat(2, minmax(40px, auto))",
/// "rows": "auto", "areas": ["head head", "side main"], "autoRows": "40px", "autoFlow": "row dense",
/// "gap": 8, "justifyItems": "center"}` and `"flexItem": {"gridColumn": "1 / span 2", "gridRow": 2,
/// "gridArea": "main", "justifySelf": "end"}`.
extension NodeDecoder {
    func grid(_ object: [String: Any], _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> GridLayout {
        var grid = GridLayout()
        let trackForms = "lengths (40 or \"40px\"), percentages (\"25%\"), \"1fr\", \"auto\", \"min-content\", "
            + "\"max-content\", \"minmax(min, max)\", \"fit-content(limit)\" or \"repeat(n | auto-fill | auto-fit, tracks)\""
        func css(_ v: Any, _ p: JSONPath) throws(LayoutError) -> String {
            if let n = v as? Double ?? (v as? Int).map(Double.init) { return "\(n)" }
            return try reader.string(v, p)
        }
        if let v = object["columns"] {
            let text = try css(v, path.key("columns"))
            guard let list = GridSyntax.trackList(text) else {
                throw reader.error(path.key("columns"), "bad track list \"\(text)\": expected \(trackForms)")
            }
            grid.templateColumns = list
        }
        if let v = object["rows"] {
            let text = try css(v, path.key("rows"))
            guard let list = GridSyntax.trackList(text) else { throw reader.error(path.key("rows"), "bad track list \"\(text)\": expected \(trackForms)") }
            grid.templateRows = list
        }
        for (key, isColumn) in [("autoColumns", true), ("autoRows", false)] {
            guard let v = object[key] else { continue }
            let text = try css(v, path.key(key))
            guard let sizes = GridSyntax.trackSizes(text), !sizes.isEmpty else {
                throw reader.error(path.key(key), "bad track sizes \"\(text)\": expected \(trackForms), without repeat()")
            }
            if isColumn { grid.autoColumns = sizes } else { grid.autoRows = sizes }
        }
        if let v = object["areas"] {
            let p = path.key("areas")
            guard let rows = v as? [Any] else { throw reader.error(p, "expected an array of strings, one per row") }
            var texts: [String] = []
            for (i, row) in rows.enumerated() { texts.append(try reader.string(row, p.index(i))) }
            guard let cells = GridSyntax.areas(texts) else {
                throw reader.error(p, "bad grid areas: every row needs the same number of cells and every name a rectangle")
            }
            grid.templateAreas = cells
        }
        if let v = object["autoFlow"] {
            let text = try reader.string(v, path.key("autoFlow"))
            let words = text.split(separator: " ").map(String.init)
            guard !words.isEmpty, words.count <= 2, Set(words).count == words.count,
                  words.allSatisfy({ ["row", "column", "dense"].contains($0) }), !(words.contains("row") && words.contains("column")) else {
                throw reader.error(path.key("autoFlow"), "bad auto flow \"\(text)\": expected \"row\", \"column\", \"dense\", \"row dense\" or \"column dense\"")
            }
            grid.autoFlow = words.contains("column") ? .vertical : .horizontal
            grid.dense = words.contains("dense")
        }
        if let v = object["gap"] {
            let p = path.key("gap")
            if let gaps = v as? [String: Any] {
                try reader.checkKeys(gaps, p, allowed: FixtureKeys.flexGap)
                if let r = gaps["row"] { grid.rowGap = .points(try reader.nonNegative(r, p.key("row"), "a gap")) }
                if let c = gaps["column"] { grid.columnGap = .points(try reader.nonNegative(c, p.key("column"), "a gap")) }
            } else {
                let g = try reader.nonNegative(v, p, "a gap")
                grid.rowGap = .points(g); grid.columnGap = .points(g)
            }
        }
        if let v = object["justifyContent"] {
            grid.justifyContent = try reader.enumeration(v, path.key("justifyContent"), what: "content alignment")
        }
        if let v = object["alignContent"] { grid.alignContent = try reader.enumeration(v, path.key("alignContent"), what: "content alignment") }
        if let v = object["justifyItems"] { grid.justifyItems = try reader.enumeration(v, path.key("justifyItems"), what: "item alignment") }
        if let v = object["alignItems"] { grid.alignItems = try reader.enumeration(v, path.key("alignItems"), what: "item alignment") }
        return grid
    }

    /// `gridRow`, `gridColumn` (`"2"`, `2`, `"span 2"`, `"1 / 3"`, `"-1 / span 2"`, `"auto"`) and
    /// `justifySelf` of a flex item object.
    func gridItem(_ object: [String: Any], _ path: JSONPath, into item: inout FlexItem, _ reader: JSONReader) throws(LayoutError) {
        for key in ["gridRow", "gridColumn"] {
            guard let v = object[key] else { continue }
            let p = path.key(key)
            let text: String
            if let n = v as? Int { text = String(n) } else if let d = v as? Double, d == d.rounded(), abs(d) < 1e9 { text = String(Int(d)) } else {
                text = try reader.string(v, p)
            }
            guard let placement = GridSyntax.placement(text) else {
                throw reader.error(p, "bad grid placement \"\(text)\": expected a line number (not 0), \"span n\", \"auto\" "
                    + "or two of them as \"start / end\"")
            }
            if key == "gridRow" { item.gridRow = placement } else { item.gridColumn = placement }
        }
        if let v = object["gridArea"] {
            let text = try reader.string(v, path.key("gridArea"))
            guard GridSyntax.isName(text) else {
                throw reader.error(path.key("gridArea"), "bad grid area \"\(text)\": expected the name of an area of the container's \"areas\"")
            }
            item.gridRow = GridPlacement(start: .named(text, 1), end: .named(text, 1))
            item.gridColumn = item.gridRow
        }
        if let v = object["justifySelf"] { item.justifySelf = try reader.enumeration(v, path.key("justifySelf"), what: "item alignment") }
    }
}
