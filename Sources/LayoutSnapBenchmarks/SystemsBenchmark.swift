import Foundation
import LayoutSnap

/// `layoutsnap-bench systems [NODES] [RUNS]`: the time to lay out a tree of about NODES nodes
/// (default 10,000) built with each layout system (`Systems/`), release build, Ahem text model.
/// Only `LayoutEngine.layout` is timed (validation, every algorithm, pixel snapping); each figure is
/// the median of RUNS runs (default 7) after one warm-up run.
enum SystemsBenchmark {
    /// The workloads by system name: each builds a tree of about `nodes` nodes.
    static let workloads: [(name: String, tree: @Sendable (Int) -> LayoutNode)] = [
        ("linear", LinearWorkload.tree(nodes:)),
        ("frame", FrameWorkload.tree(nodes:)),
        ("relative", RelativeWorkload.tree(nodes:)),
        ("table", TableWorkload.tree(nodes:)),
        ("float", FloatWorkload.tree(nodes:)),
        ("flow", FlowWorkload.tree(nodes:)),
        ("path", PathWorkload.tree(nodes:)),
    ]

    static func run(_ arguments: [String]) throws {
        let nodes = arguments.first.flatMap { Int($0) } ?? 10_000
        let runs = arguments.count > 1 ? Int(arguments[1]) ?? 7 : 7
        let engine = LayoutEngine(textMeasurer: AhemTextMeasurer())
        let viewport = Viewport(width: 1200, height: 800)
        print(pad("system", 12) + "   nodes   layout ms   ns/node")
        for (name, build) in workloads {
            let root = build(nodes)
            let count = root.allNodes().count
            let time = try median(runs) { _ = try engine.layout(root, in: viewport) }
            let seconds = Double(time.components.seconds) + Double(time.components.attoseconds) / 1e18
            print(pad(name, 12) + String(format: "%8d", count) + "   " + ms(time)
                  + String(format: "   %7.0f", seconds * 1e9 / Double(count)))
        }
    }
}
