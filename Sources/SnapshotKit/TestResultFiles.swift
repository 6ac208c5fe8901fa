import Foundation

/// The report data of snapshot assertions run by `swift test`, in the same artifacts folder as
/// `check`'s: one `CheckReport.Result` per snapshot that failed or recorded, as JSON beside its
/// actual output (`<artifacts>/<suite>/<name>.<format>.result.json`).
///
/// One file per snapshot, so parallel tests and parallel test processes never write the same file,
/// and its life is the snapshot's: written (atomically) when it fails or records, removed when it
/// passes, like every other artifact of a failure. `layoutsnap review` and `approve` read them
/// beside `report.json`.
public enum TestResultFiles {
    /// The result file of the snapshot at `location` in `format` (`png`, `svg`, `frames`).
    public static func path(for location: SnapshotLocation, format: String) -> String {
        location.artifact("result", "json", format: format)
    }

    /// Writes `result` for the snapshot at `location`.
    public static func write(_ result: CheckReport.Result, for location: SnapshotLocation) throws {
        try SnapshotFiles.writeAtomically(try encode(result), to: path(for: location, format: result.format))
    }

    /// Removes the result file of a snapshot that passed (nothing when there is none).
    public static func remove(for location: SnapshotLocation, format: String) {
        let file = path(for: location, format: format)
        if FileManager.default.fileExists(atPath: file) { try? FileManager.default.removeItem(atPath: file) }
    }

    /// Every result file under `artifacts` (hidden folders and the review page's `report/` left
    /// out), decoded and sorted by name and format, with the path each was read from. Files that do
    /// not decode are skipped: they are ours only by their name.
    public static func load(artifacts: String) -> [(path: String, result: CheckReport.Result)] {
        let root = URL(fileURLWithPath: artifacts).standardizedFileURL.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
        var found: [(path: String, result: CheckReport.Result)] = []
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || relative == "report" {
                enumerator.skipDescendants()
                continue
            }
            guard name.hasSuffix(".result.json") else { continue }
            let path = root + "/" + relative
            guard let data = FileManager.default.contents(atPath: path),
                  let result = try? JSONDecoder().decode(CheckReport.Result.self, from: data) else { continue }
            found.append((path, result))
        }
        return found.sorted { ($0.result.name, $0.result.format) < ($1.result.name, $1.result.format) }
    }

    /// Pretty, key-sorted JSON of one result.
    public static func encode(_ result: CheckReport.Result) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(result)
    }
}
