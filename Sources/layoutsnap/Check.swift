import ArgumentParser
import Foundation
import LayoutSnap

/// `layoutsnap check [Fixtures/] [--snapshots Snapshots/] [--record MODE] [--format png,svg,frames]
/// [--jobs N] [--shard i/n] [--junit FILE] [--json FILE] [--artifacts DIR]`
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render every fixture and compare it with its references in Snapshots/.",
        discussion: """
            Exit codes: 0 every snapshot passed (or was recorded), 1 some differ, 2 bad input or usage. \
            Failures leave the actual output and a diff in the artifacts folder (SNAPSHOT_ARTIFACTS, default \
            .build/snapshot-artifacts) with report.json; `layoutsnap review` shows them and `layoutsnap approve` accepts them.
            """)

    @Argument(help: "Fixture files or folders (default: Fixtures).")
    var fixtures: [String] = ["Fixtures"]

    @Option(help: "The references' folder.")
    var snapshots = "Snapshots"

    @Option(help: "all | missing | failed | never (default: SNAPSHOT_RECORD, else never on CI and missing locally).")
    var record: String?

    @Option(help: "Comma-separated formats: png, svg, frames.")
    var format = "png,svg,frames"

    @Option(help: "Parallel jobs (default: all cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: "Check only shard i of n (1-based), e.g. 2/4; the split is deterministic.")
    var shard: String?

    @Option(help: "Write JUnit XML here.")
    var junit: String?

    @Option(help: "Write the results as JSON here (also always written to <artifacts>/report.json).")
    var json: String?

    @Option(help: "Artifacts folder (default: SNAPSHOT_ARTIFACTS, else .build/snapshot-artifacts).")
    var artifacts: String?

    @Option(help: "PNG: per-pixel colour threshold, 0...1 (default 0: every visible change counts).")
    var threshold: Double = 0

    @Option(help: "PNG: pass with at most this many differing pixels (default 0).")
    var maxPixels: Int?

    @Option(help: "PNG: pass with at most this share of differing pixels, 0...1.")
    var maxRatio: Double?

    @Flag(help: "PNG: do not count anti-aliased pixels as differing (they are still reported).")
    var ignoreAA = false

    /// The suite's default tolerance for PNG snapshots, from the flags.
    var tolerance: SnapshotTolerance {
        SnapshotTolerance(maxDifferingPixels: maxPixels, maxDifferingRatio: maxRatio, threshold: threshold, includeAA: !ignoreAA)
    }

    func validate() throws {
        _ = try formats()
        _ = try shardPair()
        if jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if !(0...1).contains(threshold) { throw ValidationError("--threshold must be in 0...1, got \(threshold)") }
        if let maxRatio, !(0...1).contains(maxRatio) { throw ValidationError("--max-ratio must be in 0...1, got \(maxRatio)") }
        if let maxPixels, maxPixels < 0 { throw ValidationError("--max-pixels must not be negative") }
        if let record, RecordMode(rawValue: record) == nil {
            throw ValidationError("--record must be one of all, missing, failed, never; got '\(record)'")
        }
    }

    func formats() throws -> [SnapshotFormat] {
        try format.split(separator: ",").map { part in
            guard let f = SnapshotFormat(rawValue: part.trimmingCharacters(in: .whitespaces)) else {
                throw ValidationError("unknown format '\(part)'; use png, svg, frames")
            }
            return f
        }
    }

    func shardPair() throws -> (Int, Int)? {
        guard let shard else { return nil }
        let parts = shard.split(separator: "/").compactMap { Int($0) }
        guard parts.count == 2, parts[1] >= 1, (1...parts[1]).contains(parts[0]) else {
            throw ValidationError("--shard must be i/n with 1 <= i <= n, got '\(shard)'")
        }
        return (parts[0], parts[1])
    }

    func run() throws {
        let mode: RecordMode
        do { mode = try record.flatMap(RecordMode.init(rawValue:)) ?? RecordMode.fromEnvironment() } catch {
            printError("error: \(error)")
            throw ExitCodes.badInput
        }
        for root in fixtures where !FileManager.default.fileExists(atPath: root) {
            printError("error: \(root): no such file or folder")
            throw ExitCodes.badInput
        }
        let cwd = FileManager.default.currentDirectoryPath
        let artifactsDir = artifacts.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            ?? SnapshotFiles.artifactsDirectory(root: cwd)
        var cases = SnapshotCheck.cases(in: fixtures)
        if let (i, n) = try shardPair() { cases = SnapshotCheck.shard(cases, index: i, count: n) }
        let checker = SnapshotCheck(snapshotsDirectory: URL(fileURLWithPath: snapshots).standardizedFileURL.path,
                                    artifactsDirectory: artifactsDir, record: mode, formats: try formats(), jobs: jobs,
                                    tolerance: tolerance)
        let report = checker.run(cases, progress: CheckProgress.report)
        CheckProgress.finish()
        try CheckOutput.write(report, artifacts: artifactsDir, json: json, junit: junit)
        CheckOutput.printSummary(report, record: mode)
        if report.errors > 0 { throw ExitCodes.badInput }
        if report.failed > 0 { throw ExitCode(1) }
    }
}
