import Foundation

extension FixtureLoader {
    /// A fixture file read once: what each of its variants is decoded from.
    struct Document {
        var object: [String: Any]
        var file: String?
        var baseDirectory: String?
        var limits: LayoutLimits
        var description: String?
        var viewport: Viewport
        var fonts: [FontFile]
        /// The fixture's variants, else the project's; empty: none.
        var variants: [VariantSpec]
        /// The fixture's own variant entries by name (their `expected`).
        var entries: [String: (object: [String: Any], path: JSONPath)]
        var colors: [String: NamedColor]
        /// Whether the JSON has a per-variant key or named colours to replace.
        var needsResolving: Bool
    }

    /// Reads the fixture at `path` for `variant` (a name in its `variants`, or the project's default
    /// list in `defaults`; nil: its own viewport). An unknown name is an error with "did you mean".
    public static func load(contentsOf path: String, variant: String?, defaults: FixtureDefaults,
                            limits: LayoutLimits = .standard) throws(LayoutError) -> Fixture {
        let document = try self.document(contentsOf: path, limits: limits, defaults: defaults)
        guard let variant else { return try fixture(document, variant: nil) }
        guard let spec = document.variants.first(where: { $0.name == variant }) else {
            let names = document.variants.map(\.name)
            throw LayoutError(file: path, path: "$.variants", reason: "no variant named '\(variant)'"
                + Suggestion.didYouMean(variant, among: names)
                + (names.isEmpty ? "; the fixture has no variants" : "; its variants are " + names.joined(separator: ", ")))
        }
        return try fixture(document, variant: spec.resolved(base: document.viewport))
    }

    /// Every variant of the fixture at `path`, in order; the fixture alone when it has none.
    public static func loadVariants(contentsOf path: String, defaults: FixtureDefaults,
                                    limits: LayoutLimits = .standard) throws(LayoutError) -> [Fixture] {
        let document = try self.document(contentsOf: path, limits: limits, defaults: defaults)
        if document.variants.isEmpty { return [try fixture(document, variant: nil)] }
        var out: [Fixture] = []
        for spec in document.variants { out.append(try fixture(document, variant: spec.resolved(base: document.viewport))) }
        return out
    }

    /// The variants of the fixture at `path` (its own, else the project's), resolved over its
    /// viewport, without decoding its tree; empty when it has none.
    public static func variants(contentsOf path: String, defaults: FixtureDefaults) throws(LayoutError) -> [Variant] {
        let document = try self.document(contentsOf: path, limits: .standard, defaults: defaults)
        return document.variants.map { $0.resolved(base: document.viewport) }
    }

    /// Whether the fixture at `path` has no variants, known without parsing it: the project gives
    /// none (`defaults.variants`), and the file's bytes never spell the key `"variants"` nor hold a
    /// `\u` escape (the only other way a JSON key can spell it). Then the file has no variants
    /// even when it is not valid JSON (its check reports that). False when the file cannot be read
    /// or may declare variants: `variants(contentsOf:defaults:)` tells.
    ///
    /// (Parsing every fixture to learn its variants was 23.6 M instructions of the 81 fixtures'
    /// `check`, before any snapshot could start; 7 of them have variants.)
    public static func hasNoVariants(contentsOf path: String, defaults: FixtureDefaults) -> Bool {
        guard defaults.variants?.isEmpty ?? true, let data = FileManager.default.contents(atPath: path) else { return false }
        return !contains(data, "\"variants\"") && !contains(data, "\\u")
    }

