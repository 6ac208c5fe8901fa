import Foundation
import LayoutModel
import SnapshotKit
import Synchronization

/// The snapshot formats of a fixture.
public enum SnapshotFormat: String, CaseIterable, Hashable, Sendable {
    case png, svg, frames
}

/// One fixture to check, in one variant: its file, and where its references live
/// (`<suite>/<name>`, or `<suite>/<name>@<variant>`).
public struct FixtureCase: Hashable, Sendable {
    public var file: String
    public var suite: String
    public var name: String
    /// The variant's name; nil: the fixture's own viewport (a fixture without variants).
    public var variant: String?
    /// Its variants could not be read (the fixture is broken): its variant references are not obsolete.
    public var variantsUnknown = false
    /// It was listed without being parsed (`FixtureLoader.hasNoVariants`): whether it can be read is
    /// known only once it is checked, and if its check ends in an error its variant references
    /// are not obsolete either (`ObsoleteReferences.sparing`).
    public var variantsUnverified = false

    public init(file: String, suite: String, name: String, variant: String? = nil) {
        self.file = file; self.suite = suite; self.name = name; self.variant = variant
    }

    /// The references' name: `name`, or `name@variant`.
    public var referenceName: String { variant.map { name + "@" + $0 } ?? name }  // as `Variant.referenceName(_:)`
    /// `suite/name`: the fixture's name, whatever the variant.
    public var fixtureID: String { suite.isEmpty ? name : suite + "/" + name }
    /// `suite/name` or `suite/name@variant`: the snapshot's name in reports.
    public var id: String { suite.isEmpty ? referenceName : suite + "/" + referenceName }
}

extension SnapshotFormat {
    /// The reference's file extension: `png`, `svg`, `frames.txt`.
    public var pathExtension: String { self == .frames ? "frames.txt" : rawValue }
}

/// What `layoutsnap check` does, as library code: every fixture, every format, compared with its
/// references by the one `verifySnapshot`, in parallel.
public struct SnapshotCheck: Sendable {
    public var snapshotsDirectory: String
    public var artifactsDirectory: String
    public var record: RecordMode
    public var formats: [SnapshotFormat]
    public var jobs: Int
    /// The PNG tolerance of every fixture not in `fixtureTolerances`.
    public var tolerance: SnapshotTolerance
    /// PNG tolerances by fixture id (`forms/login`).
    public var fixtureTolerances: [String: SnapshotTolerance]
    /// Stop taking new fixtures once a snapshot failed or errored (those already started finish).
    public var failFast: Bool
    /// The project's default variants, named colours and snapshot limit.
    public var defaults = FixtureDefaults.none

    public init(snapshotsDirectory: String, artifactsDirectory: String, record: RecordMode,
                formats: [SnapshotFormat] = SnapshotFormat.allCases, jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                tolerance: SnapshotTolerance = .exact, fixtureTolerances: [String: SnapshotTolerance] = [:],
                failFast: Bool = false) {
        self.snapshotsDirectory = snapshotsDirectory; self.artifactsDirectory = artifactsDirectory
        self.record = record; self.formats = formats; self.jobs = max(1, jobs); self.tolerance = tolerance
        self.fixtureTolerances = fixtureTolerances; self.failFast = failFast
    }

