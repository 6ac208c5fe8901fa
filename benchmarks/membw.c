// The memory bus's share per core: writes a 64 MiB buffer (well past the caches) with memset,
// then reads it back with a sum, ROUNDS times (default 20), and prints GB/s moved. A second
// argument sets the buffer's size in MiB: one that fits the shared last-level cache alone but not
// twice (12 to 24 MiB of this machine's 32) shows what two workers lose to sharing it. Run one copy,
// then two at once: a loop bound by computation runs as fast in two copies as in one; this one
// shows how much of the bus two cores share (docs/performance.md, "where two jobs stop scaling").
//
//   gcc -O2 -o /tmp/membw-bin benchmarks/membw.c && /tmp/membw-bin; /tmp/membw-bin & /tmp/membw-bin; wait
//   /tmp/membw-bin 64 20 & /tmp/membw-bin 64 20; wait    (64 rounds of a 20 MiB buffer)
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

int main(int argc, char **argv) {
    const int rounds = argc > 1 ? atoi(argv[1]) : 20;
    const long mebibytes = argc > 2 ? atol(argv[2]) : 64;
    if (mebibytes < 1 || mebibytes > 4096) return 2;
    const size_t bytes = (size_t)mebibytes << 20;
    uint64_t *words = malloc(bytes);
    if (words == NULL || rounds < 1) return 2;
    memset(words, 1, bytes);
    volatile uint64_t sink = 0;
    const double start = now();
    for (int r = 0; r < rounds; r++) {
        memset(words, r, bytes);
        uint64_t sum = 0;
        for (size_t i = 0; i < bytes / 8; i += 8) {
            sum += words[i] ^ words[i + 1] ^ words[i + 2] ^ words[i + 3] ^ words[i + 4] ^ words[i + 5] ^ words[i + 6] ^ words[i + 7];
        }
        sink += sum;
    }
    const double seconds = now() - start;
    printf("%.2f GB/s (written and read)\n", 2.0 * rounds * (double)bytes / seconds / 1e9);
    free(words);
    return 0;
}
