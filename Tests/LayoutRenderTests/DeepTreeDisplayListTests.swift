import Foundation
import Testing
import LayoutSnap

/// `layoutsnap check` builds display lists on worker threads with 512 KiB stacks: a tree at the
/// deepest the limits allow (`LayoutLimits.standard.maxDepth`) must build there, debug overlay too.
@Suite struct DeepTreeDisplayListTests {
    @Test func aTreeAtTheDepthLimitBuildsOnA512KiBStack() async {
        let levels = LayoutLimits.standard.maxDepth
        // A chain n1 > ... > n250, each a scroll container (so each pushes and pops a clip) half
        // transparent (so each pushes and pops opacity), one point inside its parent.
        var look = Appearance()
        look.background = .white
        look.opacity = 0.5
        var node = LayoutNode(name: "n\(levels)", kind: .leaf(.empty), appearance: look)
        var frame = FrameNode(name: "n\(levels)", frame: Rect(x: 1, y: 1, width: 1, height: 1),
                              absolute: Rect(x: Double(levels - 1), y: Double(levels - 1), width: 1, height: 1))
        for level in stride(from: levels - 1, through: 1, by: -1) {
            node = LayoutNode(name: "n\(level)", kind: .container(.scroll(ScrollLayout()), children: [node]), appearance: look)
            let size = Double(levels - level + 1)
            frame = FrameNode(name: "n\(level)", frame: Rect(x: 1, y: 1, width: size, height: size),
                              absolute: Rect(x: Double(level - 1), y: Double(level - 1), width: size, height: size),
                              children: [frame])
        }
        let (tree, frames) = (node, frame)
        let counts: (Int, Int) = await withCheckedContinuation { continuation in
            let thread = Thread {
                let plain = DisplayListBuilder().build(tree, frames)
                let debug = DisplayListBuilder(debug: true).build(tree, frames)
                continuation.resume(returning: (plain.items.count, debug.items.count))
            }
            thread.stackSize = 512 * 1024
            thread.start()
        }
        // Each node: pushOpacity, its rect, popOpacity; each of the 249 containers also a clip push and pop.
        #expect(counts.0 == 250 * 3 + 249 * 2)
        // The overlay adds per node an outline and a label (no margins or padding to shade), and
        // per container a clip push and pop around its descendants' overlay.
        #expect(counts.1 == counts.0 + 250 * 2 + 249 * 2)
    }
}
