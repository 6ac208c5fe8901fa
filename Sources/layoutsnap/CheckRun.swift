import ArgumentParser
import Foundation
import LayoutSnap

/// What `layoutsnap check` does once its arguments are known.
struct CheckRun {
    let options: Check
    let project: Project

    init(_ options: Check, project: Project) {
        self.options = options; self.project = project
    }

    /// The fixture files and folders: the arguments (relative to the working directory), else the project's.
    func roots() throws -> [String] {
        let roots = options.fixtures.isEmpty ? [project.fixturesDirectory] : options.fixtures.map(ProjectOptions.absolute)
        for root in roots where !FileManager.default.fileExists(atPath: root) {
            throw CLIFailure.badInput("\(project.display(root)): no such file or folder")
        }
        return roots
    }

    func formats() throws -> [SnapshotFormat] {
        if let format = options.format { return format.formats }
        guard let names = project.configuration.formats else { return SnapshotFormat.allCases }
        guard let list = FormatList(argument: names.joined(separator: ",")) else {
            throw CLIFailure.badInput("\(project.configurationFile ?? Project.configurationFileName): formats must be some of png, svg, frames; got \(names)")
        }
        return list.formats
    }

    /// The project's fixture defaults with the snapshots each variant makes (the formats checked).
    func defaults(formats: [SnapshotFormat]) -> FixtureDefaults {
        var defaults = project.configuration.fixtureDefaults
        defaults.snapshotsPerVariant = formats.count
        return defaults
    }

    /// The cases of the roots, narrowed by `--filter` (a variant's name is `forms/login@iPhoneSE`) and `--shard`.
    func cases(_ all: [FixtureCase], defaults: FixtureDefaults) -> [FixtureCase] {
        var cases = all
        if !options.filter.isEmpty {
            cases = cases.filter { c in options.filter.contains { CheckFilter.matches(c.id, pattern: $0) } }
        }
        if let shard = options.shard {
            cases = SnapshotCheck.shard(cases, index: shard.index, count: shard.count) { SnapshotCheck.estimatedCost(of: $0, defaults: defaults) }
        }
        return cases
    }

    func run() throws {
        // The pinned fonts' set-up, the largest serial part of a check, is under way since the
        // process started (`FontWarmUp`); the checks' renderer waits for it. A failure shows there.
        let roots = try roots()
        let formats = try formats()
        let defaults = defaults(formats: formats)
        let allCases = SnapshotCheck.expandingVariants(SnapshotCheck.cases(in: roots, fixturesRoot: project.fixturesDirectory),
                                                       defaults: defaults)
        let cases = cases(allCases, defaults: defaults)
        // Nothing to check is never a pass: no fixture found, or none the filter keeps, is bad input.
        if allCases.isEmpty {
            throw CLIFailure.badInput("no fixtures (*.json) in \(roots.map(project.display).joined(separator: ", "))")
        }
        if !options.filter.isEmpty, cases.isEmpty, options.shard == nil {
            throw CLIFailure.badInput("no fixture matches --filter \(options.filter.joined(separator: ", "))")
        }
        if options.list {
            for c in cases { for f in formats { print(c.id + "." + f.pathExtension) } }
            return
        }
        let snapshots = options.snapshots.map(ProjectOptions.absolute) ?? project.snapshotsDirectory
        let artifacts = options.project.artifactsDirectory(in: project)
        let record = options.record ?? .missing
        let policy: RecordingPolicy
        do { policy = try RecordingPolicy.fromEnvironment(configured: project.configuration.recording) } catch {
            throw ValidationError("\(error)")
        }
        var base = project.configuration.tolerance?.applied(to: .exact) ?? .exact
        base = options.tolerance.applied(to: base)
        let perFixture = (project.configuration.fixtureTolerances ?? [:]).mapValues { $0.applied(to: base) }
        var checker = SnapshotCheck(snapshotsDirectory: snapshots, artifactsDirectory: artifacts, record: record,
                                    formats: formats, jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                                    tolerance: base, fixtureTolerances: perFixture, failFast: options.failFast)
        checker.defaults = project.configuration.fixtureDefaults
        let progress = CheckProgress(project: project)
        // Obsolete references are known only when every fixture of the project was looked at; they
        // are searched for while the fixtures are checked (references written meanwhile are never obsolete).
        let wholeProject = options.fixtures.isEmpty && options.filter.isEmpty && options.shard == nil && !options.failFast
        let fixturesDirectory = project.fixturesDirectory
        let obsolete = wholeProject ? BackgroundWork { ObsoleteReferences.find(in: snapshots, cases: allCases, fixtures: fixturesDirectory) } : nil
        var report = checker.run(cases, progress: progress.report)
        progress.finish()
        report.shard = options.shard?.description
        if let obsolete {
            report.obsolete = ObsoleteReferences.sparing(obsolete.value, cases: allCases, results: report.results, under: snapshots)
            if options.prune {
                do { try ObsoleteReferences.remove(report.obsolete ?? [], under: snapshots) } catch {
                    throw CLIFailure.failure("cannot remove the obsolete references: " + CLIFailure.describe(error))
                }
            }
        }
        let output = CheckOutput(project: project, report: report, record: record, policy: policy, pruned: options.prune)
        try output.write(json: options.json.map(ProjectOptions.absolute), junit: options.junit.map(ProjectOptions.absolute))
        output.printSummary()
        CIOutput(project: project, report: report).write()
        if report.errors > 0 { throw CLIFailure.badInput("\(report.errors) snapshot\(report.errors == 1 ? "" : "s") could not be checked (see above)") }
        // A reference written was not compared: under the `fail` policy the run fails, as a test does.
        if report.failed > 0 || (report.recorded > 0 && policy.recordingFails) { throw CLIFailure.differs }
    }
}

/// `--filter`: a glob (`*`, `?`, `[...]`) when the pattern has one, else a substring.
enum CheckFilter {
    static func matches(_ name: String, pattern: String) -> Bool {
        if pattern.contains(where: { "*?[".contains($0) }) { return fnmatch(pattern, name, 0) == 0 }
        return name.contains(pattern)
    }
}
