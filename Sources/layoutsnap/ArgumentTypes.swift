import Foundation
import ArgumentParser
import LayoutSnap

/// `--record all|missing|failed|never`.
extension RecordMode: ExpressibleByArgument {}

/// `--format png` (one format).
extension SnapshotFormat: ExpressibleByArgument {}

/// `--format png,svg,frames`: one or more snapshot formats, comma-separated, in that order.
struct FormatList: ExpressibleByArgument, Hashable {
    var formats: [SnapshotFormat]

    init(_ formats: [SnapshotFormat]) { self.formats = formats }

    init?(argument: String) {
        var formats: [SnapshotFormat] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            guard let format = SnapshotFormat(rawValue: part.trimmingCharacters(in: .whitespaces)) else { return nil }
            if !formats.contains(format) { formats.append(format) }
        }
        guard !formats.isEmpty else { return nil }
        self.formats = formats
    }

    var defaultValueDescription: String { formats.map(\.rawValue).joined(separator: ",") }
    static var allValueStrings: [String] { SnapshotFormat.allCases.map(\.rawValue) }
}

/// `--shard i/n`: shard `index` (1-based) of `count`.
struct Shard: ExpressibleByArgument, Hashable {
    var index: Int
    var count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else { return nil }
        index = i; count = n
    }

    var description: String { "\(index)/\(count)" }
}

/// `render --scale 1|2|3`: device pixels per point.
struct DeviceScale: ExpressibleByArgument, Hashable {
    var value: Double

    init?(argument: String) {
        guard let n = Int(argument), (1...3).contains(n) else { return nil }
        value = Double(n)
    }
}
