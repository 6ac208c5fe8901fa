/// Reads a `variants` list and a `colors` object (of a fixture or of `layoutsnap.json`) strictly.
///
/// An entry is a device preset's name (`"iPhoneSE"`, `"iPadPro11-landscape"`), an object
/// (`{"name": "dark", "appearance": "dark"}`), or a matrix whose every combination is a variant
/// (`{"matrix": {"device": ["iPhoneSE", "iPadPro11"], "appearance": ["light", "dark"]}}`, named
/// `iPhoneSE-light`, ...; other keys of the entry apply to each).
struct VariantDecoder {
    let reader: JSONReader

    /// The dimensions a matrix may combine, in the order their values make the name.
    static let matrixKeys = ["device", "orientation", "appearance", "direction", "textSize"]

    func variants(_ value: Any, _ path: JSONPath) throws(LayoutError) -> [VariantSpec] {
        var out: [VariantSpec] = []
        var seen: [String: String] = [:]
        for (i, entry) in try reader.array(value, path).enumerated() {
            let at = path.index(i)
            let made: [VariantSpec]
            if let name = entry as? String {
                made = [try shorthand(name, at)]
            } else if let object = entry as? [String: Any], let matrix = object["matrix"] {
                made = try self.matrix(matrix, object, at)
            } else {
                made = [try variant(try reader.object(entry, at), at, name: nil)]
            }
            for spec in made {
                if let first = seen[spec.name] {
                    throw reader.error(at, "a second variant named '\(spec.name)' (the first is \(first)); names are unique")
                }
                seen[spec.name] = spec.jsonPath
                out.append(spec)
            }
        }
        return out
    }

    /// `"iPhoneSE"` or `"iPhoneSE-landscape"`: the preset, named so.
    private func shorthand(_ text: String, _ path: JSONPath) throws(LayoutError) -> VariantSpec {
        var deviceName = text
        var orientation: Orientation?
        for o in Orientation.allCases where text.hasSuffix("-" + o.rawValue) {
            deviceName = String(text.dropLast(o.rawValue.count + 1)); orientation = o
        }
        guard let device = Device.named(deviceName) else {
            let names = Device.presets.flatMap { [$0.name, $0.name + "-landscape", $0.name + "-portrait"] }
            throw reader.error(path, "unknown device '\(text)'\(Suggestion.didYouMean(text, among: names)); the presets are "
                + Device.presets.map(\.name).joined(separator: ", ") + " (add '-landscape' or '-portrait' to turn one)")
        }
        return VariantSpec(name: text, device: device, orientation: orientation, file: reader.file, jsonPath: path.description)
    }

    func device(_ name: String, _ path: JSONPath) throws(LayoutError) -> Device {
        if let d = Device.named(name) { return d }
        let names = Device.presets.map(\.name)
        throw reader.error(path, "unknown device '\(name)'\(Suggestion.didYouMean(name, among: names)); the presets are "
            + names.joined(separator: ", "))
    }

    /// One object entry; `name` is given for a matrix's combinations.
    private func variant(_ object: [String: Any], _ path: JSONPath, name given: String?,
                         pathOf: (String) -> JSONPath = { _ in .root }) throws(LayoutError) -> VariantSpec {
        try reader.checkKeys(object, path, allowed: FixtureKeys.variant)
        func at(_ key: String) -> JSONPath { given == nil ? path.key(key) : pathOf(key) }
        let name: String
        if let given { name = given } else {
            guard let n = object["name"] else { throw reader.error(path, "a variant needs a 'name' (or write a device's name alone)") }
            name = try reader.string(n, at("name"))
        }
        guard Variant.isValidName(name) else {
            throw reader.error(at("name"), "a variant name is 1 to 64 letters, digits, '-' and '_' (it names files), not '\(name)'")
        }
        var spec = VariantSpec(name: name, file: reader.file, jsonPath: path.description)
        if let v = object["device"] { spec.device = try device(try reader.string(v, at("device")), at("device")) }
        if let v = object["orientation"] { spec.orientation = try reader.enumeration(v, at("orientation"), what: "orientation") }
        func positive(_ key: String, max: Double = 100_000) throws(LayoutError) -> Double? {
            guard let v = object[key] else { return nil }
            let d = try reader.number(v, at(key))
            guard d > 0, d <= max else {
                throw reader.error(at(key), "a variant's \(key) must be greater than 0 and at most \(NumberFormat.short(max)), "
                    + "found \(NumberFormat.short(d))")
            }
            return d
        }
        spec.width = try positive("width")
        spec.height = try positive("height")
        spec.scale = try positive("scale", max: 16)
        spec.textSize = try positive("textSize", max: 4)
        if let v = object["safeArea"] {
            spec.safeArea = try NodeDecoder(file: reader.file).padding(v, at("safeArea"), reader)
        }
        if let v = object["sizeClass"] {
            let p = at("sizeClass")
            let sizes = try reader.object(v, p)
            try reader.checkKeys(sizes, p, allowed: FixtureKeys.sizeClass)
            if let w = sizes["width"] { spec.sizeClassWidth = try reader.enumeration(w, p.key("width"), what: "size class") }
            if let h = sizes["height"] { spec.sizeClassHeight = try reader.enumeration(h, p.key("height"), what: "size class") }
        }
        if let v = object["appearance"] { spec.appearance = try reader.enumeration(v, at("appearance"), what: "appearance") }
        if let v = object["direction"] { spec.direction = try reader.enumeration(v, at("direction"), what: "direction") }
        if let v = object["fit"] { spec.fit = try reader.enumeration(v, at("fit"), what: "fit") }
        return spec
    }

