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

    /// A fixture listed without parsing (`variantsUnverified`) that turns out broken keeps its variant
    /// references; one that checks without error, or a case not listed that way, does not.
    @Test func aBrokenUnparsedFixtureKeepsItsVariantReferences() {
        let snapshots = "/p/Snapshots"
        var broken = FixtureCase(file: "/p/Fixtures/ui/card.json", suite: "ui", name: "card")
        broken.variantsUnverified = true
        var fine = FixtureCase(file: "/p/Fixtures/ui/list.json", suite: "ui", name: "list")
        fine.variantsUnverified = true
        let parsed = FixtureCase(file: "/p/Fixtures/ui/grid.json", suite: "ui", name: "grid")
        let obsolete = ["ui/card@dark.png", "ui/cardigan.png", "ui/list@dark.png", "ui/grid@dark.png"].map { snapshots + "/" + $0 }
        func result(_ name: String, _ status: CheckReport.Status) -> CheckReport.Result {
            CheckReport.Result(name: name, format: "png", status: status, reference: snapshots + "/" + name + ".png")
        }
        let results = [result("ui/card", .error), result("ui/list", .passed), result("ui/grid", .error)]
        let kept = ObsoleteReferences.sparing(obsolete, cases: [broken, fine, parsed], results: results, under: snapshots)
        // Only ui/card@dark.png is spared: `ui/cardigan.png` is another fixture's, `list` passed, and
        // `grid` was parsed (its variants were known when `find` ran).
        #expect(kept == ["ui/cardigan.png", "ui/list@dark.png", "ui/grid@dark.png"].map { snapshots + "/" + $0 })
        #expect(ObsoleteReferences.sparing(obsolete, cases: [broken], results: [], under: snapshots) == obsolete)
    }
}
