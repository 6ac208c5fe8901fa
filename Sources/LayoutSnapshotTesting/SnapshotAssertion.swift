import Foundation
import LayoutSnap

/// One `assertLayoutSnapshot` call, from its arguments to what the test must be told: where the
/// reference is, the comparison, the report data for `layoutsnap review`, and the message.
struct SnapshotAssertion<Format> {
    var subject: LayoutSubject
    var strategy: Snapshotting<LayoutSubject, Format>
    /// `named:`: a label after the test's name (`rendersCard.compact.png`), or nil to number.
    var name: String?
    /// `suite:`: the reference's folder below the snapshots folder, chosen by the caller, with the
    /// name `named:` or the function's (the scheme before test identities, kept when asked for).
    var suite: String?
    var record: RecordMode?
    /// The variant the subject was laid out for, named after the reference's name: `<…>@<variant>`.
    var variant: Variant? = nil
    var snapshotsDirectory: String?
    var identity: SnapshotIdentity
    /// The running test as people read it (`CardKitTests.CardTests/rendersCard()`), when known.
    var runningTest: String?
    /// The `swift test --filter` pattern of the running test (see `SnapshotIdentity.filterPattern`).
    var filterPattern: String
    var fileID: String
    var filePath: String
    var function: String
    var line: Int

    func run() -> SnapshotVerdict {
        let packageRoot = PackageRoot.find(from: URL(fileURLWithPath: filePath).deletingLastPathComponent())
        let mode: RecordMode
        let policy: RecordingPolicy
        do {
            mode = try record ?? RecordMode.fromEnvironment(AssertionEnvironment.current)
            policy = try RecordingPolicy.fromEnvironment(AssertionEnvironment.current)
        } catch { return .failure("\(error)") }
        let snapshots = snapshotsDirectory ?? packageRoot.appendingPathComponent("Snapshots").path
        let artifacts = AssertionEnvironment.artifactsDirectory
            ?? SnapshotFiles.artifactsDirectory(root: packageRoot.path, environment: AssertionEnvironment.current)
        let location = location(snapshots: snapshots, artifacts: artifacts)
        let ext = strategy.pathExtension
        let format = SnapshotLocation.formatName(pathExtension: ext)

        if let owner = SnapshotNumbering.shared.claim(location.reference(ext), by: runningTest ?? identity.key) {
            return .failure("\(location.reference(ext)) is also the reference of \(owner): two tests cannot share a "
                + "reference; give this assertion a `named:` of its own, or call it from the test itself")
        }
        var migration: ReferenceMigration?
        // Only a first snapshot can have been at the old place: it knew no numbers.
        if suite == nil, variant == nil, name != nil || location.name == identity.test {
            let legacy = SnapshotLocation(snapshotsDirectory: snapshots, artifactsDirectory: artifacts,
                                          suite: SnapshotIdentity.fileName(fileID),
                                          name: name ?? SnapshotIdentity.baseName(function))
            migration = ReferenceMigration.prepare(from: legacy, to: location, pathExtension: ext, record: mode)
            if let migration, let error = migration.error { return .failure(error) }
        }
        let compared = migration?.comparedLocation ?? location
        let outcome = verifySnapshot(of: subject, as: strategy, at: compared, record: mode)
        let approve = "SNAPSHOT_RECORD=failed swift test --filter '\(filterPattern)'"
        let changes = writeResult(outcome, format: format, location: compared, approveCommand: approve, policy: policy)

        if let migration {
            return migration.verdict(outcome, message: outcome.message(approveCommand: approve), policy: policy)
        }
        switch outcome.kind {
        case .matched:
            return .passed
        case .recorded:
            let text = "recorded a new reference at \(outcome.reference) (record mode '\(mode.rawValue)'); it was not compared: "
                + "look at it, commit it, and run the test again"
            return policy.recordingFails ? .failure(text) : .warning(text)
        default:
            var message = outcome.message(approveCommand: approve) ?? "snapshot \(location.id) failed"
            if let changes {
                message += "\n  layout changes (numbered as outlined on the composite):\n" + ElementChange.text(changes, indent: "    ")
            }
            return .failure(message)
        }
    }

    /// `<snapshots>/<module>/<suite>/<test>[.<name>|.<n>][@<variant>].<ext>`, or
    /// `<snapshots>/<suite>/<name>[@<variant>]` when `suite:` is given. Numbers count per variant.
    func location(snapshots: String, artifacts: String) -> SnapshotLocation {
        let tag = variant.map { "@" + $0.name } ?? ""
        if let suite {
            return SnapshotLocation(snapshotsDirectory: snapshots, artifactsDirectory: artifacts, suite: suite,
                                    name: (name ?? SnapshotIdentity.baseName(function)) + tag)
        }
        let file = name.map { identity.test + "." + $0 }
            ?? SnapshotNumbering.shared.nextName(for: identity, pathExtension: strategy.pathExtension + tag)
        return SnapshotLocation(snapshotsDirectory: snapshots, artifactsDirectory: artifacts, suite: identity.folder, name: file + tag)
    }

    /// The report data `layoutsnap review` reads: written for a failure or a recording, removed on a
    /// pass. A difference gets the layout changes against the frames reference of the same name
    /// (`<name>.frames.txt`, when the test keeps one), which are returned.
    @discardableResult
    func writeResult(_ outcome: SnapshotOutcome, format: String, location: SnapshotLocation, approveCommand: String,
                     policy: RecordingPolicy) -> [ElementChange]? {
        guard outcome.kind != .matched else {
            TestResultFiles.remove(for: location, format: format)
            return nil
        }
        var result = CheckReport.Result(outcome, format: format, approveCommand: approveCommand)
        result.test = runningTest ?? (identity.module + "." + identity.suite.joined(separator: ".") + "/" + identity.test)
        result.source = filePath + ":\(line)"
        if outcome.kind == .recorded, policy.recordingFails {
            result.message = (result.message ?? "") + " (not compared: look at it, commit it, and run the test again)"
        }
        if outcome.kind == .differs || outcome.kind == .rerecorded, let frames = try? FixtureRenderer().frames(subject.fixture) {
            // Image pixels per point: the actual PNG's width over the viewport's.
            let pixels = outcome.actual.flatMap { try? PNGHeader.size(atPath: $0) }?.width
            let scale = format == "png" ? (pixels ?? subject.viewport.width) / subject.viewport.width : subject.viewport.scale
            result = FrameChanges.annotating([result], frames: frames, scale: scale)[0]
        }
        try? TestResultFiles.write(result, for: location)
        return result.changes
    }
}

/// What a test is told: a failure, a warning (a recording under the `warn` policy), or nothing.
enum SnapshotVerdict: Equatable {
    case passed
    case warning(String)
    case failure(String)
}

enum PackageRoot {
    /// The nearest folder at or above `start` holding a Package.swift (else `start`).
    static func find(from start: URL) -> URL {
        var dir = start
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            dir = dir.deletingLastPathComponent()
        }
        return start
    }
}

/// What the assertions read from the process, replaceable for one task (for this package's own
/// tests, which run in parallel and must not share the process's environment or artifacts folder).
enum AssertionEnvironment {
    /// Environment variables (`SNAPSHOT_RECORD`, `SNAPSHOT_RECORDING`, `CI`); nil: the process's.
    @TaskLocal static var variables: [String: String]?
    /// The artifacts folder; nil: `SNAPSHOT_ARTIFACTS`, else `.build/snapshot-artifacts` in the package.
    @TaskLocal static var artifactsDirectory: String?

    static var current: [String: String] { variables ?? ProcessInfo.processInfo.environment }
}
