import Foundation
import LayoutSnap
import Testing

/// `explain` on every fixture of the repository, so on every layout system (linear, frame,
/// scroll, relative, table, flow, float, path, constraints, flex, grid, block): for each child of
/// the root, the explanation names the root's algorithm and gives the very frame the layout gives.
@Suite struct ExplainFixtureTests {
    @Test(arguments: FixtureFramesTests.files.filter { !$0.contains("/variants/") })
    func theExplanationMatchesTheLayout(file: String) throws {
        let fixture = try FixtureLoader.load(contentsOf: file)
        let renderer = try FixtureRenderer()
        let frames = try LayoutEngine(textMeasurer: renderer.measurer).layoutUnrounded(fixture.root, in: fixture.viewport)
        let algorithm = fixture.root.layout?.name ?? "leaf"
        for child in frames.children.prefix(3) {
            let e = try renderer.explain(fixture, node: child.name)
            #expect(e.parent == fixture.root.name)
            #expect(e.algorithm.hasPrefix(algorithm), Comment(rawValue: "\(file): \(e.algorithm)"))
            #expect(e.frame == child.frame, Comment(rawValue: "\(file) \(child.name): \(e.frame) vs \(child.frame)"))
        }
    }
}
