#if canImport(Glibc)
import CMalloc
#endif

/// Keeps freed pixel buffers in the process instead of handing them back to the kernel.
///
/// `check` and `render` allocate and free several buffers of up to 16 MB per snapshot (a Cairo
/// surface, the RGBA image read from it, the decoded reference, the inflated rows). glibc serves
/// blocks that large with `mmap` and returns freed memory at the top of the heap to the kernel past
/// 128 KB, so every snapshot faulted its pages in again, zeroed by the kernel: 90,000 page faults
/// and half the CPU time of `check` on the repository's fixtures (measured with `perf stat`).
/// Blocks up to 32 MiB (glibc's largest accepted threshold on 64-bit) now come from the heap, and
/// up to 256 MiB of free heap is kept for the next snapshot. Only the CLI does this: a library
/// has no business tuning its host process's allocator. Elsewhere than glibc, nothing changes.
enum AllocatorTuning {
    static func keepFreedPixelBuffers() {
        #if canImport(Glibc)
        layoutsnap_keep_freed_memory()
        #endif
    }
}
