import Foundation

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
