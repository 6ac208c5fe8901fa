import Foundation
import LayoutSnap
import Testing

/// `explain` on every node of every fixture (not only the root's first children), so that the
/// notes of every layout system are written for nodes deep in real trees: the explanation gives
/// the very frame the layout gives, and every note has text.
@Suite struct ExplainEveryNodeFixtureTests {
    @Test(arguments: FixtureFramesTests.files.filter { !$0.contains("/variants/") })
    func everyNodeIsExplainedWithItsOwnFrame(file: String) throws {
        let fixture = try FixtureLoader.load(contentsOf: file)
        let renderer = try FixtureRenderer()
        let frames = try LayoutEngine(textMeasurer: renderer.measurer).layoutUnrounded(fixture.root, in: fixture.viewport)
        var seen: Set<String> = []
        for node in frames.allNodes() where seen.insert(node.name).inserted {
            let e = try renderer.explain(fixture, node: node.name)
            #expect(e.frame == node.frame, Comment(rawValue: "\(file) \(node.name): \(e.frame) vs \(node.frame)"))
            #expect(e.notes.allSatisfy { !$0.text.isEmpty }, Comment(rawValue: "\(file) \(node.name)"))
        }
    }
}
