import Foundation
import LayoutSnap

/// `layoutsnap-bench flex-scaling [--rounds N] [--cold]`: how the time a node takes changes with
/// the size of the tree. It lays out the balanced trees of the `tree` and `big` workloads
/// (`FlexBenchmark.balanced`: a 1000x1000 row at the root, growing rows and columns below, 5x5
/// leaves) at depth 5 with 4 to 11 children a container (1,365 to 177,156 nodes) and `tree` itself
/// (depth 4, 10 children: 11,111 nodes), smallest first.
///
/// Each tree's first layout is checked node by node against the frames the flexbox rules give
/// for this shape (`expectedMismatches`); any difference fails the run. Then, in `N` rounds (5 by
/// default), each tree is laid out enough times for about 300,000 nodes (at least 3), and the
/// round keeps the median; the table gives the median and the least of the rounds' medians, in
/// ns a node, and each tree's figure over the first tree's. `--cold` evicts the last-level cache
/// before every layout, as `flex --cold` does. The process allocates from one arena, as `flex`.
enum FlexScalingBenchmark {
    struct Tree {
        var branching: Int
        var depth: Int
        var root: LayoutNode
        var nodes: Int
        var label: String { "\(branching)^\(depth)" }
    }

    static func run(_ arguments: [String]) throws {
        var rounds = 5
        if let i = arguments.firstIndex(of: "--rounds"), i + 1 < arguments.count, let n = Int(arguments[i + 1]), n > 0 { rounds = n }
        let cold = arguments.contains("--cold")
        let engine = LayoutEngine(textMeasurer: AhemTextMeasurer())
        AllocatorTuning.keepFreedMemory()
        var evictor = CacheEvictor(enabled: cold)
        let shapes = [(10, 4)] + (4...11).map { ($0, 5) }
        var trees = shapes.map { b, d in
            let (root, levels) = FlexBenchmark.balanced(depth: d, branching: b)
            return Tree(branching: b, depth: d, root: root, nodes: levels.reduce(0) { $0 + $1.count })
        }
        trees.sort { $0.nodes < $1.nodes }
        var differing: [String] = []
        for t in trees {
            let frames = try engine.layout(cssRoot: t.root, available: .unbounded, scale: 1)
            if expectedMismatches(frames, tree: t) > 0 { differing.append(t.label) }
        }
        if !differing.isEmpty { throw FlexBenchmark.Mismatch(what: "frames differ from the expected ones", workloads: differing) }
        var medians = Array(repeating: [Double](), count: trees.count)
        for _ in 0..<rounds {
            for (k, t) in trees.enumerated() {
                var samples: [Double] = []
                for _ in 0..<max(3, 300_000 / t.nodes) {
                    evictor.evict()
                    samples.append(try FlexBenchmark.timedLayout(engine, t.root).nanoseconds / Double(t.nodes))
                }
                samples.sort()
                medians[k].append(samples[samples.count / 2])
            }
        }
        print("tree (branching^depth)   nodes   ns/node (median of \(rounds) rounds)   least   / first" + (cold ? "   (last-level cache evicted before each layout)" : ""))
        let first = medians[0].sorted()[rounds / 2]
        for (k, t) in trees.enumerated() {
            let m = medians[k].sorted()
            print(t.label.padding(toLength: 22, withPad: " ", startingAt: 0)
                  + String(format: " %7d %26.1f %9.1f %8.2f", t.nodes, m[rounds / 2], m[0], m[rounds / 2] / first))
        }
    }

    /// The number of nodes of `frames` (a layout of `tree` at scale 1) whose frame is not the one
    /// the flexbox rules give, or whose children are not `branching` in number.
    ///
    /// A leaf is 5x5 (grow 0: it keeps its size). A container's max-content size is its children's
    /// laid along its main axis and the largest of them across it. Below a container of main size
    /// `M`, each of its `b` growing children starts from that size `c` along the main axis and
    /// gets an equal share of the free space `M - b * c` when there is some (9.7: no shrinking, so
    /// a negative free space leaves them at `c` and they overflow), one after another from the
    /// main-start edge, and is stretched to the container's cross size (9.4 step 11). Frames are
    /// snapped as `PixelSnapping.snapped` says, from the unrounded absolute rects.
    static func expectedMismatches(_ frames: FrameNode, tree: Tree) -> Int {
        let (b, d) = (tree.branching, tree.depth)
        // Max-content sizes by level: leaves 5x5; a row (even level) lays its children along x.
        var content = Array(repeating: (width: 5.0, height: 5.0), count: d + 1)
        for level in stride(from: d - 1, through: 0, by: -1) {
            let c = content[level + 1]
            content[level] = level % 2 == 0 ? (Double(b) * c.width, c.height) : (c.width, Double(b) * c.height)
        }
        func check(_ node: FrameNode, _ level: Int, _ absolute: Rect, _ parentOrigin: Point) -> Int {
            let snapped = PixelSnapping.snapped(absolute, parentOrigin: parentOrigin, scale: 1)
            var bad = node.frame == snapped.frame ? 0 : 1
            guard level < d else { return bad + (node.children.isEmpty ? 0 : 1) }
            if node.children.count != b { return bad + 1 }
            let row = level % 2 == 0
            let main = row ? absolute.width : absolute.height, cross = row ? absolute.height : absolute.width
            var position = 0.0
            for child in node.children {
                var size = (main: 5.0, cross: 5.0)
                if level + 1 < d {
                    let c = row ? content[level + 1].width : content[level + 1].height
                    let free = main - Double(b) * c
                    size = (free > 0 ? c + free / Double(b) : c, cross)
                }
                let rect = row
                    ? Rect(x: absolute.x + position, y: absolute.y, width: size.main, height: size.cross)
                    : Rect(x: absolute.x, y: absolute.y + position, width: size.cross, height: size.main)
                bad += check(child, level + 1, rect, snapped.absolute.origin)
                position += size.main
            }
            return bad
        }
        return check(frames, 0, Rect(x: 0, y: 0, width: 1000, height: 1000), .zero)
    }
}
