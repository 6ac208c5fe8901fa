import Foundation

/// Where one snapshot lives: `<snapshotsDirectory>/<suite>/<name>.<ext>` for the reference, and
/// in `<artifactsDirectory>/<suite>/` what a failure leaves: the actual output `<name>.<ext>`, and
/// `<name>.<format>.<kind>.<ext>` for the rest (`login.png.diff.png`, `login.svg.diff.txt`,
/// `login.frames.reference.txt`), so the formats of one fixture never share a file.
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

    /// An artifact of the snapshot in `format` (`png`, `svg`, `frames`): `<name>.<format>.<kind>.<ext>`.
    public func artifact(_ kind: String, _ ext: String, format: String) -> String {
        path(in: artifactsDirectory, format + "." + kind + "." + ext)
    }

    /// The snapshot's format name for a reference extension: `frames.txt` is `frames`.
    public static func formatName(pathExtension: String) -> String {
        pathExtension.hasSuffix(".txt") ? String(pathExtension.dropLast(4)) : pathExtension
    }

    private func path(in root: String, _ ext: String) -> String {
        var url = URL(fileURLWithPath: root)
        if !suite.isEmpty { url.appendPathComponent(suite) }
        return url.appendingPathComponent(name + "." + ext).path
    }
}

/// Compares `value`, snapshotted with `strategy`, against its reference, and writes files as the
/// record mode allows: a reference only in a record mode (atomically), and on failure the actual,
/// a copy of the reference as compared and the diff artifacts into the artifacts folder, never
/// into the snapshots folder.
///
/// - `never`: a missing reference fails; nothing is written under `snapshotsDirectory`.
/// - `missing`: a missing reference is written (status `recorded`); others are compared.
/// - `failed` and `all`: like `missing`, and a reference that differs is overwritten; the snapshot
///   still fails (status `failed`, `referenceWritten` set, the message starts `re-recorded`), with
///   its artifacts left as for any failure.
///
/// The actual value is encoded (`Diffing.toData`) only when a file is written: a snapshot that
/// matches its reference costs the snapshot, the reference's decoding and the comparison.
/// The returned result names every file, and the command that approves the actual.
public func verifySnapshot<Value, Format>(
    of value: Value, as strategy: Snapshotting<Value, Format>, at location: SnapshotLocation,
    record: RecordMode, format: String? = nil, approveCommand: String? = nil
) -> CheckReport.Result {
    let actual: Format
    do {
        actual = try strategy.snapshot(value)
    } catch {
        let ext = strategy.pathExtension
        return CheckReport.Result(name: location.id, format: format ?? SnapshotLocation.formatName(pathExtension: ext),
                                  status: .error, message: "could not snapshot \(location.id): \(error)",
                                  reference: location.reference(ext), approveCommand: approveCommand)
    }
    return verifySnapshot(actual, diffing: strategy.diffing, pathExtension: strategy.pathExtension, at: location,
                          record: record, format: format, approveCommand: approveCommand)
}

/// `verifySnapshot(of:as:at:record:format:approveCommand:)` for a value already snapshotted.
public func verifySnapshot<Format>(
    _ actual: Format, diffing: Diffing<Format>, pathExtension ext: String, at location: SnapshotLocation,
    record: RecordMode, format: String? = nil, approveCommand: String? = nil
) -> CheckReport.Result {
    let formatName = format ?? SnapshotLocation.formatName(pathExtension: ext)
    let referencePath = location.reference(ext)
    // Outside the snapshots folder, so that a kill mid-write leaves nothing there to commit.
    let temporary = SnapshotFiles.temporaryDirectory(artifacts: location.artifactsDirectory)
    var result = CheckReport.Result(name: location.id, format: formatName, status: .passed, reference: referencePath,
                                    approveCommand: approveCommand)
    func fail(_ status: CheckReport.Status, _ message: String) -> CheckReport.Result {
        var r = result; r.status = status; r.message = message; return r
    }
    func encoded() throws -> Data {
        do { return try diffing.toData(actual) } catch { throw VerifyFailure(message: "could not encode \(location.id): \(error)") }
    }

    guard SnapshotFiles.exists(referencePath) else {
        do {
            let data = try encoded()
            if record == .never {
                let actualPath = location.actual(ext)
                try? SnapshotFiles.writeAtomically(data, to: actualPath)
                result.actual = actualPath
                return fail(.failed, "no reference at \(referencePath) (record mode 'never': nothing was written there)")
            }
            try SnapshotFiles.writeAtomically(data, to: referencePath, temporaryDirectory: temporary)
        } catch let failure as VerifyFailure {
            return fail(.error, failure.message)
        } catch {
            return fail(.error, "could not write the reference \(referencePath): \(error)")
        }
        result.referenceWritten = true
        return fail(.recorded, "recorded a new reference at \(referencePath)")
    }

    let referenceData: Data
    let reference: Format
    do {
        referenceData = try SnapshotFiles.read(referencePath)
        reference = try diffing.fromData(referenceData)
    } catch {
        return fail(.error, "could not read the reference \(referencePath): \(error)")
    }
    guard let difference = diffing.diff(reference, actual) else {
        return result
    }
    result.differingPixels = difference.differingPixels
    result.antialiasedPixels = difference.antialiasedPixels
    result.totalPixels = difference.totalPixels

    // A failure: leave the actual, the reference as compared and the diff artifacts for people and CI.
    let actualPath = location.actual(ext)
    let comparedPath = location.artifact("reference", String(ext.split(separator: ".").last ?? Substring(ext)), format: formatName)
    let data: Data
    do {
        data = try encoded()
        try SnapshotFiles.writeAtomically(data, to: actualPath)
        result.actual = actualPath
        try SnapshotFiles.writeAtomically(referenceData, to: comparedPath)
        result.comparedReference = comparedPath
        for artifact in difference.artifacts {
            let path = location.artifact(artifact.kind, artifact.pathExtension, format: formatName)
            try SnapshotFiles.writeAtomically(artifact.data, to: path)
            if artifact.kind == "diff" { result.diff = path }
            if artifact.kind == "composite" { result.composite = path }
        }
    } catch let failure as VerifyFailure {
        return fail(.error, failure.message)
    } catch {
        return fail(.error, "\(difference.message); and the artifacts could not be written: \(error)")
    }

    if record == .all || record == .failed {
        do { try SnapshotFiles.writeAtomically(data, to: referencePath, temporaryDirectory: temporary) } catch {
            return fail(.error, "could not write the reference \(referencePath): \(error)")
        }
        result.referenceWritten = true
        result.approveCommand = nil
        return fail(.failed, "re-recorded \(referencePath) (record mode '\(record.rawValue)'); it differed: \(difference.message)")
    }

    var lines = ["\(location.id).\(ext) differs from its reference: \(difference.message)",
                 "  reference: \(referencePath)", "  actual:    \(actualPath)"]
    if let diff = result.diff { lines.append("  diff:      \(diff)") }
    if let approveCommand { lines.append("  approve:   \(approveCommand)") }
    return fail(.failed, lines.joined(separator: "\n"))
}

/// A failure inside `verifySnapshot` whose message is already written for people.
private struct VerifyFailure: Error {
    var message: String
}
