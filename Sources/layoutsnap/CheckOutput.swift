import Foundation
import LayoutSnap

/// Progress lines while `check` runs: a live counter on a terminal, failures only otherwise.
enum CheckProgress {
    static let isTerminal = isatty(STDERR_FILENO) != 0

    @Sendable static func report(_ done: Int, _ total: Int, _ result: CheckReport.Result) {
        let line = "\(result.name).\(result.format): \(result.status.rawValue)"
        if result.status == .failed || result.status == .error {
            printError((isTerminal ? "\r\u{1B}[K" : "") + "FAIL " + (result.message ?? line))
        }
        for warning in result.warnings ?? [] { printError((isTerminal ? "\r\u{1B}[K" : "") + result.name + ": " + warning) }
        if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K[\(done)/\(total)] \(line)".utf8)) }
    }

    static func finish() {
        if isTerminal { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}

/// The files and the summary `check` leaves.
enum CheckOutput {
    static func write(_ report: CheckReport, artifacts: String, json: String?, junit: String?) throws {
        let data = try report.jsonData()
        try SnapshotFiles.writeAtomically(data, to: CheckReport.path(inArtifacts: artifacts))
        if let json { try SnapshotFiles.writeAtomically(data, to: json) }
        if let junit { try SnapshotFiles.writeAtomically(Data(report.junitXML().utf8), to: junit) }
    }

    static func printSummary(_ report: CheckReport, record: RecordMode) {
        var parts = ["\(report.passed) passed", "\(report.failed) failed"]
        if report.recorded > 0 { parts.append("\(report.recorded) recorded") }
        if report.errors > 0 { parts.append("\(report.errors) errors") }
        print("snapshots: " + parts.joined(separator: ", ") + " (record mode \(record.rawValue))")
        if report.failed > 0 {
            print("review: layoutsnap review --artifacts \(report.artifactsDirectory)")
            print("approve all: layoutsnap approve --all --artifacts \(report.artifactsDirectory)")
        }
    }
}
