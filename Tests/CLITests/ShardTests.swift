import Foundation
import LayoutSnap
import Testing

/// Shards are balanced by estimated cost, hold within one fixture of each other, and are the same
/// on every run.
@Suite struct ShardTests {
    static let cases = SnapshotCheck.cases(in: [CLIRunner.packageRoot + "/Fixtures"])

    @Test(arguments: [2, 3, 4, 5])
    func shardsHoldWithinOneFixtureOfEachOtherAndBalanceTheCost(count: Int) throws {
        let shards = (1...count).map { SnapshotCheck.shard(Self.cases, index: $0, count: count) }
        let sizes = shards.map(\.count)
        #expect(sizes.max()! - sizes.min()! <= 1, Comment(rawValue: "\(sizes)"))
        #expect(sizes.reduce(0, +) == Self.cases.count)
        #expect(Set(shards.flatMap { $0 }.map(\.id)) == Set(Self.cases.map(\.id)))
        #expect(shards == (1...count).map { SnapshotCheck.shard(Self.cases, index: $0, count: count) })
        // Greedy by cost: no shard costs more than an even share plus the costliest fixture.
        let costs = Dictionary(uniqueKeysWithValues: Self.cases.map { ($0.id, SnapshotCheck.estimatedCost(of: $0)) })
        let totals = shards.map { $0.reduce(0) { $0 + costs[$1.id]! } }
        let share = totals.reduce(0, +) / Double(count)
        #expect(totals.allSatisfy { $0 <= share + costs.values.max()! }, Comment(rawValue: "\(totals)"))
    }

    @Test func theCostIsPixelsAndNodes() throws {
        let row = try #require(Self.cases.first { $0.id == "seeds/duilib_row" })
        // A 1000 x 200 viewport at scale 1 and 4 nodes.
        #expect(SnapshotCheck.estimatedCost(of: row) == 1000 * 200 + 4 * SnapshotCheck.costPerNode)
    }
}
