import ArgumentParser
import Foundation
import LayoutSnap

/// `layoutsnap diff <reference.png> <actual.png> [-o diff.png] [--threshold T] [--include-aa] [--composite c.png]`:
/// the arguments; `DiffJob` does the work.
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs pixel by pixel (pixelmatch's YIQ model with anti-aliasing detection).",
        discussion: """
            Prints "<n> differing pixels (<ratio>%), <m> anti-aliased, of <total>", and both sizes when they \
            differ (the smaller image is padded with transparent pixels and compared anyway). \
            Exit codes: 0 no differing pixels, 1 different (or different sizes), 2 an image cannot be read, \
            3 an output cannot be written, 64 usage error.
            """)

    @Argument(help: "The reference PNG.")
    var reference: String

    @Argument(help: "The actual PNG.")
    var actual: String

    @Option(name: .shortAndLong, help: "Write the diff image here (faded reference, red changes, yellow anti-aliasing).")
    var output: String?

    @Option(help: "Per-pixel colour threshold, 0 (any change) to 1.")
    var threshold: Double = DiffJob.defaultThreshold

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differing (skips the detection).")
    var includeAA = false

    @Option(help: "Write reference | diff | actual side by side here.")
    var composite: String?

    func validate() throws {
        guard threshold >= 0 && threshold <= 1 else {
            throw ValidationError("--threshold must be between 0 and 1, got \(threshold)")
        }
    }

    func run() throws {
        try DiffJob(reference: reference, actual: actual, output: output, threshold: threshold, includeAA: includeAA,
                    composite: composite).run()
    }
}
