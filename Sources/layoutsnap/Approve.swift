import ArgumentParser
import Foundation
import LayoutSnap

/// `layoutsnap approve [NAME... | --all] [--format F] [--artifacts DIR]`
struct Approve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Accept the actual output of failed snapshots as their new references.",
        discussion: "Reads <artifacts>/report.json from the last check and the failures `swift test`'s snapshot assertions left in <artifacts>; each approved actual is copied over its reference atomically.")

    @Argument(help: "Snapshot names as `check` prints them: forms/login (every format), forms/login.png, forms/login.frames.txt.")
    var names: [String] = []

    @Flag(help: "Approve every failed snapshot.")
    var all = false

    @Option(help: "Only this format.")
    var format: SnapshotFormat?

    @OptionGroup var project: ProjectOptions

    func validate() throws {
        if all == !names.isEmpty { throw ValidationError("give snapshot names or --all (not both)") }
    }

    func run() throws {
        let project = try project.project()
        let dir = self.project.artifactsDirectory(in: project)
        let path = CheckReport.path(inArtifacts: dir)
        let tests = CheckReport.testResults(in: dir, snapshots: project.snapshotsDirectory)
        let hasCheckReport = FileManager.default.fileExists(atPath: path)
        var report: CheckReport
        if hasCheckReport {
            do { report = try CheckReport.load(from: path).adding(tests) } catch {
                throw CLIFailure.badInput("\(project.display(path)) is not a readable check report: \(error)")
            }
        } else if !tests.isEmpty {
            report = CheckReport.ofTests(tests, artifacts: dir, snapshots: project.snapshotsDirectory)
        } else {
            throw CLIFailure.badInput("no check report at \(project.display(path)) and no failures of snapshot tests in "
                + "\(project.display(dir)) (run `layoutsnap check` or `swift test` first)")
        }
        let approved: [CheckReport.Result]
        do { approved = try SnapshotApproval.approve(in: &report, names: all ? nil : names, format: format?.rawValue) } catch {
            throw CLIFailure.badInput("\(error)")
        }
        for result in approved { print("approved \(result.name).\(result.format) -> \(project.display(result.reference))") }
        if approved.isEmpty { print("nothing to approve") }
        // Each result goes back where it came from: the tests' to their files, check's to report.json.
        do { try CheckReport.writeBack(report.results, to: tests) } catch {
            throw CLIFailure.unwritable(path: dir, reason: CLIFailure.reason(error))
        }
        guard hasCheckReport else { return }
        let testKeys = Set(tests.map { $0.result.name + "\u{0}" + $0.result.format })
        var checkReport = report
        checkReport.results.removeAll { testKeys.contains($0.name + "\u{0}" + $0.format) && $0.test != nil }
        let data: Data
        do { data = try checkReport.jsonData() } catch { throw CLIFailure.failure("cannot encode the report: \(error)") }
        try CLIFailure.write(data, to: path)
    }
}
