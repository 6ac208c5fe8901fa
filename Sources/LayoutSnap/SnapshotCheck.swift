import Foundation
import LayoutModel
import SnapshotKit
import Synchronization

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

/// What `layoutsnap check` does, as library code: every fixture, every format, compared with its
/// references by the one `verifySnapshot`, in parallel.
public struct SnapshotCheck: Sendable {
    public var snapshotsDirectory: String
    public var artifactsDirectory: String
    public var record: RecordMode
    public var formats: [SnapshotFormat]
    public var jobs: Int
    public var tolerance: SnapshotTolerance

    public init(snapshotsDirectory: String, artifactsDirectory: String, record: RecordMode,
                formats: [SnapshotFormat] = SnapshotFormat.allCases, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                tolerance: SnapshotTolerance = .exact) {
        self.snapshotsDirectory = snapshotsDirectory; self.artifactsDirectory = artifactsDirectory
        self.record = record; self.formats = formats; self.jobs = max(1, jobs); self.tolerance = tolerance
    }

    /// Every fixture under `roots` (files or folders). Its suite is its folder relative to the fixtures
    /// root: the nearest folder above it holding `schema.json` (so `check Fixtures/forms` and
    /// `check Fixtures` name `forms/login` alike), else the root given.
    public static func cases(in roots: [String]) -> [FixtureCase] {
        var out: [FixtureCase] = []
        for root in roots {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDir) else { continue }
            let files = isDir.boolValue ? Fixture.findFixtures(in: root) : [root]
            let given = URL(fileURLWithPath: isDir.boolValue ? root : (root as NSString).deletingLastPathComponent).standardizedFileURL
            let base = schemaFolder(above: given) ?? given.path
            for file in files {
                let full = URL(fileURLWithPath: file).standardizedFileURL.path
                var relative = full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : (full as NSString).lastPathComponent
                relative = String(relative.dropLast(".json".count))
                let suite = (relative as NSString).deletingLastPathComponent
                out.append(FixtureCase(file: file, suite: suite, name: (relative as NSString).lastPathComponent))
            }
        }
        return out.sorted { $0.id < $1.id }
    }

    private static func schemaFolder(above start: URL) -> String? {
        var dir = start
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("schema.json").path) { return dir.path }
            dir = dir.deletingLastPathComponent()
        }
        return nil
    }

    /// The cases of shard `index` (1-based) of `count`: each case goes to the shard its name hashes
    /// to (FNV-1a), so the split is the same on every machine and adding a fixture moves no other.
    public static func shard(_ cases: [FixtureCase], index: Int, count: Int) -> [FixtureCase] {
        cases.filter { Int(fnv1a($0.id) % UInt64(count)) == index - 1 }
    }

    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        return hash
    }

    /// Checks every case in every format; `progress` is called once per snapshot, from any thread.
    public func run(_ cases: [FixtureCase], progress: @Sendable (Int, Int, CheckReport.Result) -> Void = { _, _, _ in }) -> CheckReport {
        let work = cases.flatMap { c in formats.map { (c, $0) } }
        let results = Mutex<[CheckReport.Result?]>(Array(repeating: nil, count: work.count))
        let next = Mutex(0)
        let done = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(1, work.count))) { _ in
            while true {
                let i: Int = next.withLock { n in defer { n += 1 }; return n }
                guard i < work.count else { return }
                let result = check(work[i].0, work[i].1)
                results.withLock { $0[i] = result }
                let finished = done.withLock { d in d += 1; return d }
                progress(finished, work.count, result)
            }
        }
        let formatter = ISO8601DateFormatter()
        return CheckReport(generated: formatter.string(from: Date()), snapshotsDirectory: snapshotsDirectory,
                           artifactsDirectory: artifactsDirectory, results: results.withLock { $0.compactMap { $0 } })
    }

    /// Checks one fixture in one format.
    public func check(_ fixtureCase: FixtureCase, _ format: SnapshotFormat) -> CheckReport.Result {
        let location = SnapshotLocation(snapshotsDirectory: snapshotsDirectory, artifactsDirectory: artifactsDirectory,
                                        suite: fixtureCase.suite, name: fixtureCase.name)
        let approve = "layoutsnap approve \(fixtureCase.id) --format \(format.rawValue)"
        let subject: LayoutSubject
        do {
            subject = LayoutSubject(try FixtureLoader.load(contentsOf: fixtureCase.file))
        } catch {
            let ext = format == .frames ? "frames.txt" : format.rawValue
            return CheckReport.Result(name: fixtureCase.id, format: format.rawValue, status: .error, message: "\(error)",
                                      reference: location.reference(ext))
        }
        var result = switch format {
        case .png:
            verifySnapshot(of: subject, as: .png(tolerance: tolerance), at: location, record: record,
                           format: "png", approveCommand: approve)
        case .svg:
            verifySnapshot(of: subject, as: .svg(), at: location, record: record, format: "svg", approveCommand: approve)
        case .frames:
            verifySnapshot(of: subject, as: .frames, at: location, record: record, format: "frames", approveCommand: approve)
        }
        // The fixture's warnings (missing glyphs, unknown families, ambiguous layouts), once per
        // fixture: with its first format. Its texts are already in the measurer's cache.
        if format == formats.first, let warnings = try? FixtureRenderer().framesAndWarnings(subject.fixture).warnings,
           !warnings.isEmpty {
            result.warnings = warnings.map(\.description)
        }
        return result
    }
}
