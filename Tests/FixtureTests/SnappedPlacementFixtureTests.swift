import Foundation
import LayoutSnap
import Testing

/// Every fixture laid out snapped (snapped as each node is placed) gives exactly the frames of its
/// unrounded layout snapped afterwards, at 1x, 2x and 3x: text, curves and all.
@Suite struct SnappedPlacementFixtureTests {
    @Test(arguments: FixtureFramesTests.files)
    func snappingWhilePlacingIsSnappingAfterwards(file: String) throws {
        let fixture = try FixtureLoader.load(contentsOf: file)
        let engine = LayoutEngine(textMeasurer: try FixtureRenderer().measurer)
        for scale in [1.0, 2, 3] {
            var viewport = fixture.viewport
            viewport.scale = scale
            let placed = try engine.layout(fixture.root, in: viewport)
            let after = PixelSnapping.snap(try engine.layoutUnrounded(fixture.root, in: viewport), scale: scale)
            #expect(placed == after, "\(file) at \(scale)x")
        }
    }
}
