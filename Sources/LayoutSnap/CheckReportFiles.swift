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
        return try encoder.encode(self)
    }

    public static func load(from path: String) throws -> CheckReport {
        try JSONDecoder().decode(CheckReport.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// JUnit XML: one test suite per fixture folder, one test case per snapshot.
    public func junitXML() -> String {
        func esc(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        let groups = Dictionary(grouping: results) { r in (r.name as NSString).deletingLastPathComponent }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"layoutsnap\" tests=\"\(results.count)\" failures=\"\(failed)\" errors=\"\(errors)\">\n"
        for suite in groups.keys.sorted() {
            let rs = groups[suite]!
            let f = rs.filter { $0.status == .failed }.count, e = rs.filter { $0.status == .error }.count
            xml += "  <testsuite name=\"\(esc(suite.isEmpty ? "fixtures" : suite))\" tests=\"\(rs.count)\" failures=\"\(f)\" errors=\"\(e)\">\n"
            for r in rs {
                let name = esc((r.name as NSString).lastPathComponent + "." + r.format)
                xml += "    <testcase classname=\"\(esc(suite.isEmpty ? "fixtures" : suite))\" name=\"\(name)\""
                switch r.status {
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
