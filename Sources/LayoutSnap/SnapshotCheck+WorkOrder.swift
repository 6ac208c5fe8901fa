import Foundation
import LayoutModel
import SnapshotKit

extension SnapshotCheck {
    /// The order in which `run` hands the cases to its threads: the costliest first, so that no
    /// large case starts last and leaves the other threads idle while it finishes (longest
    /// processing time first, the classic rule for scheduling on identical machines). The results
    /// stay in the order of `cases` whatever this order is.
    ///
    /// A case's cost is the pixel count of its PNG reference, read from the file's first 24 bytes
    /// (decoding the reference, rendering and comparing the image all grow with it, and they are
    /// most of a check). A case with no readable PNG reference (a new fixture, or PNG not among
    /// `formats`) is unknown and goes first, as it may be the largest. Ties keep the order of
    /// `cases`, so the order is the same on every run.
    func workOrder(_ cases: [FixtureCase]) -> [Int] {
        guard ordersByCost(cases) else { return Array(cases.indices) }
        return Self.workOrder(costs: workCosts(cases))
    }

    /// Whether the cases are ordered by cost at all: with more than one thread, case and PNG.
    private func ordersByCost(_ cases: [FixtureCase]) -> Bool { jobs > 1 && cases.count > 1 && formats.contains(.png) }

    /// The case indices by `costs`, costliest first, ties in index order.
    private static func workOrder(costs: [Double]) -> [Int] {
        costs.indices.sorted { a, b in costs[a] != costs[b] ? costs[a] > costs[b] : a < b }
    }

    /// Each case's cost for `workOrder`: its PNG reference's pixel count, infinity when unknown.
    func workCosts(_ cases: [FixtureCase]) -> [Double] {
        cases.map { fixtureCase -> Double in
            let location = SnapshotLocation(snapshotsDirectory: snapshotsDirectory, artifactsDirectory: artifactsDirectory,
                                            suite: fixtureCase.suite, name: fixtureCase.referenceName)
            guard let size = try? PNGHeader.size(atPath: location.reference(SnapshotFormat.png.pathExtension)) else { return .infinity }
            return size.width * size.height
        }
    }

    /// The queue `run` takes its cases from: `workOrder`, a case large when its pixels (the render's
    /// and the decoded reference's, 8 bytes each) take more than half of `cacheBytes`.
    func workQueue(_ cases: [FixtureCase], cacheBytes: Int = SharedCache.lastLevelBytes) -> WorkQueue {
        guard ordersByCost(cases) else { return WorkQueue(order: Array(cases.indices), large: cases.map { _ in false }) }
        // Each reference's header read once, for the order and the sizes both.
        let costs = workCosts(cases), order = Self.workOrder(costs: costs)
        return WorkQueue(order: order, large: order.map { costs[$0] * 8 > Double(cacheBytes) / 2 })
    }
}

/// The cases of a check in `workOrder`, handed out from both ends so that two large ones run at
/// once only when nothing else is left.
///
/// The cores of a machine share its last-level cache, and a case's pixels (the render and the
/// decoded reference) are its working set: one large case alone stays in that cache while it is
/// rendered, decoded and compared, two at once do not, and both then wait on memory (simulated with
/// callgrind, halving the cache a check's run has multiplies its cache misses by 16). So a thread
/// takes the costliest case left unless another thread is on a large case; then it takes the
/// cheapest case left. The costliest still start first, and the small ones fill in beside them.
struct WorkQueue {
    private let order: [Int]
    private let large: [Bool]
    private var front = 0
    private var back: Int
    private var largeInFlight = 0

    /// The cases `order` (costliest first) and whether each, by its position there, is large.
    init(order: [Int], large: [Bool]) {
        precondition(order.count == large.count, "one flag per case")
        self.order = order
        self.large = large
        back = order.count
    }

    /// The next case to check and whether it is large, nil when none is left. Call `finished` with
    /// that flag when it is done.
    mutating func take() -> (index: Int, large: Bool)? {
        guard front < back else { return nil }
        let position: Int
        if largeInFlight > 0 {
            back -= 1
            position = back
        } else {
            position = front
            front += 1
        }
        if large[position] { largeInFlight += 1 }
        return (order[position], large[position])
    }

    mutating func finished(large wasLarge: Bool) {
        if wasLarge { largeInFlight -= 1 }
    }
}

/// The size of the machine's last-level cache, which its cores share (`check`'s work order; the
/// benchmarks' cache eviction).
public enum SharedCache {
    /// Read once from Linux's `/sys/devices/system/cpu/cpu0/cache` (`lastLevelBytes(in:)`).
    public static let lastLevelBytes = lastLevelBytes(in: "/sys/devices/system/cpu/cpu0/cache")

    /// The size of the highest cache level described in `folder` (Linux's `index*/level` and
    /// `index*/size`, such as "32768K"); 32 MiB when none can be read.
    public static func lastLevelBytes(in folder: String) -> Int {
        var best = (level: 0, bytes: 32 << 20)
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where entry.hasPrefix("index") {
            func read(_ name: String) -> String? {
                (try? String(contentsOfFile: "\(folder)/\(entry)/\(name)", encoding: .utf8))?
                    .trimmingCharacters(in: .whitespacesAndNewlines)
            }
            guard let level = read("level").flatMap(Int.init), let size = read("size"), level > best.level else { continue }
            let multiplier = size.hasSuffix("K") ? 1 << 10 : size.hasSuffix("M") ? 1 << 20 : 1
            if let n = Int(size.filter(\.isNumber)), n > 0 { best = (level, n * multiplier) }
        }
        return best.bytes
    }
}
