import Foundation
import Testing

/// Bad fixtures exit 2 with the file, the JSON path and the reason on stderr, and write nothing.
@Suite struct BadInputTests {
    static let cases: [(name: String, json: String, message: String)] = [
        ("malformed", #"{"viewport": {"width": 10, "height": 10}, "root": {"width": 10}"#, "malformed JSON"),
        ("unknownKey", #"{"viewport": {"width": 10, "height": 10}, "root": {"widht": 10}}"#,
         "$.root.widht: node 'root': unknown key 'widht' (did you mean 'width'?)"),
        ("negative", #"{"viewport": {"width": 10, "height": 10}, "root": {"width": -3}}"#, "$.root.width"),
        ("infinite", #"{"viewport": {"width": 10, "height": 10}, "root": {"width": 1e999}}"#, "malformed JSON"),
        ("missingNode", #"{"viewport": {"width": 10, "height": 10}, "root": {"layout": "frame", "children": [{"name": "a", "width": "b.width"}]}}"#,
         "$.root.children[0].width: node 'a': refers to missing node 'b'"),
        ("unsupported", #"{"viewport": {"width": 10, "height": 10}, "root": {"layout": "frame", "gravity": {"horizontal": "between"}}}"#,
         "$.root.gravity.horizontal"),
    ]

    @Test(arguments: cases)
    func badFixtureExitsTwoAndNamesTheProblem(name: String, json: String, message: String) throws {
        let file = try CLIRunner.write(json, named: name + ".json")
        let out = try CLIRunner.temporaryDirectory() + "/out.png"
        let r = try CLIRunner.run(["render", file, "-o", out])
        #expect(r.status == 2)
        #expect(r.stderr.contains(file), Comment(rawValue: r.stderr))
        #expect(r.stderr.contains(message), Comment(rawValue: r.stderr))
        #expect(!FileManager.default.fileExists(atPath: out))
        let frames = try CLIRunner.run(["frames", file])
        #expect(frames.status == 2)
        #expect(frames.stderr.contains(message), Comment(rawValue: frames.stderr))
    }

    @Test func missingFileExitsTwo() throws {
        let r = try CLIRunner.run(["render", "no/such/fixture.json", "-o", "x.png"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("no/such/fixture.json"))
    }
}
