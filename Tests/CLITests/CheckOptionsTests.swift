import Foundation
import LayoutSnap
import Testing

/// `--list`, `--filter`, `--fail-fast`, `--version` and colour.
@Suite struct CheckOptionsTests {
    /// The sandbox with a second fixture, `seeds/other`.
    func twoFixtures() throws -> CheckSandbox {
        let box = try CheckSandbox(expected: false)
        try FileManager.default.copyItem(atPath: box.fixture, toPath: box.fixtures + "/seeds/other.json")
        return box
    }

    @Test func listPrintsTheSnapshotsAndChecksNothing() throws {
        let box = try twoFixtures()
        let r = try box.check(["--list", "--format", "png,frames"])
        #expect(r.status == 0)
        #expect(r.stdout == "seeds/duilib_row.png\nseeds/duilib_row.frames.txt\nseeds/other.png\nseeds/other.frames.txt\n")
        #expect(!FileManager.default.fileExists(atPath: box.snapshots))
    }

    @Test func filterTakesTextOrAGlob() throws {
        let box = try twoFixtures()
        #expect(try box.check(["--list", "--format", "svg", "--filter", "other"]).stdout == "seeds/other.svg\n")
        #expect(try box.check(["--list", "--format", "svg", "--filter", "seeds/d*"]).stdout == "seeds/duilib_row.svg\n")
        // Nothing to check is an error, not a pass.
        let none = try box.check(["--format", "svg", "--filter", "nothing"])
        #expect(none.status == 2)
        #expect(none.stderr == "error: no fixture matches --filter nothing\n")
        let empty = try CLIRunner.temporaryDirectory()
        let noFixtures = try CLIRunner.run(["check", empty, "--snapshots", empty + "/S", "--artifacts", empty + "/A"])
        #expect(noFixtures.status == 2)
        #expect(noFixtures.stderr == "error: no fixtures (*.json) in \(empty)\n")
    }

    @Test func failFastStopsAfterTheFirstFailingFixture() throws {
        let box = try twoFixtures()
        let r = try box.check(["--record", "never", "--format", "frames", "--jobs", "1", "--fail-fast"])
        #expect(r.status == 1)
        #expect(r.stdout.hasPrefix("snapshots: 0 passed, 1 failed (record mode never)\n"), Comment(rawValue: r.stdout))
        let all = try box.check(["--record", "never", "--format", "frames", "--jobs", "1"])
        #expect(all.stdout.hasPrefix("snapshots: 0 passed, 2 failed (record mode never)\n"))
    }

    @Test func versionIsPrinted() throws {
        let r = try CLIRunner.run(["--version"])
        #expect(r.status == 0)
        #expect(r.stdout == "0.9.0\n")
    }

    /// On a terminal the summary is coloured, unless NO_COLOR is set.
    @Test func colourOnTerminalsUnlessNOCOLOR() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let box = try CheckSandbox()
        let command = "'\(CLIRunner.binary)' check '\(box.fixtures)' --snapshots '\(box.snapshots)' --artifacts '\(box.artifacts)' "
            + "--record missing --format frames"
        let coloured = try CLIRunner.runTool("/usr/bin/script", ["-qefc", "env -u NO_COLOR SNAPSHOT_RECORDING=warn " + command, "/dev/null"])
        #expect(coloured.stdout.contains("\u{1B}[32msnapshots: 0 passed, 0 failed, 1 recorded"), Comment(rawValue: coloured.stdout))
        let plain = try CLIRunner.runTool("/usr/bin/script", ["-qefc", "NO_COLOR=1 " + command, "/dev/null"])
        #expect(plain.stdout.contains("snapshots: 1 passed, 0 failed (record mode missing)"), Comment(rawValue: plain.stdout))
        #expect(!plain.stdout.contains("\u{1B}[32m"))
    }
}
