import Foundation
import RasterImage
import SnapshotKit
import Testing

/// References are written through a temporary file outside the snapshots folder and renamed into
/// place: a write leaves exactly the reference there, and temporaries of dead processes are removed.
@Suite struct AtomicWriteTests {
    func root() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("atomic-" + UUID().uuidString).path
    }

    /// Every file and folder under `folder`, relative, sorted (hidden ones included).
    func tree(_ folder: String) -> [String] {
        (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
    }

    @Test(arguments: [RecordMode.missing, .all])
    func recordingLeavesExactlyTheReferenceInTheSnapshotsFolder(mode: RecordMode) throws {
        let base = root()
        let at = SnapshotLocation(snapshotsDirectory: base + "/Snapshots", artifactsDirectory: base + "/artifacts",
                                  suite: "forms", name: "login")
        let r = verifySnapshot(of: "hello", as: VerifyTests.text, at: at, record: mode)
        #expect(r.kind == .recorded)
        #expect(tree(base + "/Snapshots") == ["forms", "forms/login.txt"])
        // The temporary file was renamed away: its folder is left empty.
        #expect(tree(base + "/artifacts") == [".layoutsnap-tmp"])
        _ = verifySnapshot(of: "hello again", as: VerifyTests.text, at: at, record: .all)
        #expect(try String(contentsOfFile: at.reference("txt"), encoding: .utf8) == "hello again")
        #expect(tree(base + "/Snapshots") == ["forms", "forms/login.txt"])
    }

    @Test func temporariesOfDeadProcessesAreRemovedAndOthersKept() throws {
        let base = root()
        let folder = base + "/Snapshots", temporary = base + "/tmp"
        for dir in [folder, temporary] { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        // pid 999999999 is above any pid_max: no such process. pid 1 always runs.
        let stale = "a.png.999999999.3.layoutsnap-tmp", live = "b.png.1.7.layoutsnap-tmp"
        for name in [stale, live, "notes.txt"] {
            try Data([1]).write(to: URL(fileURLWithPath: folder + "/" + name))
            try Data([1]).write(to: URL(fileURLWithPath: temporary + "/" + name))
        }
        try AtomicFile.write([7, 8, 9], to: folder + "/a.png", temporaryDirectory: temporary)
        #expect(tree(folder) == ["a.png", live, "notes.txt"])
        #expect(tree(temporary) == [live, "notes.txt"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/a.png")) == Data([7, 8, 9]))
    }

    @Test func withoutATemporaryFolderTheFileIsWrittenBesideItsDestination() throws {
        let folder = root() + "/out/deeper"
        try AtomicFile.write([1, 2], to: folder + "/x.bin")
        try AtomicFile.write([3], to: folder + "/x.bin")
        #expect(tree(folder) == ["x.bin"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/x.bin")) == Data([3]))
    }

    @Test func anUnwritableDestinationIsAnErrorNamingIt() throws {
        let base = root()
        try FileManager.default.createDirectory(atPath: base + "/dir.png", withIntermediateDirectories: true)
        // A folder stands where the file should go: rename(2) refuses to replace it.
        #expect(throws: PNGCodecError(.unwritable, detail: "Is a directory", file: base + "/dir.png")) {
            try AtomicFile.write([1], to: base + "/dir.png", temporaryDirectory: base + "/tmp")
        }
        #expect(tree(base + "/tmp") == [])
    }
}
