// glibc's allocator tuning (mallopt(3)), which Swift's Glibc module does not export. Elsewhere
// (macOS) this module is empty and the CLI leaves the allocator as it is.
#if defined(__GLIBC__) || defined(__linux__)
#include <malloc.h>

// The allocator policy of LayoutSnap's own processes (the CLI, and the benchmarks, which time what
// the CLI does): blocks up to 32 MiB (glibc's largest accepted mmap threshold on 64-bit) come from
// the heap, and up to 256 MiB of freed heap is kept instead of being given back to the kernel
// (see Sources/layoutsnap/AllocatorTuning.swift for why).
static inline void layoutsnap_keep_freed_memory(void) {
    mallopt(M_MMAP_THRESHOLD, 32 << 20);
    mallopt(M_TRIM_THRESHOLD, 256 << 20);
}

// One arena for every thread (the main thread's, grown with brk), for a benchmark that lays out on
// one thread of its own: on that thread's own arena (separately mapped heaps), the trim threshold
// above notwithstanding, the layouts after one workload's trees were freed faulted their pages in
// again (measured in BenchProcess.swift). Called before the thread is started (a thread keeps the
// arena it first took).
static inline void layoutsnap_one_arena(void) {
    mallopt(M_ARENA_MAX, 1);
}
#endif
