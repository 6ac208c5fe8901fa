import Foundation
import Testing

/// Where `render` writes, and what it says when it cannot.
@Suite struct RenderOutputTests {
    static let fixture = "Fixtures/seeds/duilib_row.json"

    @Test func aWriteErrorNamesTheOutputInOneLine() throws {
        let dir = try CLIRunner.temporaryDirectory()
        try "x".write(toFile: dir + "/plain-file", atomically: true, encoding: .utf8)
        let out = dir + "/plain-file/row.png"
        let r = try CLIRunner.run(["render", Self.fixture, "-o", out])
        #expect(r.status == 3)
        #expect(r.stderr.hasPrefix("error: cannot write \(out): "), Comment(rawValue: r.stderr))
        #expect(r.stderr.split(separator: "\n").count == 1, Comment(rawValue: r.stderr))
        #expect(!r.stderr.contains("NSCocoaErrorDomain"))
        #expect(!r.stderr.contains("duilib_row.json"))
    }

    @Test func anOutputWithAnotherExtensionIsRefused() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["render", Self.fixture, "-o", dir + "/row.jpg"])
        #expect(r.status == 64)
        #expect(r.stderr.contains("row.jpg"), Comment(rawValue: r.stderr))
        #expect(!FileManager.default.fileExists(atPath: dir + "/row.jpg"))
    }

    @Test func anOutputFileInAMissingFolderCreatesNoFolder() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["render", Self.fixture, "-o", dir + "/missing/deeper/row.png"])
        #expect(r.status == 3)
        #expect(r.stderr.contains("no such folder"), Comment(rawValue: r.stderr))
        #expect(!FileManager.default.fileExists(atPath: dir + "/missing"))
        // An output folder is created.
        let ok = try CLIRunner.run(["render", "Fixtures/seeds", "-o", dir + "/out"])
        #expect(ok.status == 0, Comment(rawValue: ok.stderr))
        #expect(FileManager.default.fileExists(atPath: dir + "/out/duilib_row.png"))
    }
}
