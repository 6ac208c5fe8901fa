import Foundation
import LayoutSnap

/// The CSS grid and block workloads of `layoutsnap-bench css`, built exactly as
/// `benchmarks/css_workloads.py` builds them for Taffy: grids of 31², 100² and 316² leaves of
/// 20 x 20 with random tracks, nested 2x2 and 3x3 grids, a chain of 1,000 one-cell grids, and an
/// article of 200 sections of blocks whose margins collapse.
enum CSSWorkloads {
    static let tracks = ["20px", "auto", "1fr", "minmax(20px, auto)", "40px"]

    /// state = state × 1103515245 + 12345 mod 2³¹, seed 42 (as the Python side).
    struct LCG {
        var state: UInt64 = 42
        mutating func next() -> Int {
            state = (state &* 1_103_515_245 &+ 12_345) % (1 << 31)
            return Int(state)
        }
    }

    /// Names are unique in a tree: every node gets a number in build order.
    final class Names { var n = 0; func next(_ prefix: String) -> String { n += 1; return prefix + String(n) } }

    static func leaf(_ names: Names) -> LayoutNode {
        LayoutNode(name: names.next("leaf"), kind: .leaf(.empty), width: .fixed(20), height: .fixed(20))
    }

    static func gridWide(_ n: Int) -> LayoutNode {
        var rng = LCG()
        let columns = (0..<n).map { _ in tracks[rng.next() % 5] }.joined(separator: " ")
        let rows = (0..<n).map { _ in tracks[rng.next() % 5] }.joined(separator: " ")
        let names = Names()
        return Grid("grid", columns: columns, rows: rows) { (0..<(n * n)).map { _ in leaf(names) } }
    }

    static func gridDeep(side: Int, depth: Int) -> LayoutNode {
        let names = Names()
        func build(_ depth: Int) -> LayoutNode {
            guard depth > 0 else { return leaf(names) }
            let auto = Array(repeating: "auto", count: side).joined(separator: " ")
            let name = names.next("grid")
            return Grid(name, columns: auto, rows: auto) { (0..<(side * side)).map { _ in build(depth - 1) } }
        }
        return build(depth)
    }

    static func gridChain(_ depth: Int) -> LayoutNode {
        let names = Names()
        var node = leaf(names)
        for _ in 0..<depth {
            let inner = node
            node = Grid(names.next("grid"), columns: "auto", rows: "auto") { inner }
        }
        return node
    }

    static func blockArticle(sections: Int) -> LayoutNode {
        let names = Names()
        func block(_ top: Double, _ bottom: Double, height: Double? = nil, _ children: [LayoutNode] = []) -> LayoutNode {
            var node = Block(names.next("block")) { children }
            if let height { node.height = .fixed(height) }
            return node.cssBox(margin: CSSEdges(top: .points(top), left: .points(0), bottom: .points(bottom), right: .points(0)))
        }
        func section() -> LayoutNode {
            let heading = block(8, 8, height: 30)
            let paragraphs = (0..<5).map { _ in block(12, 6, height: 20) }
            let quote = block(16, 16, [block(12, 6, height: 20), block(12, 6, height: 20)])
            return block(10, 10, [heading] + paragraphs + [quote])
        }
        var root = Block("article") { (0..<sections).map { _ in section() } }
        root.width = .fixed(800)
        return root
    }

    static let all: [(name: String, tree: @Sendable () -> LayoutNode)] = [
        ("grid_wide_31", { gridWide(31) }),
        ("grid_wide_100", { gridWide(100) }),
        ("grid_wide_316", { gridWide(316) }),
        ("grid_deep_2x2", { gridDeep(side: 2, depth: 6) }),
        ("grid_deep_3x3", { gridDeep(side: 3, depth: 4) }),
        ("grid_chain_1000", { gridChain(1000) }),
        ("block_article", { blockArticle(sections: 200) }),
    ]

    /// Σ over nodes in build order (a node before its children), i = 0.., of
    /// (i mod 97 + 1)(x + 3y + 7w + 11h), frames relative to the parent, rounded to 3 decimals.
    static func checksum(_ root: FrameNode) -> Double {
        var total = 0.0
        for (i, node) in root.allNodes().enumerated() {
            let f = node.frame
            total += Double(i % 97 + 1) * (f.x + 3 * f.y + 7 * f.width + 11 * f.height)
        }
        return (total * 1000).rounded() / 1000
    }
}
