import Foundation
import LayoutSnap

/// `layoutsnap-bench check [ROUNDS] [JOBS]`: the checks of `layoutsnap check --record never` on the
/// repository's Fixtures and Snapshots (run from the package root) in one process, with each job
/// count of JOBS (comma-separated, `1,2` unless given), in interleaved rounds after a warm-up of each: what two jobs give when no process starts or ends between the checks (start-up, parsing,
/// discovery, the fonts' set-up and the report are outside the timed part; Pango's caches are warm).
///
/// Fails (exits non-zero) unless every snapshot passes: a check that finds a difference is not the
/// workload measured.
enum CheckBenchmark {
    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    static func run(_ arguments: [String]) throws {
        // The allocator policy of the CLI, whose checks this times.
        AllocatorTuning.keepFreedMemory()
        let rounds = arguments.first.flatMap(Int.init) ?? 10
        let jobCounts = arguments.count > 1 ? arguments[1].split(separator: ",").compactMap { Int($0) } : [1, 2]
        guard !jobCounts.isEmpty, jobCounts.allSatisfy({ $0 > 0 }) else { throw Failure("check: JOBS is a comma-separated list of job counts") }
        let fixtures = "Fixtures", snapshots = "Snapshots"
        let cases = SnapshotCheck.expandingVariants(SnapshotCheck.cases(in: [fixtures]), defaults: .none)
        guard !cases.isEmpty else { throw Failure("check: no fixtures in \(fixtures)") }
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("check-bench-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: artifacts) }

        func once(jobs: Int) throws -> Duration {
            let checker = SnapshotCheck(snapshotsDirectory: snapshots, artifactsDirectory: artifacts, record: .never, jobs: jobs)
            let clock = ContinuousClock()
            let start = clock.now
            let report = checker.run(cases)
            let took = clock.now - start
            guard report.passed == report.results.count else {
                let first = report.results.first { $0.status != .passed }
                throw Failure("check: \(report.results.count - report.passed) of \(report.results.count) snapshots did not pass "
                    + "(\(first.map { "\($0.name).\($0.format): \($0.message ?? $0.status.rawValue)" } ?? ""))")
            }
            return took
        }
        for jobs in jobCounts { _ = try once(jobs: jobs) }
        var samples: [Int: [Duration]] = [:]
        for _ in 0..<rounds {
            for jobs in jobCounts { samples[jobs, default: []].append(try once(jobs: jobs)) }
        }
        let snapshotCount = cases.count * SnapshotFormat.allCases.count
        print("check: \(cases.count) cases, \(snapshotCount) snapshots, \(rounds) interleaved rounds (ms: median, best)")
        var medians: [Int: Double] = [:]
        for jobs in jobCounts {
            let sorted = samples[jobs]!.sorted()
            medians[jobs] = milliseconds(sorted[sorted.count / 2])
            print("jobs \(jobs)  \(ms(sorted[sorted.count / 2]))  \(ms(sorted[0]))  ok")
        }
        if let one = medians[1], let two = medians[2] { print(String(format: "two jobs / one job: %.2fx (medians)", one / two)) }
    }

    static func milliseconds(_ d: Duration) -> Double {
        Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
    }
}
