import Foundation

/// One layout case: a viewport, a node tree and, optionally, the frames it must produce.
///
/// Read from a JSON file by `FixtureLoader`; the file format is described by `Fixtures/schema.json`.
public struct Fixture: Hashable, Sendable {
    /// Free text about what the case shows.
    public var description: String?
    public var viewport: Viewport
    public var root: LayoutNode
    /// Expected border boxes by node name, relative to the parent's border-box origin
    /// (the root's relative to the viewport). Every name exists in the tree.
    public var expected: [String: Rect]?
    /// The file the fixture was read from, when it came from one.
    public var file: String?
    /// The variant the fixture was resolved for (its viewport is the variant's); nil: the
    /// fixture's own viewport.
    public var variant: Variant?
    /// Font files the fixture brings, besides the pinned fonts.
    public var fonts: [FontFile]

    public init(description: String? = nil, viewport: Viewport, root: LayoutNode,
                expected: [String: Rect]? = nil, file: String? = nil, fonts: [FontFile] = []) {
        self.description = description; self.viewport = viewport; self.root = root
        self.expected = expected; self.file = file; self.fonts = fonts
    }

    /// Error cases are named `<case>.error.json`, beside `<case>.error.txt` holding the error they
    /// must give; `findFixtures` leaves them out and `findErrorCases` lists them.
    public static let errorCaseSuffix = ".error.json"

    /// Every `*.json` file under `directory`, recursively, as full paths sorted by path,
    /// leaving out files named `schema.json`, error cases, and hidden files and folders (a name
    /// starting with `.`: `.vscode/settings.json`, `.build/`). A missing folder gives an empty list.
    public static func findFixtures(in directory: String) -> [String] {
        let base = URL(fileURLWithPath: directory, isDirectory: true).path
        return FolderWalk.files(under: base).compactMap { relative in
            let name = relative.split(separator: "/").last.map(String.init) ?? relative
            guard relative.hasSuffix(".json"), name != "schema.json", !name.hasSuffix(errorCaseSuffix) else { return nil }
            return join(base, relative)
        }
    }

    /// Every `*.error.json` file under `directory`, recursively, sorted by path.
    public static func findErrorCases(in directory: String) -> [String] {
        let base = URL(fileURLWithPath: directory, isDirectory: true).path
        return FolderWalk.files(under: base, skippingHidden: false).filter { $0.hasSuffix(errorCaseSuffix) }.map { join(base, $0) }
    }

    /// `relative` under folder `base`, as `URL.appendingPathComponent` joins them.
    private static func join(_ base: String, _ relative: String) -> String {
        base.hasSuffix("/") ? base + relative : base + "/" + relative
    }
}

/// Reads fixture files strictly. Every function throws only `LayoutError` (typed throws), with the
/// file, the JSON path (`$.root.children[2].width`), the node name when known, and the reason.
public enum FixtureLoader {
    /// Reads and decodes the fixture at `path`; image sources are resolved against its folder.
    /// `limits` bounds the tree (see `LayoutLimits`).
    public static func load(contentsOf path: String, limits: LayoutLimits = .standard) throws(LayoutError) -> Fixture {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw LayoutError(file: path, reason: "cannot read the file")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return try decode(data, file: path, baseDirectory: folder, limits: limits)
    }

    /// Decodes fixture JSON text; see `decode(_:file:baseDirectory:limits:)`.
    public static func decode(json: String, file: String? = nil, baseDirectory: String? = nil,
                              limits: LayoutLimits = .standard) throws(LayoutError) -> Fixture {
        try decode(Data(json.utf8), file: file, baseDirectory: baseDirectory, limits: limits)
    }

