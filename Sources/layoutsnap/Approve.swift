import ArgumentParser
import Foundation
import LayoutSnap

/// `layoutsnap approve [NAME... | --all] [--format F] [--artifacts DIR]`
struct Approve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Accept the actual output of failed snapshots as their new references.",
        discussion: "Reads <artifacts>/report.json from the last check; each approved actual is copied over its reference atomically.")

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
        var report: CheckReport
        do { report = try CheckReport.load(from: path) } catch {
            throw CLIFailure.badInput("no readable check report at \(project.display(path)) (run `layoutsnap check` first): \(error)")
        }
        let approved: [CheckReport.Result]
        do { approved = try SnapshotApproval.approve(in: &report, names: all ? nil : names, format: format?.rawValue) } catch {
            throw CLIFailure.badInput("\(error)")
        }
        for result in approved { print("approved \(result.name).\(result.format) -> \(project.display(result.reference))") }
        if approved.isEmpty { print("nothing to approve") }
        let data: Data
        do { data = try report.jsonData() } catch { throw CLIFailure.failure("cannot encode the report: \(error)") }
        try CLIFailure.write(data, to: path)
    }
}


