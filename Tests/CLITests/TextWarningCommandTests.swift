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
        #expect(check.stderr.components(separatedBy: "glyphs: warning: " + Self.warning).count == 2, Comment(rawValue: check.stderr))
        let review = try CLIRunner.run(["review", "--artifacts", dir + "/artifacts"])
        #expect(review.status == 0)
        let page = try String(contentsOfFile: dir + "/artifacts/report/index.html", encoding: .utf8)
        #expect(page.contains("<summary>Warnings (1)"))
        #expect(page.contains("no pinned font has a glyph for U+1300 &#39;ጀ&#39;, U+0007"))
    }
}
