import Foundation
import LayoutSnap
import Testing

/// The repository's `Fixtures/` folder.
let fixturesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path

/// Every fixture in `Fixtures/` lays out to the frames it expects.
@Suite struct FixtureFramesTests {
    static let files = Fixture.findFixtures(in: fixturesDirectory)

    @Test func thereAreFixturesForEverySystemOfTheFoundation() {
        let folders = Set(Self.files.map { URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent })
        #expect(folders.isSuperset(of: ["seeds", "forms", "screens", "linear", "frame", "scroll", "constraints"]))
    }

    @Test(arguments: files)
    func expectedFramesHold(file: String) throws {
        let fixture = try FixtureLoader.load(contentsOf: file)
        let expected = try #require(fixture.expected, "\(file) carries no expected frames")
        #expect(!expected.isEmpty)
        let frames = try FixtureRenderer().frames(fixture)
        let mismatches = FixtureRenderer.mismatches(fixture, frames: frames)
        #expect(mismatches.isEmpty, Comment(rawValue: "\(file):\n" + mismatches.map(\.description).joined(separator: "\n")))
    }
}