    /// Every fixture under `roots` (files or folders). Its suite is its folder relative to the fixtures
    /// root: the nearest folder above it holding `schema.json` (so `check Fixtures/forms` and
    /// `check Fixtures` name `forms/login` alike), else `fixturesRoot` when the root is inside it,
    /// else the root given.
    public static func cases(in roots: [String], fixturesRoot: String? = nil) -> [FixtureCase] {
        let project = fixturesRoot.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        var out: [FixtureCase] = []
        for root in roots {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isDir) else { continue }
            let files = isDir.boolValue ? Fixture.findFixtures(in: root) : [root]
            let given = URL(fileURLWithPath: isDir.boolValue ? root : (root as NSString).deletingLastPathComponent).standardizedFileURL
            let insideProject = project.map { given.path == $0 || given.path.hasPrefix($0 + "/") } ?? false
            let base = schemaFolder(above: given) ?? (insideProject ? project! : given.path)
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

    /// Checks every case in every format, each fixture laid out once (`check(_:renderer:)`), on
    /// `jobs` threads (`WorkerPlacement` says where), the costliest cases
    /// first and small ones beside large ones (`workOrder`, `WorkQueue`; with `failFast`, fixtures
    /// not started when a snapshot fails are left out of the report); `progress` is called once
    /// per snapshot, from any thread. The results come in the order of `cases`, formats in the
    /// order of `formats`.
    public func run(_ cases: [FixtureCase], progress: @Sendable (Int, Int, CheckReport.Result) -> Void = { _, _, _ in }) -> CheckReport {
        let started = Date()
        let renderer = Result { try FixtureRenderer() }
        let results = Mutex<[[CheckReport.Result]]>(Array(repeating: [], count: cases.count))
        let queue = Mutex(workQueue(cases))
        let done = Mutex(0)
        let total = cases.count * formats.count
        let stop = Mutex(false)
        let workers = min(jobs, max(1, cases.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            // Each thread but the first measures and draws text with a measurer of its own over the
            // same fonts (`PangoTextMeasurer.sibling`): one measurer's lock was held for 16% of a check.
            // With as many workers as processors, each stays on a processor of its own, so Pango's
            // helper threads run where their worker waits for them (`WorkerPlacement`).
            WorkerPlacement.pinned(worker: worker, of: workers) {
                let renderer = worker == 0 ? renderer : Result { try FixtureRenderer(measurer: renderer.get().measurer.sibling()) }
                while true {
                    guard !stop.withLock({ $0 }), let (i, large) = queue.withLock({ $0.take() }) else { return }
                    let checked = check(cases[i], renderer: renderer)
                    queue.withLock { $0.finished(large: large) }
                    results.withLock { $0[i] = checked }
                    if failFast, checked.contains(where: { $0.status == .failed || $0.status == .error }) {
                        stop.withLock { $0 = true }
                    }
                    for result in checked {
                        let finished = done.withLock { d in d += 1; return d }
                        progress(finished, total, result)
                    }
                }
            }
        }
        return CheckReport(generated: CheckReport.timestamp(started), snapshotsDirectory: snapshotsDirectory,
                           artifactsDirectory: artifactsDirectory, results: results.withLock { $0.flatMap { $0 } })
    }
}

extension SnapshotCheck {
    /// `cases` with each fixture that has variants (its own, else `defaults.variants`) replaced by
    /// one case per variant, in the variants' order (`forms/login@iPhoneSE`, ...). A fixture whose
    /// variants cannot be read stays one case (its check reports the error) marked
    /// `variantsUnknown`, so its variant references are not taken for obsolete ones. A fixture
    /// that cannot declare variants (`FixtureLoader.hasNoVariants`) is not parsed here: it stays one
    /// case marked `variantsUnverified`, even when it is not valid JSON (its check tells).
    public static func expandingVariants(_ cases: [FixtureCase], defaults: FixtureDefaults) -> [FixtureCase] {
        var out: [FixtureCase] = []
        out.reserveCapacity(cases.count)
        for fixtureCase in cases {
            if FixtureLoader.hasNoVariants(contentsOf: fixtureCase.file, defaults: defaults) {
                var unverified = fixtureCase
                unverified.variantsUnverified = true
                out.append(unverified)
                continue
            }
            let variants: [Variant]
            do { variants = try FixtureLoader.variants(contentsOf: fixtureCase.file, defaults: defaults) } catch {
                var unknown = fixtureCase
                unknown.variantsUnknown = true
                out.append(unknown)
                continue
            }
            if variants.isEmpty { out.append(fixtureCase); continue }
            for variant in variants {
                var c = fixtureCase
                c.variant = variant.name
                out.append(c)
            }
        }
        return out
    }
}
