import Foundation
import SnapshotKit

extension CheckReport {
    /// `<artifacts>/report.json`, where `check` leaves its results for `review` and `approve`.
    public static func path(inArtifacts directory: String) -> String {
        URL(fileURLWithPath: directory).appendingPathComponent("report.json").path
    }

    /// Pretty, key-sorted JSON.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var copy = self
        copy.summary = counts
        return try encoder.encode(copy)
    }

    public static func load(from path: String) throws -> CheckReport {
        try JSONDecoder().decode(CheckReport.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// JUnit XML: one test suite per fixture folder, one test case per snapshot, with `time`
    /// (seconds), the suite's `timestamp` (the run's start) and each case's `file` (its fixture,
    /// relative to `root` when inside it). A recorded snapshot is a failure when `recordingFails`
    /// (the `fail` recording policy), as it fails the run.
    public func junitXML(relativeTo root: String? = nil, recordingFails: Bool = false) -> String {
        func esc(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        func seconds(_ t: Double) -> String { String(format: "%.3f", t) }
        func file(_ path: String) -> String {
            guard let root, path.hasPrefix(root + "/") else { return path }
            return String(path.dropFirst(root.count + 1))
        }
        let groups = Dictionary(grouping: results) { r in (r.name as NSString).deletingLastPathComponent }
        let total = results.reduce(0) { $0 + ($1.time ?? 0) }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failures = failed + (recordingFails ? recorded : 0)
        xml += "<testsuites name=\"layoutsnap\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(seconds(total))\">\n"
        for suite in groups.keys.sorted() {
            let rs = groups[suite]!
            let f = rs.filter { $0.status == .failed || (recordingFails && $0.status == .recorded) }.count, e = rs.filter { $0.status == .error }.count
            let name = esc(suite.isEmpty ? "fixtures" : suite)
            xml += "  <testsuite name=\"\(name)\" tests=\"\(rs.count)\" failures=\"\(f)\" errors=\"\(e)\""
            xml += " time=\"\(seconds(rs.reduce(0) { $0 + ($1.time ?? 0) }))\" timestamp=\"\(esc(generated))\">\n"
            for r in rs {
                let caseName = esc((r.name as NSString).lastPathComponent + "." + r.format)
                xml += "    <testcase classname=\"\(name)\" name=\"\(caseName)\" time=\"\(seconds(r.time ?? 0))\""
                if let fixture = r.fixture { xml += " file=\"\(esc(file(fixture)))\"" }
                switch r.status {
                case .recorded where recordingFails:
                    xml += ">\n      <failure message=\"recorded a new reference; not compared\">\(esc(r.message ?? ""))</failure>\n    </testcase>\n"
                case .passed, .recorded:
                    xml += "/>\n"
                case .failed:
                    xml += ">\n      <failure message=\"\(esc(r.message?.components(separatedBy: "\n").first ?? "differs"))\">\(esc(r.message ?? ""))</failure>\n    </testcase>\n"
                case .error:
                    xml += ">\n      <error message=\"\(esc(r.message ?? "error"))\"/>\n    </testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }
}
