import Foundation
import LayoutSnap
import Testing

@Suite struct ReviewCommandTests {
    /// An artifacts folder with a report.json holding one failed frames snapshot.
    static func artifactsWithReport() throws -> String {
        let dir = try CLIRunner.temporaryDirectory()
        try Data("a\nb\n".utf8).write(to: URL(fileURLWithPath: dir + "/login.frames.txt"))
        try Data("a\nc\n".utf8).write(to: URL(fileURLWithPath: dir + "/login.frames.actual.txt"))
        let report = CheckReport(generated: "2025-01-02T03:04:05Z", snapshotsDirectory: dir, artifactsDirectory: dir, results: [
            .init(name: "forms/login", format: "frames", status: .failed, message: "line 2 differs",
                  reference: dir + "/login.frames.txt", actual: dir + "/login.frames.actual.txt",
                  approveCommand: "layoutsnap approve forms/login --format frames"),
            .init(name: "forms/about", format: "png", status: .passed, reference: dir + "/about.png"),
        ])
        try JSONEncoder().encode(report).write(to: URL(fileURLWithPath: dir + "/report.json"))
        return dir
    }

    @Test func writesTheReportPageAndPrintsItsPath() throws {
        let dir = try Self.artifactsWithReport()
        let r = try CLIRunner.run(["review", "--artifacts", dir])
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        #expect(r.stdout == dir + "/report/index.html\n")
        let html = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
        #expect(html.contains("<section class=\"card\" data-status=\"failed\" data-name=\"forms/login\" data-format=\"frames\" id=\"card-1\" tabindex=\"-1\">"))
        #expect(html.contains("<span class=\"del\">-b</span><span class=\"add\">+c</span>"))
        #expect(html.contains("<a href=\"files/forms/login.frames.actual.txt\""))
    }

    /// Inside a project, the page's path is printed relative to the project root.
    @Test func thePagePathIsRelativeToTheProjectRoot() throws {
        let box = try CheckSandbox()
        #expect(try CLIRunner.run(["check", "--record", "never", "--format", "frames"], in: box.root).status == 1)
        let r = try CLIRunner.run(["review"], in: box.fixtures + "/seeds")
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        #expect(r.stdout == ".build/snapshot-artifacts/report/index.html\n")
    }

    /// The page shows paths as `check` prints them, relative to the project root: the run's folders
    /// and the paths inside a failure's message (a page downloaded from CI names no CI machine path).
    @Test func thePageShowsPathsRelativeToTheProjectRoot() throws {
        let box = try CheckSandbox()
        // (CLIRunner sets SNAPSHOT_RECORDING=warn: recording passes.)
        #expect(try CLIRunner.run(["check", "--record", "missing", "--format", "frames"], in: box.root).status == 0)
        try box.changeLayout()
        let check = try CLIRunner.run(["check", "--record", "never", "--format", "frames"], in: box.root)
        #expect(check.status == 1)
        #expect(check.stderr.contains("reference: Snapshots/seeds/duilib_row.frames.txt"), Comment(rawValue: check.stderr))
        #expect(try CLIRunner.run(["review"], in: box.root).status == 0)
        let html = try String(contentsOfFile: box.root + "/.build/snapshot-artifacts/report/index.html", encoding: .utf8)
        #expect(html.contains("snapshots <code>Snapshots</code> &middot; artifacts <code>.build/snapshot-artifacts</code>"))
        #expect(html.contains("reference: Snapshots/seeds/duilib_row.frames.txt"))
        #expect(!html.contains(box.root + "/"), "no absolute path of the project is shown")
    }

    @Test func theArtifactsFolderDefaultsToSNAPSHOT_ARTIFACTS() throws {
        let dir = try Self.artifactsWithReport()
        let r = try CLIRunner.run(["review"], environment: ["SNAPSHOT_ARTIFACTS": dir])
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        #expect(r.stdout == dir + "/report/index.html\n")
    }

    @Test func openWithoutAnOpenerStillPrintsThePath() throws {
        let dir = try Self.artifactsWithReport()
        let r = try CLIRunner.run(["review", "--artifacts", dir, "--open"], environment: ["PATH": dir + "/no-such-bin"])
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        #expect(r.stdout == dir + "/report/index.html\n")
        #expect(r.stderr.contains("not found; open \(dir)/report/index.html in a browser"), Comment(rawValue: r.stderr))
    }

    @Test func aMissingReportExitsTwo() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["review", "--artifacts", dir])
        #expect(r.status == 2)
        #expect(r.stderr == "error: \(dir)/report.json: no check report here, and no failures of snapshot tests; run `layoutsnap check` or `swift test` first, or pass --artifacts\n")
        #expect(!FileManager.default.fileExists(atPath: dir + "/report"))
    }

    @Test(arguments: [
        ("{\"version\": 1,", "not a check report: malformed JSON"),
        ("{\"version\": 1}", "not a check report: missing key 'generated'"),
        ("{\"version\": 1, \"generated\": \"x\", \"snapshotsDirectory\": \"s\", \"artifactsDirectory\": \"a\", \"results\": [{\"name\": 3}]}",
         "not a check report: wrong type at $.results[0].name"),
    ])
    func aMalformedReportExitsTwo(json: String, message: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        try Data(json.utf8).write(to: URL(fileURLWithPath: dir + "/report.json"))
        let r = try CLIRunner.run(["review", "--artifacts", dir])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("error: \(dir)/report.json: \(message)"), Comment(rawValue: r.stderr))
    }
}
