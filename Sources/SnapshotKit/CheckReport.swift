import Foundation

/// The results of one `layoutsnap check` run, as written to `<artifacts>/report.json` and read by
/// `layoutsnap review` and `layoutsnap approve`. Paths are absolute.
public struct CheckReport: Codable, Hashable, Sendable {
    /// The outcome of one snapshot.
    public enum Status: String, Codable, Hashable, Sendable {
        /// Matched its reference.
        case passed
        /// Differed from its reference (or its reference is missing in `never` mode).
        case failed
        /// No reference existed and one was written.
        case recorded
        /// The fixture could not be laid out or rendered.
        case error
    }

    public struct Result: Codable, Hashable, Sendable {
        /// `<suite>/<name>`, e.g. `forms/login`; with `format` it identifies the snapshot.
        public var name: String
        /// `png`, `svg` or `frames`.
        public var format: String
        public var status: Status
        /// A human-readable reason for failures and errors (sizes, counts, the first differing line).
        public var message: String?
        /// The reference file (may not exist for a missing reference).
        public var reference: String
        /// The actual output, written to the artifacts folder on failure.
        public var actual: String?
        /// PNG: the diff image; text formats: a unified diff file.
        public var diff: String?
        /// PNG: reference | diff | actual side by side.
        public var composite: String?
        /// PNG only.
        public var differingPixels: Int?
        public var antialiasedPixels: Int?
        public var totalPixels: Int?
        /// The command that copies `actual` over `reference`.
        public var approveCommand: String?
        /// On failure, a copy of the reference as it was compared, in the artifacts folder (the
        /// reference itself may be re-recorded or approved later).
        public var comparedReference: String?
        /// Whether this run wrote the reference: a new one (`recorded`), or a changed one
        /// re-recorded by record mode `failed` or `all` (`failed`).
        public var referenceWritten: Bool?
        /// The fixture file the snapshot comes from, when it comes from one.
        public var fixture: String?
        /// The test that took the snapshot, for snapshots of `assertLayoutSnapshot` (`Module.Suite/test`).
        public var test: String?
        /// The test's source file and line, for snapshots of `assertLayoutSnapshot`.
        public var source: String?
        /// The elements that changed (layout nodes, from the frame trees), numbered as outlined on the composite.
        public var changes: [ElementChange]?
        /// PNG only: image pixels per point (the render's scale), to place `changes` on the image.
        public var scale: Double?
        /// The fixture's layout warnings (an ambiguous constraint layout, content overflowing the viewport).
        public var warnings: [String]?
        /// Seconds spent on this snapshot (its share of the fixture's layout, its rendering and comparison).
        public var time: Double?

        public init(name: String, format: String, status: Status, message: String? = nil, reference: String,
                    actual: String? = nil, diff: String? = nil, composite: String? = nil, differingPixels: Int? = nil,
                    antialiasedPixels: Int? = nil, totalPixels: Int? = nil, approveCommand: String? = nil) {
            self.name = name; self.format = format; self.status = status; self.message = message
            self.reference = reference; self.actual = actual; self.diff = diff; self.composite = composite
            self.differingPixels = differingPixels; self.antialiasedPixels = antialiasedPixels
            self.totalPixels = totalPixels; self.approveCommand = approveCommand
        }

        /// Whether this run re-recorded a reference that differed (record mode `failed` or `all`).
        public var rerecorded: Bool { status == .failed && referenceWritten == true }
    }

    public var version: Int
    /// ISO 8601 time of the run.
    public var generated: String
    public var snapshotsDirectory: String
    public var artifactsDirectory: String
    public var results: [Result]
    /// `i/n` when the run checked one shard.
    public var shard: String?
    /// References that no fixture produces (listed only when the whole project was checked).
    public var obsolete: [String]?
    /// Counts by status, written for readers of the JSON (recomputed from `results` when read).
    public var summary: Summary?

    /// The number of snapshots by status.
    public struct Summary: Codable, Hashable, Sendable {
        /// Snapshots in all, then by status, and obsolete references.
        public var total, passed, failed, recorded, errors, obsolete: Int
    }

    public init(version: Int = 1, generated: String, snapshotsDirectory: String, artifactsDirectory: String, results: [Result],
                shard: String? = nil, obsolete: [String]? = nil) {
        self.version = version; self.generated = generated; self.snapshotsDirectory = snapshotsDirectory
        self.artifactsDirectory = artifactsDirectory; self.results = results; self.shard = shard; self.obsolete = obsolete
    }

    /// `date` as the report's `generated` field: ISO 8601 in UTC to the second (`2026-12-07T16:05:09Z`),
    /// as `ISO8601DateFormatter` writes it. Formatted by FoundationEssentials' `ISO8601FormatStyle`,
    /// which needs no ICU: the formatter set up ICU's calendar and time zone data for this one string,
    /// a few milliseconds at the end of every `check`.
    public static func timestamp(_ date: Date) -> String {
        Date.ISO8601FormatStyle().format(date)
    }

    /// The counts of `results` and `obsolete`.
    public var counts: Summary {
        Summary(total: results.count, passed: passed, failed: failed, recorded: recorded, errors: errors,
                obsolete: obsolete?.count ?? 0)
    }

    public var passed: Int { results.filter { $0.status == .passed }.count }
    public var failed: Int { results.filter { $0.status == .failed }.count }
    public var recorded: Int { results.filter { $0.status == .recorded }.count }
    public var errors: Int { results.filter { $0.status == .error }.count }
}
