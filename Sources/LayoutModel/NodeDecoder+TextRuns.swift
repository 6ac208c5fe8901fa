extension NodeDecoder {
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
