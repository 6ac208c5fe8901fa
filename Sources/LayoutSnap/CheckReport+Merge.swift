import Foundation
import SnapshotKit

extension CheckReport {
    /// The report read from `path` (a `report.json`, or the artifacts folder holding one), with
    /// its paths moved to where it lies now: paths under its recorded artifacts folder are moved
    /// under the folder it was read from (a CI artifact downloaded elsewhere), and, when neither
    /// its recorded references folder nor that folder's parent exists here (the report comes from
    /// another machine or checkout), paths under it are moved under `snapshots`.
    public static func load(relocating path: String, snapshots: String? = nil) throws -> CheckReport {
        var isDir: ObjCBool = false
        let file = FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
            ? CheckReport.path(inArtifacts: path) : path
        let report = try load(from: file)
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL.path
        return report.relocated(artifacts: folder, snapshots: snapshots)
    }

    /// This report with its artifacts folder moved to `artifacts`, and its references folder moved
    /// to `snapshots` when neither it nor its parent exists here.
    func relocated(artifacts folder: String, snapshots: String?) -> CheckReport {
        var moved = movingPaths(from: artifactsDirectory, to: folder)
        let recorded = snapshotsDirectory
        if let snapshots, !FileManager.default.fileExists(atPath: recorded),
           !FileManager.default.fileExists(atPath: (recorded as NSString).deletingLastPathComponent) {
            moved = moved.movingPaths(from: recorded, to: snapshots)
        }
        return moved
    }

    /// This report with every path under `old` moved under `new`: the results' files, the folders,
    /// the obsolete references, and the paths written inside the results' messages (so a report
    /// from CI reads `reference: Snapshots/...` here, not the CI machine's path).
    func movingPaths(from old: String, to new: String) -> CheckReport {
        guard old != new else { return self }
        func move(_ path: String) -> String {
            path == old ? new : path.hasPrefix(old + "/") ? new + path.dropFirst(old.count) : path
        }
        var copy = replacingFolderInMessages(old, with: new + "/")
        copy.artifactsDirectory = move(copy.artifactsDirectory)
        copy.snapshotsDirectory = move(copy.snapshotsDirectory)
        copy.obsolete = copy.obsolete?.map(move)
        for i in copy.results.indices {
            copy.results[i].reference = move(copy.results[i].reference)
            copy.results[i].actual = copy.results[i].actual.map(move)
            copy.results[i].diff = copy.results[i].diff.map(move)
            copy.results[i].composite = copy.results[i].composite.map(move)
            copy.results[i].comparedReference = copy.results[i].comparedReference.map(move)
        }
        return copy
    }

    /// The reports of a run's shards as one (as Playwright's `merge-reports`): every result,
    /// sorted by name and format, the earliest start time, the references folder of the first,
    /// and `artifactsDirectory` where the merged report is written. Obsolete references are kept
    /// only when every report lists the same (a shard alone never lists them).
    public static func merging(_ reports: [CheckReport], artifactsDirectory: String) -> CheckReport {
        let results = reports.flatMap(\.results).sorted { ($0.name, $0.format) < ($1.name, $1.format) }
        let obsolete = Set(reports.map { $0.obsolete ?? [] }).count == 1 ? reports.first?.obsolete : nil
        return CheckReport(generated: reports.map(\.generated).min() ?? "", snapshotsDirectory: reports.first?.snapshotsDirectory ?? "",
                           artifactsDirectory: artifactsDirectory, results: results, shard: nil, obsolete: obsolete)
    }
}
