import Foundation
import LayoutSnap

/// `layoutsnap-bench flex WORKLOADS.json [NAMES...] [--repeats N] [--cold]`: builds the
/// engine-neutral flexbox trees of `../shared/bench/layout_workloads.json` in our model, times only
/// the layout call (the CSS root layout plus pixel snapping, as Taffy's compute_layout rounds too),
/// checks the probes and the whole-tree checksum, and prints our ns per node. Only figures measured
/// in this run are printed: for the peers' side by side, run `benchmarks/layout_rounds.sh`. Any
/// checksum or probe mismatch makes the run fail (non-zero exit) after every workload is printed.
///
/// Every timed layout starts from the same state, as each of the peers' repeats does:
/// - the frames of the previous layout are released before the next one starts (the peers' harness
///   destroys everything of a repeat before the next);
/// - the process keeps the memory it frees, as `layoutsnap` does (`AllocatorTuning` in the CLI:
///   glibc's trim and mmap thresholds), so the heap a layout grows is there for the next instead of
///   being faulted in again, page by page, every time;
/// - the first layout of each workload is timed apart and printed as `first ms` (the heap grows, the
///   code and its metadata are loaded), not taken into the median.
///
/// `--cold` evicts the last-level cache before every layout (it writes a buffer twice its size), so
/// that every workload starts with its tree in memory and none in the cache: per node, a workload
/// whose tree fits in the cache then pays the misses that one which does not fit pays anyway.
enum FlexBenchmark {
    /// A run whose layouts were not the expected ones (`flex` and `flex-scaling` fail with it).
    struct Mismatch: Error, CustomStringConvertible {
        var what = "checksum or probe mismatch"
        var workloads: [String]
        var description: String { what + " in " + workloads.joined(separator: ", ") }
    }

    struct Workload {
        var name: String
        var root: LayoutNode
        /// Node names in the checksum's node order.
        var order: [String]
        var checksum: Double
        var probes: [(path: [Int], frame: [Double])]
        var repeats: Int
    }

    static func run(_ arguments: [String]) throws {
        guard let path = arguments.first else {
            print("usage: layoutsnap-bench flex WORKLOADS.json [wide|deep|tree|big ...] [--repeats N] [--cold]")
            return
        }
        var names = Array(arguments.dropFirst())
        let cold = names.contains("--cold")
        names.removeAll { $0 == "--cold" }
        var repeatsOverride: Int?
        if let i = names.firstIndex(of: "--repeats"), i + 1 < names.count {
            repeatsOverride = Int(names[i + 1]); names.removeSubrange(i...(i + 1))
        }
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
        let all = json["workloads"] as! [String: [String: Any]]
        let repeats = (json["timing"] as? [String: Any])?["repeats"] as? [String: Int] ?? [:]
        let engine = LayoutEngine(textMeasurer: AhemTextMeasurer())
        AllocatorTuning.keepFreedMemory()
        var evictor = CacheEvictor(enabled: cold)
        print("workload    nodes  first ms   best ms  median ms   ns/node | checksum" + (cold ? "   (last-level cache evicted before each layout)" : ""))
        var mismatched: [String] = []
        for name in ["wide", "deep", "tree", "big"] where names.isEmpty || names.contains(name) {
            guard let spec = all[name] else { continue }
            let w = build(name, spec, repeats: repeatsOverride ?? repeats[name] ?? 5)
            // The first layout is verified and timed apart; the repeats each start with nothing of
            // the previous one alive (frames are released as soon as they are read).
            evictor.evict()
            let (first, sum, probesOK) = try firstLayout(engine, w)
            var samples: [Double] = []
            for _ in 0..<w.repeats {
                evictor.evict()
                samples.append(try timedLayout(engine, w.root).nanoseconds)
            }
            // `--repeats 0`: the first layout alone (one cold layout per process, as
            // `benchmarks/layout_instructions.sh` counts it).
            if samples.isEmpty { samples = [first] }
            samples.sort()
            let nodes = Double(w.order.count)
            let line = String(format: "%@ %8d %9.3f %9.3f %10.3f %9.1f | %@ %@",
                              name.padding(toLength: 8, withPad: " ", startingAt: 0) as NSString, w.order.count,
                              first / 1e6, samples[0] / 1e6, samples[samples.count / 2] / 1e6, samples[samples.count / 2] / nodes,
                              sum == w.checksum ? "ok" as NSString : "MISMATCH \(sum) != \(w.checksum)" as NSString,
                              probesOK ? "probes ok" as NSString : "PROBES DIFFER" as NSString)
            print(line)
            if sum != w.checksum || !probesOK { mismatched.append(name) }
        }
        if !mismatched.isEmpty { throw Mismatch(workloads: mismatched) }
    }

    /// One layout of `root`, timed: the CSS root layout with pixel snapping, nothing else.
    static func timedLayout(_ engine: LayoutEngine, _ root: LayoutNode) throws -> (nanoseconds: Double, frames: FrameNode) {
        let clock = ContinuousClock()
        let start = clock.now
        let laid = try engine.layout(cssRoot: root, available: .unbounded, scale: 1)
        let d = clock.now - start
        return (Double(d.components.seconds) * 1e9 + Double(d.components.attoseconds) / 1e9, laid)
    }

