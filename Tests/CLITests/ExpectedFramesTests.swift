import Foundation
import LayoutSnap
import Testing

/// A fixture's `expected` frames are checked by `check` as by `frames --check`, and a check with
/// nothing to check is an error, not a pass.
@Suite struct ExpectedFramesTests {
    @Test func checkFailsOnExpectedFramesEvenWhenTheReferenceMatches() throws {
        let box = try CheckSandbox()
        #expect(try box.check(["--record", "missing", "--format", "frames"]).status == 0)
        try box.changeLayout()
        // The frames reference follows the change (as `approve` would make it)...
        #expect(try box.check(["--record", "failed", "--format", "frames"]).status == 1)
        // ...but the fixture still expects the old frames.
        let r = try box.check(["--record", "never", "--format", "frames"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("left: expected (0, 0, 250, 200), got (0, 0, 200, 200)"), Comment(rawValue: r.stderr))
        let frames = try CLIRunner.run(["frames", box.fixture, "--check"])
        #expect(frames.status == 1)
    }

    @Test func framesCheckWithoutExpectedFramesIsAnError() throws {
        let box = try CheckSandbox(expected: false)
        let r = try CLIRunner.run(["frames", box.fixture, "--check"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("no 'expected' frames to check"), Comment(rawValue: r.stderr))
    }

    @Test func conformanceOnAFolderWithoutCasesIsAnError() throws {
        let empty = try CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["conformance", empty])
        #expect(r.status == 2)
        #expect(r.stderr.contains("no *.xml cases"), Comment(rawValue: r.stderr))
        #expect(!r.stdout.contains("100"))
    }

    @Test func conformanceRunsOneCaseFileAndNamesAPathThatIsNeither() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let file = dir + "/one.xml"
        try """
            <test name="one"><viewport width="100" height="50"/><input><div width="100px" height="50px"/></input>
            <expectations><node x="0" y="0" width="100" height="50"/></expectations></test>
            """.write(toFile: file, atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["conformance", file])
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        #expect(r.stdout == "\(file): 1/1 passed (100.00%)\n")
        let missing = try CLIRunner.run(["conformance", dir + "/nothing"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("error: \(dir)/nothing: not a folder of *.xml cases nor one .xml case"), Comment(rawValue: missing.stderr))
    }
}
