import Foundation

/// The keys every node shares: sizes, spacing around and inside it, alignment and appearance.
extension NodeDecoder {
    // MARK: Sizes

    /// A width, height or bound: a number, a string in `SizeValue.parse` syntax, or an object
    /// `{"weight": w}` / `{"equal": "A.width"}` with optional `multiple` and `increment`.
    func size(_ value: Any, _ nodePath: JSONPath, _ property: String,
              _ reader: JSONReader) throws(LayoutError) -> SizeValue {
        let path = nodePath.key(property)
        var result: SizeValue
        if JSONReader.isNumber(value) {
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

    func sizeObject(_ object: [String: Any], _ path: JSONPath,
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
    func margins(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> Margins {
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
    func length(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> Length {
        if let text = value as? String {
            let number = text.dropLast()
            guard text.hasSuffix("%"), !number.isEmpty,
                  number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }),
                  let p = Double(number), LayoutLimits.inRange(p) else {
                throw reader.error(path, "bad margin \"\(text)\": expected a number or a percentage such as \"20%\"")
            }
            return .percent(p)
        }
        guard JSONReader.isNumber(value) else {
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

    func alignment(_ value: Any, _ path: JSONPath,
                           _ reader: JSONReader) throws(LayoutError) -> ChildAlignment {
        let object = try reader.object(value, path)
        try reader.checkKeys(object, path, allowed: FixtureKeys.axes)
        var a = ChildAlignment()
        if let v = object["horizontal"] { a.horizontal = try reader.enumeration(v, path.key("horizontal"), what: "alignment") }
        if let v = object["vertical"] { a.vertical = try reader.enumeration(v, path.key("vertical"), what: "alignment") }
        return a
    }

    func appearance(_ object: [String: Any], _ path: JSONPath,
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
