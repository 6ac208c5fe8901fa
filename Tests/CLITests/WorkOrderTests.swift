import Foundation
@testable import layoutsnap
@testable import LayoutSnap
import Testing

/// `check` hands its threads the costliest cases first, by the pixel count of each PNG reference,
/// and starts the fonts' set-up before parsing only for the commands that lay out text.
@Suite struct WorkOrderTests {
    /// A snapshots folder holding `suite/<name>.png` references of the given sizes.
    static func snapshots(_ sizes: [String: (Int, Int)]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("workorder-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/suite", withIntermediateDirectories: true)
        for (name, (w, h)) in sizes {
            let image = RGBAImage(width: w, height: h, pixels: [UInt8](repeating: 255, count: 4 * w * h))
            try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: root + "/suite/\(name).png"))
        }
        return root
    }

    static func cases(_ names: [String]) -> [FixtureCase] {
        names.map { FixtureCase(file: "/nowhere/\($0).json", suite: "suite", name: $0) }
    }

    @Test func theCostliestCasesGoFirstAndUnknownOnesBeforeThem() throws {
        // 10 x 10 = 100, 30 x 20 = 600, 20 x 30 = 600 (a tie: kept in the given order), 5 x 4 = 20;
        // "new" has no reference, so its cost is unknown.
        let root = try Self.snapshots(["a": (10, 10), "b": (30, 20), "c": (20, 30), "d": (5, 4)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let check = SnapshotCheck(snapshotsDirectory: root, artifactsDirectory: root + "/artifacts", record: .never, jobs: 2)
        let cases = Self.cases(["a", "b", "c", "d", "new"])
        #expect(check.workOrder(cases).map { cases[$0].name } == ["new", "b", "c", "a", "d"])
        // One thread, or no PNG compared: the given order.
        var one = check
        one.jobs = 1
        #expect(one.workOrder(cases) == [0, 1, 2, 3, 4])
        var svg = check
        svg.formats = [.svg, .frames]
        #expect(svg.workOrder(cases) == [0, 1, 2, 3, 4])
    }

    /// Two threads: while one is on a large case the other takes the cheapest left, and two large
    /// cases run at once only when the small ones are gone.
    @Test func smallCasesRunBesideLargeOnes() {
        // Positions 0...5 in work order (costliest first), cases 10...15; the first three large.
        var queue = WorkQueue(order: [10, 11, 12, 13, 14, 15], large: [true, true, true, false, false, false])
        let first = queue.take(), second = queue.take()
        #expect(first?.index == 10 && first?.large == true)
        #expect(second?.index == 15 && second?.large == false)  // 10 is large: the cheapest
        queue.finished(large: false)
        #expect(queue.take()?.index == 14)
        queue.finished(large: false)
        #expect(queue.take()?.index == 13)
        queue.finished(large: false)
        // Only large cases are left: the second thread takes one beside 10.
        #expect(queue.take()?.index == 12)
        queue.finished(large: true)  // 10
        #expect(queue.take()?.index == 11)
        #expect(queue.take() == nil)
        // With no large case the order is the work order.
        var plain = WorkQueue(order: [2, 0, 1], large: [false, false, false])
        #expect([plain.take(), plain.take(), plain.take()].map { $0?.index } == [2, 0, 1])
    }

    @Test func aCaseIsLargeWhenItsPixelsTakeMoreThanHalfTheSharedCache() throws {
        // 8 bytes a pixel against half of 64 KiB = 32,768 bytes: 64 x 64 = 4,096 pixels (32,768
        // bytes) is not large, 65 x 64 = 4,160 (33,280 bytes) is.
        let root = try Self.snapshots(["small": (64, 64), "large": (65, 64)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let check = SnapshotCheck(snapshotsDirectory: root, artifactsDirectory: root + "/artifacts", record: .never, jobs: 2)
        var queue = check.workQueue(Self.cases(["small", "large"]), cacheBytes: 64 << 10)
        #expect(queue.take().map { [$0.index, $0.large ? 1 : 0] } == [1, 1])
        #expect(queue.take().map { [$0.index, $0.large ? 1 : 0] } == [0, 0])
    }

    @Test func theSharedCacheIsTheHighestLevelListed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (entry, level, size) in [("index0", "1", "32K"), ("index2", "2", "1024K"), ("index3", "3", "32768K")] {
            try FileManager.default.createDirectory(atPath: "\(folder)/\(entry)", withIntermediateDirectories: true)
            try (level + "\n").write(toFile: "\(folder)/\(entry)/level", atomically: true, encoding: .utf8)
            try (size + "\n").write(toFile: "\(folder)/\(entry)/size", atomically: true, encoding: .utf8)
        }
        #expect(SharedCache.lastLevelBytes(in: folder) == 32768 * 1024)
        #expect(SharedCache.lastLevelBytes(in: folder + "/missing") == 32 << 20)
    }

    @Test func theResultsKeepTheOrderOfTheCases() throws {
        let root = try Self.snapshots(["a": (2, 2), "b": (40, 40)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let check = SnapshotCheck(snapshotsDirectory: root, artifactsDirectory: root + "/artifacts", record: .never,
                                  formats: [.png], jobs: 2)
        // Neither fixture file exists: each case is one error result, in the order of the cases.
        let report = check.run(Self.cases(["a", "b"]))
        #expect(report.results.map(\.name) == ["suite/a", "suite/b"])
        #expect(report.results.allSatisfy { $0.status == .error })
    }

    @Test func theFontsAreSetUpEarlyOnlyForCommandsThatLayOutText() {
        for arguments in [["check"], ["check", "Fixtures/forms", "--jobs", "2"], ["render", "a.json", "-o", "a.png"],
                          ["frames", "a.json"], ["explain", "a.json", "n"], ["watch"]] {
            #expect(FontWarmUp.start(for: arguments)?.value == true, Comment(rawValue: "\(arguments)"))
        }
        for arguments in [[], ["diff", "a.png", "b.png"], ["approve", "--all"], ["review"], ["check", "--list"],
                          ["check", "--help"], ["render", "-h"], ["--version"], ["conformance", "x"]] {
            #expect(FontWarmUp.start(for: arguments) == nil, Comment(rawValue: "\(arguments)"))
        }
    }
}
