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
