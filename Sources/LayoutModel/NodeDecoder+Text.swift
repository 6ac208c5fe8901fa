extension NodeDecoder {
    /// A leaf's `text`: a string, or an object with `string` and the style keys (`FixtureKeys.text`).
    func text(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> TextContent {
        if value is String { return TextContent(try textString(value, path, reader)) }
        guard let object = value as? [String: Any] else {
            throw reader.error(path, "expected a string or an object, found \(JSONReader.typeName(value))")
        }
        try reader.checkKeys(object, path, allowed: FixtureKeys.text)
        guard let s = object["string"] else { throw reader.error(path, "a text object needs 'string'") }
        var text = TextContent(try textString(s, path.key("string"), reader))
        if let v = object["font"] { text.font.family = try reader.string(v, path.key("font")) }
        if let v = object["fontSize"] { text.font.size = try positive(v, path.key("fontSize"), "fontSize", reader) }
        if let v = object["fontWeight"] { text.font.weight = try weight(v, path.key("fontWeight"), reader) }
        if let v = object["italic"] { text.font.italic = try reader.bool(v, path.key("italic")) }
        if let v = object["lineHeight"] { text.lineHeight = try positive(v, path.key("lineHeight"), "lineHeight", reader) }
        if let v = object["lineHeightMultiple"] {
            text.lineHeightMultiple = try positive(v, path.key("lineHeightMultiple"), "lineHeightMultiple", reader)
        }
        if let v = object["letterSpacing"] { text.letterSpacing = try reader.number(v, path.key("letterSpacing")) }
        if let v = object["maxLines"] { text.maxLines = try reader.count(v, path.key("maxLines")) }
        if let v = object["truncation"] { text.truncation = try reader.enumeration(v, path.key("truncation"), what: "truncation") }
        if let v = object["wrap"] { text.wrap = try reader.enumeration(v, path.key("wrap"), what: "wrap") }
        if let v = object["color"] { text.color = try reader.color(v, path.key("color")) }
        if let v = object["align"] { text.alignment = try reader.enumeration(v, path.key("align"), what: "text alignment") }
        if let v = object["writingMode"] { text.writingMode = try reader.enumeration(v, path.key("writingMode"), what: "writing mode") }
        if let v = object["runs"] { text.runs = try runs(v, path.key("runs"), in: text.string, reader) }
        return text
    }

    /// A text's string, at most `LayoutLimits.maxTextBytes` bytes of UTF-8.
    private func textString(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> String {
        let s = try reader.string(value, path)
        let bytes = s.utf8.count
        guard bytes <= LayoutLimits.maxTextBytes else {
            throw reader.error(path, "a text may hold at most \(LayoutLimits.maxTextBytes) bytes of UTF-8, found \(bytes)")
        }
        return s
    }

    /// A font weight: a whole number from 100 to 900 (400 regular, 700 bold).
    func weight(_ value: Any, _ path: JSONPath, _ reader: JSONReader) throws(LayoutError) -> Int {
        let d = try reader.number(value, path)
        guard d >= 100, d <= 900, d.rounded() == d else {
            throw reader.error(path, "fontWeight must be a whole number from 100 to 900, found \(NumberFormat.short(d))")
        }
        return Int(d)
    }

    /// A text's `runs`: `[{"start": 6, "length": 4, "fontWeight": 700, "color": "#1e88e5"}]`, offsets
    /// in Unicode scalars of `string`; each run must lie within it and set at least one property.
    func runs(_ value: Any, _ path: JSONPath, in string: String, _ reader: JSONReader) throws(LayoutError) -> [TextRun] {
        let count = string.unicodeScalars.count
        var out: [TextRun] = []
        for (i, entry) in try reader.array(value, path).enumerated() {
            let at = path.index(i)
            let object = try reader.object(entry, at)
            try reader.checkKeys(object, at, allowed: FixtureKeys.textRun)
            guard let s = object["start"], let l = object["length"] else {
                throw reader.error(at, "a run needs 'start' and 'length' (in characters of the string)")
            }
            var run = TextRun(start: try reader.count(s, at.key("start")), length: try reader.count(l, at.key("length")))
            guard run.length > 0, run.start + run.length <= count else {
                throw reader.error(at, "a run must cover 1 to \(count) characters of the string's \(count), "
                    + "found start \(run.start) and length \(run.length)")
            }
            if let v = object["font"] { run.family = try reader.string(v, at.key("font")) }
            if let v = object["fontSize"] { run.size = try positive(v, at.key("fontSize"), "fontSize", reader) }
            if let v = object["fontWeight"] { run.weight = try weight(v, at.key("fontWeight"), reader) }
            if let v = object["italic"] { run.italic = try reader.bool(v, at.key("italic")) }
            if let v = object["color"] { run.color = try reader.color(v, at.key("color")) }
            if let v = object["underline"] { run.underline = try reader.bool(v, at.key("underline")) }
            guard object.count > 2 else {
                throw reader.error(at, "a run sets at least one of 'font', 'fontSize', 'fontWeight', 'italic', 'color', 'underline'")
            }
            out.append(run)
        }
        return out
    }
}
