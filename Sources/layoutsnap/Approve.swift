import ArgumentParser
import Foundation
import LayoutSnap

/// `layoutsnap approve [NAME... | --all] [--format F] [--artifacts DIR]`
struct Approve: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Accept the actual output of failed snapshots as their new references.",
        discussion: "Reads <artifacts>/report.json from the last check; each approved actual is copied over its reference atomically.")

    @Argument(help: "Snapshot names as `check` prints them (forms/login, or forms/login.png).")
    var names: [String] = []

    @Flag(help: "Approve every failed snapshot.")
    var all = false

    @Option(help: "Only this format (png, svg, frames).")
    var format: String?

    @Option(help: "Artifacts folder (default: SNAPSHOT_ARTIFACTS, else .build/snapshot-artifacts).")
    var artifacts: String?

    func validate() throws {
        if all == !names.isEmpty { throw ValidationError("give snapshot names or --all (not both)") }
    }

    func run() throws {
        let dir = artifacts.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
            ?? SnapshotFiles.artifactsDirectory(root: FileManager.default.currentDirectoryPath)
        let path = CheckReport.path(inArtifacts: dir)
        var report: CheckReport
        do { report = try CheckReport.load(from: path) } catch {
            printError("error: no readable check report at \(path) (run `layoutsnap check` first): \(error)")
            throw ExitCodes.badInput
        }
        let approved: [CheckReport.Result]
        do { approved = try SnapshotApproval.approve(in: &report, names: all ? nil : names, format: format) } catch {
            printError("error: \(error)")
            throw ExitCodes.badInput
        }
        for result in approved { print("approved \(result.name).\(result.format) -> \(result.reference)") }
        if approved.isEmpty { print("nothing to approve") }
        try SnapshotFiles.writeAtomically(try report.jsonData(), to: path)
    }
}
