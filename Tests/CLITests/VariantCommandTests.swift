import Foundation
import LayoutSnap
import Testing

/// `check`, `approve`, `render` and `frames` with a fixture's variants and the project's.
@Suite struct VariantCommandTests {
    /// A project with `Fixtures/ui/card.json`: a linear layout of two 20 x 10 boxes, vertical in
    /// compact width and horizontal in regular, on a named colour that is white in light and black in dark.
    struct Project {
        let root: String
        var fixture: String { root + "/Fixtures/ui/card.json" }
        var snapshots: String { root + "/Snapshots/ui" }

        static let card = ##"""
            {"viewport": {"width": 40, "height": 30},
             "variants": [{"name": "narrow"}, {"name": "wide", "width": 80, "sizeClass": {"width": "regular"}},
                          {"name": "dark", "appearance": "dark"}],
             "colors": {"bg": {"@light": "#ffffff", "@dark": "#000000"}},
             "root": {"name": "row", "layout": "linear", "orientation": {"@compact-width": "vertical", "@regular-width": "horizontal"},
                      "background": "bg",
                      "children": [{"name": "a", "width": 20, "height": 10, "background": "#ff0000"},
                                   {"name": "b", "width": 20, "height": 10, "background": "#0000ff"}]}}
            """##

        init(configuration: String = "{}") throws {
            root = try CLIRunner.temporaryDirectory()
            try FileManager.default.createDirectory(atPath: root + "/Fixtures/ui", withIntermediateDirectories: true)
            try Self.card.write(toFile: fixture, atomically: true, encoding: .utf8)
            try configuration.write(toFile: root + "/layoutsnap.json", atomically: true, encoding: .utf8)
        }

        func run(_ arguments: [String]) throws -> CLIRunner.Result { try CLIRunner.run(arguments, in: root) }
        func references() -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: snapshots)) ?? []).sorted() }
    }

    @Test func checkWritesOneReferencePerVariantNamedCaseAtVariant() throws {
        let p = try Project()
        let recorded = try p.run(["check", "--record", "missing", "--junit", "junit.xml"])
        #expect(recorded.status == 0, Comment(rawValue: recorded.stderr))
        #expect(p.references() == ["dark", "narrow", "wide"].flatMap { v in ["png", "svg", "frames.txt"].map { "card@\(v).\($0)" } }.sorted())
        // Compact width stacks the boxes (b at y 10), regular width puts them in a row (b at x 20).
        #expect(try String(contentsOfFile: p.snapshots + "/card@narrow.frames.txt", encoding: .utf8).contains("b (0, 10, 20, 10)"))
        #expect(try String(contentsOfFile: p.snapshots + "/card@wide.frames.txt", encoding: .utf8).contains("b (20, 0, 20, 10)"))
        // Dark draws the named colour's dark value under the boxes: black at (39, 29).
        let dark = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: p.snapshots + "/card@dark.png"))))
        let light = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: p.snapshots + "/card@narrow.png"))))
        #expect(dark[39, 29] == RGBA(0, 0, 0, 255) && light[39, 29] == RGBA(255, 255, 255, 255))
        let junit = try String(contentsOfFile: p.root + "/junit.xml", encoding: .utf8)
        #expect(junit.contains(#"<testcase classname="ui" name="card@wide.frames""#))
        let list = try p.run(["check", "--list", "--format", "png"])
        #expect(list.stdout == "ui/card@narrow.png\nui/card@wide.png\nui/card@dark.png\n")
        let filtered = try p.run(["check", "--list", "--format", "png", "--filter", "*@dark"])
        #expect(filtered.stdout == "ui/card@dark.png\n")
        #expect(try p.run(["check", "--record", "never"]).status == 0)
    }

    @Test func approvingTheFixtureApprovesEveryVariant() throws {
        let p = try Project()
        #expect(try p.run(["check", "--record", "missing", "--format", "frames"]).status == 0)
        let source = try String(contentsOfFile: p.fixture, encoding: .utf8)
        try source.replacingOccurrences(of: #""name": "b", "width": 20"#, with: #""name": "b", "width": 30"#)
            .write(toFile: p.fixture, atomically: true, encoding: .utf8)
        #expect(try p.run(["check", "--record", "never", "--format", "frames"]).status == 1)
        let one = try p.run(["approve", "ui/card@wide"])
        #expect(one.stdout == "approved ui/card@wide.frames -> Snapshots/ui/card@wide.frames.txt\n", Comment(rawValue: one.stderr))
        let rest = try p.run(["approve", "ui/card"])
        #expect(rest.stdout == "approved ui/card@dark.frames -> Snapshots/ui/card@dark.frames.txt\n"
            + "approved ui/card@narrow.frames -> Snapshots/ui/card@narrow.frames.txt\n", Comment(rawValue: rest.stderr))
        #expect(try p.run(["check", "--record", "never", "--format", "frames"]).status == 0)
    }

    @Test func theProjectsVariantsApplyToFixturesWithoutTheirOwn() throws {
        let p = try Project(configuration: #"{"variants": [{"name": "big", "width": 60, "height": 60}], "formats": ["frames"]}"#)
        try #"{"viewport": {"width": 10, "height": 10}, "root": {"name": "box"}}"#
            .write(toFile: p.root + "/Fixtures/ui/plain.json", atomically: true, encoding: .utf8)
        let r = try p.run(["check", "--record", "missing"])
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        #expect(p.references() == ["card@dark.frames.txt", "card@narrow.frames.txt", "card@wide.frames.txt", "plain@big.frames.txt"])
        #expect(try String(contentsOfFile: p.snapshots + "/plain@big.frames.txt", encoding: .utf8) == "box (0, 0, 60, 60)\n")
    }

    @Test func theProjectsNamedColoursServeEveryFixture() throws {
        let p = try Project(configuration: ##"{"colors": {"brand": {"@light": "#00ff00", "@dark": "#0000ff"}}, "formats": ["png"]}"##)
        try #"{"viewport": {"width": 10, "height": 10}, "variants": [{"name": "dark", "appearance": "dark"}], "root": {"background": "brand"}}"#
            .write(toFile: p.root + "/Fixtures/ui/plain.json", atomically: true, encoding: .utf8)
        #expect(try p.run(["check", "--record", "missing", "Fixtures/ui/plain.json"]).status == 0)
        let image = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: p.snapshots + "/plain@dark.png"))))
        #expect(image[5, 5] == RGBA(0, 0, 255, 255))
        // The fixture may not define the project's colour again.
        try ##"{"viewport": {"width": 10, "height": 10}, "colors": {"brand": "#000"}, "root": {}}"##
            .write(toFile: p.root + "/Fixtures/ui/plain.json", atomically: true, encoding: .utf8)
        let twice = try p.run(["check", "--record", "missing", "Fixtures/ui/plain.json"])
        #expect(twice.status == 2)
        #expect(twice.stderr.contains("Fixtures/ui/plain.json: $.colors.brand: the colour 'brand' is defined here and in "
            + "layoutsnap.json: $.colors.brand; a named colour is defined once, in the fixture or in the project"), Comment(rawValue: twice.stderr))
    }

    @Test func aBrokenFixturesVariantReferencesAreNotObsolete() throws {
        let p = try Project(configuration: #"{"formats": ["frames"]}"#)
        #expect(try p.run(["check", "--record", "missing"]).status == 0)
        try "{ broken".write(toFile: p.fixture, atomically: true, encoding: .utf8)
        let r = try p.run(["check", "--record", "never", "--prune"])
        #expect(r.status == 2)
        #expect(!r.stdout.contains("obsolete"), Comment(rawValue: r.stdout))
        #expect(p.references() == ["card@dark.frames.txt", "card@narrow.frames.txt", "card@wide.frames.txt"])
        // Once the fixture has no variants any more, they are.
        try #"{"viewport": {"width": 10, "height": 10}, "root": {}}"#.write(toFile: p.fixture, atomically: true, encoding: .utf8)
        let pruned = try p.run(["check", "--record", "missing", "--prune"])
        #expect(pruned.status == 0, Comment(rawValue: pruned.stderr))
        #expect(p.references() == ["card.frames.txt"])
    }

    @Test func badVariantsInTheProjectOrTooManySnapshotsAreBadInput() throws {
        let typo = try Project(configuration: #"{"variants": ["iPhoneSe"]}"#)
        let r = try typo.run(["check"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("layoutsnap.json: $.variants[0]: unknown device 'iPhoneSe' (did you mean 'iPhoneSE'?)"),
                Comment(rawValue: r.stderr))
        // 3 variants x 3 formats = 9 snapshots, over a limit of 6: every snapshot of the fixture is an error naming it.
        let limited = try Project(configuration: #"{"maxSnapshots": 6}"#)
        let over = try limited.run(["check", "--record", "missing"])
        #expect(over.status == 2)
        #expect(over.stderr.contains("Fixtures/ui/card.json: $.variants: 3 variants ($.variants) × 3 formats make 9 snapshots, "
            + "more than the limit of 6 ('maxSnapshots' in layoutsnap.json)"), Comment(rawValue: over.stderr))
        #expect(limited.references().isEmpty)
        // Two formats make 6: within the limit.
        #expect(try limited.run(["check", "--record", "missing", "--format", "png,frames"]).status == 0)
    }

    @Test func renderAndFramesTakeAVariant() throws {
        let p = try Project()
        let all = try p.run(["render", "Fixtures/ui/card.json", "-o", "out", "--all-variants"])
        #expect(all.status == 0, Comment(rawValue: all.stderr))
        #expect(all.stdout == ["narrow", "wide", "dark"].flatMap { ["out/card@\($0).png", "out/card@\($0).svg"] }.joined(separator: "\n") + "\n")
        let one = try p.run(["render", "Fixtures/ui/card.json", "-o", "wide.png", "--variant", "wide"])
        #expect(one.status == 0 && one.stdout == "wide.png\n")
        #expect(try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: p.root + "/wide.png")))).width == 80)
        let typo = try p.run(["render", "Fixtures/ui/card.json", "-o", "x.png", "--variant", "wdie"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("$.variants: no variant named 'wdie' (did you mean 'wide'?); its variants are narrow, wide, dark"),
                Comment(rawValue: typo.stderr))
        let frames = try p.run(["frames", "Fixtures/ui/card.json", "--variant", "wide"])
        #expect(frames.stdout == "row (0, 0, 80, 30)\n  a (0, 0, 20, 10)\n  b (20, 0, 20, 10)\n")
        let each = try p.run(["frames", "Fixtures/ui/card.json", "--all-variants"])
        #expect(each.stdout.hasPrefix("== narrow\nrow (0, 0, 40, 30)\n  a (0, 0, 20, 10)\n  b (0, 10, 20, 10)\n== wide\n"))
        let json = try p.run(["frames", "Fixtures/ui/card.json", "--all-variants", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(Set(object?.keys ?? [:].keys) == ["narrow", "wide", "dark"])
        #expect(try p.run(["render", "Fixtures/ui/card.json", "-o", "x.png", "--all-variants"]).status == 64)
    }
}
