import Foundation

/// What `verifySnapshot` found and did for one snapshot. It knows nothing of how it is reported:
/// `check`'s report (`CheckReport.Result(_:format:approveCommand:)`), its JUnit and JSON, and
/// the test assertions each turn it into their own output.
public struct SnapshotOutcome: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        /// The actual matched the reference (under the strategy's tolerance).
        case matched
        /// There was no reference; one was written.
        case recorded
        /// There was no reference and the record mode was `never`: the actual went to the artifacts folder.
        case missing
        /// The actual differs; it and the diff artifacts went to the artifacts folder.
        case differs
        /// The actual differs and the record mode (`failed`, `all`) overwrote the reference; still a failure.
        case rerecorded
        /// The value could not be snapshotted or encoded, or a file could not be read or written.
        case error
    }

    public var kind: Kind
    /// `<suite>/<name>`.
    public var id: String
    /// The reference's extension (`png`, `frames.txt`).
    public var pathExtension: String
    public var record: RecordMode
    /// The reference file (it may not exist).
    public var reference: String
    /// The actual output, a copy of the reference as compared, the diff and the composite, when written.
    public var actual: String?
    public var comparedReference: String?
    public var diff: String?
    public var composite: String?
    /// The comparison's words for a difference, or the error's.
    public var detail: String?
    /// For images: differing, anti-aliased and total pixel counts.
    public var differingPixels: Int?
    public var antialiasedPixels: Int?
    public var totalPixels: Int?

    public init(kind: Kind, id: String, pathExtension: String, record: RecordMode, reference: String) {
        self.kind = kind; self.id = id; self.pathExtension = pathExtension; self.record = record; self.reference = reference
    }

    /// Whether the snapshot fails: anything but `matched` and `recorded`.
    public var isFailure: Bool { kind != .matched && kind != .recorded }

    /// Whether the reference was written: `recorded` and `rerecorded`.
    public var referenceWritten: Bool { kind == .recorded || kind == .rerecorded }

    /// One or a few lines for people (nil when it matched); a difference names its files and ends
    /// with `approveCommand` when one is given.
    public func message(approveCommand: String? = nil) -> String? {
        switch kind {
        case .matched:
            return nil
        case .recorded:
            return "recorded a new reference at \(reference)"
        case .missing:
            return "no reference at \(reference) (record mode 'never': nothing was written there)"
        case .rerecorded:
            return "re-recorded \(reference) (record mode '\(record.rawValue)'); it differed: \(detail ?? "")"
        case .error:
            return detail ?? "could not check \(id)"
        case .differs:
            var lines = ["\(id).\(pathExtension) differs from its reference: \(detail ?? "")",
                         "  reference: \(reference)", "  actual:    \(actual ?? "(not written)")"]
            if let diff { lines.append("  diff:      \(diff)") }
            if let approveCommand { lines.append("  approve:   \(approveCommand)") }
            return lines.joined(separator: "\n")
        }
    }
}

extension CheckReport.Result {
    /// `outcome` as a row of `check`'s report: `matched` passes, `recorded` is recorded, `missing`,
    /// `differs` and `rerecorded` fail, `error` is an error. `approveCommand` is kept where there
    /// is an actual to approve (`missing`, `differs`).
    public init(_ outcome: SnapshotOutcome, format: String, approveCommand: String? = nil) {
        let status: CheckReport.Status = switch outcome.kind {
        case .matched: .passed
        case .recorded: .recorded
        case .missing, .differs, .rerecorded: .failed
        case .error: .error
        }
        let approvable = outcome.kind == .missing || outcome.kind == .differs
        self.init(name: outcome.id, format: format, status: status, message: outcome.message(approveCommand: approveCommand),
                  reference: outcome.reference, actual: outcome.actual, diff: outcome.diff, composite: outcome.composite,
                  differingPixels: outcome.differingPixels, antialiasedPixels: outcome.antialiasedPixels,
                  totalPixels: outcome.totalPixels, approveCommand: approvable ? approveCommand : nil)
        comparedReference = outcome.comparedReference
        referenceWritten = outcome.referenceWritten ? true : nil
    }
}
