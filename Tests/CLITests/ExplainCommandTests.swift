import Foundation
import Testing

/// `layoutsnap explain FIXTURE NODE`: text for people, JSON for tools, exit 2 for a bad name.
@Suite struct ExplainCommandTests {
    let fixture = CLIRunner.packageRoot + "/Fixtures/seeds/duilib_row.json"

    @Test func aWeightedChildOfTheSeedRow() throws {
        let r = try CLIRunner.run(["explain", fixture, "middle"])
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        // Weights 1 : 2 : 1 of a 1000-wide row: 1000 × 2 / 4 = 500.
        #expect(r.stdout.hasPrefix("middle ($.root.children[1]): frame (250, 0, 500, 200)\n  in row: linear (horizontal)"))
        #expect(r.stdout.contains("    - weight 2 of 4: free space 1000 × 2 / 4 = 500"))
        let json = try CLIRunner.run(["explain", fixture, "middle", "--json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(object?["frame"] as? [Double] == [250, 0, 500, 200])
        #expect(object?["algorithm"] as? String == "linear (horizontal)")
        #expect((object?["notes"] as? [[String: String]])?.first?["part"] == "width")
    }

    @Test func anUnknownNodeIsBadInput() throws {
        let r = try CLIRunner.run(["explain", fixture, "midle"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("no node is named 'midle' (did you mean 'middle'?)"), Comment(rawValue: r.stderr))
    }

    @Test func aVariantLaysTheFixtureOutAsThatVariantDoes() throws {
        let login = CLIRunner.packageRoot + "/Fixtures/variants/login.json"
        // On the iPad in landscape (regular width) the screen is a row: the form shares its width.
        let r = try CLIRunner.run(["explain", login, "form", "--variant", "iPadPro11-landscape"])
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        #expect(r.stdout.contains("in screen: linear (horizontal), arranged at its final size 1194 x 834"), Comment(rawValue: r.stdout))
        let bad = try CLIRunner.run(["explain", login, "form", "--variant", "iPadPro"])
        #expect(bad.status == 2, Comment(rawValue: bad.stderr))
    }
}
