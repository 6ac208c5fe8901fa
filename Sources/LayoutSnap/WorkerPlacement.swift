#if os(Linux)
import CAffinity
#endif

/// Where `SnapshotCheck.run`'s workers run: with two or more jobs on Linux, each worker stays on
/// one processor of its own while it checks (worker `i` on the `i mod n`-th of the `n` processors
/// the process may use); with one job, and elsewhere, the scheduler places it as usual.
///
/// Why: Pango 1.50 matches every new font pattern on two threads it starts for it (`[pango]
/// FcFontSetMatch` and `FcFontSetSort`), and the worker that asked waits for the match. A new
/// thread inherits its creator's affinity, so a pinned worker's helpers run on the processor the
/// worker leaves idle while it waits, instead of being queued behind the other worker. With one
/// job the helpers are better off on the idle second processor, so one job is left unpinned.
enum WorkerPlacement {
    /// Runs `body` with the calling thread pinned as described above when `jobs` is at least 2,
    /// and gives the thread back the affinity it had before returning. If the affinity cannot be
    /// read or set (or the process may use only one processor), `body` runs where it is.
    static func pinned<T>(worker: Int, jobs: Int, _ body: () throws -> T) rethrows -> T {
        #if os(Linux)
        guard jobs >= 2 else { return try body() }
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