    /// The first layout of `w`, timed and verified: its time, checksum and whether every probe
    /// matches. Its frames are released on return.
    static func firstLayout(_ engine: LayoutEngine, _ w: Workload) throws -> (nanoseconds: Double, checksum: Double, probesOK: Bool) {
        let (nanoseconds, frames) = try timedLayout(engine, w.root)
        let (sum, probesOK) = verify(frames, w)
        return (nanoseconds, sum, probesOK)
    }

    /// The checksum of layout_workloads.json's conventions, and whether every probe matches.
    static func verify(_ root: FrameNode, _ w: Workload) -> (Double, Bool) {
        var byName: [String: Rect] = [:]
        for n in root.allNodes() { byName[n.name] = n.frame }
        var sum = 0.0
        for (i, name) in w.order.enumerated() {
            let f = byName[name]!
            sum += Double(i % 97 + 1) * (f.x + 3 * f.y + 7 * f.width + 11 * f.height)
        }
        sum = (sum * 1000).rounded() / 1000
        var ok = true
        for probe in w.probes {
            var node = root
            for k in probe.path { node = node.children[k] }
            let f = node.frame
            if [f.x, f.y, f.width, f.height] != probe.frame { ok = false }
        }
        return (sum, ok)
    }

    // MARK: Trees

    /// The benchmark's default style: column, nowrap, stretch, align-content flex-start, no shrinking.
    static func flex(_ direction: FlexLayout.Direction, wrap: FlexLayout.Wrap = .nowrap) -> FlexLayout {
        FlexLayout(direction: direction, wrap: wrap, alignContent: .flexStart)
    }

    static func item(grow: Double = 0, margin: Double = 0, padding: Double = 0) -> FlexItem {
        FlexItem(grow: grow, shrink: 0, margin: CSSEdges(all: .points(margin)), padding: CSSEdges(all: .points(padding)))
    }

    static func build(_ name: String, _ spec: [String: Any], repeats: Int) -> Workload {
        let params = spec["params"] as? [String: Int] ?? [:]
        let probes = (spec["probes"] as? [[String: Any]] ?? []).map {
            // A path is a list of child indices, or "chain:N" for N steps down a chain.
            let path = $0["path"] as? [Int] ?? Array(repeating: 0, count: Int(($0["path"] as! String).dropFirst(6)) ?? 0)
            return (path: path, frame: ($0["frame"] as! [NSNumber]).map(\.doubleValue))
        }
        let checksum = (spec["checksum"] as! NSNumber).doubleValue
        switch name {
        case "wide":
            let count = params["children"] ?? 10_000
            let children = (0..<count).map { i in
                LayoutNode(name: "c\(i)", kind: .leaf(.empty), width: .fixed(10), height: .fixed(10), flexItem: item(margin: 1))
            }
            let root = LayoutNode(name: "root", kind: .container(.flex(flex(.row, wrap: .wrap)), children: children),
                                  width: .fixed(1000), flexItem: item())
            return Workload(name: name, root: root, order: ["root"] + children.map(\.name), checksum: checksum, probes: probes, repeats: repeats)
        case "deep":
            let count = params["containers"] ?? 1000
            var node = LayoutNode(name: "leaf", kind: .leaf(.empty), width: .fixed(10), height: .fixed(10), flexItem: item())
            var order = ["leaf"]
            for i in stride(from: count - 1, through: 0, by: -1) {
                node = LayoutNode(name: "d\(i)", kind: .container(.flex(flex(.column)), children: [node]), flexItem: item(padding: 1))
                order.insert("d\(i)", at: 0)
            }
            return Workload(name: name, root: node, order: order, checksum: checksum, probes: probes, repeats: repeats)
        default:
            let (root, levels) = balanced(depth: params["depth"] ?? 4, branching: params["branching"] ?? 10)
            return Workload(name: name, root: root, order: levels.flatMap { $0 }, checksum: checksum, probes: probes, repeats: repeats)
        }
    }

    /// The balanced tree of `tree` and `big`: `branching` children a container down to `depth`;
    /// the root is a 1000x1000 row, the containers below it grow (level `l` a row when `l` is even,
    /// else a column), the leaves are 5x5. Returns the root and the node names level by level.
    static func balanced(depth: Int, branching: Int) -> (root: LayoutNode, levels: [[String]]) {
        var levels: [[String]] = Array(repeating: [], count: depth + 1)
        func make(_ level: Int, _ label: String) -> LayoutNode {
            levels[level].append(label)
            if level == depth {
                return LayoutNode(name: label, kind: .leaf(.empty), width: .fixed(5), height: .fixed(5), flexItem: item())
            }
            let children = (0..<branching).map { make(level + 1, "\(label).\($0)") }
            let kind = LayoutNode.Kind.container(.flex(flex(level % 2 == 0 ? .row : .column)), children: children)
            if level == 0 {
                return LayoutNode(name: label, kind: kind, width: .fixed(1000), height: .fixed(1000), flexItem: item())
            }
            return LayoutNode(name: label, kind: kind, flexItem: item(grow: 1))
        }
        let root = make(0, "r")
        return (root, levels)
    }
}
