import Foundation
import Testing

@Suite struct FramesCommandTests {
    @Test func textFormatIsOneNodeALineIndented() throws {
        let r = try CLIRunner.run(["frames", "Fixtures/seeds/tangramkit_vertical_linear.json"])
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        #expect(r.stdout == """
            S (0, 0, 100, 200)
              A (20, 0, 50, 50) margin [0 20 0 30]
              B (40, 60, 60, 40) margin [0 40 0 0]
              C (0, 110, 100, 40)
              D (30, 160, 50, 40) margin [0 0 0 20]

            """)
    }

    @Test func jsonFormatParsesAndHoldsTheFrames() throws {
        let r = try CLIRunner.run(["frames", "Fixtures/seeds/scroll_max_taller.json", "--format", "json"])
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let children = try #require(root["children"] as? [[String: Any]])
        let list = try #require(children.first { $0["name"] as? String == "list" })
        #expect(list["frame"] as? [Double] == [10, 50, 300, 150])
        #expect(list["contentSize"] as? [Double] == [300, 300])
    }

    @Test func checkExitsOneWhenAnExpectedFrameDiffers() throws {
        let source = try String(contentsOfFile: CLIRunner.packageRoot + "/Fixtures/seeds/duilib_row.json", encoding: .utf8)
        let wrong = source.replacingOccurrences(of: #""middle": [250, 0, 500, 200]"#, with: #""middle": [250, 0, 499, 200]"#)
        let file = try CLIRunner.write(wrong, named: "wrong.json")
        let r = try CLIRunner.run(["frames", file, "--check"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("middle: expected (250, 0, 499, 200), got (250, 0, 500, 200)"), Comment(rawValue: r.stderr))
        #expect(try CLIRunner.run(["frames", "Fixtures/seeds/duilib_row.json", "--check"]).status == 0)
    }
}
