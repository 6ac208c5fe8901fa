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
          arguments: ["leaf", "flex"])
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
}
