import Foundation
import LayoutModel

/// Layout recurses once per tree level (measuring, arranging, validating), so a deep tree can
/// overflow a thread's stack (8 MiB on the main thread, 512 KiB on others). Deep trees are laid
/// out on a thread of their own whose stack grows with the depth; shallow ones run in place.
enum DeepStack {
    /// Trees at most this deep run on the calling thread.
    static let inPlaceDepth = 64
    /// Stack reserved per level beyond that: the deepest frames (a flex container measuring its
    /// items) take tens of KiB; 256 KiB leaves a wide margin. Only touched pages cost memory.
    static let bytesPerLevel = 256 << 10

    /// The depth of the tree (the root alone is 1), walked without recursion and without copying
    /// a node: the walk keeps children arrays, not nodes.
    static func depth(of root: LayoutNode) -> Int {
        var deepest = 1
        var stack: [Level] = []
        if case .container(_, let kids) = root.kind, !kids.isEmpty { stack.append(Level(siblings: kids, depth: 2)) }
        while let level = stack.popLast() {
            deepest = max(deepest, level.depth)
            for i in level.siblings.indices {
                if case .container(_, let kids) = level.siblings[i].kind, !kids.isEmpty {
                    stack.append(Level(siblings: kids, depth: level.depth + 1))
                }
            }
        }
        return deepest
    }

    /// Siblings still to look into, and their depth.
    private struct Level {
        let siblings: [LayoutNode]
        let depth: Int
    }

    /// Runs `body` in place for shallow trees, otherwise on a thread with a large enough stack,
    /// waiting for it.
    static func run<T: Sendable>(depth: Int, _ body: @escaping @Sendable () throws(LayoutError) -> T) throws(LayoutError) -> T {
        guard depth > inPlaceDepth else { return try body() }
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = Result { () throws(LayoutError) -> T in try body() }
            done.signal()
        }
        thread.stackSize = (depth + 64) * bytesPerLevel
        thread.start()
        done.wait()
        return try box.result!.get()
    }
}

/// The result handed from the layout thread back to the waiting caller (written once, read after
/// the semaphore, so no two threads touch it at once).
private final class ResultBox<T>: @unchecked Sendable {
    var result: Result<T, LayoutError>?
}
