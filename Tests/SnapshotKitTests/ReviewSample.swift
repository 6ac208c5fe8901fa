import Foundation
import RasterImage
import SnapshotKit

/// A check run on disk for the review tests: `<root>/Snapshots` with references, `<root>/artifacts`
/// with actual outputs and diffs, and the report over them (3 failures, 2 passes).
struct ReviewSample {
    let root: String
    var snapshots: String { root + "/Snapshots" }
    var artifacts: String { root + "/artifacts" }
    /// Where the page goes, as `layoutsnap review` writes it.
    var reportFolder: String { artifacts + "/report" }
    let report: CheckReport

    static let referenceFrames = (0..<10).map { "node\($0) (0, \($0 * 10), 100, 10)\n" }.joined()
    static let actualFrames = referenceFrames.replacingOccurrences(of: "node4 (0, 40, 100, 10)", with: "node4 (0, 40, 120, 10)")

    /// Writes the files into a new temporary folder.
    static func make() throws -> ReviewSample {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-review-" + UUID().uuidString)
            .standardizedFileURL.path
        let snapshots = root + "/Snapshots", artifacts = root + "/artifacts"
        for folder in [snapshots + "/forms", artifacts + "/forms"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        // A blue bar on white, moved 2 pixels to the right in the actual image; the diff marks the edges red.
        let blue = RGBA(40, 90, 200, 255), white = RGBA(255, 255, 255, 255)
        let reference = TestImages.image(60, 40) { x, y in (10..<50).contains(x) && (10..<30).contains(y) ? blue : white }
        let actual = TestImages.image(60, 40) { x, y in (12..<52).contains(x) && (10..<30).contains(y) ? blue : white }
        let diff = TestImages.image(60, 40) { x, y in
            (x < 12 || x >= 50) && x >= 10 && x < 52 && (10..<30).contains(y) ? RGBA(255, 0, 0, 255) : RGBA(235, 235, 235, 255)
        }
        try PNGCodec.write(reference, to: snapshots + "/forms/login.png")
        try PNGCodec.write(actual, to: artifacts + "/forms/login.actual.png")
        try PNGCodec.write(diff, to: artifacts + "/forms/login.diff.png")
        try PNGCodec.write(reference, to: snapshots + "/forms/signup.png")
        try PNGCodec.write(TestImages.image(60, 40) { _, _ in blue }, to: artifacts + "/forms/signup.actual.png")
        try PNGCodec.write(diff, to: artifacts + "/forms/signup.diff.png")
        try Data(referenceFrames.utf8).write(to: URL(fileURLWithPath: snapshots + "/forms/login.frames.txt"))
        try Data(actualFrames.utf8).write(to: URL(fileURLWithPath: artifacts + "/forms/login.frames.actual.txt"))

        typealias R = CheckReport.Result
        let results = [
            R(name: "forms/login", format: "png", status: .failed, message: "80 of 2400 pixels differ",
              reference: snapshots + "/forms/login.png", actual: artifacts + "/forms/login.actual.png",
              diff: artifacts + "/forms/login.diff.png", differingPixels: 80, antialiasedPixels: 0, totalPixels: 2400,
              approveCommand: "layoutsnap approve forms/login --format png"),
            R(name: "forms/signup", format: "png", status: .failed, message: "1600 of 2400 pixels differ",
              reference: snapshots + "/forms/signup.png", actual: artifacts + "/forms/signup.actual.png",
              diff: artifacts + "/forms/signup.diff.png", differingPixels: 1600, totalPixels: 2400,
              approveCommand: "layoutsnap approve forms/signup --format png"),
            R(name: "forms/login", format: "frames", status: .failed, message: "line 5: node4 (0, 40, 100, 10) became node4 (0, 40, 120, 10)",
              reference: snapshots + "/forms/login.frames.txt", actual: artifacts + "/forms/login.frames.actual.txt",
              approveCommand: "layoutsnap approve forms/login --format frames"),
            R(name: "forms/about", format: "png", status: .passed, reference: snapshots + "/forms/about.png"),
            R(name: "lists/feed", format: "svg", status: .passed, reference: snapshots + "/lists/feed.svg"),
        ]
        let report = CheckReport(generated: "2025-01-02T03:04:05Z", snapshotsDirectory: snapshots,
                                 artifactsDirectory: artifacts, results: results)
        return ReviewSample(root: root, report: report)
    }

    /// Deletes the folder.
    func remove() { try? FileManager.default.removeItem(atPath: root) }
}
