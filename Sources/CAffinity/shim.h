// A thread's CPU affinity (sched_setaffinity(2) with pid 0, the calling thread), whose cpu_set_t
// macros Swift's Glibc module cannot import. Elsewhere (macOS) this module is empty.
#if defined(__linux__)
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <sched.h>

/// A saved affinity mask, so a caller can put a thread back as it found it.
typedef struct {
    cpu_set_t set;
} layoutsnap_cpu_mask;

/// Pins the calling thread to the `(index mod n)`-th of the n processors in its affinity mask, and
/// saves the mask it had in `saved`. Returns 0 once pinned; -1 (the thread left as it was) when
/// the mask cannot be read or set.
static inline int layoutsnap_pin_thread(int index, layoutsnap_cpu_mask *saved) {
    if (index < 0 || sched_getaffinity(0, sizeof saved->set, &saved->set) != 0) return -1;
    int count = CPU_COUNT(&saved->set);
    if (count < 1) return -1;
    int wanted = index % count, seen = 0;
    for (int cpu = 0; cpu < CPU_SETSIZE; cpu++) {
        if (!CPU_ISSET(cpu, &saved->set)) continue;
        if (seen++ == wanted) {
            cpu_set_t one;
            CPU_ZERO(&one);
            CPU_SET(cpu, &one);
            return sched_setaffinity(0, sizeof one, &one) == 0 ? 0 : -1;
        }
    }
    return -1;
}

/// Gives the calling thread the mask `layoutsnap_pin_thread` saved. Returns 0 on success.
static inline int layoutsnap_restore_thread(const layoutsnap_cpu_mask *saved) {
    return sched_setaffinity(0, sizeof saved->set, &saved->set) == 0 ? 0 : -1;
}

/// How many processors the calling thread may run on; -1 when its mask cannot be read.
static inline int layoutsnap_thread_cpu_count(void) {
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) != 0) return -1;
    return CPU_COUNT(&set);
}

/// The lowest-numbered processor the calling thread may run on; -1 when its mask cannot be read.
static inline int layoutsnap_thread_first_cpu(void) {
    cpu_set_t set;
    if (sched_getaffinity(0, sizeof set, &set) != 0) return -1;
    for (int cpu = 0; cpu < CPU_SETSIZE; cpu++) {
        if (CPU_ISSET(cpu, &set)) return cpu;
    }
    return -1;
}
#endif
