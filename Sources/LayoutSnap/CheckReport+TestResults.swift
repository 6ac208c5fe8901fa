import Foundation
import SnapshotKit

/// The results of `swift test`'s snapshot assertions (`TestResultFiles`) beside `check`'s report,
/// so that `layoutsnap review` and `approve` work on both.
extension CheckReport {
    /// One result of the assertions, with the file it was read from.
    public struct TestResult: Hashable, Sendable {
        public var file: String
        public var result: Result
    }

    /// The results the assertions left in `artifacts`, with their paths moved to where the folder
    /// lies now (an artifacts folder downloaded from CI), and references moved under `snapshots`
    /// when the folder they were recorded in does not exist here.
    public static func testResults(in artifacts: String, snapshots: String? = nil) -> [TestResult] {
        let root = URL(fileURLWithPath: artifacts).standardizedFileURL.path
        return TestResultFiles.load(artifacts: root).map { found in
            let r = found.result
            // `<artifacts>/<name>.<ext>` and `<snapshots>/<name>.<ext>`: the folders are what precedes the name.
            func folder(of path: String?) -> String? {
                guard let path, let range = path.range(of: "/" + r.name + ".", options: .backwards) else { return nil }
                return String(path[..<range.lowerBound])
            }
            let single = CheckReport(generated: "", snapshotsDirectory: folder(of: r.reference) ?? root,
                                     artifactsDirectory: folder(of: r.actual) ?? root, results: [r])
            return TestResult(file: found.path, result: single.relocated(artifacts: root, snapshots: snapshots).results[0])
        }
    }

    /// This report with `tests` added (a snapshot in both keeps this report's result), sorted by
    /// name and format.
    public func adding(_ tests: [TestResult]) -> CheckReport {
        var copy = self
        let known = Set(results.map { $0.name + "\u{0}" + $0.format })
        copy.results += tests.map(\.result).filter { !known.contains($0.name + "\u{0}" + $0.format) }
        copy.results.sort { ($0.name, $0.format) < ($1.name, $1.format) }
        return copy
    }

    /// A report of the assertions' results alone, for `review` and `approve` when no `check` ran.
    public static func ofTests(_ tests: [TestResult], artifacts: String, snapshots: String) -> CheckReport {
        let generated = tests.compactMap { try? FileManager.default.attributesOfItem(atPath: $0.file)[.modificationDate] as? Date }
            .min() ?? Date()
        return CheckReport(generated: CheckReport.timestamp(generated), snapshotsDirectory: snapshots,
                           artifactsDirectory: artifacts, results: []).adding(tests)
    }

    /// Writes each of `results` that came from a test (it has `test`) back to its result file in `tests`.
    public static func writeBack(_ results: [Result], to tests: [TestResult]) throws {
        for test in tests {
            guard let updated = results.first(where: { $0.name == test.result.name && $0.format == test.result.format }),
                  updated != test.result else { continue }
            try SnapshotFiles.writeAtomically(try TestResultFiles.encode(updated), to: test.file)
        }
    }
}
