import Dispatch
import Synchronization

/// Work started on another thread now and waited for later: `check` overlaps its serial parts
/// (the pinned fonts' set-up, the search for obsolete references) with discovery and the checks.
final class BackgroundWork<Value: Sendable>: Sendable {
    private let group = DispatchGroup()
    private let result = Mutex<Value?>(nil)

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async(group: group) {
            let value = work()
            self.result.withLock { $0 = value }
        }
    }

    /// The work's value, once it has finished.
    var value: Value {
        group.wait()
        return result.withLock { $0! }
    }
}
