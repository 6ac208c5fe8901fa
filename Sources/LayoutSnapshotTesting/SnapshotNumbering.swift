import Foundation
import Synchronization

/// Names the snapshots of one test and keeps two tests from sharing a reference.
///
/// Rule: the assertions of a test that have no `named:` are numbered per format, in the order they
/// run: the first is `<test>`, the second `<test>.2`, then `<test>.3`, so a test may take several
/// images without naming them. Named assertions are not numbered: the same `named:` twice in one test
/// is the same reference, on purpose.
///
/// An XCTest test's numbers start again when it runs again (`testCaseDidFinish`); a Swift Testing
/// test's numbers last for the process (Swift Testing tells no one when a test ends), so a test
/// repeated in one process (`--repetitions`) needs `named:` on every assertion.
///
/// Every reference a test uses is remembered with the test that used it: a second test that would
/// use the same file (two free helper functions in one file, called from XCTest) is a failure that
/// names both tests, not a silent overwrite.
final class SnapshotNumbering: Sendable {
    static let shared = SnapshotNumbering()

    private struct State {
        var counts: [String: Int] = [:]
        var owners: [String: String] = [:]
    }
    private let state = Mutex(State())

    /// The name of the next unnamed snapshot of `identity` in the format `pathExtension`.
    func nextName(for identity: SnapshotIdentity, pathExtension: String) -> String {
        let key = identity.key + "\u{0}" + pathExtension
        let n = state.withLock { state -> Int in
            let n = (state.counts[key] ?? 0) + 1
            state.counts[key] = n
            return n
        }
        return n == 1 ? identity.test : identity.test + ".\(n)"
    }

    /// Records that `test` uses `reference`; returns the other test that already used it, if any.
    func claim(_ reference: String, by test: String) -> String? {
        state.withLock { state in
            if let owner = state.owners[reference], owner != test { return owner }
            state.owners[reference] = test
            return nil
        }
    }

    /// Forgets the numbering of `test` (a key as `SnapshotIdentity.key` gives it): it runs again from 1.
    func restart(_ test: String) {
        state.withLock { state in
            state.counts = state.counts.filter { !$0.key.hasPrefix(test + "\u{0}") }
        }
    }
}
