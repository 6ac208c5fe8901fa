import Foundation
import Testing

/// Missing glyphs are never silent: `render`, `frames` and `check` print the warning (fixture,
/// JSON path, node, characters) and the review page lists it.
@Suite struct TextWarningCommandTests {
    static let fixture = #"""
        {"viewport": {"width": 200, "height": 40},
         "root": {"name": "screen", "layout": "linear", "orientation": "vertical",
                  "children": [{"name": "glyphs", "text": "Ethiopic \u1300 and a bell \u0007"}]}}
        """#
    static let warning = "$.root.children[0].text: node 'glyphs': no pinned font has a glyph for U+1300 'ጀ', U+0007"

    @Test func renderFramesAndCheckPrintTheWarningAndTheReviewListsIt() throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/Fixtures", withIntermediateDirectories: true)
        let file = dir + "/Fixtures/glyphs.json"
        try Self.fixture.write(toFile: file, atomically: true, encoding: .utf8)

        let render = try CLIRunner.run(["render", file, "-o", dir + "/out.png"])
        #expect(render.status == 0)
        #expect(render.stderr.contains(file + ": warning: " + Self.warning), Comment(rawValue: render.stderr))
        let frames = try CLIRunner.run(["frames", file])
        #expect(frames.stderr.contains(file + ": warning: " + Self.warning), Comment(rawValue: frames.stderr))

        let check = try CLIRunner.run(["check", dir + "/Fixtures", "--snapshots", dir + "/Snapshots",
                                       "--artifacts", dir + "/artifacts", "--record", "missing"])
        #expect(check.status == 0)
        // Once per fixture, not once per format.
        #expect(check.stderr.components(separatedBy: "warning: glyphs: " + Self.warning).count == 2, Comment(rawValue: check.stderr))
        let review = try CLIRunner.run(["review", "--artifacts", dir + "/artifacts"])
        #expect(review.status == 0)
        let page = try String(contentsOfFile: dir + "/artifacts/report/index.html", encoding: .utf8)
        #expect(page.contains("<h2>Warnings (1 fixture)</h2>"))
        #expect(page.contains("no pinned font has a glyph for U+1300 &#39;ጀ&#39;, U+0007"))
    }
}

/// The same fixture renders to the same pixels whatever else the machine has: extra fonts in the
/// user's font folders and in a fontconfig configuration of its own, another locale.
@Suite struct FontDeterminismTests {
    @Test(arguments: ["arabic_profile", "chinese_settings", "emoji_chat"])
    func extraSystemFontsChangeNoPixel(fixture: String) throws {
        let dir = try CLIRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let input = CLIRunner.packageRoot + "/Fixtures/text/\(fixture).json"
        let plain = try CLIRunner.run(["render", input, "-o", dir + "/plain.png"])
        try #require(plain.status == 0, "\(plain.stderr)")

        // Another Arabic face, and a monospaced face under DejaVu Sans's file name, where a font
        // configuration of the machine would find them.
        let home = dir + "/home", extra = dir + "/extra"
        for folder in [home + "/.fonts", extra] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let system = "/usr/share/fonts/truetype"
        try FileManager.default.copyItem(atPath: system + "/noto/NotoNaskhArabicUI-Regular.ttf", toPath: extra + "/Naskh.ttf")
        try FileManager.default.copyItem(atPath: system + "/dejavu/DejaVuSansMono.ttf", toPath: home + "/.fonts/DejaVuSans.ttf")
        let conf = dir + "/fonts.conf"
        try "<fontconfig><dir>\(extra)</dir><dir>\(home)/.fonts</dir><cachedir>\(dir)/cache</cachedir></fontconfig>"
            .write(toFile: conf, atomically: true, encoding: .utf8)
        let crowded = try CLIRunner.run(["render", input, "-o", dir + "/crowded.png"], environment: [
            "HOME": home, "FONTCONFIG_FILE": conf, "LANG": "ar_EG.UTF-8", "LC_ALL": "ja_JP.UTF-8"])
        try #require(crowded.status == 0, "\(crowded.stderr)")
        let a = try Data(contentsOf: URL(fileURLWithPath: dir + "/plain.png"))
        let b = try Data(contentsOf: URL(fileURLWithPath: dir + "/crowded.png"))
        #expect(a == b)
        #expect(a.count > 1000)
    }
}
