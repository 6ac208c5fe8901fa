import Foundation
import RasterImage

/// File operations of the snapshot machinery. References are only ever written through
/// `writeAtomically`: a temporary file, then a rename (`AtomicFile`), so a reader never sees half
/// a file. `verifySnapshot` puts its temporary files in `temporaryDirectory(artifacts:)`, so a
/// process killed mid-write leaves nothing in the snapshots folder.
public enum SnapshotFiles {
    /// Writes `data` to `path` atomically, creating its folder. The temporary file goes into
    /// `temporaryDirectory` when given (on another volume, beside `path` after all), else beside
    /// `path`; stale temporary files of ours in either folder are removed. Errors name `path`.
    public static func writeAtomically(_ data: Data, to path: String, temporaryDirectory: String? = nil) throws {
        try AtomicFile.write(data, to: path, temporaryDirectory: temporaryDirectory)
    }

    /// `<artifacts>/.layoutsnap-tmp`: where references are written before being renamed into place.
    public static func temporaryDirectory(artifacts: String) -> String {
        (artifacts as NSString).appendingPathComponent(AtomicFile.temporaryFolderName)
    }

    public static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    public static func read(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    /// `SNAPSHOT_ARTIFACTS` when set, otherwise `.build/snapshot-artifacts` under `root`.
    public static func artifactsDirectory(root: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let dir = environment["SNAPSHOT_ARTIFACTS"], !dir.isEmpty {
            return URL(fileURLWithPath: dir, relativeTo: URL(fileURLWithPath: root, isDirectory: true)).standardizedFileURL.path
        }
        return URL(fileURLWithPath: root).appendingPathComponent(".build/snapshot-artifacts").standardizedFileURL.path
    }
}
