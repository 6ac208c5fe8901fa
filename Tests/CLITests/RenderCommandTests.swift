import Foundation
import LayoutSnap
import Testing

@Suite struct RenderCommandTests {
    @Test func rendersOneFixtureToPNGAtTheRequestedScale() throws {
        let out = try CLIRunner.temporaryDirectory() + "/s.png"
        let r = try CLIRunner.run(["render", "Fixtures/seeds/tangramkit_vertical_linear.json", "-o", out, "--scale", "3"])
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        #expect(r.stdout == out + "\n")
        let image = try PNGCodec.read(contentsOf: out)
        #expect(image.width == 100 * 3 && image.height == 200 * 3)
        // Node A (20, 0, 50, 50) is #e57373: its centre pixel at 3x.
        #expect(image[(20 + 25) * 3, 25 * 3] == RGBA(0xe5, 0x73, 0x73, 255))
    }

    @Test func rendersOneFixtureToSVG() throws {
        let out = try CLIRunner.temporaryDirectory() + "/s.svg"
        let r = try CLIRunner.run(["render", "Fixtures/seeds/tangramkit_vertical_linear.json", "-o", out])
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        let svg = try String(contentsOfFile: out, encoding: .utf8)
        #expect(svg.hasPrefix("<svg") || svg.hasPrefix("<?xml"))
        #expect(svg.contains("width=\"200\""))   // 100 points at the fixture's scale 2
    }

    @Test func textOutlinesWriteGlyphPathsInsteadOfText() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let plain = try CLIRunner.run(["render", "Fixtures/text/french_form.json", "-o", dir + "/text.svg"])
        let outlined = try CLIRunner.run(["render", "Fixtures/text/french_form.json", "-o", dir + "/outlines.svg", "--text-outlines"])
        #expect(plain.status == 0 && outlined.status == 0, Comment(rawValue: outlined.stderr))
        let text = try String(contentsOfFile: dir + "/text.svg", encoding: .utf8)
        let paths = try String(contentsOfFile: dir + "/outlines.svg", encoding: .utf8)
        #expect(text.contains("<text") && !text.contains("<path"))
        #expect(!paths.contains("<text") && paths.contains("<path"))
    }

    @Test func rendersEveryFixtureOfAFolderToPNGAndSVG() throws {
        let out = try CLIRunner.temporaryDirectory()
        let r = try CLIRunner.run(["render", "Fixtures", "-o", out])
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        let fixtures = Fixture.findFixtures(in: CLIRunner.packageRoot + "/Fixtures")
        for f in fixtures {
            let stem = String(f.dropFirst((CLIRunner.packageRoot + "/Fixtures/").count).dropLast(".json".count))
            #expect(FileManager.default.fileExists(atPath: "\(out)/\(stem).png"), "\(stem).png")
            #expect(FileManager.default.fileExists(atPath: "\(out)/\(stem).svg"), "\(stem).svg")
        }
        #expect(r.stdout.split(separator: "\n").count == fixtures.count * 2)
    }

    @Test func debugOverlayChangesThePixels() throws {
        let dir = try CLIRunner.temporaryDirectory()
        _ = try CLIRunner.run(["render", "Fixtures/frame/docking.json", "-o", dir + "/plain.png"])
        let r = try CLIRunner.run(["render", "Fixtures/frame/docking.json", "-o", dir + "/debug.png", "--debug"])
        #expect(r.status == 0)
        #expect(try PNGCodec.read(contentsOf: dir + "/plain.png") != PNGCodec.read(contentsOf: dir + "/debug.png"))
    }

    @Test func usageErrorsExit64() throws {
        #expect(try CLIRunner.run(["render", "Fixtures/frame/docking.json"]).status == 64)          // no -o
        #expect(try CLIRunner.run(["render", "Fixtures/frame/docking.json", "-o", "x.png", "--scale", "0"]).status == 64)
        #expect(try CLIRunner.run(["render", "Fixtures", "-o", "one.png"]).status == 64)          // many fixtures, one file
    }
}
