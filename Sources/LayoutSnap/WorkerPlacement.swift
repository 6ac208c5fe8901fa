#if os(Linux)
import CAffinity
#endif

/// Where `SnapshotCheck.run`'s workers run: on Linux, when the workers are at least as many as
/// the processors the process may use (two or more), each worker stays on one processor of its own
/// while it checks (worker `i` on the `i mod n`-th of the `n` processors); otherwise, and
/// elsewhere, the scheduler places it as usual.
///
/// Why: Pango 1.50 matches every new font pattern on two threads it starts for it (`[pango]
/// FcFontSetMatch` and `FcFontSetSort`), and the worker that asked waits for the match. A new
/// thread inherits its creator's affinity, so a pinned worker's helpers run on the processor the
/// worker leaves idle while it waits, instead of being queued behind another worker. When fewer
/// workers than processors run, the helpers find an idle processor anyway, and pinning would only
/// keep a worker from moving off a processor that other programs load.
enum WorkerPlacement {
    /// Whether `workers` threads on `processors` processors are pinned (`pinned`).
    static func pins(workers: Int, processors: Int) -> Bool {
        processors >= 2 && workers >= processors
    }

    /// Runs `body` with the calling thread, worker number `worker` of `workers`, pinned as
    /// described above, and gives the thread back the affinity it had before returning. If the
    /// affinity cannot be read or set, or `pins` says no, `body` runs where it is.
    static func pinned<T>(worker: Int, of workers: Int, _ body: () throws -> T) rethrows -> T {
        #if os(Linux)
        guard let processors = thisThread?.processors, pins(workers: workers, processors: processors) else { return try body() }
        var saved = layoutsnap_cpu_mask()
        guard layoutsnap_pin_thread(Int32(clamping: worker), &saved) == 0 else { return try body() }
        defer { _ = layoutsnap_restore_thread(&saved) }
        return try body()
        #else
        return try body()
        #endif
    }

    /// How many processors the calling thread may run on, and the lowest-numbered of them
    /// (Linux), or nil where that is not known.
    static var thisThread: (processors: Int, first: Int)? {
        #if os(Linux)
        let count = layoutsnap_thread_cpu_count(), first = layoutsnap_thread_first_cpu()
        return count > 0 && first >= 0 ? (Int(count), Int(first)) : nil
        #else
        return nil
        #endif
    }
}
