import Foundation
@testable import LayoutSnap
import Testing

/// `layoutsnap.json` at the project root, and obsolete references.
@Suite struct ProjectConfigurationTests {
    @Test func theConfigurationFileSetsFoldersAndFormats() throws {
        let box = try CheckSandbox()
        try #"{"snapshots": "refs", "artifacts": "out/artifacts", "formats": ["frames"], "recording": "warn"}"#
            .write(toFile: box.root + "/layoutsnap.json", atomically: true, encoding: .utf8)
        // Run from a sub-folder: the file is found by walking up. The file's recording policy applies
        // (the environment does not set one): a recording warns and passes.
        let r = try CLIRunner.run(["check", "--record", "missing"], environment: ["SNAPSHOT_RECORDING": ""], in: box.fixtures + "/seeds")
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        #expect(r.stdout == "recorded refs/seeds/duilib_row.frames.txt\nsnapshots: 0 passed, 0 failed, 1 recorded (record mode missing)\n"
            + "warning: 1 new reference was written and not compared: look at it, commit, and run check again\n")
        #expect(box.files(box.root + "/refs") == ["seeds/duilib_row.frames.txt"])
        #expect(FileManager.default.fileExists(atPath: box.root + "/out/artifacts/report.json"))
    }

    @Test func aConfigurationPerFixtureTolerancePassesItsPNG() throws {
        let box = try CheckSandbox(expected: false)
        #expect(try CLIRunner.run(["check", "--record", "missing", "--format", "png"], in: box.root).status == 0)
        try box.changeLayout()
        #expect(try CLIRunner.run(["check", "--record", "never", "--format", "png"], in: box.root).status == 1)
        try #"{"fixtureTolerances": {"seeds/duilib_row": {"maxRatio": 0.05}}}"#
            .write(toFile: box.root + "/layoutsnap.json", atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["check", "--record", "never", "--format", "png"], in: box.root).status == 0)
    }

    @Test func aBadConfigurationFileIsBadInput() throws {
        let box = try CheckSandbox()
        try #"{"snapshot": "refs"}"#.write(toFile: box.root + "/layoutsnap.json", atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["check"], in: box.root)
        #expect(r.status == 2)
        #expect(r.stderr.contains("layoutsnap.json: unknown key 'snapshot'"), Comment(rawValue: r.stderr))
    }

    @Test func obsoleteReferencesAreListedThenPruned() throws {
        let box = try CheckSandbox()
        #expect(try CLIRunner.run(["check", "--record", "missing", "--format", "frames"], in: box.root).status == 0)
        try "old".write(toFile: box.snapshots + "/seeds/renamed.png", atomically: true, encoding: .utf8)
        try "old".write(toFile: box.snapshots + "/seeds/gone.frames.txt", atomically: true, encoding: .utf8)
        // A folder the fixtures do not have (an assertLayoutSnapshot test's references) is left alone.
        try FileManager.default.createDirectory(atPath: box.snapshots + "/CardTests", withIntermediateDirectories: true)
        try "test".write(toFile: box.snapshots + "/CardTests/card.png", atomically: true, encoding: .utf8)
        let listed = try CLIRunner.run(["check", "--record", "never", "--format", "frames"], in: box.root)
        #expect(listed.status == 0)
        #expect(listed.stdout.contains("obsolete Snapshots/seeds/gone.frames.txt (no fixture produces it;"), Comment(rawValue: listed.stdout))
        #expect(listed.stdout.contains("obsolete Snapshots/seeds/renamed.png ("))
        #expect(!listed.stdout.contains("CardTests"))
        // A filtered run does not know every fixture: it lists nothing.
        let filtered = try CLIRunner.run(["check", "--record", "never", "--format", "frames", "--filter", "duilib"], in: box.root)
        #expect(!filtered.stdout.contains("obsolete"))
        // Pruning needs every fixture checked: anything less is a usage error, not a silent no-op.
        let partial = try CLIRunner.run(["check", "--record", "never", "--filter", "duilib", "--prune"], in: box.root)
        #expect(partial.status == 64)
        #expect(partial.stderr.contains("--prune needs a check of every fixture"), Comment(rawValue: partial.stderr))
        let pruned = try CLIRunner.run(["check", "--record", "never", "--format", "frames", "--prune"], in: box.root)
        #expect(pruned.status == 0)
        #expect(pruned.stdout.contains("removed obsolete Snapshots/seeds/gone.frames.txt\nremoved obsolete Snapshots/seeds/renamed.png\n"))
        #expect(box.files(box.snapshots) == ["CardTests/card.png", "seeds/duilib_row.frames.txt"])
    }

    /// The schema and the reader accept the same keys, and the repository's own file is valid.
    @Test func theSchemaMatchesTheReader() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: CLIRunner.packageRoot + "/layoutsnap.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let properties = try #require(schema["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(ProjectConfiguration.CodingKeys.allCases.map(\.rawValue) + FixtureDefaults.configurationKeys))
        let project = try Project.find(from: CLIRunner.packageRoot + "/Fixtures/forms")
        #expect(project.root == CLIRunner.packageRoot)
        #expect(project.configurationFile == CLIRunner.packageRoot + "/layoutsnap.json")
        #expect(project.snapshotsDirectory == CLIRunner.packageRoot + "/Snapshots")
    }

    @Test func aToleranceOutOfRangeIsRefused() throws {
        let box = try CheckSandbox()
        try #"{"fixtureTolerances": {"seeds/duilib_row": {"maxRatio": 5}}}"#
            .write(toFile: box.root + "/layoutsnap.json", atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["check"], in: box.root)
        #expect(r.status == 2)
        #expect(r.stderr.contains("fixtureTolerances.seeds/duilib_row.maxRatio must be in 0...1, got 5.0"), Comment(rawValue: r.stderr))
    }
}

/// A Swift package inside another project (an example in a repository) is a project of its own.
@Suite struct NestedPackageTests {
    @Test func theSearchStopsAtAPackageRoot() throws {
        let outer = try CLIRunner.temporaryDirectory()
        let inner = outer + "/Examples/CardKit"
        try FileManager.default.createDirectory(atPath: inner + "/Tests/CardKitTests", withIntermediateDirectories: true)
        try "{}".write(toFile: outer + "/layoutsnap.json", atomically: true, encoding: .utf8)
        try "// swift-tools-version:6.1\n".write(toFile: inner + "/Package.swift", atomically: true, encoding: .utf8)
        let project = try Project.find(from: inner + "/Tests/CardKitTests")
        #expect(project.root == URL(fileURLWithPath: inner).standardizedFileURL.path)
        #expect(project.configurationFile == nil)
        #expect(try Project.find(from: outer + "/Examples").root == URL(fileURLWithPath: outer).standardizedFileURL.path)
    }
}
