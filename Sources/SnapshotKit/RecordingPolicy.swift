import Foundation

/// What writing a reference means for the run that wrote it: `layoutsnap check` and
/// `assertLayoutSnapshot` follow the same policy.
///
/// A reference that was written was not compared with anything, so by default it fails its run
/// (`fail`: the test fails, `check` exits 1), naming the file; someone looks at it, commits it, and
/// runs again. `warn` reports the same words as a warning (a Swift Testing warning, a `warning:`
/// line) and lets the run pass: for a first run that records a whole new suite on purpose.
/// Approving (`layoutsnap approve`) is a person's decision and is neither.
public enum RecordingPolicy: String, Hashable, Sendable, CaseIterable {
    case fail
    case warn

    /// The environment variable that sets the policy.
    public static let environmentVariable = "SNAPSHOT_RECORDING"

    /// `SNAPSHOT_RECORDING` (`fail` or `warn`) when set, otherwise `configured`, otherwise `fail`.
    /// - Throws: `SnapshotConfigurationError` naming the variable and the accepted values.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment,
                                       configured: RecordingPolicy? = nil) throws -> RecordingPolicy {
        guard let raw = environment[environmentVariable], !raw.isEmpty else { return configured ?? .fail }
        guard let policy = RecordingPolicy(rawValue: raw.lowercased()) else {
            throw SnapshotConfigurationError(
                reason: "\(environmentVariable)=\(raw) is not a recording policy; use one of: \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return policy
    }

    /// Whether a snapshot that wrote a new reference fails under this policy.
    public var recordingFails: Bool { self == .fail }
}
