/// Memory for plain values of one layout, in large chunks freed together when the arena goes.
///
/// Laying out a deep tree starts a run per container, and each run's buffers were a heap
/// allocation and a free of their own: a measurable share of the work (issue 6). Here taking
/// memory is a bump of an offset in a chunk that stays allocated for the whole layout.
///
/// Memory can also be given back in stack order (`mark`, `release(to:)`), for values that live
/// exactly as long as one algorithm run: runs nest (a run measures its children, whose runs end
/// before it goes on), so the memory of every run started after a mark is free again once the
/// caller returns to that mark.
///
/// Only plain values (no references, nothing to deinitialize) may live here: memory is given back
/// without deinitializing what is in it.
final class Arena {
    /// Where the next allocation goes: a chunk and the offset of its first free byte.
    struct Mark {
        fileprivate let chunk: Int
        fileprivate let offset: Int
    }

    /// A block of memory and its size in bytes (a struct, not a labelled tuple: the first array of
    /// a tuple type in a process looks up the tuple's metadata at run time, thousands of
    /// instructions).
    private struct Chunk {
        let base: UnsafeMutableRawPointer
        let size: Int
    }

    // Unchecked exclusivity: an arena belongs to one layout run on one thread, and no access to
    // these spans a call that could reach them again (the checks were most of `allocate`).
    @exclusivity(unchecked) private var chunks: [Chunk] = []
    @exclusivity(unchecked) private var chunk = -1
    @exclusivity(unchecked) private var offset = 0
    /// The size of a new chunk, unless one request is larger.
    private static let chunkSize = 64 * 1024

    init() {}

    deinit {
        for c in chunks { c.base.deallocate() }
    }

    /// The current top of the stack, to give back to with `release(to:)`.
    var mark: Mark { Mark(chunk: chunk, offset: offset) }

    /// Gives back everything allocated since `mark` was taken.
    func release(to mark: Mark) {
        chunk = mark.chunk
        offset = mark.offset
    }

    /// Uninitialized room for `count` values of the plain type `T`, valid until the arena goes or is
    /// released to a mark taken before this call.
    func allocate<T>(_: T.Type, count: Int) -> UnsafeMutablePointer<T> {
        assert(_isPOD(T.self), "arena memory is given back without deinitializing it")
        assert(MemoryLayout<T>.alignment <= 16, "chunks are aligned to 16 bytes")
        let alignment = MemoryLayout<T>.alignment, bytes = MemoryLayout<T>.stride * Swift.max(count, 1)
        if chunk >= 0 {
            let start = (offset + alignment - 1) & ~(alignment - 1)
            if start + bytes <= chunks[chunk].size {
                offset = start + bytes
                return (chunks[chunk].base + start).bindMemory(to: T.self, capacity: count)
            }
        }
        // The next chunk large enough (smaller ones are skipped for now, and used again once the
        // stack is released below them), else a new one.
        var next = chunk + 1
        while next < chunks.count && chunks[next].size < bytes { next += 1 }
        if next == chunks.count {
            let size = Swift.max(Arena.chunkSize, bytes)
            chunks.append(Chunk(base: UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16), size: size))
        }
        chunk = next
        offset = bytes
        return chunks[next].base.bindMemory(to: T.self, capacity: count)
    }
}