    /// Decodes fixture JSON. `file` only labels errors and is stored in the result; image sources
    /// are resolved against `baseDirectory` (nil: the current directory).
    /// The tree is validated (`LayoutNode.validate`) and every `expected` name must exist in it.
    /// The JSON may nest at most `LayoutLimits.maxJSONDepth` arrays and objects; `limits` bounds the
    /// tree's node count (checked while decoding, before each `children` array) and depth.
    public static func decode(_ data: Data, file: String? = nil, baseDirectory: String? = nil,
                              limits: LayoutLimits = .standard) throws(LayoutError) -> Fixture {
        let document = try self.document(data, file: file, baseDirectory: baseDirectory, limits: limits, defaults: .none)
        return try fixture(document, variant: nil)
    }

    /// The JSON value of `data`: our parser, or for input it refuses JSONSerialization's reading
    /// of it or its message (so malformed JSON is described as before).
    static func parse(_ data: Data, file: String?, maxNodes: Int) throws(LayoutError) -> Any {
        let failure: JSONDocumentParser.Failure
        do {
            return try JSONDocumentParser.parse(data, maxDepth: LayoutLimits.maxJSONDepth, maxNodes: maxNodes)
        } catch {
            failure = error
        }
        switch failure {
        case .tooManyNodes(let path, let node):
            throw LayoutError(file: file, path: path, node: node,
                              reason: "the tree has more than \(maxNodes) nodes (the limit of LayoutLimits.maxNodes)")
        case .tooDeep(let path):
            throw LayoutError(file: file, path: path, reason: "the JSON nests more than \(LayoutLimits.maxJSONDepth) "
                + "arrays and objects (the limit of LayoutLimits.maxJSONDepth)")
        case .duplicateKey(let path, let key):
            throw LayoutError(file: file, path: path, reason: "duplicate key '\(key)' (JSON objects name each key once)")
        case .malformed(let offset):
            do {
                _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            } catch {
                throw LayoutError(file: file, path: nil, reason: malformedReason(error, data))
            }
            // Foundation reads it, editors and the schema do not (a trailing comma): our own words.
            throw LayoutError(file: file, path: nil, reason: strictReason(data, offset: offset))
        }
    }

    static func viewport(_ value: Any, _ path: JSONPath,
                                 _ reader: JSONReader) throws(LayoutError) -> Viewport {
        let object = try reader.object(value, path)
        try reader.checkKeys(object, path, allowed: FixtureKeys.viewport)
        func positive(_ key: String) throws(LayoutError) -> Double? {
            guard let v = object[key] else { return nil }
            let d = try reader.number(v, path.key(key))
            guard d > 0, key != "scale" || d <= 16 else {
                if d > 0 {
                    throw reader.error(path.key(key), "the viewport scale must be at most 16, found \(NumberFormat.short(d))")
                }
                throw reader.error(path.key(key), "the viewport \(key) must be greater than 0, found \(NumberFormat.short(d))")
            }
            return d
        }
        guard let width = try positive("width") else { throw reader.error(path, "the viewport needs 'width'") }
        guard let height = try positive("height") else { throw reader.error(path, "the viewport needs 'height'") }
        return Viewport(width: width, height: height, scale: try positive("scale") ?? 1)
    }

