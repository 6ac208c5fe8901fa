import Foundation
import LayoutSnap

/// `layoutsnap-bench decode FIXTURE [RUNS]`: times loading a fixture (`FixtureLoader.load`: read,
/// parse, decode every node, validate the tree), and decoding in-memory copies of it whose root has
/// its children repeated 2 and 4 times (names made unique), to show whether the cost is linear in
/// the node count. Runs are interleaved (1x, 2x, 4x, file, 1x, ...) so a slow moment of a shared
/// machine touches every variant alike; each figure is the median of RUNS runs after one warm-up.
/// Exits non-zero when a variant does not decode or has the wrong number of nodes.
enum DecodeBenchmark {
    struct Variant {
        var label: String
        var nodes: Int
        var decode: () throws -> Fixture
    }

    static func run(_ arguments: [String]) throws {
        guard let path = arguments.first else {
            print("usage: layoutsnap-bench decode FIXTURE.json [RUNS]   (RUNS defaults to 21)")
            print("FIXTURE: for instance python3 benchmarks/render_scene_fixture.py /tmp/scene.json")
            exit(2)
        }
        let runs = max(1, arguments.dropFirst().first.flatMap { Int($0) } ?? 21)
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let fileNodes = try FixtureLoader.load(contentsOf: path).root.allNodes().count

        var variants = [Variant(label: "file (load)", nodes: fileNodes) { try FixtureLoader.load(contentsOf: path) }]
        for factor in [1, 2, 4] {
            let (bytes, nodes) = try repeated(data, factor: factor, fileNodes: fileNodes)
            variants.append(Variant(label: "in memory \(factor)x", nodes: nodes) {
                try FixtureLoader.decode(bytes, file: "\(factor)x.json")
            })
        }

        var samples = Array(repeating: [Double](), count: variants.count)
        var failed = false
        for run in 0...runs {
            for (i, variant) in variants.enumerated() {
                let clock = ContinuousClock()
                let start = clock.now
                let fixture = try variant.decode()
                let elapsed = clock.now - start
                if run == 0 {
                    // The warm-up run also checks the result.
                    let count = fixture.root.allNodes().count
                    if count != variant.nodes {
                        print("MISMATCH: \(variant.label) decoded \(count) nodes, expected \(variant.nodes)")
                        failed = true
                    }
                    continue
                }
                samples[i].append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
            }
        }

        print("decode \(path), \(runs) interleaved runs, median of each")
        print("variant            nodes   median ms     best ms   µs/node")
        for (i, variant) in variants.enumerated() {
            let sorted = samples[i].sorted()
            let median = sorted[sorted.count / 2]
            print(String(format: "%@ %8d %11.3f %11.3f %9.2f", variant.label.padding(toLength: 15, withPad: " ", startingAt: 0) as NSString, variant.nodes,
                         median, sorted[0], median * 1000 / Double(variant.nodes)))
        }
        if failed { exit(1) }
    }

    /// The fixture with its root's children repeated `factor` times (every `name` in a copy after
    /// the first gets the suffix `~k`), serialized again, and its node count.
    static func repeated(_ data: Data, factor: Int, fileNodes: Int) throws -> (Data, Int) {
        guard var fixture = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              var root = fixture["root"] as? [String: Any] else {
            throw LayoutError(reason: "the fixture has no 'root' object")
        }
        let children = root["children"] as? [Any] ?? []
        var all: [Any] = []
        for k in 0..<factor {
            all += k == 0 ? children : children.map { renamed($0, suffix: "~\(k)") }
        }
        root["children"] = all
        fixture["root"] = root
        fixture["expected"] = nil
        let nodes = 1 + (fileNodes - 1) * factor
        return (try JSONSerialization.data(withJSONObject: fixture), nodes)
    }

    /// `value` with `suffix` appended to every node's `name`, children included.
    static func renamed(_ value: Any, suffix: String) -> Any {
        guard var node = value as? [String: Any] else { return value }
        if let name = node["name"] as? String { node["name"] = name + suffix }
        if let children = node["children"] as? [Any] { node["children"] = children.map { renamed($0, suffix: suffix) } }
        return node
    }
}
