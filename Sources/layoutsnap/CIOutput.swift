import Foundation
import LayoutSnap

/// What `check` adds under GitHub Actions (`GITHUB_ACTIONS=true`): an `::error` annotation per
/// failed or errored snapshot, on its fixture file, and a Markdown table appended to the job
/// summary (`$GITHUB_STEP_SUMMARY`).
struct CIOutput {
    let project: Project
    let report: CheckReport
    var environment = ProcessInfo.processInfo.environment

    func write() {
        guard environment["GITHUB_ACTIONS"] == "true" else { return }
        for result in report.results where result.status == .failed || result.status == .error {
            print(annotation(result))
        }
        if let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty, let handle = FileHandle(forWritingAtPath: path) {
            handle.seekToEndOfFile()
            handle.write(Data(markdown().utf8))
            try? handle.close()
        }
    }

    /// `::error file=Fixtures/forms/login.json,line=1,title=forms/login.png failed::<first line>`.
    func annotation(_ result: CheckReport.Result) -> String {
        func property(_ s: String) -> String {
            s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: ":", with: "%3A")
                .replacingOccurrences(of: ",", with: "%2C")
        }
        func data(_ s: String) -> String {
            s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A")
        }
        let name = result.name + "." + (SnapshotFormat(rawValue: result.format)?.pathExtension ?? result.format)
        var fields: [String] = []
        if let fixture = result.fixture { fields += ["file=" + property(project.display(fixture)), "line=1"] }
        fields.append("title=" + property("\(name) \(result.status == .error ? "error" : "failed")"))
        let message = project.displayPaths(in: result.message ?? result.status.rawValue)
        return "::error \(fields.joined(separator: ","))::\(data(message))"
    }

    /// The job summary: counts, then one row per failed or errored snapshot.
    func markdown() -> String {
        var md = "### LayoutSnap: \(report.passed) passed, \(report.failed) failed"
        if report.recorded > 0 { md += ", \(report.recorded) recorded" }
        if report.errors > 0 { md += ", \(report.errors) errors" }
        if let shard = report.shard { md += " (shard \(shard))" }
        md += "\n\n"
        let bad = report.results.filter { $0.status == .failed || $0.status == .error }
        if !bad.isEmpty {
            md += "| Snapshot | Status | Reason |\n|---|---|---|\n"
            for r in bad {
                let first = project.displayPaths(in: r.message ?? "").split(separator: "\n").first.map(String.init) ?? ""
                let cell = first.replacingOccurrences(of: "|", with: "\\|")
                md += "| `\(r.name).\(SnapshotFormat(rawValue: r.format)?.pathExtension ?? r.format)` | \(r.status.rawValue) | \(cell) |\n"
            }
            md += "\n"
        }
        return md
    }
}
