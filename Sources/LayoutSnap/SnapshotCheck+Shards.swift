import Foundation
import LayoutModel

extension SnapshotCheck {
    /// What one node adds to a fixture's estimated cost, in pixels (layout, SVG and frames work
    /// per node, measured against rendering per pixel on our fixtures: about 2,000 to 1).
    public static let costPerNode = 2_000.0

    /// A fixture's estimated cost to check: its rendered pixels (viewport width × height ×
    /// scale²) plus `costPerNode` per node, in the case's variant (`defaults`: the project's).
    /// A fixture that cannot be read costs one node.
    public static func estimatedCost(of fixtureCase: FixtureCase, defaults: FixtureDefaults = .none) -> Double {
        guard let fixture = try? FixtureLoader.load(contentsOf: fixtureCase.file, variant: fixtureCase.variant, defaults: defaults) else {
            return costPerNode
        }
        let v = fixture.viewport
        var nodes = 0
        var pending = [fixture.root]
        while let node = pending.popLast() {
            nodes += 1
            pending.append(contentsOf: node.children)
        }
        return v.width * v.height * v.scale * v.scale + Double(nodes) * costPerNode
    }

    /// The cases of shard `index` (1-based) of `count`, balanced by `estimatedCost`: the cases,
    /// costliest first (ties by name), each go to the cheapest shard so far that has room, where
    /// room keeps every shard within one case of the others. The same cases give the same shards
    /// on every machine; each shard computes the whole split, so the legs of a CI matrix agree.
    public static func shard(_ cases: [FixtureCase], index: Int, count: Int,
                             cost: (FixtureCase) -> Double = { estimatedCost(of: $0) }) -> [FixtureCase] {
        precondition(count >= 1 && (1...count).contains(index), "shard \(index) of \(count)")
        let ordered = cases.map { ($0, cost($0)) }.sorted { a, b in a.1 != b.1 ? a.1 > b.1 : a.0.id < b.0.id }
        let small = cases.count / count, large = cases.count % count
        var sizes = Array(repeating: 0, count: count), totals = Array(repeating: 0.0, count: count)
        var largeUsed = 0
        var mine: [FixtureCase] = []
        for (fixtureCase, caseCost) in ordered {
            var best: Int?
            for s in 0..<count {
                let room = sizes[s] < small || (sizes[s] == small && largeUsed < large)
                if room, best.map({ totals[s] < totals[$0] }) ?? true { best = s }
            }
            let s = best!
            if sizes[s] == small { largeUsed += 1 }
            sizes[s] += 1
            totals[s] += caseCost
            if s == index - 1 { mine.append(fixtureCase) }
        }
        return mine.sorted { $0.id < $1.id }
    }
}
