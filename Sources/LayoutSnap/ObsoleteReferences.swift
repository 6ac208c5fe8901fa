import Foundation

/// References that no fixture produces any more (a fixture renamed or deleted).
public enum ObsoleteReferences {
    /// Every file under `snapshots` (hidden ones left out) that is not `<id>.<ext>` for a case of
    /// `cases` (`<suite>/<name>@<variant>` for a variant) and a format's extension, nor
    /// `<id>@<anything>` of a case whose variants are unknown (`FixtureCase.variantsUnknown`), in a folder that `fixtures` has too, as absolute paths
    /// sorted by path. Folders without a fixtures folder of the same name are left alone: they may
    /// hold other references (`assertLayoutSnapshot` keeps its own in `Snapshots/<test file>/`).
    public static func find(in snapshots: String, cases: [FixtureCase], fixtures: String) -> [String] {
        let root = URL(fileURLWithPath: snapshots).standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var expected = Set<String>()
        for c in cases { for f in SnapshotFormat.allCases { expected.insert(c.id + "." + f.pathExtension) } }
        // A fixture whose variants could not be read keeps every `<id>@<variant>` reference.
        let keptPrefixes = cases.filter(\.variantsUnknown).map { $0.id + "@" }
        var obsolete: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if (relative as NSString).lastPathComponent.hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            let path = root + "/" + relative
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir), !isDir.boolValue else { continue }
            var isFolder: ObjCBool = false
            let folder = (fixtures as NSString).appendingPathComponent((relative as NSString).deletingLastPathComponent)
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else { continue }
            if !expected.contains(relative), !keptPrefixes.contains(where: relative.hasPrefix) { obsolete.append(path) }
        }
        return obsolete.sorted()
    }

    /// Deletes `paths`, then the folders they leave empty below `snapshots` (never `snapshots` itself).
    public static func remove(_ paths: [String], under snapshots: String) throws {
        let root = URL(fileURLWithPath: snapshots).standardizedFileURL.path
        for path in paths where path.hasPrefix(root + "/") {
            try FileManager.default.removeItem(atPath: path)
            var dir = (path as NSString).deletingLastPathComponent
            while dir.hasPrefix(root + "/"), let contents = try? FileManager.default.contentsOfDirectory(atPath: dir), contents.isEmpty {
                try FileManager.default.removeItem(atPath: dir)
                dir = (dir as NSString).deletingLastPathComponent
            }
        }
    }
}
