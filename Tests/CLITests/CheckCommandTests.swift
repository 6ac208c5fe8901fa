import Foundation
import LayoutSnap
import Testing

/// `check`, `approve` and the record modes' effect on disk, on a copy of one fixture.
@Suite struct CheckCommandTests {
    @Test func recordModesOnDisk() throws {
        let box = try CheckSandbox()
        // never: a missing reference fails and nothing is written under Snapshots/.
        let never = try box.check(["--record", "never"])
        #expect(never.status == 1)
        #expect(!FileManager.default.fileExists(atPath: box.snapshots))
        #expect(never.stdout.contains("snapshots: 0 passed, 3 failed"))
        // missing: the three references are written.
        let missing = try box.check(["--record", "missing"])
        #expect(missing.status == 0, Comment(rawValue: missing.stderr))
        #expect(box.files(box.snapshots) == ["seeds/duilib_row.frames.txt", "seeds/duilib_row.png", "seeds/duilib_row.svg"])
        // never again: all pass.
        let again = try box.check(["--record", "never"])
        #expect(again.status == 0)
        #expect(again.stdout.contains("snapshots: 3 passed, 0 failed"))
    }

    @Test func aChangedLayoutFailsWithReadableDiffsThenApproveFixesIt() throws {
        let box = try CheckSandbox(expected: false)
        #expect(try box.check(["--record", "missing"]).status == 0)
        let reference = try String(contentsOfFile: box.snapshots + "/seeds/duilib_row.frames.txt", encoding: .utf8)
        // One layout parameter changes: the middle weight 2 becomes 3.
        let source = try String(contentsOfFile: box.fixture, encoding: .utf8)
        try source.replacingOccurrences(of: #""width": {"weight": 2}"#, with: #""width": {"weight": 3}"#)
            .write(toFile: box.fixture, atomically: true, encoding: .utf8)
        let junit = box.root + "/junit.xml", json = box.root + "/results.json"
        let failed = try box.check(["--record", "never", "--junit", junit, "--json", json])
        #expect(failed.status == 1)
        // 1000 / (1 + 3 + 1) = 200: the middle is now 600 wide at x = 200.
        #expect(failed.stderr.contains(#"first difference at line 2: reference "  left (0, 0, 250, 200)", actual "  left (0, 0, 200, 200)""#),
                Comment(rawValue: failed.stderr))
        #expect(failed.stderr.contains("differing pixels"))
        #expect(try String(contentsOfFile: box.snapshots + "/seeds/duilib_row.frames.txt", encoding: .utf8) == reference)
        for artifact in ["seeds/duilib_row.png", "seeds/duilib_row.png.diff.png", "seeds/duilib_row.png.composite.png",
                         "seeds/duilib_row.frames.txt", "seeds/duilib_row.frames.diff.txt", "report.json"] {
            #expect(FileManager.default.fileExists(atPath: box.artifacts + "/" + artifact), Comment(rawValue: artifact))
        }
        let unified = try String(contentsOfFile: box.artifacts + "/seeds/duilib_row.frames.diff.txt", encoding: .utf8)
        #expect(unified == """
            --- reference
            +++ actual
            @@ -1,4 +1,4 @@
             row (0, 0, 1000, 200)
            -  left (0, 0, 250, 200)
            -  middle (250, 0, 500, 200)
            -  right (750, 0, 250, 200)
            +  left (0, 0, 200, 200)
            +  middle (200, 0, 600, 200)
            +  right (800, 0, 200, 200)

            """)
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"<testsuite name="seeds" tests="3" failures="3" errors="0" time=""#))
        let report = try CheckReport.load(from: json)
        #expect(report.failed == 3)

        let approve = try CLIRunner.run(["approve", "seeds/duilib_row", "--format", "frames", "--artifacts", box.artifacts])
        #expect(approve.status == 0, Comment(rawValue: approve.stderr))
        #expect(approve.stdout.contains("approved seeds/duilib_row.frames"))
        #expect(try box.check(["--record", "never", "--format", "frames"]).status == 0)
        #expect(try box.check(["--record", "never"]).status == 1)
        // The report for people: one card for the fixture, a tab per failing format, each with its approve command.
        let review = try CLIRunner.run(["review", "--artifacts", box.artifacts])
        #expect(review.status == 0)
        let page = try String(contentsOfFile: box.artifacts + "/report/index.html", encoding: .utf8)
        #expect(page.components(separatedBy: "class=\"card\"").count - 1 == 1)
        #expect(page.contains(#"data-name="seeds/duilib_row" data-format="png svg""#))   // png and svg still fail
        #expect(page.contains("layoutsnap approve seeds/duilib_row --format png"))

        #expect(try CLIRunner.run(["approve", "--all", "--artifacts", box.artifacts]).status == 0)
        #expect(try box.check(["--record", "never"]).status == 0)
    }

    /// Suite defaults for PNG: a tolerance large enough for the change lets the PNG pass.
    @Test func toleranceFlagsAreTheSuiteDefaults() throws {
        let box = try CheckSandbox()
        #expect(try box.check(["--record", "missing", "--format", "png"]).status == 0)
        let source = try String(contentsOfFile: box.fixture, encoding: .utf8)
        try source.replacingOccurrences(of: #""width": {"weight": 2}"#, with: #""width": {"weight": 3}"#)
            .write(toFile: box.fixture, atomically: true, encoding: .utf8)
        // The palette outlines move: a handful of columns of 200 px each.
        #expect(try box.check(["--record", "never", "--format", "png"]).status == 1)
        #expect(try box.check(["--record", "never", "--format", "png", "--max-ratio", "0.05"]).status == 0)
        #expect(try box.check(["--record", "never", "--format", "png", "--max-pixels", "3"]).status == 1)
        #expect(try box.check(["--threshold", "2"]).status == 64)
    }

    @Test func badInputAndUsage() throws {
        let box = try CheckSandbox()
        try "{".write(toFile: box.fixtures + "/seeds/broken.json", atomically: true, encoding: .utf8)
        let r = try box.check(["--record", "missing", "--format", "frames"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("broken.json"))
        #expect(try box.check(["--shard", "3/2"]).status == 64)
        #expect(try box.check(["--format", "jpeg"]).status == 64)
        #expect(try box.check(["--record", "sometimes"]).status == 64)
        #expect(try CLIRunner.run(["approve", "nothing/here", "--artifacts", box.artifacts]).status == 2)
    }

    @Test func shardsSplitTheFixturesDeterministically() {
        let cases = SnapshotCheck.cases(in: [CLIRunner.packageRoot + "/Fixtures"])
        let shards = (1...3).map { SnapshotCheck.shard(cases, index: $0, count: 3) }
        #expect(shards.map(\.count).reduce(0, +) == cases.count)
        #expect(Set(shards.flatMap { $0 }.map(\.id)).count == cases.count)
        #expect(shards == (1...3).map { SnapshotCheck.shard(cases, index: $0, count: 3) })
        #expect(cases.contains { $0.id == "forms/login" && $0.suite == "forms" && $0.name == "login" })
        // A sub-folder or a single file keeps the suite of the fixtures root (the folder with schema.json).
        #expect(SnapshotCheck.cases(in: [CLIRunner.packageRoot + "/Fixtures/forms"]).map(\.id) == ["forms/login"])
        #expect(SnapshotCheck.cases(in: [CLIRunner.packageRoot + "/Fixtures/forms/login.json"]).map(\.id) == ["forms/login"])
    }

    /// Every fixture in the repository has references, and they match.
    @Test func repositoryReferencesPass() throws {
        let artifacts = try CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["check", "Fixtures", "--snapshots", "Snapshots", "--record", "never", "--artifacts", artifacts])
        #expect(r.status == 0, Comment(rawValue: r.stdout + r.stderr))
        // One case per fixture, or per variant of a fixture with variants (Fixtures/variants: login and showcase
        // with 7 variants each, card with 4).
        let cases = SnapshotCheck.expandingVariants(SnapshotCheck.cases(in: [CLIRunner.packageRoot + "/Fixtures"]), defaults: .none)
        #expect(cases.count == Fixture.findFixtures(in: CLIRunner.packageRoot + "/Fixtures").count - 3 + 7 + 7 + 4)
        #expect(r.stdout.contains("snapshots: \(cases.count * 3) passed, 0 failed"), Comment(rawValue: r.stdout))
    }
}
