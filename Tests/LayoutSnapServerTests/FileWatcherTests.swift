import Foundation
@testable import LayoutSnapServer
import Testing

/// What a change of the watched files asks to check again.
struct FileWatcherTests {
    /// `Fixtures/forms/login.json`, a font beside it, and `layoutsnap.json`.
    static func project() throws -> (root: String, watcher: FileWatcher) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-watch-" + UUID().uuidString).path
        try ServerSandbox.write("{}", to: root + "/Fixtures/forms/login.json")
        try ServerSandbox.write("font", to: root + "/Fixtures/forms/Inter.ttf")
        try ServerSandbox.write("{}", to: root + "/layoutsnap.json")
        try ServerSandbox.write("old", to: root + "/Fixtures/artifacts/report.json")
        let watcher = FileWatcher(roots: [root + "/Fixtures"], configurationFile: root + "/layoutsnap.json",
                                  ignoring: [root + "/Fixtures/artifacts"])
        return (root, watcher)
    }

    static func changed(_ watcher: FileWatcher, by edit: () throws -> Void) rethrows -> FileWatcher.Change? {
        let before = watcher.listing(), fixturesBefore = watcher.fixtureFiles()
        try edit()
        return watcher.change(from: before, to: watcher.listing(), fixtures: fixturesBefore.union(watcher.fixtureFiles()))
    }

    @Test func aFixtureFileChecksThatFixtureAndAnythingElseEverything() throws {
        let (root, watcher) = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(Set(watcher.listing().keys) == [root + "/layoutsnap.json", root + "/Fixtures/forms/login.json", root + "/Fixtures/forms/Inter.ttf"])
        #expect(Self.changed(watcher) {} == nil)
        #expect(try Self.changed(watcher) { try ServerSandbox.write("{ }", to: root + "/Fixtures/forms/login.json") }
                == .fixtures([root + "/Fixtures/forms/login.json"]))
        #expect(try Self.changed(watcher) { try ServerSandbox.write("{}", to: root + "/Fixtures/forms/new.json") }
                == .fixtures([root + "/Fixtures/forms/new.json"]))
        #expect(try Self.changed(watcher) { try FileManager.default.removeItem(atPath: root + "/Fixtures/forms/new.json") }
                == .fixtures([root + "/Fixtures/forms/new.json"]))
        #expect(try Self.changed(watcher) { try ServerSandbox.write("font 2", to: root + "/Fixtures/forms/Inter.ttf") } == .everything)
        #expect(try Self.changed(watcher) { try ServerSandbox.write(#"{"formats": ["png"]}"#, to: root + "/layoutsnap.json") } == .everything)
        // The ignored folder (artifacts under the fixtures) is not watched.
        #expect(try Self.changed(watcher) { try ServerSandbox.write("newer", to: root + "/Fixtures/artifacts/report.json") } == nil)
    }
}
