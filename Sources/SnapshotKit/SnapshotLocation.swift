import Foundation

/// Where one snapshot lives: `<snapshotsDirectory>/<suite>/<name>.<ext>` for the reference, and
/// in `<artifactsDirectory>/<suite>/` what a failure leaves: the actual output `<name>.<ext>`, and
/// `<name>.<format>.<kind>.<ext>` for the rest (`login.png.diff.png`, `login.svg.diff.txt`,
/// `login.frames.reference.txt`), so the formats of one fixture never share a file.
public struct SnapshotLocation: Hashable, Sendable {
    public var snapshotsDirectory: String
    public var artifactsDirectory: String
    public var suite: String
    public var name: String

    public init(snapshotsDirectory: String, artifactsDirectory: String, suite: String, name: String) {
        self.snapshotsDirectory = snapshotsDirectory; self.artifactsDirectory = artifactsDirectory
        self.suite = suite; self.name = name
    }

    /// `<suite>/<name>`.
    public var id: String { suite.isEmpty ? name : suite + "/" + name }

    public func reference(_ ext: String) -> String { path(in: snapshotsDirectory, ext) }
    public func actual(_ ext: String) -> String { path(in: artifactsDirectory, ext) }

    /// An artifact of the snapshot in `format` (`png`, `svg`, `frames`): `<name>.<format>.<kind>.<ext>`.
    public func artifact(_ kind: String, _ ext: String, format: String) -> String {
        path(in: artifactsDirectory, format + "." + kind + "." + ext)
    }

    /// The snapshot's format name for a reference extension: `frames.txt` is `frames`.
    public static func formatName(pathExtension: String) -> String {
        pathExtension.hasSuffix(".txt") ? String(pathExtension.dropLast(4)) : pathExtension
    }

    private func path(in root: String, _ ext: String) -> String {
        var url = URL(fileURLWithPath: root)
        if !suite.isEmpty { url.appendPathComponent(suite) }
        return url.appendingPathComponent(name + "." + ext).path
    }
}
