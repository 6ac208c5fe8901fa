import Foundation
import SnapshotKit
import Testing

/// A snapshot's paths are joined as `URL` joins them, whatever the folders and names look like.
@Suite struct SnapshotLocationPathTests {
    static func viaURL(_ root: String, _ suite: String, _ file: String) -> String {
        var url = URL(fileURLWithPath: root)
        if !suite.isEmpty { url.appendPathComponent(suite) }
        return url.appendingPathComponent(file).path
    }

    @Test func pathsAreThoseURLGives() {
        let roots = ["/work/p/Snapshots", "/work/p/Snapshots/", "/work//p/Snapshots", "/", "Snapshots", "./out/../Snaps", "/tmp/a b/ü"]
        let suites = ["", "forms", "forms/deep", "a b/ç", "/lead", "trail/", "x//y"]
        let names = ["login", "login@iPhone SE", "100%", "ß.é", "a/b"]
        for root in roots {
            for suite in suites {
                for name in names {
                    let at = SnapshotLocation(snapshotsDirectory: root, artifactsDirectory: root + "/artifacts", suite: suite, name: name)
                    #expect(at.reference("png") == Self.viaURL(root, suite, name + ".png"), "\(root) \(suite) \(name)")
                    #expect(at.actual("frames.txt") == Self.viaURL(root + "/artifacts", suite, name + ".frames.txt"))
                    #expect(at.artifact("diff", "png", format: "png") == Self.viaURL(root + "/artifacts", suite, name + ".png.diff.png"))
                }
            }
        }
        // The common case, written out: an absolute root, a suite and a name.
        let login = SnapshotLocation(snapshotsDirectory: "/p/Snapshots", artifactsDirectory: "/p/.build/layoutsnap", suite: "forms", name: "login")
        #expect(login.reference("png") == "/p/Snapshots/forms/login.png")
        #expect(login.artifact("diff", "txt", format: "svg") == "/p/.build/layoutsnap/forms/login.svg.diff.txt")
    }
}
