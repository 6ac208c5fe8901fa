import Foundation
import LayoutSnap
import Testing

/// Constraint fixtures that decode but cannot be laid out: errors name the file, the constraint's
/// JSON path and the constraints in conflict.
@Suite struct ConstraintErrorTests {
    func layoutError(_ root: String) throws -> LayoutError? {
        let fixture = try FixtureLoader.decode(json: #"{"viewport": {"width": 300, "height": 200}, "root": "# + root + "}",
                                               file: "case.json")
        let renderer = try FixtureRenderer()
        do { _ = try renderer.frames(fixture) } catch { return error }
        Issue.record("laid out without error")
        return nil
    }

    @Test func conflictingRequiredConstraintsAreNamed() throws {
        let e = try layoutError(#"""
            {"name": "v", "layout": "constraints",
             "constraints": ["a.left = parent.left", "a.width = 100", "a.top = 0", "a.height = 10", "a.right = 150"],
             "children": [{"name": "a"}]}
            """#)
        #expect(e?.description == "case.json: $.root.constraints[4]: node 'v': required constraint 'a.right = 150' conflicts with "
            + "'a.left = parent.left' ($.root.constraints[0]), 'a.width = 100' ($.root.constraints[1])")
    }

    /// The container's size is an edit variable just below required (999.5): required constraints
    /// that need another size win, with a warning; the container keeps the size it was given.
    @Test func requiredSizesBeyondTheContainerAreAWarning() throws {
        let fixture = try FixtureLoader.decode(json: #"""
            {"viewport": {"width": 300, "height": 200}, "root": {"name": "v", "layout": "constraints", "width": 300,
             "constraints": ["a.left = parent.left", "a.right = parent.right", "a.width >= 400", "a.top = 0", "a.height = 10"],
             "children": [{"name": "a"}]}}
            """#, file: "case.json")
        let (frames, warnings) = try FixtureRenderer().framesAndWarnings(fixture)
        #expect(frames.frame == Rect(x: 0, y: 0, width: 300, height: 200))
        #expect(frames.find("a")?.frame == Rect(x: 0, y: 0, width: 400, height: 10))
        #expect(warnings.map(\.description) == ["warning: $.root: node 'v': required constraints need a width of 400; the container is 300"])
    }

    @Test func aChildSizeThatIsNotANumberIsAnError() throws {
        let e = try layoutError(#"{"name": "v", "layout": "constraints", "children": [{"name": "a", "width": "50%"}]}"#)
        #expect(e?.path == "$.root.children[0].width")
        #expect(e?.reason.contains("takes a number of points for 'width'") == true)
    }
}

/// Every `Fixtures/**/<case>.error.json` gives exactly the error in `<case>.error.txt`.
@Suite struct ErrorCaseFixtureTests {
    static let files = Fixture.findErrorCases(in: fixturesDirectory)

    @Test func thereAreConstraintErrorCases() {
        #expect(Self.files.filter { $0.contains("/constraints/errors/") }.count >= 7)
    }

    @Test(arguments: files)
    func errorCaseGivesItsError(file: String) throws {
        let expected = try String(contentsOfFile: String(file.dropLast(".json".count)) + ".txt", encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        var message = "no error"
        do {
            // Every variant (an error may belong to one variant only).
            for fixture in try FixtureLoader.loadVariants(contentsOf: file, defaults: .none) {
                _ = try FixtureRenderer().frames(fixture)
            }
        } catch let error as LayoutError {
            var e = error
            e.file = (error.file as NSString?)?.lastPathComponent
            message = e.description
        }
        #expect(message == expected)
    }
}
