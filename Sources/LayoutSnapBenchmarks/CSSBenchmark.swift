import Foundation
import LayoutSnap

/// `layoutsnap-bench css [REPEATS] [WORKLOAD...]`: lays out the CSS grid and block workloads
/// (`CSSWorkloads`) as CSS roots in max-content space, unrounded, and prints one JSON line per
/// workload: the node count, the median ns per node of the layout call over REPEATS runs (default
/// 5, after one warm-up; only the layout is timed), and the checksum that
/// `benchmarks/css_workloads.py` computes for Taffy on the same trees. `benchmarks/css_rounds.sh`
/// runs both in interleaved rounds and fails on any checksum that differs.
enum CSSBenchmark {
    static func run(_ arguments: [String]) throws {
        let repeats = arguments.first.flatMap { Int($0) } ?? 5
        let names = Set(arguments.dropFirst())
        let engine = LayoutEngine(textMeasurer: AhemTextMeasurer())
        let space = Proposal(width: .unbounded, height: .unbounded)
        for workload in CSSWorkloads.all where names.isEmpty || names.contains(workload.name) {
            let root = workload.tree()
            var frames: FrameNode?
            let time = try median(repeats) { frames = try engine.layoutUnrounded(cssRoot: root, available: space) }
            let count = frames!.allNodes().count
            let seconds = Double(time.components.seconds) + Double(time.components.attoseconds) / 1e18
            let line: [String: Any] = ["engine": "ours", "workload": workload.name, "nodes": count,
                                       "ns_per_node": seconds * 1e9 / Double(count), "checksum": CSSWorkloads.checksum(frames!)]
            let data = try JSONSerialization.data(withJSONObject: line, options: [.sortedKeys])
            print(String(decoding: data, as: UTF8.self))

        }
    }
}
