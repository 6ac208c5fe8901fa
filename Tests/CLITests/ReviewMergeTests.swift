import Foundation
import LayoutSnap
import Testing

/// `review` merges the reports of a sharded run into one page, wherever the shards' artifacts lie.
@Suite struct ReviewMergeTests {
    @Test func theShardsOfARunMergeIntoOnePageAndApproveWorksFromIt() throws {
        let box = try CheckSandbox(expected: false)
        try FileManager.default.copyItem(atPath: box.fixture, toPath: box.fixtures + "/seeds/other.json")
        let shardA = box.root + "/shard-1", shardB = box.root + "/shard-2"
        for (i, folder) in [(1, shardA), (2, shardB)] {
            let r = try CLIRunner.run(["check", box.fixtures, "--snapshots", box.snapshots, "--artifacts", folder,
                                       "--record", "never", "--shard", "\(i)/2"])
            #expect(r.status == 1, Comment(rawValue: r.stderr))
        }
        // The second shard's artifacts are downloaded somewhere else.
        let downloaded = box.root + "/downloads/shard-2"
        try FileManager.default.createDirectory(atPath: box.root + "/downloads", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: shardB, toPath: downloaded)
        let merged = box.root + "/merged"
        let r = try CLIRunner.run(["review", "--artifacts", merged, shardA, downloaded + "/report.json"])
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        #expect(r.stdout == merged + "/report/index.html\n")
        let report = try CheckReport.load(from: merged + "/report.json")
        #expect(report.results.map { "\($0.name).\($0.format)" } == [
            "seeds/duilib_row.frames", "seeds/duilib_row.png", "seeds/duilib_row.svg",
            "seeds/other.frames", "seeds/other.png", "seeds/other.svg",
        ])
        #expect(report.results.allSatisfy { $0.actual.map(FileManager.default.fileExists(atPath:)) == true })
        let page = try box.read(merged + "/report/index.html")
        // One card per fixture, a tab per format.
        #expect(page.components(separatedBy: "<section class=\"card\"").count - 1 == 2)
        #expect(page.components(separatedBy: "<div class=\"format-panel\"").count - 1 == 6)
        let approve = try CLIRunner.run(["approve", "--all", "--artifacts", merged])
        #expect(approve.status == 0)
        let after = try box.check(["--record", "never"])
        #expect(after.status == 0, Comment(rawValue: approve.stdout + after.stdout + after.stderr))
    }

    /// A report from another machine: its artifacts move to where it lies, its references to ours.
    @Test func aDownloadedReportIsRelocated() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let result = CheckReport.Result(name: "forms/login", format: "png", status: .failed,
                                        reference: "/ci-runner/work/Snapshots/forms/login.png",
                                        actual: "/ci-runner/artifacts/forms/login.png", diff: "/ci-runner/artifacts/forms/login.png.diff.png")
        let report = CheckReport(generated: "2026-11-24T10:00:00Z", snapshotsDirectory: "/ci-runner/work/Snapshots",
                                 artifactsDirectory: "/ci-runner/artifacts", results: [result])
        try report.jsonData().write(to: URL(fileURLWithPath: dir + "/report.json"))
        let moved = try CheckReport.load(relocating: dir, snapshots: "/home/me/project/Snapshots")
        #expect(moved.artifactsDirectory == dir)
        #expect(moved.snapshotsDirectory == "/home/me/project/Snapshots")
        #expect(moved.results[0].reference == "/home/me/project/Snapshots/forms/login.png")
        #expect(moved.results[0].actual == dir + "/forms/login.png")
        #expect(moved.results[0].diff == dir + "/forms/login.png.diff.png")
    }

    /// The paths inside a downloaded report's messages move with its files, so the page shows them
    /// as `check` prints them here: the references relative to the project, the actual outputs in
    /// the downloaded folder; a longer path that merely contains the old folder is left alone.
    @Test func theMessagesOfADownloadedReportNameThePathsHere() throws {
        let box = try CheckSandbox()
        let downloaded = box.root + "/downloaded"
        try FileManager.default.createDirectory(atPath: downloaded + "/seeds", withIntermediateDirectories: true)
        try Data("a\nc\n".utf8).write(to: URL(fileURLWithPath: downloaded + "/seeds/duilib_row.frames.txt"))
        try FileManager.default.createDirectory(atPath: box.snapshots + "/seeds", withIntermediateDirectories: true)
        try Data("a\nb\n".utf8).write(to: URL(fileURLWithPath: box.snapshots + "/seeds/duilib_row.frames.txt"))
        let message = """
            seeds/duilib_row.frames.txt differs from its reference: line 2
              reference: /ci-runner/work/Snapshots/seeds/duilib_row.frames.txt
              actual:    /ci-runner/work/.build/snapshot-artifacts/seeds/duilib_row.frames.txt
              elsewhere: /mirror/ci-runner/work/Snapshots/x.txt
            """
        let result = CheckReport.Result(name: "seeds/duilib_row", format: "frames", status: .failed, message: message,
                                        reference: "/ci-runner/work/Snapshots/seeds/duilib_row.frames.txt",
                                        actual: "/ci-runner/work/.build/snapshot-artifacts/seeds/duilib_row.frames.txt")
        let report = CheckReport(generated: "2026-11-29T10:00:00Z", snapshotsDirectory: "/ci-runner/work/Snapshots",
                                 artifactsDirectory: "/ci-runner/work/.build/snapshot-artifacts", results: [result])
        try report.jsonData().write(to: URL(fileURLWithPath: downloaded + "/report.json"))
        let r = try CLIRunner.run(["review", "downloaded"], in: box.root)
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        let page = try box.read(box.root + "/.build/snapshot-artifacts/report/index.html")
        #expect(page.contains("reference: Snapshots/seeds/duilib_row.frames.txt"))
        #expect(page.contains("actual:    downloaded/seeds/duilib_row.frames.txt"))
        #expect(page.contains("elsewhere: /mirror/ci-runner/work/Snapshots/x.txt"))
        #expect(!page.contains("/ci-runner/work/Snapshots/seeds"))
    }
}
