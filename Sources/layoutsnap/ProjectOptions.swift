import ArgumentParser
import Foundation
import LayoutSnap

/// The options of the commands that work on a project's artifacts (`check`, `review`, `approve`).
struct ProjectOptions: ParsableArguments {
    @Option(help: "The artifacts folder (default: $SNAPSHOT_ARTIFACTS, else the project's, else .build/snapshot-artifacts under the project root).")
    var artifacts: String?

    /// The project around the working directory (`Project.find`); a bad `layoutsnap.json` is bad input.
    func project() throws -> Project {
        do { return try Project.find(from: FileManager.default.currentDirectoryPath) } catch {
            throw CLIFailure.badInput("\(error)")
        }
    }

    /// `--artifacts` (relative to the working directory), else the project's artifacts folder.
    func artifactsDirectory(in project: Project) -> String {
        artifacts.map(Self.absolute) ?? project.artifactsDirectory()
    }

    /// `path` against the working directory, standardised.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}

/// `check`'s PNG tolerance flags: the suite's default, over the project's.
struct ToleranceOptions: ParsableArguments {
    @Option(help: "PNG: per-pixel colour threshold, 0...1 (0: every visible change counts).")
    var threshold: Double?

    @Option(help: "PNG: pass with at most this many differing pixels.")
    var maxPixels: Int?

    @Option(help: "PNG: pass with at most this share of differing pixels, 0...1.")
    var maxRatio: Double?

    @Flag(help: "PNG: do not count anti-aliased pixels as differing (they are still reported).")
    var ignoreAA = false

    func validate() throws {
        if let threshold, !(0...1).contains(threshold) { throw ValidationError("--threshold must be in 0...1, got \(threshold)") }
        if let maxRatio, !(0...1).contains(maxRatio) { throw ValidationError("--max-ratio must be in 0...1, got \(maxRatio)") }
        if let maxPixels, maxPixels < 0 { throw ValidationError("--max-pixels must not be negative") }
    }

    /// The flags applied over `base`.
    func applied(to base: SnapshotTolerance) -> SnapshotTolerance {
        ProjectConfiguration.Tolerance(threshold: threshold, maxPixels: maxPixels, maxRatio: maxRatio,
                                       ignoreAntialiasing: ignoreAA ? true : nil).applied(to: base)
    }
}
