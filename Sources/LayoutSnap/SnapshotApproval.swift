import Foundation
import SnapshotKit

/// Accepting failed snapshots: the actual output becomes the reference.
public enum SnapshotApproval {
    public struct UnknownName: Error, CustomStringConvertible {
        public var name: String
        public var description: String { "no failed snapshot named '\(name)' in the last check" }
    }

    /// Whether `name` names the snapshot of `result`, as `approve(in:names:format:)` selects:
    /// `suite/name`, `suite/name@variant`, `suite/name.format` or the reference's file name.
    public static func matches(_ name: String, _ result: CheckReport.Result) -> Bool {
        if name == result.name || name == result.name + "." + result.format { return true }
        // `forms/login` names every variant of the fixture (`forms/login@iPhoneSE`), `forms/login.png` their PNGs.
        if let at = result.name.lastIndex(of: "@"), !result.name[at...].contains("/") {
            let fixture = String(result.name[..<at])
            if name == fixture || name == fixture + "." + result.format { return true }
        }
        let referenceName = (result.reference as NSString).lastPathComponent
        let folder = (result.name as NSString).deletingLastPathComponent
        return name == (folder.isEmpty ? referenceName : folder + "/" + referenceName)
    }

    /// Copies each selected failure's actual over its reference (atomically) and marks it recorded.
    /// - Parameters:
    ///   - names: `suite/name` (every format, every variant), `suite/name@variant` (every format of
    ///     one variant), `suite/name.format` or the reference's name
    ///     `suite/name.<extension>` (`forms/login.frames.txt`, as `check` prints it); nil approves every failure.
    ///   - format: only results of this format.
    /// - Throws: `UnknownName` for a name that matches no failure; nothing is copied then.
    public static func approve(in report: inout CheckReport, names: [String]?, format: String?) throws -> [CheckReport.Result] {
        func selected(_ r: CheckReport.Result) -> Bool {
            guard r.status == .failed, !r.rerecorded, r.actual != nil, format == nil || r.format == format else { return false }
            guard let names else { return true }
            return names.contains { matches($0, r) }
        }
        for name in names ?? [] where !report.results.contains(where: { selected($0) && matches(name, $0) }) {
            throw UnknownName(name: name)
        }
        var approved: [CheckReport.Result] = []
        for i in report.results.indices where selected(report.results[i]) {
            let r = report.results[i]
            // The temporary file in the artifacts folder: a kill mid-write leaves nothing in `Snapshots/`.
            try SnapshotFiles.writeAtomically(try SnapshotFiles.read(r.actual!), to: r.reference,
                                              temporaryDirectory: SnapshotFiles.temporaryDirectory(artifacts: report.artifactsDirectory))
            report.results[i].status = .recorded
            report.results[i].message = "approved: the actual became the reference"
            approved.append(report.results[i])
        }
        return approved
    }
}
