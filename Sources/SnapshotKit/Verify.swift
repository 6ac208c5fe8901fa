import Foundation

/// Where one snapshot lives: `<snapshotsDirectory>/<suite>/<name>.<ext>` for the reference, and
/// `<artifactsDirectory>/<suite>/<name>.<ext>` (plus `.diff.*`, `.composite.*`) for what a failure leaves.
public struct SnapshotLocation: Hashable, Sendable {
    public var snapshotsDirectory: String
    public var artifactsDirectory: String
    public var suite: String
    public var name: String

    public init(snapshotsDirectory: String, artifactsDirectory: String, suite: String, name: String) {
        self.snapshotsDirectory = snapshotsDirectory; self.artifactsDirectory = artifactsDirectory
        self.suite = suite; self.name = name
    }

    /// `<suite>/<name>`.
    public var id: String { suite.isEmpty ? name : suite + "/" + name }

    public func reference(_ ext: String) -> String { path(in: snapshotsDirectory, ext) }
    public func actual(_ ext: String) -> String { path(in: artifactsDirectory, ext) }
    public func artifact(_ kind: String, _ ext: String) -> String { path(in: artifactsDirectory, kind + "." + ext) }

    private func path(in root: String, _ ext: String) -> String {
        var url = URL(fileURLWithPath: root)
        if !suite.isEmpty { url.appendPathComponent(suite) }
        return url.appendingPathComponent(name + "." + ext).path
    }
}

/// Compares `value`, snapshotted with `strategy`, against its reference, and writes files as the
/// record mode allows: a reference only in a record mode (atomically), and on failure the actual
/// and the diff artifacts into the artifacts folder, never into the snapshots folder.
///
/// - `never`: a missing reference fails; nothing is written under `snapshotsDirectory`.
/// - `missing`: a missing reference is written (status `recorded`); others are compared.
/// - `failed`: like `missing`, and a reference that differs is overwritten (status `recorded`,
///   with the difference in the message).
/// - `all`: every reference whose content changed is written (`recorded`).
/// The returned result names every file, and the command that approves the actual.
public func verifySnapshot<Value, Format>(
    of value: Value, as strategy: Snapshotting<Value, Format>, at location: SnapshotLocation,
    record: RecordMode, format: String? = nil, approveCommand: String? = nil
) -> CheckReport.Result {
    let ext = strategy.pathExtension
    let referencePath = location.reference(ext)
    // Outside the snapshots folder, so that a kill mid-write leaves nothing there to commit.
    let temporary = SnapshotFiles.temporaryDirectory(artifacts: location.artifactsDirectory)
    var result = CheckReport.Result(name: location.id, format: format ?? ext, status: .passed, reference: referencePath,
                                    approveCommand: approveCommand)
    func fail(_ status: CheckReport.Status, _ message: String) -> CheckReport.Result {
        var r = result; r.status = status; r.message = message; return r
    }

    let actual: Format
    let actualData: Data
    do {
        actual = try strategy.snapshot(value)
        actualData = try strategy.diffing.toData(actual)
    } catch {
        return fail(.error, "could not snapshot \(location.id): \(error)")
    }

    guard SnapshotFiles.exists(referencePath) else {
        if record == .never {
            let actualPath = location.actual(ext)
            try? SnapshotFiles.writeAtomically(actualData, to: actualPath)
            result.actual = actualPath
            return fail(.failed, "no reference at \(referencePath) (record mode 'never': nothing was written there)")
        }
        do { try SnapshotFiles.writeAtomically(actualData, to: referencePath, temporaryDirectory: temporary) } catch {
            return fail(.error, "could not write the reference \(referencePath): \(error)")
        }
        return fail(.recorded, "recorded a new reference at \(referencePath)")
    }

    let reference: Format
    do {
        reference = try strategy.diffing.fromData(try SnapshotFiles.read(referencePath))
    } catch {
        return fail(.error, "could not read the reference \(referencePath): \(error)")
    }
    guard let difference = strategy.diffing.diff(reference, actual) else {
        return result
    }

    if record == .all || record == .failed {
        do { try SnapshotFiles.writeAtomically(actualData, to: referencePath, temporaryDirectory: temporary) } catch {
            return fail(.error, "could not write the reference \(referencePath): \(error)")
        }
        result.differingPixels = difference.differingPixels
        return fail(.recorded, "re-recorded \(referencePath) (record mode '\(record.rawValue)'); it differed: \(difference.message)")
    }

    // A real failure: leave the actual and the diff artifacts for people and CI.
    let actualPath = location.actual(ext)
    do {
        try SnapshotFiles.writeAtomically(actualData, to: actualPath)
        result.actual = actualPath
        for artifact in difference.artifacts {
            let path = location.artifact(artifact.kind, artifact.pathExtension)
            try SnapshotFiles.writeAtomically(artifact.data, to: path)
            if artifact.kind == "diff" { result.diff = path }
            if artifact.kind == "composite" { result.composite = path }
        }
    } catch {
        return fail(.error, "\(difference.message); and the artifacts could not be written: \(error)")
    }
    result.differingPixels = difference.differingPixels
    result.antialiasedPixels = difference.antialiasedPixels
    result.totalPixels = difference.totalPixels
    var lines = ["\(location.id).\(ext) differs from its reference: \(difference.message)",
                 "  reference: \(referencePath)", "  actual:    \(actualPath)"]
    if let diff = result.diff { lines.append("  diff:      \(diff)") }
    if let approveCommand { lines.append("  approve:   \(approveCommand)") }
    return fail(.failed, lines.joined(separator: "\n"))
}
