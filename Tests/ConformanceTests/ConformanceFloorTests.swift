import Foundation
import LayoutSnap
import Testing

/// Runs the browser-computed cases of `../shared/conformance/taffy/` (outside the repository) and
/// fails when a folder's pass rate drops below the floor recorded in `floor.json`.
@Suite struct ConformanceFloorTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let casesRoot = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance/taffy")
    static var available: Bool { FileManager.default.fileExists(atPath: casesRoot.path) }

    static func floors() throws -> [String: Double] {
        let data = try Data(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("floor.json"))
        return try JSONDecoder().decode([String: Double].self, from: data)
    }

    @Test(.enabled(if: ConformanceFloorTests.available, "../shared/conformance is not present next to the package; skipped"),
          arguments: ["leaf", "flex", "grid", "block", "float"])
    func passRateStaysAboveFloor(folder: String) throws {
        let floor = try #require(try Self.floors()[folder])
        let result = try ConformanceRunner.run(folder: Self.casesRoot.appendingPathComponent(folder).path)
        #expect(result.total > 0)
        #expect(result.rate >= floor,
                "\(folder): \(result.passed)/\(result.total) passed, below the floor \(floor); first failures: \(result.failures.prefix(5).map { "\($0.name): \($0.message ?? "")" })")
    }

    @Test func parsesACase() throws {
        let xml = """
            <test name="t" use-rounding="true">
              <viewport width="max-content" height="max-content"/>
              <input>
                <div direction="ltr" justify-content="space-between" width="100px" height="50px">
                  <div direction="ltr" width="10px"/>
                  <text direction="ltr">HH&#8203;HH</text>
                  <div direction="ltr" width="10px"/>
                </div>
              </input>
              <expectations>
                <node x="0" y="0" width="100" height="50">
                  <node x="0" y="0" width="10" height="50"/>
                  <node x="30" y="0" width="40" height="50"/>
                  <node x="90" y="0" width="10" height="50"/>
                </node>
              </expectations>
            </test>
            """
        let c = try ConformanceCase(xml: xml.replacingOccurrences(of: "&#8203;", with: "\u{200B}"))
        #expect(c.root.children.count == 3)
        let r = ConformanceRunner.run(c, name: "t")
        #expect(r.passed, "\(r.message ?? "")")
    }

    @Test func snapsLikeBrowserOffsets() throws {
        // 50% of 7 is 3.5: under rtl the first box ("half") sits at 7 - 3.5 = 3.5 and its child
        // ("end") at 3.5 - 2 = 1.5 in it; the second box's child ("neg") sits at -0.5 (a negative
        // margin) in an ltr box at 0.
        let xml = """
            <test name="t" use-rounding="true">
              <viewport width="max-content" height="max-content"/>
              <input>
                <div direction="rtl" width="7px">
                  <div direction="rtl" width="50%" height="10px">
                    <div direction="rtl" width="2px" height="10px"/>
                  </div>
                  <div direction="ltr" width="3.5px" height="10px">
                    <div direction="ltr" width="2px" height="5px" margin-left="-0.5px"/>
                  </div>
                </div>
              </input>
              <expectations>
                <node x="0" y="0" width="7" height="10">
                  <node x="4" y="0" width="3" height="10">
                    <node x="2" y="0" width="2" height="10"/>
                  </node>
                  <node x="0" y="0" width="4" height="10">
                    <node x="0" y="0" width="2" height="5"/>
                  </node>
                </node>
              </expectations>
            </test>
            """
        // Positions are the offsets from the parent rounded on their own, halves up: 3.5 -> 4,
        // 1.5 -> 2 (not 5 - 4 = 1 from rounded absolute edges), -0.5 -> 0. Sizes span the rounded
        // absolute edges: 7 - 4 = 3 for half, 7 - 5 = 2 for end, 4 - 0 = 4 for the second box
        // (0 to 3.5), 2 - 0 = 2 for neg (-0.5 to 1.5).
        let c = try ConformanceCase(xml: xml)
        let r = ConformanceRunner.run(c, name: "t")
        #expect(r.passed, "\(r.message ?? "")")
    }

    @Test func attributesTheRunnerDoesNotReadAreReported() throws {
        func unsupported(_ attributes: String) throws -> String? {
            let xml = """
                <test name="t"><viewport width="100px" height="max-content"/>
                  <input><div display="block"><div display="block" \(attributes) height="10px"/></div></input>
                  <expectations><node x="0" y="0" width="100" height="10"><node x="0" y="0" width="100" height="10"/></node></expectations>
                </test>
                """
            return try ConformanceCase(xml: xml).unsupported
        }
        #expect(try unsupported(#"float="left" clear="both""#) == nil)
        #expect(try unsupported(#"float="inline-start""#) == "float=inline-start")
        #expect(try unsupported(#"position="sticky""#) == "position=sticky")
        #expect(try unsupported(#"order="2""#) == "order=2")
        // Keyword minimum and maximum widths are modelled for children of block containers only.
        #expect(try unsupported(#"min-width="max-content" max-width="stretch""#) == nil)
        #expect(try unsupported(#"min-height="max-content""#) == "min-height=max-content")
    }
}
