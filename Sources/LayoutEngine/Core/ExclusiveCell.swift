/// A mutable value that one layout reads and changes through `access`, with exclusivity checked by
/// a flag of its own instead of Swift's run-time exclusivity bookkeeping.
///
/// Why: a layout's mutable state (measure cache, algorithm tables) is reached from every algorithm
/// through the context, a class. Swift checks each access to a class's stored property at run
/// time with a thread-local set of the accesses in progress, searched and updated each time: about
/// 115 instructions an access, a seventh of laying out a deep flex tree (measured with callgrind,
/// `docs/performance.md`). Here a check is one flag.
///
/// Invariant: accesses to one cell never overlap, and a cell is used by one thread at a time (a
/// layout run owns its context). `access` enforces the first in every build: a body that reaches
/// the same cell again stops the program with a message, as Swift's own check would, instead of
/// corrupting the value. The value lives in a `ManagedBuffer` header, reached only through the
/// pointer that `withUnsafeMutablePointerToHeader` lends for the one access; no pointer is kept.
/// This is the engine's one type that reaches memory through a pointer (see README, "Safety").
final class ExclusiveCell<Value> {
    private struct Header {
        var value: Value
        /// Whether an access is in progress.
        var busy: Bool
    }

    private let buffer: ManagedBuffer<Header, Void>

    init(_ value: Value) {
        buffer = ManagedBuffer<Header, Void>.create(minimumCapacity: 0) { _ in Header(value: value, busy: false) }
    }

    /// Calls `body` with the value, which it may change; `body` must not access this cell again.
    @inline(__always)
    func access<R>(_ body: (inout Value) -> R) -> R {
        buffer.withUnsafeMutablePointerToHeader { header in
            precondition(!header.pointee.busy, "overlapping access to a layout's state")
            header.pointee.busy = true
            defer { header.pointee.busy = false }
            return body(&header.pointee.value)
        }
    }
}