    /// Every combination of a matrix's values, the first dimension varying slowest.
    private func matrix(_ value: Any, _ entry: [String: Any], _ path: JSONPath) throws(LayoutError) -> [VariantSpec] {
        let p = path.key("matrix")
        let matrix = try reader.object(value, p)
        try reader.checkKeys(matrix, p, allowed: Self.matrixKeys)
        if let key = ["name", "expected"].first(where: { entry[$0] != nil }) {
            throw reader.error(path.key(key), "a matrix names its variants after their values; '\(key)' is not allowed beside 'matrix'")
        }
        if let key = Self.matrixKeys.sorted().first(where: { matrix[$0] != nil && entry[$0] != nil }) {
            throw reader.error(path.key(key), "'\(key)' is both in the matrix and beside it")
        }
        var combinations: [[(key: String, value: Any, name: String, path: JSONPath)]] = [[]]
        for key in Self.matrixKeys {
            guard let v = matrix[key] else { continue }
            let values = try reader.array(v, p.key(key))
            if values.isEmpty { throw reader.error(p.key(key), "a matrix dimension needs at least one value") }
            var next: [[(key: String, value: Any, name: String, path: JSONPath)]] = []
            for combination in combinations {
                for (j, value) in values.enumerated() {
                    let name: String
                    if key == "textSize" {
                        name = "text" + NumberFormat.short(try reader.number(value, p.key(key).index(j)) * 100)
                            .replacingOccurrences(of: ".", with: "_")
                    } else {
                        name = try reader.string(value, p.key(key).index(j))
                    }
                    next.append(combination + [(key, value, name, p.key(key).index(j))])
                }
            }
            combinations = next
        }
        var out: [VariantSpec] = []
        for combination in combinations {
            var object = entry
            object["matrix"] = nil
            for part in combination { object[part.key] = part.value }
            let name = combination.map(\.name).joined(separator: "-")
            out.append(try variant(object, path, name: name) { key in
                combination.first { $0.key == key }?.path ?? path.key(key)
            })
        }
        return out
    }

    /// A `colors` object: name -> colour, or per-variant colours (`{"@light": ..., "@dark": ...}`).
    func colors(_ value: Any, _ path: JSONPath) throws(LayoutError) -> [String: NamedColor] {
        var out: [String: NamedColor] = [:]
        for (name, v) in try reader.object(value, path).sorted(by: { $0.key < $1.key }) {
            let at = path.key(name)
            guard Variant.isValidName(name), !name.hasPrefix("-") else {
                throw reader.error(at, "a colour name is letters, digits, '-' and '_', not '\(name)'")
            }
            if Color.named[name] != nil { throw reader.error(at, "'\(name)' is a built-in colour; give yours another name") }
            var choices: [String: String] = [:]
            if let object = v as? [String: Any] {
                for (key, c) in object {
                    _ = try VariantValueResolver.traits(of: key, at.key(key), reader: reader, others: object.keys.sorted())
                    _ = try reader.color(c, at.key(key))
                    choices[key] = try reader.string(c, at.key(key))
                }
            } else {
                _ = try reader.color(v, at)
                choices["@default"] = try reader.string(v, at)
            }
            let source = (reader.file.map { $0 + ": " } ?? "") + at.description
            out[name] = NamedColor(choices: choices, source: source)
        }
        return out
    }
}
