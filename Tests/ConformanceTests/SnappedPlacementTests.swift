import Foundation
import LayoutSnap
import Testing

/// A snapped layout snaps each node as it is placed (`PixelSnapping.Grid`), instead of placing
/// the whole tree and walking it again: the frames must be exactly those of snapping the unrounded
/// layout afterwards, at every scale.
@Suite struct SnappedPlacementTests {
    static let scales: [Double] = [1, 2, 3]

    /// Both ways of snapping `root` (a CSS tree) in `available` space at `scale`.
    func both(_ root: LayoutNode, _ available: Proposal, scale: Double) throws -> (placed: FrameNode, after: FrameNode) {
        let engine = LayoutEngine(textMeasurer: AhemTextMeasurer())
        return (try engine.layout(cssRoot: root, available: available, scale: scale),
                PixelSnapping.snap(try engine.layoutUnrounded(cssRoot: root, available: available), scale: scale))
    }

    @Test(arguments: scales)
    func fractionalFlexItemsSnapAsTheWholeTreeWouldBe(scale: Double) throws {
        // Three growing items share what the middle one's padding (2 × 0.3) leaves of 100 px, so
        // edges fall between pixels at every scale; the nested container's children see
        // fractional parent origins too.
        let leaf = { (name: String) in
            LayoutNode(name: name, kind: .leaf(.empty), height: .fixed(10.25), flexItem: FlexItem(grow: 1, shrink: 0))
        }
        let inner = LayoutNode(name: "inner", kind: .container(.flex(FlexLayout(direction: .column)), children: [leaf("d"), leaf("e")]),
                               flexItem: FlexItem(grow: 1, shrink: 0, padding: CSSEdges(all: .points(0.3))))
        let root = LayoutNode(name: "root", kind: .container(.flex(FlexLayout(direction: .row)), children: [leaf("a"), inner, leaf("c")]),
                              width: .fixed(100), flexItem: FlexItem())
        let (placed, after) = try both(root, .unbounded, scale: scale)
        #expect(placed == after)
        // The rule itself, on the middle item: its edges unrounded are one share and two shares
        // plus its padding, each rounded to the grid, the width their difference.
        let share = (100 - 2 * 0.3) / 3
        let left = (share * scale).rounded() / scale, right = ((2 * share + 2 * 0.3) * scale).rounded() / scale
        #expect(placed.children[1].absolute.x == left)
        #expect(placed.children[1].frame.width == right - left)
        #expect(left == 33 && right == 67)
    }

    @Test(.enabled(if: ConformanceFloorTests.available, "../shared/conformance is not present next to the package; skipped"),
          arguments: ["flex", "block"])
    func everyConformanceCaseSnapsAlike(folder: String) throws {
        let dir = ConformanceFloorTests.casesRoot.appendingPathComponent(folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".xml") }.sorted()
        #expect(files.count > 100)
        var compared = 0
        for file in files {
            guard let c = try? ConformanceCase(xml: String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)),
                  c.unsupported == nil else { continue }
            for scale in [1.0, 3] {
                guard let (placed, after) = try? both(c.root, c.available, scale: scale) else { continue }
                #expect(placed == after, "\(folder)/\(file) at \(scale)x")
                compared += 1
            }
        }
        #expect(compared > 100)
    }
}
