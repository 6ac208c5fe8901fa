import Foundation

/// The keys every layout shares beyond sizing: direction, layout transform, borderlines and
/// separators (TangramKit §17.1-17.4), a node's own frame (§7.5, §7.6) and padding when empty (§6.2).
extension NodeDecoder {
    /// Reads `layoutDirection`, `layoutTransform`, `borderlines` and `separators` into `node`.
    func extras(_ object: [String: Any], _ path: JSONPath, into node: inout LayoutNode,
                _ reader: JSONReader) throws(LayoutError) {
        if let v = object["layoutDirection"] {
            node.layoutDirection = try reader.enumeration(v, path.key("layoutDirection"), what: "layoutDirection")
        }
        if let v = object["layoutTransform"] {
            node.layoutTransform = try transform(v, path.key("layoutTransform"), reader)
        }
        if let v = object["borderlines"] {
            node.appearance.borderlines = try borderlines(v, path.key("borderlines"), reader)
        }
        if let v = object["separators"] {
            node.appearance.separators = try borderline(v, path.key("separators"), reader)
        }
        for (key, reserves) in Self.ownFrameKeys {
            guard let v = object[key] else { continue }
            if node.ownFrame != nil {
                throw reader.error(path.key(key), "a node has either 'useFrame' (takes no space) or 'noLayout' "
                    + "(keeps its space), not both")
            }
            let r = try numbers(try reader.array(v, path.key(key)), count: 4, path.key(key), reader, what: "[x, y, width, height]")
            if r[2] < 0 || r[3] < 0 {
                throw reader.error(path.key(key), "a frame's width and height cannot be negative")
            }
            node.ownFrame = OwnFrame(Rect(x: r[0], y: r[1], width: r[2], height: r[3]), reservesSpace: reserves)
        }
        if let v = object["paddingWhenEmpty"] { node.paddingWhenEmpty = try reader.bool(v, path.key("paddingWhenEmpty")) }
    }

    /// The keys of an own frame, and whether each keeps the node's space.
    private static let ownFrameKeys = [("useFrame", false), ("noLayout", true)]

    /// `[a, b, c, d, tx, ty]`, or `{"scale": s | [sx, sy], "rotate": degrees, "translate": [x, y]}`
    /// applied in that order.
    private func transform(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> AffineTransform {
        if let items = value as? [Any] {
            let m = try numbers(items, count: 6, path, reader, what: "a matrix [a, b, c, d, tx, ty]")
            return AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
        }
        guard value is [String: Any] else {
            throw reader.error(path, "expected a matrix [a, b, c, d, tx, ty] or an object with 'scale', 'rotate' and "
                + "'translate', found \(JSONReader.typeName(value))")
        }
        let object = try reader.object(value, path)
        try reader.checkKeys(object, path, allowed: FixtureKeys.layoutTransform)
        var t = AffineTransform.identity
        if let v = object["scale"] {
            if let items = v as? [Any] {
                let s = try numbers(items, count: 2, path.key("scale"), reader, what: "[sx, sy]")
                t = t.then(.scale(s[0], s[1]))
            } else {
                let s = try reader.number(v, path.key("scale"))
                t = t.then(.scale(s, s))
            }
        }
        if let v = object["rotate"] { t = t.then(.rotation(degrees: try reader.number(v, path.key("rotate")))) }
        if let v = object["translate"] {
            let d = try numbers(try reader.array(v, path.key("translate")), count: 2, path.key("translate"), reader,
                                what: "[x, y]")
            t = t.then(.translation(d[0], d[1]))
        }
        return t
    }

    private func numbers(_ items: [Any], count: Int, _ path: JSONPath, _ reader: JSONReader,
                         what: String) throws(LayoutError) -> [Double] {
        guard items.count == count else {
            throw reader.error(path, "expected \(what): \(count) numbers, found \(items.count)")
        }
        var out: [Double] = []
        out.reserveCapacity(count)
        for (i, item) in items.enumerated() { out.append(try reader.number(item, path.index(i))) }
        return out
    }

    /// `{"all": line}` or per edge `{"top": line, "left": ..., "bottom": ..., "right": ...}`;
    /// an edge named beside `all` overrides it.
    private func borderlines(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> Borderlines {
        let object = try reader.object(value, path)
        try reader.checkKeys(object, path, allowed: FixtureKeys.borderlines)
        var lines = Borderlines.none
        if let v = object["all"] { lines = Borderlines(all: try borderline(v, path.key("all"), reader)) }
        if let v = object["top"] { lines.top = try borderline(v, path.key("top"), reader) }
        if let v = object["left"] { lines.left = try borderline(v, path.key("left"), reader) }
        if let v = object["bottom"] { lines.bottom = try borderline(v, path.key("bottom"), reader) }
        if let v = object["right"] { lines.right = try borderline(v, path.key("right"), reader) }
        return lines
    }

    /// `{"color": c, "thickness": t, "dash": [on, off, ...], "headIndent", "tailIndent", "offset"}`;
    /// only `color` is required.
    private func borderline(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> Borderline {
        let object = try reader.object(value, path)
        try reader.checkKeys(object, path, allowed: FixtureKeys.borderline)
        guard let c = object["color"] else { throw reader.error(path, "a borderline needs a 'color'") }
        var line = Borderline(color: try reader.color(c, path.key("color")))
        if let v = object["thickness"] {
            line.thickness = try reader.nonNegative(v, path.key("thickness"), "thickness")
            if line.thickness == 0 { throw reader.error(path.key("thickness"), "thickness must be greater than 0") }
        }
        if let v = object["dash"] {
            let items = try reader.array(v, path.key("dash"))
            line.dash = []
            for (i, item) in items.enumerated() {
                line.dash.append(try reader.nonNegative(item, path.key("dash").index(i), "a dash length"))
            }
            if !line.dash.isEmpty && line.dash.allSatisfy({ $0 == 0 }) {
                throw reader.error(path.key("dash"), "a dash pattern needs a length greater than 0")
            }
        }
        if let v = object["headIndent"] { line.headIndent = try reader.nonNegative(v, path.key("headIndent"), "headIndent") }
        if let v = object["tailIndent"] { line.tailIndent = try reader.nonNegative(v, path.key("tailIndent"), "tailIndent") }
        if let v = object["offset"] { line.offset = try reader.number(v, path.key("offset")) }
        return line
    }
}
