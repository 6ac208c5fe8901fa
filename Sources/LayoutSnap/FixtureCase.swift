import Foundation

/// The snapshot formats of a fixture.
public enum SnapshotFormat: String, CaseIterable, Hashable, Sendable {
    case png, svg, frames
}

/// One fixture to check: its file, and where its references live (`<suite>/<name>`).
public struct FixtureCase: Hashable, Sendable {
    public var file: String
    public var suite: String
    public var name: String
    public var id: String { suite.isEmpty ? name : suite + "/" + name }
}

extension SnapshotFormat {
    /// The reference's file extension: `png`, `svg`, `frames.txt`.
    public var pathExtension: String { self == .frames ? "frames.txt" : rawValue }
}
