import Foundation
import LayoutSnap

/// Moves a reference from the scheme before test identities (`Snapshots/<test file>/<name>.<ext>`)
/// to its place under the test's identity (`Snapshots/<module>/<suite>/<test>.<ext>`), once.
///
/// Only when the new reference does not exist and the old one does:
/// - in a record mode that may write (`missing`, `failed`, `all`), the old file is moved (written
///   atomically at the new place, then removed), compared there, and the run is told so: a move is
///   a change to the repository someone must commit, so it is reported like a recording (a failure,
///   or a warning under the `warn` policy), with the comparison's own failure when it differs;
/// - in `never` (CI), nothing moves: the old file is compared, and a match is a warning that says
///   how to move it; a difference fails as usual.
struct ReferenceMigration {
    var old: SnapshotLocation
    var new: SnapshotLocation
    var pathExtension: String
    var moved: Bool
    /// A failure while moving, reported instead of comparing.
    var error: String?

    /// Where the snapshot is compared: the old place when nothing moved.
    var comparedLocation: SnapshotLocation { moved ? new : old }

    static func prepare(from old: SnapshotLocation, to new: SnapshotLocation, pathExtension ext: String,
                        record: RecordMode) -> ReferenceMigration? {
        let oldPath = old.reference(ext), newPath = new.reference(ext)
        guard oldPath != newPath, !SnapshotFiles.exists(newPath), SnapshotFiles.exists(oldPath) else { return nil }
        var migration = ReferenceMigration(old: old, new: new, pathExtension: ext, moved: false)
        guard record != .never else { return migration }
        do {
            try SnapshotFiles.writeAtomically(try SnapshotFiles.read(oldPath), to: newPath,
                                              temporaryDirectory: SnapshotFiles.temporaryDirectory(artifacts: new.artifactsDirectory))
            try FileManager.default.removeItem(atPath: oldPath)
            migration.moved = true
        } catch {
            migration.error = "could not move the reference \(oldPath) to \(newPath): \(error)"
        }
        return migration
    }

    /// What the test is told about the move, given the comparison's outcome and message.
    func verdict(_ outcome: SnapshotOutcome, message: String?, policy: RecordingPolicy) -> SnapshotVerdict {
        let oldPath = old.reference(pathExtension), newPath = new.reference(pathExtension)
        let note = moved
            ? "moved the reference \(oldPath) to \(newPath), where this test's references now live; commit the move"
            : "the reference is still at \(oldPath), from before references were named by test; run the test once with "
                + "SNAPSHOT_RECORD=missing to move it to \(newPath)"
        if outcome.isFailure { return .failure(note + "\n" + (message ?? "")) }
        return moved && policy.recordingFails ? .failure(note) : .warning(note)
    }
}
