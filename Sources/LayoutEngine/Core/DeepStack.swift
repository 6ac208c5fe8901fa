import Foundation
import LayoutModel

/// Layout recurses once per tree level (measuring, arranging, validating), so a deep tree can
/// overflow a thread's stack (8 MiB on the main thread, 512 KiB on others). Deep trees are laid
/// out on a thread of their own whose stack grows with the depth, unless the calling thread has
/// that much stack left; shallow ones run in place.
enum DeepStack {
    /// Trees at most this deep run on the calling thread.
    static let inPlaceDepth = 64
    /// Stack reserved per level beyond that: the deepest frames (a flex container measuring its
    /// items) take tens of KiB; 256 KiB leaves a wide margin. Only touched pages cost memory.
    static let bytesPerLevel = 256 << 10

    /// Runs `body` in place for shallow trees, otherwise on a thread with a large enough stack,
    /// waiting for it.
    static func run<T: Sendable>(depth: Int, _ body: @escaping @Sendable () throws(LayoutError) -> T) throws(LayoutError) -> T {
        // A new thread's stack is fresh memory whose every page faults in as the layout first
        // touches it (a few milliseconds for a tree 1,000 levels deep), so a caller that already
        // has the stack lays out in place.
        let needed = (depth + 64) * bytesPerLevel
        guard depth > inPlaceDepth, (callingThreadStackSize() ?? 0) < needed else { return try body() }
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = Result { () throws(LayoutError) -> T in try body() }
            done.signal()
        }
        thread.stackSize = needed
        thread.start()
        done.wait()
        return try box.result!.get()
    }
}

extension DeepStack {
    /// The size of the calling thread's stack when it was made with a size of its own (a
    /// Foundation `Thread` whose `stackSize` was set), nil otherwise. The `64` extra levels that
    /// `run` asks for cover what the caller has already used of it.
    static func callingThreadStackSize() -> Int? {
        let size = Thread.current.stackSize
        return size > 0 ? size : nil
    }
}

/// The result handed from the layout thread back to the waiting caller (written once, read after
/// the semaphore, so no two threads touch it at once).
private final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, LayoutError>?
}
