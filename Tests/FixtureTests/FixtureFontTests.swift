import Foundation
import LayoutSnap
import Testing

/// A fixture's own font files (`"fonts"`), relative to the fixture, with the family they provide.
@Suite struct FixtureFontTests {
    static let naskh = "/usr/share/fonts/truetype/noto/NotoNaskhArabicUI-Regular.ttf"

    /// A folder holding `fonts/Naskh.ttf` (Noto Naskh Arabic UI, not a pinned font) and a fixture
    /// whose one text names that family, with `fonts` as given.
    static func fixture(fonts: String, file: String = "Naskh.ttf") throws -> (folder: String, path: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fixture-fonts-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: folder + "/fonts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: naskh, toPath: folder + "/fonts/Naskh.ttf")
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: folder + "/fonts/notes.ttf"))
        let json = #"{"viewport": {"width": 200, "height": 40}, "fonts": "# + fonts + #", "root": {"name": "box", "layout": "linear", "orientation": "vertical", "children": [{"name": "greeting", "text": {"string": "مرحبا بالعالم", "font": "Noto Naskh Arabic UI"}}]}}"#
        try Data(json.utf8).write(to: URL(fileURLWithPath: folder + "/case.json"))
        return (folder, folder + "/case.json")
    }

    @Test func aFixturesFontIsUsedWhenItsTextNamesTheFamily() throws {
        let with = try Self.fixture(fonts: #"[{"file": "fonts/Naskh.ttf", "family": "Noto Naskh Arabic UI"}]"#)
        let without = try Self.fixture(fonts: "[]")
        defer { for f in [with.folder, without.folder] { try? FileManager.default.removeItem(atPath: f) } }
        let a = try FixtureRenderer().framesAndWarnings(try FixtureLoader.load(contentsOf: with.path))
        let b = try FixtureRenderer().framesAndWarnings(try FixtureLoader.load(contentsOf: without.path))
        #expect(a.warnings == [])
        #expect(b.warnings.map(\.description) == ["warning: $.root.children[0].text.font: node 'greeting': no pinned font provides "
            + "'Noto Naskh Arabic UI'; drawn with DejaVu Sans, Noto Sans Arabic UI, WenQuanYi Micro Hei, Noto Color Emoji"])
        // Naskh is a different design: the same words take another width.
        #expect(a.frames.find("greeting")?.frame.width != b.frames.find("greeting")?.frame.width)
    }

    @Test func badFontEntriesNameTheFixtureThePathAndTheFile() throws {
        let missing = try Self.fixture(fonts: #"[{"file": "fonts/Gone.ttf", "family": "Gone"}]"#)
        let notAFont = try Self.fixture(fonts: #"[{"file": "fonts/Naskh.ttf", "family": "Noto Naskh Arabic UI"}, {"file": "fonts/notes.ttf", "family": "Notes"}]"#)
        let wrongFamily = try Self.fixture(fonts: #"[{"file": "fonts/Naskh.ttf", "family": "Brand Sans"}]"#)
        defer { for f in [missing, notAFont, wrongFamily] { try? FileManager.default.removeItem(atPath: f.folder) } }
        #expect(throws: LayoutError(file: missing.path, path: "$.fonts[0].file",
                                    reason: "font file \(missing.folder)/fonts/Gone.ttf does not exist")) {
            try FixtureLoader.load(contentsOf: missing.path)
        }
        let loaded = try FixtureLoader.load(contentsOf: notAFont.path)
        #expect(throws: LayoutError(file: notAFont.path, path: "$.fonts[1].file",
                                    reason: "font file \(notAFont.folder)/fonts/notes.ttf is not a font fontconfig can read")) {
            try FixtureRenderer().frames(loaded)
        }
        let wrong = try FixtureLoader.load(contentsOf: wrongFamily.path)
        #expect(throws: LayoutError(file: wrongFamily.path, path: "$.fonts[0].family",
                                    reason: "font file \(wrongFamily.folder)/fonts/Naskh.ttf provides 'noto naskh arabic ui' (lowercased), not 'Brand Sans'")) {
            try FixtureRenderer().frames(wrong)
        }
    }
}
