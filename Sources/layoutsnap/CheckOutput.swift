import Foundation
import LayoutSnap

/// The files and the summary `check` leaves. Paths are printed relative to the project root.
struct CheckOutput {
    let project: Project
    let report: CheckReport
    let record: RecordMode
    let policy: RecordingPolicy
    /// Whether the obsolete references were removed (`--prune`).
    let pruned: Bool

    /// `<artifacts>/report.json`, and the `--json` and `--junit` files when asked for.
    func write(json: String?, junit: String?) throws {
        let data: Data
        do { data = try report.jsonData() } catch { throw CLIFailure.failure("cannot encode the report: \(error)") }
        try CLIFailure.write(data, to: CheckReport.path(inArtifacts: report.artifactsDirectory))
        if let json { try CLIFailure.write(data, to: json) }
        if let junit { try CLIFailure.write(Data(report.junitXML(relativeTo: project.root, recordingFails: policy.recordingFails).utf8), to: junit) }
    }

    func printSummary() {
        var warned = Set<String>()
        for result in report.results where result.warnings != nil && warned.insert(result.name).inserted {
            for warning in result.warnings ?? [] { printError(Style.note("warning") + ": \(result.name): \(warning)") }
        }
        for result in report.results where result.referenceWritten == true {
            print((result.rerecorded ? "re-recorded " : "recorded ") + project.display(result.reference))
        }
        for path in report.obsolete ?? [] {
            print(pruned ? "removed obsolete \(project.display(path))"
                : Style.note("obsolete") + " \(project.display(path)) (no fixture produces it; `layoutsnap check --prune` deletes it)")
        }
        var parts = ["\(report.passed) passed", "\(report.failed) failed"]
        if report.recorded > 0 { parts.append("\(report.recorded) recorded") }
        if report.errors > 0 { parts.append("\(report.errors) errors") }
        if let shard = report.shard { parts.append("shard \(shard)") }
        let line = "snapshots: " + parts.joined(separator: ", ") + " (record mode \(record.rawValue))"
        let failing = report.failed + report.errors > 0 || (report.recorded > 0 && policy.recordingFails)
        print(failing ? Style.fail(line) : Style.pass(line))
        if report.recorded > 0 {
            let what = "\(report.recorded) new reference\(report.recorded == 1 ? " was" : "s were") written and not compared: look at "
                + "\(report.recorded == 1 ? "it" : "them"), commit, and run check again"
            print(policy.recordingFails ? what + " (exit 1; SNAPSHOT_RECORDING=warn or \"recording\": \"warn\" lets a recording pass)"
                  : Style.note("warning") + ": " + what)
        }
        if report.failed > 0 {
            let artifacts = project.display(report.artifactsDirectory)
            print("review: layoutsnap review --artifacts \(artifacts)")
            if report.results.contains(where: { $0.status == .failed && !$0.rerecorded && $0.actual != nil }) {
                print("approve all: layoutsnap approve --all --artifacts \(artifacts)")
            }
        }
    }
}
