import ArgumentParser
import Foundation
import LayoutSnap

/// `layoutsnap check [FIXTURES...] [options]`: the arguments; `CheckRun` does the work.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render every fixture and compare it with its references.",
        discussion: """
            Folders come from layoutsnap.json at the project root (the nearest folder above the working \
            directory holding it, else holding a Fixtures folder): Fixtures, Snapshots and the artifacts \
            folder by default, whatever folder `check` runs from. Failures leave the actual output, the \
            reference as compared and a diff in the artifacts folder with report.json; `layoutsnap review` \
            shows them and `layoutsnap approve` accepts them.
            Exit codes: 0 every snapshot passed (or was recorded), 1 some differ (or were re-recorded), \
            2 bad input, 3 an output could not be written, 64 usage.
            """)

    @Argument(help: "Fixture files or folders (default: the project's fixtures folder).")
    var fixtures: [String] = []

    @Option(help: "The references' folder (default: the project's, else Snapshots under the project root).")
    var snapshots: String?

    @Option(help: "When references are written (default: $SNAPSHOT_RECORD, else never on CI, when $CI is set, and missing locally).")
    var record: RecordMode?

    @Option(help: "Comma-separated formats (default: the project's, else all three).")
    var format: FormatList?

    @Option(help: "Parallel jobs (default: all cores).")
    var jobs: Int?

    @Option(help: "Check only shard i of n (1-based), e.g. 2/4: balanced by estimated cost, within one fixture in size, the same on every run.")
    var shard: Shard?

    @Option(help: "Only fixtures whose name (forms/login) contains this text or matches this glob; repeatable.")
    var filter: [String] = []

    @Flag(help: "Print the snapshots that would be checked, one a line, and exit.")
    var list = false

    @Flag(help: "Stop after the first failing fixture (fixtures already running finish).")
    var failFast = false

    @Flag(help: "Delete obsolete references: files in the references' folder that no fixture produces (a check of every fixture only).")
    var prune = false

    @Option(help: "Write JUnit XML here.")
    var junit: String?

    @Option(help: "Write the results as JSON here (also always written to <artifacts>/report.json).")
    var json: String?

    @OptionGroup var project: ProjectOptions
    @OptionGroup var tolerance: ToleranceOptions

    mutating func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if prune, !fixtures.isEmpty || !filter.isEmpty || shard != nil || failFast {
            throw ValidationError("--prune needs a check of every fixture: no fixture arguments, --filter, --shard or --fail-fast")
        }
        if record == nil {
            do { record = try RecordMode.fromEnvironment() } catch { throw ValidationError("\(error)") }
        }
    }

    func run() throws {
        try CheckRun(self, project: try project.project()).run()
    }
}
