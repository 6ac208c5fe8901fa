import Foundation
#if os(Linux)
import CAffinity
#endif

extension PixelScan {
    /// Images with fewer pixels than this are scanned on one thread: below it, starting threads
    /// costs more than it saves.
    static let parallelThreshold = 1 << 18

    /// The processors online, as Dispatch itself counts them. `ProcessInfo`'s
    /// `activeProcessorCount` also reads the control-group quota through Foundation's file APIs:
    /// half a millisecond on the first call, a few percent of a command-line diff.
    static let cores = max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))

    /// `count(_:)` over the whole image, split into one contiguous band per core.
    func count() -> (differing: Int, antialiased: Int) {
        inBands { scan, range, _ in scan.count(range) }
    }

    /// `draw(into:_:)` over the whole image, split into one contiguous band per core. Each band
    /// writes only its own words of `out`.
    func draw(into out: UnsafeMutablePointer<UInt32>) -> (differing: Int, antialiased: Int) {
        nonisolated(unsafe) let target = out
        return inBands { scan, range, _ in scan.draw(into: target, range) }
    }

    /// How many bands `pixels` pixels are scanned in: one below `parallelThreshold`, on a machine
    /// with one processor, or on a thread confined to one processor (a `check` worker placed on
    /// its own: the other processors have workers of their own, and a thread started from a
    /// confined one would inherit its single processor for the rest of its life in Dispatch's
    /// pool); else four a core, which evens out bands whose pixels differ more than others'.
    static func bands(pixels: Int) -> Int {
        guard pixels >= parallelThreshold, cores > 1, !callerIsConfined else { return 1 }
        return cores * 4
    }

    /// Whether the calling thread may run on one processor only (Linux; false elsewhere).
    static var callerIsConfined: Bool {
        #if os(Linux)
        return layoutsnap_thread_cpu_count() == 1
        #else
        return false
        #endif
    }

    /// Runs `body` on bands of the pixel range and sums the counts. Bands are independent: the
    /// anti-aliasing test reads neighbours from the two input images only, never from results.
    private func inBands(_ body: @Sendable (PixelScan, Range<Int>, Int) -> (differing: Int, antialiased: Int))
        -> (differing: Int, antialiased: Int) {
        let n = width * height
        let bands = Self.bands(pixels: n)
        guard bands > 1 else { return body(self, 0..<n, 0) }
        let step = (n + bands - 1) / bands
        var results = [(differing: Int, antialiased: Int)](repeating: (0, 0), count: bands)
        nonisolated(unsafe) let scan = self
        results.withUnsafeMutableBufferPointer { slots in
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: bands) { band in
                let range = min(band * step, n)..<min((band + 1) * step, n)
                slots[band] = body(scan, range, band)
            }
        }
        return results.reduce((0, 0)) { ($0.differing + $1.differing, $0.antialiased + $1.antialiased) }
    }
}
