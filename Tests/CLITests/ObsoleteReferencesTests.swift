import Foundation
import LayoutSnap
import Testing

/// What `ObsoleteReferences.find` lists: files under the snapshots folder that no case produces,
/// in folders the fixtures have too, hidden ones and unknown variants left alone.
@Suite struct ObsoleteReferencesTests {
    @Test func onlyFilesNoCaseProducesInMirroredFoldersAreListedSorted() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("obsolete-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let snapshots = base + "/Snapshots", fixtures = base + "/Fixtures"
        for folder in ["forms", "forms/deep", "other"] {
            try FileManager.default.createDirectory(atPath: fixtures + "/" + folder, withIntermediateDirectories: true)
        }
        let files = [
            "top.png",                            // the fixtures root mirrors the snapshots root: obsolete
            "forms/login.png", "forms/login.svg", // produced by a case
            "forms/old.png",                      // no case: obsolete
            "forms/deep/card.frames.txt",         // produced (a nested suite)
            "forms/deep/gone.svg",                // obsolete
            "forms/.hidden.png",                  // hidden: left alone
            "forms/.git/objects.png",             // inside a hidden folder: left alone
            "broken@dark.png",                    // a variant of a case whose variants are unknown: kept
            "broken@any.svg",
            "Tests/card.png",                     // no fixtures folder of that name: left alone
            "other/x.png",                        // obsolete
        ]
        for file in files {
            let path = snapshots + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: path))
        }
        var broken = FixtureCase(file: fixtures + "/broken.json", suite: "", name: "broken")
        broken.variantsUnknown = true
        let cases = [FixtureCase(file: fixtures + "/forms/login.json", suite: "forms", name: "login"),
                     FixtureCase(file: fixtures + "/forms/deep/card.json", suite: "forms/deep", name: "card"), broken]
        let found = ObsoleteReferences.find(in: snapshots, cases: cases, fixtures: fixtures)
        let root = URL(fileURLWithPath: snapshots).standardizedFileURL.path
        #expect(found == ["forms/deep/gone.svg", "forms/old.png", "other/x.png", "top.png"].map { root + "/" + $0 })
    }
}
