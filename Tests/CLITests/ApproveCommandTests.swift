import Foundation
import LayoutSnap
import Testing

/// `approve` takes the names `check` prints.
@Suite struct ApproveCommandTests {
    @Test func approveTakesTheReferenceFileName() throws {
        let box = try CheckSandbox(expected: false)
        #expect(try box.check(["--record", "missing", "--format", "frames,png"]).status == 0)
        try box.changeLayout()
        let failed = try box.check(["--record", "never", "--format", "frames,png"])
        #expect(failed.status == 1)
        #expect(failed.stderr.contains("seeds/duilib_row.frames.txt differs from its reference"))
        let r = try CLIRunner.run(["approve", "seeds/duilib_row.frames.txt", "--artifacts", box.artifacts])
        #expect(r.status == 0, Comment(rawValue: r.stderr))
        #expect(r.stdout == "approved seeds/duilib_row.frames -> \(box.snapshots)/seeds/duilib_row.frames.txt\n")
        #expect(try box.check(["--record", "never", "--format", "frames"]).status == 0)
        #expect(try box.check(["--record", "never", "--format", "png"]).status == 1)
    }
}
