import Foundation

/// File operations of the snapshot machinery. References are only ever written through
/// `writeAtomically`: a temporary file in the same folder, then a rename, so a reader never sees
/// half a file and a crash never leaves one.
public enum SnapshotFiles {
    public static func writeAtomically(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
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
