import Foundation
import LayoutSnap
import Testing

/// What `check` leaves and says: one diff file per snapshot, re-recording that still fails, every
/// reference written, and layout warnings.
@Suite struct CheckArtifactTests {
    /// The SVG and the frames of one fixture both fail: each keeps its own unified diff.
    @Test func eachTextFormatHasItsOwnDiffFile() throws {
        let box = try CheckSandbox(expected: false)
        #expect(try box.check(["--record", "missing", "--format", "svg,frames"]).status == 0)
        try box.changeLayout()
        let failed = try box.check(["--record", "never", "--format", "svg,frames", "--jobs", "2"])
        #expect(failed.status == 1)
        let report = try CheckReport.load(from: CheckReport.path(inArtifacts: box.artifacts))
        let svg = try #require(report.results.first { $0.format == "svg" })
        let frames = try #require(report.results.first { $0.format == "frames" })
        #expect(svg.diff == box.artifacts + "/seeds/duilib_row.svg.diff.txt")
        #expect(frames.diff == box.artifacts + "/seeds/duilib_row.frames.diff.txt")
        let svgDiff = try box.read(try #require(svg.diff))
        let framesDiff = try box.read(try #require(frames.diff))
        #expect(svgDiff.contains("<rect"))
        #expect(!svgDiff.contains("left (0, 0"))
        #expect(framesDiff.contains("+  left (0, 0, 200, 200)"))
    }

    /// `--record failed` writes the new reference, names it, and still exits 1: the snapshot changed.
    @Test func reRecordingAChangedReferenceFailsAndNamesIt() throws {
        let box = try CheckSandbox(expected: false)
        #expect(try box.check(["--record", "missing", "--format", "frames"]).status == 0)
        try box.changeLayout()
        let rerecorded = try box.check(["--record", "failed", "--format", "frames"])
        #expect(rerecorded.status == 1)
        #expect(rerecorded.stdout.contains("re-recorded " + box.snapshots + "/seeds/duilib_row.frames.txt"),
                Comment(rawValue: rerecorded.stdout))
        #expect(rerecorded.stdout.contains("snapshots: 0 passed, 1 failed"), Comment(rawValue: rerecorded.stdout))
        #expect(try box.read(box.snapshots + "/seeds/duilib_row.frames.txt").contains("  left (0, 0, 200, 200)"))
        #expect(try box.check(["--record", "never", "--format", "frames"]).status == 0)
    }

    /// Every reference written is named on standard output.
    @Test func recordedReferencesAreNamed() throws {
        let box = try CheckSandbox()
        let recorded = try box.check(["--record", "missing", "--format", "png,frames"])
        #expect(recorded.status == 0)
        #expect(recorded.stdout.contains("recorded " + box.snapshots + "/seeds/duilib_row.png\n"))
        #expect(recorded.stdout.contains("recorded " + box.snapshots + "/seeds/duilib_row.frames.txt\n"))
    }

    /// Content outside the viewport is cut off in the PNG: check says so, once per fixture, and the
    /// report carries it for the review page.
    @Test func contentOverflowingTheViewportIsAWarning() throws {
        let box = try CheckSandbox(expected: false)
        let source = try box.read(box.fixture)
        try source.replacingOccurrences(of: #""viewport": {"width": 1000, "height": 200}"#, with: #""viewport": {"width": 500, "height": 200}"#)
            .write(toFile: box.fixture, atomically: true, encoding: .utf8)
        let r = try box.check(["--record", "missing"])
        #expect(r.status == 0)
        let warning = "seeds/duilib_row: the content (x 0 to 1000, y 0 to 200) overflows the viewport (500 x 200): "
            + "what lies outside is not in the PNG"
        #expect(r.stderr == "warning: " + warning + "\n", Comment(rawValue: r.stderr))
        let report = try CheckReport.load(from: CheckReport.path(inArtifacts: box.artifacts))
        #expect(report.results.allSatisfy { $0.warnings == [String(warning.dropFirst("seeds/duilib_row: ".count))] })
    }
}
