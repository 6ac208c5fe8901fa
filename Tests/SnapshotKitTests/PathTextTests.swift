import SnapshotKit
import Testing

/// The one rule for paths in reports: relative to a folder, and rewritten inside text.
@Suite struct PathTextTests {
    @Test func aPathInsideTheFolderIsRelativeToIt() {
        #expect(PathText.relative("/p/Snapshots/forms/login.png", to: "/p") == "Snapshots/forms/login.png")
        #expect(PathText.relative("/p/Snapshots/forms/login.png", to: "/p/") == "Snapshots/forms/login.png")
        #expect(PathText.relative("/pq/Snapshots/a.png", to: "/p") == "/pq/Snapshots/a.png")
        #expect(PathText.relative("/p/a.png", to: "/") == "/p/a.png")
    }

    @Test func pathsInTextMoveOnlyWhereAPathStarts() {
        let text = "reference: /ci/work/Snapshots/a.png\n  diff (/ci/work/x.txt), mirror /m/ci/work/b.png, file=/ci/work/c"
        #expect(PathText.replacingFolder("/ci/work", with: "", in: text)
            == "reference: Snapshots/a.png\n  diff (x.txt), mirror /m/ci/work/b.png, file=c")
        #expect(PathText.replacingFolder("/ci/work/", with: "/home/me/p/", in: "/ci/work/a and /ci/workshop/b")
            == "/home/me/p/a and /ci/workshop/b")
        #expect(PathText.replacingFolder("/", with: "", in: "/a/b") == "/a/b")
    }
}
