import Foundation

/// The path layout's parameters (`"layout": "path"`).
extension NodeDecoder {
    /// `"curve": {"y": "x / 2"} | {"x": "f(t)", "y": "g(t)"} | {"r": "f(theta)"}`, `"origin": {"x": 0.5, "y": 0.5}`,
    /// `"math"`, `"reverse"`, `"start"`, `"end"`, `"spacing": "flexed" | {"fixed": 40} | {"count": 8}`,
    /// `"distanceError"` and `"originNode"` (the name of one of `children`).
    func pathLayout(_ object: [String: Any], _ path: JSONPath, children: [LayoutNode],
                    _ reader: JSONReader) throws(LayoutError) -> PathLayout {
        guard let c = object["curve"] else {
            throw reader.error(path, "a path layout needs 'curve': {\"y\": \"f(x)\"}, {\"x\": \"f(t)\", \"y\": \"g(t)\"} "
                + "or {\"r\": \"f(theta)\"}")
        }
        var layout = PathLayout(curve: try curve(c, path.key("curve"), reader))
        if let v = object["origin"] {
            let p = path.key("origin")
            let o = try reader.object(v, p)
            try reader.checkKeys(o, p, allowed: FixtureKeys.pathOrigin)
            layout.origin = Point(x: try o["x"].map { (x) throws(LayoutError) in try reader.number(x, p.key("x")) } ?? 0,
                                  y: try o["y"].map { (y) throws(LayoutError) in try reader.number(y, p.key("y")) } ?? 0)
        }
        if let v = object["math"] { layout.math = try reader.bool(v, path.key("math")) }
        if let v = object["reverse"] { layout.reverse = try reader.bool(v, path.key("reverse")) }
        if let v = object["start"] { layout.start = try reader.number(v, path.key("start")) }
        if let v = object["end"] { layout.end = try reader.number(v, path.key("end")) }
        if let v = object["spacing"] { layout.spacing = try pathSpacing(v, path.key("spacing"), reader) }
        if let v = object["distanceError"] {
            let e = try reader.number(v, path.key("distanceError"))
            guard e > 0 else {
                throw reader.error(path.key("distanceError"), "distanceError must be greater than 0, found \(NumberFormat.short(e))")
            }
            layout.distanceError = e
        }
        if let v = object["originNode"] {
            let p = path.key("originNode")
            let name = try reader.string(v, p)
            let names = children.map(\.name)
            guard names.contains(name) else {
                throw reader.error(p, "originNode '\(name)' is not a child of this path layout"
                    + Suggestion.didYouMean(name, among: names)
                    + (names.isEmpty ? " (it has no children)" : "; children: " + names.map { "'\($0)'" }.joined(separator: ", ")))
            }
            layout.originNode = name
        }
        try checkPathChildren(children, path, reader)
        return layout
    }

    private func curve(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> PathLayout.Curve {
        let object = try reader.object(value, path)
        try reader.checkKeys(object, path, allowed: FixtureKeys.pathCurve)
        func expression(_ key: String, _ variable: String) throws(LayoutError) -> CurveExpression {
            let p = path.key(key)
            let text = try reader.string(object[key]!, p)
            do { return try CurveExpression(text, variable: variable) } catch {
                // Long text (a pathological nesting) is cut in the message; the column still points into it.
                let shown = text.count > 60 ? text.prefix(60) + "…" : Substring(text)
                throw reader.error(p, "bad expression \"\(shown)\": \(error.message)")
            }
        }
        let keys = Set(object.keys)
        switch keys {
        case ["y"]: return .cartesian(y: try expression("y", "x"))
        case ["x", "y"]: return .parametric(x: try expression("x", "t"), y: try expression("y", "t"))
        case ["r"]: return .polar(r: try expression("r", "theta"))
        case ["x"]:
            throw reader.error(path, "a parametric curve needs both 'x' and 'y' (functions of t); only 'x' is written")
        default:
            let found = keys.isEmpty ? "no keys" : "keys " + keys.sorted().map { "'\($0)'" }.joined(separator: ", ")
            throw reader.error(path, "a curve is {\"y\": f(x)}, {\"x\": f(t), \"y\": g(t)} or {\"r\": f(theta)}; found \(found)")
        }
    }

    private func pathSpacing(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> PathLayout.Spacing {
        let expected = "expected 'flexed', {\"fixed\": points} or {\"count\": n}"
        if let s = value as? String {
            guard s == "flexed" else { throw reader.error(path, "bad spacing \"\(s)\": \(expected)") }
            return .flexed
        }
        guard let object = value as? [String: Any] else {
            throw reader.error(path, "\(expected), found \(JSONReader.typeName(value))")
        }
        try reader.checkKeys(object, path, allowed: FixtureKeys.pathSpacing)
        switch (object["fixed"], object["count"]) {
        case (let d?, nil): return .fixed(try reader.nonNegative(d, path.key("fixed"), "a fixed spacing"))
        case (nil, let n?):
            let count = try reader.count(n, path.key("count"))
            guard count > 0 else { throw reader.error(path.key("count"), "a spacing count must be at least 1, found 0") }
            return .count(count)
        case (nil, nil): throw reader.error(path, "a spacing object needs 'fixed' or 'count'")
        case (_?, _?): throw reader.error(path, "a spacing object takes 'fixed' or 'count', not both")
        }
    }

    /// A path layout sizes its children by numbers, wrap, references and bounds only (TangramKit §4.11).
    private func checkPathChildren(_ children: [LayoutNode], _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) {
        for (i, child) in children.enumerated() {
            for axis in Axis.allCases {
                guard let value = child.size(axis) else { continue }
                let word: String? = switch value.kind {
                case .weight: "a weight"
                case .fill: "'fill'"
                case .average: "'average'"
                default: nil
                }
                guard let word else { continue }
                var located = reader
                located.node = child.name
                let key = axis == .horizontal ? "width" : "height"
                throw located.error(path.key("children").index(i).key(key), "\(word) is not used by a path layout's "
                    + "children; give a number of points, 'wrap' or a reference such as \"A.\(key)\"")
            }
        }
    }
}
