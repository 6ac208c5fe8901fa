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
        #expect(folders.isSuperset(of: ["seeds", "forms", "screens", "linear", "frame", "scroll", "constraints", "variants"]))
    }

    /// Every fixture, or every variant of a fixture with variants, expects frames and gets them.
    @Test(arguments: files)
    func expectedFramesHold(file: String) throws {
        let renderer = try FixtureRenderer()
        for fixture in try FixtureLoader.loadVariants(contentsOf: file, defaults: .none) {
            let label = file + (fixture.variant.map { "@" + $0.name } ?? "")
            let expected = try #require(fixture.expected, "\(label) carries no expected frames")
            #expect(!expected.isEmpty)
            let frames = try renderer.frames(renderer.fitted(fixture))
            let mismatches = FixtureRenderer.mismatches(fixture, frames: frames)
            #expect(mismatches.isEmpty, Comment(rawValue: "\(label):\n" + mismatches.map(\.description).joined(separator: "\n")))
        }
    }

    /// The variant fixtures run through the size-class switches: the login form's brand panel is
    /// gone in compact width and takes half of the row in regular width.
    @Test func theLoginFormSwitchesWithTheSizeClass() throws {
        let variants = try FixtureLoader.loadVariants(contentsOf: fixturesDirectory + "/variants/login.json", defaults: .none)
        #expect(variants.map { $0.variant!.name } == ["iPhoneSE", "iPhone15ProMax", "iPhone15ProMax-landscape", "iPadPro11-landscape",
                                                     "dark", "rtl", "text150"])
        let hero = variants.map { $0.root.children[0].visibility }
        #expect(hero == [.gone, .gone, .visible, .visible, .gone, .gone, .gone])
    }
}