    /// Whether the bytes of `text` occur in `data`: C's `memchr` finds each candidate first byte,
    /// `memcmp` compares the rest. (`Data.range(of:)` took about 60,000 instructions for a 5 KB
    /// fixture, a search over a buffer slice in Swift about 40,000.)
    static func contains(_ data: Data, _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard let first = needle.first else { return true }
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Bool in
            needle.withUnsafeBytes { (wanted: UnsafeRawBufferPointer) -> Bool in
                guard let base = bytes.baseAddress, let text = wanted.baseAddress, bytes.count >= wanted.count else { return false }
                // Candidates start at offsets 0 ... bytes.count - wanted.count.
                var offset = 0
                let lastStart = bytes.count - wanted.count
                while offset <= lastStart {
                    guard let hit = memchr(base + offset, Int32(first), lastStart - offset + 1) else { return false }
                    let at = UnsafeRawPointer(hit) - base
                    if memcmp(hit, text, wanted.count) == 0 { return true }
                    offset = at + 1
                }
                return false
            }
        }
    }

    static func document(contentsOf path: String, limits: LayoutLimits, defaults: FixtureDefaults) throws(LayoutError) -> Document {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LayoutError(file: path, reason: "cannot read the file")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try document(data, file: path, baseDirectory: folder, limits: limits, defaults: defaults)
    }

    /// Parses the JSON and reads everything but the tree and the expected frames.
    static func document(_ data: Data, file: String?, baseDirectory: String?, limits: LayoutLimits,
                         defaults: FixtureDefaults) throws(LayoutError) -> Document {
        let json = try parse(data, file: file, maxNodes: limits.maxNodes)
        let reader = JSONReader(file: file)
        let path = JSONPath.root
        guard let object = json as? [String: Any] else {
            throw reader.error(path, "a fixture must be a JSON object, found \(JSONReader.typeName(json))")
        }
        try reader.checkKeys(object, path, allowed: FixtureKeys.fixture)
        if let v = object["$schema"] { _ = try reader.string(v, path.key("$schema")) }
        let description = try object["description"].map { (v) throws(LayoutError) in
            try reader.string(v, path.key("description"))
        }
        guard let v = object["viewport"] else { throw reader.error(path, "a fixture needs 'viewport'") }
        let viewport = try self.viewport(v, path.key("viewport"), reader)
        guard object["root"] != nil else { throw reader.error(path, "a fixture needs 'root'") }
        let fonts = try object["fonts"].map { (v) throws(LayoutError) in
            try self.fonts(v, path.key("fonts"), baseDirectory: baseDirectory, reader)
        } ?? []
        let decoder = VariantDecoder(reader: reader)
        var colors = defaults.colors
        if let v = object["colors"] {
            for (name, color) in try decoder.colors(v, path.key("colors")) {
                if let other = colors[name] {
                    throw reader.error(path.key("colors").key(name), "the colour '\(name)' is defined here and in \(other.source); "
                        + "a named colour is defined once, in the fixture or in the project")
                }
                colors[name] = color
            }
        }
        var variants = defaults.variants ?? []
        var entries: [String: (object: [String: Any], path: JSONPath)] = [:]
        var source = defaults.file.map { "\($0): $.variants" } ?? "the project's variants"
        if let v = object["variants"] {
            variants = try decoder.variants(v, path.key("variants"))
            source = "$.variants"
            for (i, entry) in (v as? [Any] ?? []).enumerated() {
                if let o = entry as? [String: Any], let name = o["name"] as? String { entries[name] = (o, path.key("variants").index(i)) }
            }
        }
        let snapshots = variants.count * defaults.snapshotsPerVariant
        if snapshots > defaults.maxSnapshots {
            let per = defaults.snapshotsPerVariant
            throw LayoutError(file: file, path: object["variants"] == nil ? nil : "$.variants",
                              reason: "\(variants.count) variants (\(source))" + (per == 1 ? "" : " × \(per) formats")
                                + " make \(snapshots) snapshots, more than the limit of \(defaults.maxSnapshots) "
                                + "('maxSnapshots' in \(defaults.file.map { ($0 as NSString).lastPathComponent } ?? "layoutsnap.json"))")
        }
        let needsResolving = !colors.isEmpty || contains(data, "\"@")
        return Document(object: object, file: file, baseDirectory: baseDirectory, limits: limits, description: description,
                        viewport: viewport, fonts: fonts, variants: variants, entries: entries, colors: colors,
                        needsResolving: needsResolving)
    }

    /// The fixture for `variant` (nil: the document's own viewport, light and left to right):
    /// per-variant values chosen, the tree decoded and validated, the variant applied
    /// (`Variant.apply(to:)`), and the expected frames: the variant entry's, else the fixture's.
    static func fixture(_ document: Document, variant: Variant?) throws(LayoutError) -> Fixture {
        let reader = JSONReader(file: document.file)
        let traits = variant?.traits ?? VariantTraits(viewport: document.viewport)
        var resolver = VariantValueResolver(traits: traits, variantName: variant?.name, colors: document.colors, reader: reader)
        resolver.variantNames = document.variants.map(\.name)
        let rootPath = JSONPath.root.key("root")
        var rootJSON: Any = document.object["root"]!
        var expectedPath = JSONPath.root.key("expected")
        var expectedJSON = document.object["expected"]
        if let name = variant?.name, let entry = document.entries[name], let own = entry.object["expected"] {
            expectedJSON = own
            expectedPath = entry.path.key("expected")
        }
        if document.needsResolving {
            guard let r = try resolver.resolve(rootJSON, rootPath) else {
                throw reader.error(rootPath, "the root has no value for " + (variant.map { "variant '\($0.name)'" } ?? "the fixture's viewport"))
            }
            rootJSON = r
            if let e = expectedJSON { expectedJSON = try resolver.resolve(e, expectedPath) }
        }
        let decoder = NodeDecoder(file: document.file, baseDirectory: document.baseDirectory, limits: document.limits)
        let decoded = try decoder.node(rootJSON, rootPath, defaultName: "root")
        try decoded.validate(file: document.file, limits: document.limits)
        let expected = try expectedJSON.map { (v) throws(LayoutError) in
            try self.expected(v, expectedPath, root: decoded, reader)
        }
        let root = variant.map { $0.apply(to: decoded) } ?? decoded
        var fixture = Fixture(description: document.description, viewport: variant?.viewport ?? document.viewport, root: root,
                              expected: expected, file: document.file, fonts: document.fonts)
        fixture.variant = variant
        return fixture
    }
}

extension FixtureLoader {
    /// Every variant of the fixture JSON `json` (its own, else `defaults.variants`), in order; the
    /// fixture alone when it has none. `file` only labels errors.
    public static func decodeVariants(json: String, file: String? = nil, baseDirectory: String? = nil,
                                      defaults: FixtureDefaults = .none, limits: LayoutLimits = .standard) throws(LayoutError) -> [Fixture] {
        let document = try self.document(Data(json.utf8), file: file, baseDirectory: baseDirectory, limits: limits, defaults: defaults)
        if document.variants.isEmpty { return [try fixture(document, variant: nil)] }
        var out: [Fixture] = []
        for spec in document.variants { out.append(try fixture(document, variant: spec.resolved(base: document.viewport))) }
        return out
    }
}
