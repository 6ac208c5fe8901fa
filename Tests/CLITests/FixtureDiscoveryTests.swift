import Foundation
import LayoutSnap
import Testing

/// Which files `check` takes for fixtures, and where it puts references when run from a sub-folder.
@Suite struct FixtureDiscoveryTests {
    @Test func hiddenFoldersAndFilesAreNotFixtures() throws {
        let box = try CheckSandbox()
        for (folder, file, text) in [(".vscode", "settings.json", #"{"editor.tabSize": 2}"#),
                                     (".build", "report.json", #"{"version": 1}"#),
                                     ("seeds", ".draft.json", "{")] {
            try FileManager.default.createDirectory(atPath: box.fixtures + "/" + folder, withIntermediateDirectories: true)
            try text.write(toFile: box.fixtures + "/" + folder + "/" + file, atomically: true, encoding: .utf8)
        }
        #expect(Fixture.findFixtures(in: box.fixtures) == [box.fixture])
        let r = try box.check(["--record", "missing"])
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        #expect(r.stdout.contains("snapshots: 0 passed, 0 failed, 3 recorded"), Comment(rawValue: r.stdout))
    }

    /// From `Fixtures/`, the references still go to the project's `Snapshots/`, and the output says so.
    @Test func fromASubfolderReferencesGoToTheProjectRoot() throws {
        let box = try CheckSandbox()
        let r = try CLIRunner.run(["check", "seeds", "--record", "missing", "--format", "frames"], in: box.fixtures)
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        #expect(FileManager.default.fileExists(atPath: box.snapshots + "/seeds/duilib_row.frames.txt"))
        #expect(!FileManager.default.fileExists(atPath: box.fixtures + "/Snapshots"))
        #expect(r.stdout.contains("recorded Snapshots/seeds/duilib_row.frames.txt"), Comment(rawValue: r.stdout))
    }
}
