import Foundation
@testable import LayoutSnap
@testable import SnapshotKit
import Synchronization
import Testing

/// `check`'s workers, when they are as many as the processors, each run on one processor of their
/// own; threads they start inherit it (which is what puts Pango's helper threads beside their
/// worker); each worker's thread gets its former affinity back afterwards; and a confined worker
/// scans pixels on its own thread, so Dispatch's pool gains no thread confined to its processor.
@Suite(.enabled(if: (WorkerPlacement.thisThread?.processors ?? 0) >= 2, "needs Linux and two processors"))
struct WorkerPlacementTests {
    @Test func workersArePinnedOnlyWhenTheyFillTheProcessors() {
        #expect(WorkerPlacement.pins(workers: 2, processors: 2))
        #expect(WorkerPlacement.pins(workers: 3, processors: 2))
        #expect(WorkerPlacement.pins(workers: 8, processors: 8))
        #expect(!WorkerPlacement.pins(workers: 2, processors: 8))   // six processors idle for Pango's threads
        #expect(!WorkerPlacement.pins(workers: 1, processors: 2))
        #expect(!WorkerPlacement.pins(workers: 1, processors: 1))
        #expect(!WorkerPlacement.pins(workers: 4, processors: 1))
    }

    @Test func aPinnedWorkerScansPixelsOnItsOwnThread() throws {
        let processors = try #require(WorkerPlacement.thisThread).processors
        let large = PixelScan.parallelThreshold
        #expect(PixelScan.bands(pixels: large) == 4 * PixelScan.cores)
        #expect(PixelScan.bands(pixels: large - 1) == 1)
        let inside = WorkerPlacement.pinned(worker: 0, of: processors) { PixelScan.bands(pixels: large) }
        #expect(inside == 1)
    }

    @Test func twoJobsPinEachWorkerToADifferentProcessorAndRestoreTheMask() throws {
        let before = try #require(WorkerPlacement.thisThread)
        let first = try #require(WorkerPlacement.pinned(worker: 0, of: 2) { WorkerPlacement.thisThread })
        let second = try #require(WorkerPlacement.pinned(worker: 1, of: 2) { WorkerPlacement.thisThread })
        #expect(first.processors == 1 && second.processors == 1)
        #expect(first.first != second.first)
        // Worker `i` goes to the (i mod n)-th of the n allowed processors: worker n shares worker 0's.
        let third = try #require(WorkerPlacement.pinned(worker: before.processors, of: before.processors) { WorkerPlacement.thisThread })
        #expect(third.first == first.first)
        let after = try #require(WorkerPlacement.thisThread)
        #expect(after.processors == before.processors && after.first == before.first)
    }

    @Test func aThreadStartedByAPinnedWorkerInheritsItsProcessor() throws {
        let seen = try WorkerPlacement.pinned(worker: 1, of: 2) { () throws -> [Int] in
            let mine = try #require(WorkerPlacement.thisThread)
            let child = Mutex<(processors: Int, first: Int)?>(nil)
            let finished = DispatchSemaphore(value: 0)
            let thread = Thread {
                child.withLock { $0 = WorkerPlacement.thisThread }
                finished.signal()
            }
            thread.start()
            finished.wait()
            let theirs = try #require(child.withLock { $0 })
            return [mine.processors, mine.first, theirs.processors, theirs.first]
        }
        #expect(seen[0] == 1 && seen[2] == 1)
        #expect(seen[1] == seen[3])
    }

    @Test func oneJobLeavesTheThreadWhereItWas() throws {
        let before = try #require(WorkerPlacement.thisThread)
        let inside = try #require(WorkerPlacement.pinned(worker: 0, of: 1) { WorkerPlacement.thisThread })
        #expect(inside.processors == before.processors)
    }

    @Test func aTwoJobCheckGivesTheCallingThreadItsAffinityBack() throws {
        // The calling thread is one of `run`'s workers (`concurrentPerform`).
        let before = try #require(WorkerPlacement.thisThread)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("placement-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let check = SnapshotCheck(snapshotsDirectory: root, artifactsDirectory: root + "/artifacts", record: .never, jobs: 2)
        let report = check.run(["a", "b", "c"].map { FixtureCase(file: "/nowhere/\($0).json", suite: "suite", name: $0) })
        #expect(report.results.count == 3 * SnapshotFormat.allCases.count)
        let after = try #require(WorkerPlacement.thisThread)
        #expect(after.processors == before.processors && after.first == before.first)
    }
}
