import Foundation
import LayoutModel
import SnapshotKit

/// References that no fixture produces any more (a fixture renamed or deleted).
public enum ObsoleteReferences {
    /// Every file under `snapshots` (hidden ones left out) that is not `<id>.<ext>` for a case of
    /// `cases` (`<suite>/<name>@<variant>` for a variant) and a format's extension, nor
    /// `<id>@<anything>` of a case whose variants are unknown (`FixtureCase.variantsUnknown`), in a folder that `fixtures` has too, as absolute paths
    /// sorted by path. Folders without a fixtures folder of the same name are left alone: they may
    /// hold other references (`assertLayoutSnapshot` keeps its own in `Snapshots/<test file>/`).
    public static func find(in snapshots: String, cases: [FixtureCase], fixtures: String) -> [String] {
        let root = URL(fileURLWithPath: snapshots).standardizedFileURL.path
        var expected = Set<String>()
        for c in cases { for f in SnapshotFormat.allCases { expected.insert(c.id + "." + f.pathExtension) } }
        // A fixture whose variants could not be read keeps every `<id>@<variant>` reference.
        let keptPrefixes = cases.filter(\.variantsUnknown).map { $0.id + "@" }
        var mirrored: [Substring: Bool] = [:]
        var obsolete: [String] = []
        for relative in FolderWalk.files(under: root) where !expected.contains(relative) && !keptPrefixes.contains(where: relative.hasPrefix) {
            let folder = relative.lastIndex(of: "/").map { relative[..<$0] } ?? ""
            let hasFixturesFolder = mirrored[folder] ?? {
                var isDirectory: ObjCBool = false
                let path = folder.isEmpty ? fixtures : fixtures + "/" + folder
                return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
            }()
            mirrored[folder] = hasFixturesFolder
            if hasFixturesFolder { obsolete.append(root + "/" + relative) }
        }
        return obsolete.sorted()
    }

    /// `obsolete` (from `find`) without the `<id>@<variant>` references of the cases listed without
    /// being parsed (`FixtureCase.variantsUnverified`) whose check reported an error in `results`:
    /// such a fixture could not be read, so its variants are unknown, as for `variantsUnknown`
    /// (nothing a broken fixture had is pruned).
    public static func sparing(_ obsolete: [String], cases: [FixtureCase], results: [CheckReport.Result], under snapshots: String) -> [String] {
        let failed = Set(results.lazy.filter { $0.status == .error }.map(\.name))
        let kept = cases.filter { $0.variantsUnverified && failed.contains($0.id) }.map { $0.id + "@" }
        guard !kept.isEmpty else { return obsolete }
        let root = URL(fileURLWithPath: snapshots).standardizedFileURL.path + "/"
        return obsolete.filter { path in
            let relative = path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
            return !kept.contains(where: relative.hasPrefix)
        }
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
