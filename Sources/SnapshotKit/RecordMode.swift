import Foundation

/// When a reference may be written (swift-snapshot-testing's four modes).
public enum RecordMode: String, Hashable, Sendable, CaseIterable {
    /// Write every reference, whether it matches or not; the snapshot still fails when it changed.
    case all
    /// Write references that do not exist yet; compare the others.
    case missing
    /// Overwrite references whose comparison fails (the snapshot still reports the failure).
    case failed
    /// Never write: a missing reference is a failure.
    case never

    /// `SNAPSHOT_RECORD` when set, else swift-snapshot-testing's `SNAPSHOT_TESTING_RECORD` (so a
    /// team's existing setting works; an error when either is not one of the four names), otherwise
    /// `never` when `CI` is set and `missing` locally.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws -> RecordMode {
        for name in ["SNAPSHOT_RECORD", "SNAPSHOT_TESTING_RECORD"] {
            guard let raw = environment[name], !raw.isEmpty else { continue }
            guard let mode = RecordMode(rawValue: raw.lowercased()) else {
                throw SnapshotConfigurationError(
                    reason: "\(name)=\(raw) is not a record mode; use one of: \(allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return .never }
        return .missing
    }
}

/// A bad setting (environment variable, flag) for the snapshot machinery.
public struct SnapshotConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var reason: String
    public init(reason: String) { self.reason = reason }
    public var description: String { reason }
}
