import Foundation
import SnapshotKit

extension CheckReport {
    /// This report with the results of the fixture files `files` replaced by `partial`'s (a
    /// check of those files alone; nil when they were all deleted): results whose `fixture` is
    /// one of `files` are dropped, `partial`'s are added, and the results are sorted by name and
    /// format. The run's date becomes `partial`'s; the obsolete references stay this report's
    /// (only a check of every fixture finds them). Paths are compared standardized.
    public func replacing(fixtures files: [String], with partial: CheckReport?) -> CheckReport {
        func standard(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
        let replaced = Set(files.map(standard))
        var copy = self
        copy.results.removeAll { $0.fixture.map { replaced.contains(standard($0)) } ?? false }
        if let partial {
            let added = Set(partial.results.map { $0.name + "\u{0}" + $0.format })
            copy.results.removeAll { added.contains($0.name + "\u{0}" + $0.format) }
            copy.results += partial.results
            copy.generated = partial.generated
        }
        copy.results.sort { ($0.name, $0.format) < ($1.name, $1.format) }
        return copy
    }
}
