import Foundation
import LayoutSnap
import Testing

/// `check` and the test assertions follow one recording policy: a reference written was not
/// compared, so the run fails (`fail`, the default) unless the policy is `warn`.
@Suite struct RecordingPolicyTests {
    @Test func recordingFailsTheCheckByDefaultAndTheJUnitSaysSo() throws {
        let box = try CheckSandbox()
        let junit = box.root + "/junit.xml"
        let r = try box.check(["--record", "missing", "--format", "frames", "--junit", junit], environment: ["SNAPSHOT_RECORDING": "fail"])
        #expect(r.status == 1, Comment(rawValue: r.stderr))
        #expect(r.stdout.hasSuffix("snapshots: 0 passed, 0 failed, 1 recorded (record mode missing)\n"
            + "1 new reference was written and not compared: look at it, commit, and run check again "
            + "(exit 1; SNAPSHOT_RECORDING=warn or \"recording\": \"warn\" lets a recording pass)\n"), Comment(rawValue: r.stdout))
        let xml = try box.read(junit)
        #expect(xml.contains(#"<testsuites name="layoutsnap" tests="1" failures="1" errors="0""#), Comment(rawValue: xml))
        #expect(xml.contains(#"<failure message="recorded a new reference; not compared">"#))
        // The next run compares and passes.
        #expect(try box.check(["--record", "missing", "--format", "frames"], environment: ["SNAPSHOT_RECORDING": "fail"]).status == 0)
    }

    @Test func aBadPolicyIsAUsageError() throws {
        let box = try CheckSandbox()
        let r = try box.check(["--format", "frames"], environment: ["SNAPSHOT_RECORDING": "loud"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("SNAPSHOT_RECORDING=loud is not a recording policy; use one of: fail, warn"), Comment(rawValue: r.stderr))
    }

    @Test func aBadPolicyInTheConfigurationIsBadInput() throws {
        let box = try CheckSandbox()
        try #"{"recording": "sometimes"}"#.write(toFile: box.root + "/layoutsnap.json", atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["check", "--format", "frames"], in: box.root)
        #expect(r.status == 2)
        #expect(r.stderr.contains("recording must be one of: fail, warn; got 'sometimes'"), Comment(rawValue: r.stderr))
    }
}

/// `review` and `approve` on what `swift test`'s assertions leave in the artifacts folder.
@Suite struct TestResultReviewTests {
    /// A failed frames snapshot as an assertion leaves it: the actual, and its report data.
    func leaveFailure(artifacts: String, snapshots: String, writeReference: Bool = true) throws -> CheckReport.Result {
        let location = SnapshotLocation(snapshotsDirectory: snapshots, artifactsDirectory: artifacts,
                                        suite: "CardKitTests/CardTests", name: "rendersCard")
        if writeReference { try SnapshotFiles.writeAtomically(Data("card (0, 0, 200, 100)\n".utf8), to: location.reference("frames.txt")) }
        try SnapshotFiles.writeAtomically(Data("card (0, 0, 210, 100)\n".utf8), to: location.actual("frames.txt"))
        var result = CheckReport.Result(name: location.id, format: "frames", status: .failed, message: "the text differs",
                                        reference: location.reference("frames.txt"), actual: location.actual("frames.txt"),
                                        approveCommand: #"SNAPSHOT_RECORD=failed swift test --filter 'CardKitTests\.CardTests/rendersCard\b'"#)
        result.test = "CardKitTests.CardTests/rendersCard()"
        try TestResultFiles.write(result, for: location)
        return result
    }

    @Test func reviewShowsTestFailuresWithoutACheckAndApproveAcceptsThem() throws {
        let root = try CLIRunner.temporaryDirectory()
        let artifacts = root + "/.build/snapshot-artifacts", snapshots = root + "/Snapshots"
        _ = try leaveFailure(artifacts: artifacts, snapshots: snapshots)
        let review = try CLIRunner.run(["review", "--artifacts", artifacts], in: root)
        #expect(review.status == 0, Comment(rawValue: review.stderr))
        let page = try String(contentsOfFile: artifacts + "/report/index.html", encoding: .utf8)
        #expect(page.contains("CardKitTests/CardTests/rendersCard"))
        #expect(page.contains("swift test --filter"))

        let approve = try CLIRunner.run(["approve", "CardKitTests/CardTests/rendersCard.frames.txt", "--artifacts", artifacts], in: root)
        #expect(approve.status == 0, Comment(rawValue: approve.stderr))
        #expect(approve.stdout.hasPrefix("approved CardKitTests/CardTests/rendersCard.frames -> "), Comment(rawValue: approve.stdout))
        #expect(try String(contentsOfFile: snapshots + "/CardKitTests/CardTests/rendersCard.frames.txt", encoding: .utf8) == "card (0, 0, 210, 100)\n")
        // The result file now says it was approved; no report.json was invented.
        let results = CheckReport.testResults(in: artifacts)
        #expect(results.map(\.result.status) == [.recorded])
        #expect(!FileManager.default.fileExists(atPath: artifacts + "/report.json"))
        let again = try CLIRunner.run(["approve", "--all", "--artifacts", artifacts], in: root)
        #expect(again.stdout == "nothing to approve\n")
    }

    @Test func aDownloadedArtifactsFolderIsReviewedWhereItLies() throws {
        // The tests ran on CI, in /ci/work; the folder was downloaded here.
        let ci = try CLIRunner.temporaryDirectory()
        _ = try leaveFailure(artifacts: ci + "/artifacts", snapshots: "/ci-machine/work/Snapshots", writeReference: false)
        let here = try CLIRunner.temporaryDirectory()
        try FileManager.default.moveItem(atPath: ci + "/artifacts", toPath: here + "/downloaded")
        let results = CheckReport.testResults(in: here + "/downloaded", snapshots: here + "/Snapshots")
        try #require(results.count == 1)
        #expect(results[0].result.actual == here + "/downloaded/CardKitTests/CardTests/rendersCard.frames.txt")
        #expect(results[0].result.reference == here + "/Snapshots/CardKitTests/CardTests/rendersCard.frames.txt")
        let review = try CLIRunner.run(["review", here + "/downloaded", "--artifacts", here + "/merged"], in: here)
        #expect(review.status == 0, Comment(rawValue: review.stderr))
        #expect(FileManager.default.fileExists(atPath: here + "/merged/report/index.html"))
    }
}