    static func expected(_ value: Any, _ path: JSONPath, root: LayoutNode,
                                 _ reader: JSONReader) throws(LayoutError) -> [String: Rect] {
        let object = try reader.object(value, path)
        let names = Set(root.allNodes().map(\.name))
        var rects: [String: Rect] = [:]
        for (name, v) in object.sorted(by: { $0.key < $1.key }) {
            let p = path.key(name)
            guard names.contains(name) else {
                throw reader.error(p, "expected frame for missing node '\(name)'"
                    + Suggestion.didYouMean(name, among: names.sorted()))
            }
            let items = try reader.array(v, p)
            guard items.count == 4 else {
                throw reader.error(p, "expected [x, y, width, height], found \(items.count) numbers")
            }
            var numbers: [Double] = []
            for (i, item) in items.enumerated() { numbers.append(try reader.number(item, p.index(i))) }
            if numbers[2] < 0 || numbers[3] < 0 {
                throw reader.error(p, "an expected width or height cannot be negative")
            }
            rects[name] = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
        return rects
    }

    /// Why strict JSON refuses `data` at `offset`, with the line and column.
    static func strictReason(_ data: Data, offset: Int) -> String {
        let bytes = [UInt8](data)
        let at = min(max(0, offset), bytes.count)
        var line = 1, column = 1
        for byte in bytes.prefix(at) {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        let previous = bytes.prefix(at).last { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
        let here = at < bytes.count ? bytes[at] : nil
        if previous == UInt8(ascii: ","), let here, here == UInt8(ascii: "}") || here == UInt8(ascii: "]") {
            return "malformed JSON: a trailing comma before '\(Character(Unicode.Scalar(here)))' (line \(line), column \(column))"
        }
        return "malformed JSON: unexpected input (line \(line), column \(column))"
    }

    /// Foundation's reason for malformed JSON, with the line and column when it gives an offset
    /// ("Invalid value around character 24." becomes "... (line 3, column 5)").
    static func malformedReason(_ error: Error, _ data: Data) -> String {
        let ns = error as NSError
        let detail = (ns.userInfo[NSDebugDescriptionErrorKey] as? String) ?? ns.localizedDescription
        var reason = "malformed JSON: " + detail
        let offset = (ns.userInfo["NSJSONSerializationErrorIndex"] as? Int) ?? characterOffset(in: detail)
        if let offset, offset >= 0, offset <= data.count {
            var line = 1, column = 1
            for byte in data.prefix(offset) {
                if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
            reason += " (line \(line), column \(column))"
        }
        return reason
    }

    /// The number after "character " in Foundation's message, if any.
    private static func characterOffset(in message: String) -> Int? {
        guard let range = message.range(of: "character ") else { return nil }
        return Int(message[range.upperBound...].prefix { $0.isNumber })
    }
}

/// A font file a fixture brings (`"fonts": [{"file": "fonts/Brand.ttf", "family": "Brand Sans"}]`),
/// used besides the pinned fonts when its texts name `family`.
public struct FontFile: Hashable, Sendable {
    /// The absolute path (a fixture's `file` is relative to the fixture's folder).
    public var path: String
    /// The family name the file must provide.
    public var family: String
    /// Where the entry is in its fixture (`$.fonts[0]`), for errors found when the file is loaded.
    public var jsonPath: String

    public init(path: String, family: String, jsonPath: String = "$.fonts") {
        self.path = path; self.family = family; self.jsonPath = jsonPath
    }
}

extension FixtureLoader {
    /// The `fonts` array: each entry an object with `file` (relative to `baseDirectory`) and
    /// `family`. The file must exist here; whether it is a font providing `family` is checked by
    /// the renderer that loads it.
    static func fonts(_ value: Any, _ path: JSONPath, baseDirectory: String?,
                      _ reader: JSONReader) throws(LayoutError) -> [FontFile] {
        let entries = try reader.array(value, path)
        var out: [FontFile] = []
        for (i, entry) in entries.enumerated() {
            let at = path.index(i)
            let object = try reader.object(entry, at)
            try reader.checkKeys(object, at, allowed: FixtureKeys.fontFile)
            guard let f = object["file"] else { throw reader.error(at, "a font needs 'file'") }
            guard let n = object["family"] else { throw reader.error(at, "a font needs 'family'") }
            let file = try reader.string(f, at.key("file"))
            let family = try reader.string(n, at.key("family"))
            let resolved = NodeDecoder(file: reader.file, baseDirectory: baseDirectory, limits: .standard).resolve(file)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isFolder), !isFolder.boolValue else {
                throw reader.error(at.key("file"), "font file \(resolved) does not exist")
            }
            out.append(FontFile(path: resolved, family: family, jsonPath: at.description))
        }
        return out
    }
}
