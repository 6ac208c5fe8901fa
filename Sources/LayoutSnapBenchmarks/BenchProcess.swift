import LayoutSnap
#if canImport(Glibc)
import CMalloc
#endif

/// The allocator policy of the benchmark process: the one `layoutsnap` runs under
/// (`layoutsnap_keep_freed_memory` in `Sources/CMalloc/shim.h`, which the CLI's
/// `AllocatorTuning.swift` calls too), so that a benchmark times what our tools do.
///
/// glibc's defaults give the kernel back freed memory at the top of the heap past 128 KB and serve
/// large blocks with `mmap`, raising both thresholds only as larger blocks come and go. A layout of
/// 111,111 nodes frees about 18 MB of frames at once; under the defaults the next layout faulted
/// those pages in again, zeroed by the kernel (4,450 page faults, 15 ms of a 72 ms layout, measured
/// with `perf stat -e page-faults`), and the first five layouts of a process each grew the heap.
enum AllocatorTuning {
    static func keepFreedMemory() {
        #if canImport(Glibc)
        layoutsnap_keep_freed_memory()
        #endif
    }

    /// Every thread allocates from the main arena, as the peers' layouts do (they run on the
    /// Python interpreter's main thread). For a benchmark that times layout on a thread of its own
    /// (`runOnBigStack`); called before that thread starts.
    ///
    /// On the thread's own arena (separately mapped heaps), with `keepFreedMemory`'s thresholds set
    /// all the same, every layout of a workload that followed another faulted its pages in again
    /// (`flex ... tree big`: 78,238 page faults against 41,773 with one arena, and big at 635 ns a
    /// node against 465; `big` alone, 481 and 479).
    static func oneArena() {
        #if canImport(Glibc)
        layoutsnap_one_arena()
        #endif
    }
}

/// Evicts the last-level cache (`flex --cold`): writes a buffer twice the cache's size
/// (`SharedCache.lastLevelBytes`: sysfs, 32 MiB if unknown), one word per 64-byte line, so that the
/// next layout finds none of its tree in the cache. Disabled, it allocates nothing and does nothing.
struct CacheEvictor {
    private var lines: [UInt64]

    init(enabled: Bool) {
        lines = enabled ? Array(repeating: 0, count: 2 * SharedCache.lastLevelBytes / 8) : []
    }

    /// One write to every 64-byte line of the buffer.
    mutating func evict() {
        guard !lines.isEmpty else { return }
        for i in stride(from: 0, to: lines.count, by: 8) { lines[i] &+= 1 }
    }
}
