import Foundation
import SnapshotKit

/// The results of one artifacts folder as `layoutsnap approve` reads and writes them: `check`'s
/// `report.json` and the results `swift test`'s snapshot assertions left there (or either alone).
/// `approve` and the review server of `layoutsnap watch` both go through it, so approving from
/// the page writes exactly what the command writes.
public struct ArtifactsReport: Sendable {
    /// Why an artifacts folder has no report to approve from.
    public enum LoadError: Error, Equatable, CustomStringConvertible {
        /// Neither `report.json` nor any result of a snapshot test.
        case nothingToApprove(report: String, artifacts: String)
        /// `report.json` exists but does not decode; `reason` says why.
        case unreadable(report: String, reason: String)

        public var description: String {
            switch self {
            case let .nothingToApprove(report, artifacts):
                "no check report at \(report) and no failures of snapshot tests in \(artifacts) (run `layoutsnap check` or `swift test` first)"
            case let .unreadable(report, reason):
                "\(report) is not a readable check report: \(reason)"
            }
        }
    }

    /// The check's results with the tests' added (`CheckReport.adding(_:)`).
    public var report: CheckReport
    /// The results of the snapshot tests, with the files they came from.
    public let tests: [CheckReport.TestResult]
    /// `<artifacts>/report.json`.
    public let checkReportPath: String
    /// Whether `checkReportPath` existed when loaded (it is written back only then).
    public let hasCheckReport: Bool

    /// Reads `artifacts`; test results' references are moved under `snapshots` as
    /// `CheckReport.testResults(in:snapshots:)` does.
    public static func load(artifacts: String, snapshots: String) throws(LoadError) -> ArtifactsReport {
        let path = CheckReport.path(inArtifacts: artifacts)
        let tests = CheckReport.testResults(in: artifacts, snapshots: snapshots)
        if FileManager.default.fileExists(atPath: path) {
            do {
                let report = try CheckReport.load(from: path).adding(tests)
                return ArtifactsReport(report: report, tests: tests, checkReportPath: path, hasCheckReport: true)
            } catch {
                throw .unreadable(report: path, reason: "\(error)")
            }
        }
        guard !tests.isEmpty else { throw .nothingToApprove(report: path, artifacts: artifacts) }
        return ArtifactsReport(report: CheckReport.ofTests(tests, artifacts: artifacts, snapshots: snapshots),
                               tests: tests, checkReportPath: path, hasCheckReport: false)
    }

    /// `SnapshotApproval.approve(in:names:format:)` on `report`: copies each selected failure's
    /// actual over its reference (atomically) and returns the approved results; `save()` then
    /// records them. Throws `SnapshotApproval.UnknownName` (nothing copied) for a name that is
    /// not a failure.
    public mutating func approve(names: [String]?, format: String?) throws -> [CheckReport.Result] {
        try SnapshotApproval.approve(in: &report, names: names, format: format)
    }

    /// Writes each result back where it came from: the tests' to their files, the check's to
    /// `report.json` (when it existed), atomically.
    public func save() throws {
        try CheckReport.writeBack(report.results, to: tests)
        guard hasCheckReport else { return }
        let testKeys = Set(tests.map { $0.result.name + "\u{0}" + $0.result.format })
        var checkReport = report
        checkReport.results.removeAll { testKeys.contains($0.name + "\u{0}" + $0.format) && $0.test != nil }
        try SnapshotFiles.writeAtomically(try checkReport.jsonData(), to: checkReportPath)
    }
}
