import Foundation

/// The table layout's parameters (`"layout": "table"`) and its rows' overrides (`"layout": "row"`).
extension NodeDecoder {
    /// `"orientation": "vertical", "rowSize": "wrap" | "average" | 40,
    /// "columnSize": "fill" | "wrap" | "average" | 80 | {"count": 3}, "spacing": 4 | {"row": 4, "column": 8}`.
    func table(_ object: [String: Any], _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> TableLayout {
        guard let o = object["orientation"] else {
            throw reader.error(path, "a table layout needs 'orientation' ('vertical': rows top to bottom, "
                + "or 'horizontal': rows left to right)")
        }
        var table = TableLayout(orientation: try reader.enumeration(o, path.key("orientation"), what: "orientation"))
        if let v = object["rowSize"] { table.rowSize = try rowSize(v, path.key("rowSize"), reader) }
        if let v = object["columnSize"] { table.columnSize = try columnSize(v, path.key("columnSize"), reader) }
        if let v = object["spacing"] {
            (table.rowSpacing, table.columnSpacing) = try rowColumnSpacing(v, path.key("spacing"), reader)
        }
        if let v = object["gravity"] {
            let (h, g) = try gravity(v, path.key("gravity"), allowed: Gravity.allCases, layout: "table", reader)
            table.horizontalGravity = h; table.verticalGravity = g
            let acrossKey = table.orientation == .vertical ? "horizontal" : "vertical"
            if let across = table.gravity(table.orientation.cross), ![.start, .center, .end, .fill].contains(across) {
                throw reader.error(path.key("gravity").key(acrossKey), "gravity '\(across.rawValue)' in gravity.\(acrossKey) "
                    + "is unsupported across a \(table.orientation.rawValue) table's rows (start, center, end or fill)")
            }
        }
        return table
    }

    /// `spacing` of a table or a float layout: one number for both gaps, or `{"row": r, "column": c}`
    /// (between rows or lines, and between cells or floats of one), each 0 when left out.
    func rowColumnSpacing(_ v: Any, _ p: JSONPath, _ reader: JSONReader) throws(LayoutError) -> (row: Double, column: Double) {
        guard let gaps = v as? [String: Any] else {
            let s = try reader.nonNegative(v, p, "spacing")
            return (s, s)
        }
        try reader.checkKeys(gaps, p, allowed: FixtureKeys.tableSpacing)
        let r = try gaps["row"].map { (g) throws(LayoutError) in try reader.nonNegative(g, p.key("row"), "spacing") } ?? 0
        let c = try gaps["column"].map { (g) throws(LayoutError) in try reader.nonNegative(g, p.key("column"), "spacing") } ?? 0
        return (r, c)
    }

    /// A row of `table`, with its own `rowSize` and `columnSize` when written.
    func tableRow(_ object: [String: Any], _ path: JSONPath, of table: TableLayout,
                  _ reader: JSONReader) throws(LayoutError) -> TableLayout {
        let r = try object["rowSize"].map { (v) throws(LayoutError) in try rowSize(v, path.key("rowSize"), reader) }
        let c = try object["columnSize"].map { (v) throws(LayoutError) in
            try columnSize(v, path.key("columnSize"), reader)
        }
        return table.row(rowSize: r, columnSize: c)
    }

    private func rowSize(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> TableLayout.RowSize {
        if let s = value as? String {
            switch s {
            case "wrap": return .wrap
            case "average": return .average
            case "fill":
                throw reader.error(path, "rowSize 'fill' is not supported (a row cannot fill the table); "
                    + "use 'wrap', 'average' (rows share the table equally) or a number of points")
            default:
                throw reader.error(path, "bad rowSize \"\(s)\": expected 'wrap', 'average' or a number of points")
            }
        }
        guard JSONReader.isNumber(value) else {
            throw reader.error(path, "expected 'wrap', 'average' or a number of points, found \(JSONReader.typeName(value))")
        }
        return .fixed(try reader.nonNegative(value, path, "rowSize"))
    }

    private func columnSize(_ value: Any, _ path: JSONPath,
                            _ reader: JSONReader) throws(LayoutError) -> TableLayout.ColumnSize {
        if let s = value as? String {
            switch s {
            case "fill": return .fill
            case "wrap": return .wrap
            case "average": return .average
            default:
                throw reader.error(path, "bad columnSize \"\(s)\": expected 'fill', 'wrap', 'average', "
                    + "a number of points or {\"count\": n}")
            }
        }
        if let object = value as? [String: Any] {
            try reader.checkKeys(object, path, allowed: FixtureKeys.columnCount)
            guard let c = object["count"] else { throw reader.error(path, "a column count object needs 'count'") }
            let n = try reader.count(c, path.key("count"))
            guard n > 0 else { throw reader.error(path.key("count"), "a column count must be at least 1, found \(n)") }
            return .count(n)
        }
        guard JSONReader.isNumber(value) else {
            throw reader.error(path, "expected 'fill', 'wrap', 'average', a number of points or {\"count\": n}, "
                + "found \(JSONReader.typeName(value))")
        }
        return .fixed(try reader.nonNegative(value, path, "columnSize"))
    }
}
