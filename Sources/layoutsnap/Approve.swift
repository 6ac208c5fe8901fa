import ArgumentParser
import Foundation
import LayoutSnap

/// `layoutsnap approve [NAME... | --all] [--format F] [--artifacts DIR]`
struct Approve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
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
        var artifacts: ArtifactsReport
        do { artifacts = try ArtifactsReport.load(artifacts: dir, snapshots: project.snapshotsDirectory) } catch {
            switch error {
            case let .nothingToApprove(report, folder):
                throw CLIFailure.badInput(ArtifactsReport.LoadError.nothingToApprove(report: project.display(report), artifacts: project.display(folder)).description)
            case let .unreadable(report, reason):
                throw CLIFailure.badInput(ArtifactsReport.LoadError.unreadable(report: project.display(report), reason: reason).description)
            }
        }
        let approved: [CheckReport.Result]
        do { approved = try artifacts.approve(names: all ? nil : names, format: format?.rawValue) } catch {
            throw CLIFailure.badInput("\(error)")
        }
        for result in approved { print("approved \(result.name).\(result.format) -> \(project.display(result.reference))") }
        if approved.isEmpty { print("nothing to approve") }
        // Each result goes back where it came from: the tests' to their files, check's to report.json.
        do { try artifacts.save() } catch {
            throw CLIFailure.unwritable(path: dir, reason: CLIFailure.reason(error))
        }
    }
}
