import Foundation
import LayoutEngine
import LayoutModel
import Testing

/// Layout recurses once per tree level; both entry points move trees deeper than a thread's stack
/// allows onto a thread of their own (`DeepStack`), so a deep tree lays out on a small stack.
@Suite struct DeepTreeLayoutTests {
    /// A chain of `depth` nested flex columns, each 2 points of padding around the next, ending in
    /// a 10 x 10 leaf.
    func chain(_ depth: Int) -> LayoutNode {
        var node = Empty("leaf").width(10).height(10)
        for level in (0..<depth - 1).reversed() {
            node = Flex("c\(level)", direction: .column) { node }.padding(2)
        }
        return node
    }

    /// Runs `body` on a thread with a 512 KiB stack (the size of a worker's), waiting for it.
    func onSmallStack(_ body: @escaping @Sendable () throws -> FrameNode) throws -> FrameNode {
        let box = ResultBox(), done = DispatchSemaphore(value: 0)
        let thread = Thread { box.result = Result { try body() }; done.signal() }
        thread.stackSize = 512 << 10
        thread.start()
        done.wait()
        return try box.result!.get()
    }

    @Test func aDeepChainLaysOutOnASmallStackThroughBothEntryPoints() throws {
        let depth = 1_000, root = chain(depth)
        let engine = LayoutEngine(textMeasurer: AhemTextMeasurer())
        // 999 containers of 2 + 2 points of padding around the 10-point leaf.
        let side = 10.0 + 4 * Double(depth - 1)
        let css = try onSmallStack { try engine.layoutUnrounded(cssRoot: root, available: .unbounded) }
        #expect(css.frame.size == Size(width: side, height: side))
        let viewport = Viewport(width: side, height: side)
        let laid = try onSmallStack { try engine.layout(root, in: viewport) }
        #expect(laid.frame.size == Size(width: side, height: side))
        // The leaf sits 2 points in from each of its 999 ancestors' edges.
        var leaf = laid
        while let child = leaf.children.first { leaf = child }
        #expect(leaf.name == "leaf" && leaf.absolute == Rect(x: 2 * Double(depth - 1), y: 2 * Double(depth - 1), width: 10, height: 10))
    }
}

/// A result handed from a thread to the waiting test (written once, read after the semaphore).
private final class ResultBox: @unchecked Sendable {
    var result: Result<FrameNode, any Error>?
}
