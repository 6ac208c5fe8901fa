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

    /// Removes what an earlier failure of this snapshot left in the artifacts folder (its actual
    /// and `<name>.<format>.*`), once it matches again: a passing snapshot has no artifacts. A
    /// failure always writes the actual, so without one there is nothing to look for.
    func removeStaleArtifacts(_ ext: String) {
        let actualPath = actual(ext)
        guard FileManager.default.fileExists(atPath: actualPath) else { return }
        try? FileManager.default.removeItem(atPath: actualPath)
        let folder = (actualPath as NSString).deletingLastPathComponent
        let prefix = name + "." + SnapshotLocation.formatName(pathExtension: ext) + "."
        for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where file.hasPrefix(prefix) {
            try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(file))
        }
    }

    private func path(in root: String, _ ext: String) -> String {
        let file = name + "." + ext
        // An absolute root and plain components are joined as text, as `URL` would join them (a
        // `URL` costs tens of thousands of instructions a path, several paths a snapshot).
        func plain(_ part: String) -> Bool { !part.hasSuffix("/") && !part.contains("//") }
        if root.hasPrefix("/"), plain(root), suite.isEmpty || (!suite.hasPrefix("/") && plain(suite)), !file.contains("/") {
            return suite.isEmpty ? root + "/" + file : root + "/" + suite + "/" + file
        }
        var url = URL(fileURLWithPath: root)
        if !suite.isEmpty { url.appendPathComponent(suite) }
        return url.appendingPathComponent(file).path
    }
}

/// Compares `value`, snapshotted with `strategy`, against its reference, and writes files as the
/// record mode allows: a reference only in a record mode (atomically), and on failure the actual,
/// a copy of the reference as compared and the diff artifacts into the artifacts folder, never
/// into the snapshots folder.
///
/// - `never`: a missing reference fails (`missing`); nothing is written under `snapshotsDirectory`.
/// - `missing`: a missing reference is written (`recorded`); others are compared.
/// - `failed` and `all`: like `missing`, and a reference that differs is overwritten
///   (`rerecorded`, a failure), with its artifacts left as for any difference.
///
/// The actual value is encoded (`Diffing.toData`) only when a file is written: a snapshot that
/// matches its reference costs the snapshot, the reference's decoding and the comparison.
public func verifySnapshot<Value, Format>(
    of value: Value, as strategy: Snapshotting<Value, Format>, at location: SnapshotLocation, record: RecordMode
) -> SnapshotOutcome {
    let actual: Format
    do {
        actual = try strategy.snapshot(value)
    } catch {
        var outcome = SnapshotOutcome(kind: .error, id: location.id, pathExtension: strategy.pathExtension, record: record,
                                      reference: location.reference(strategy.pathExtension))
        outcome.detail = "could not snapshot \(location.id): \(error)"
        return outcome
    }
    return verifySnapshot(actual, diffing: strategy.diffing, pathExtension: strategy.pathExtension, at: location, record: record)
}

/// `verifySnapshot(of:as:at:record:)` for a value already snapshotted.
public func verifySnapshot<Format>(
    _ actual: Format, diffing: Diffing<Format>, pathExtension ext: String, at location: SnapshotLocation, record: RecordMode
) -> SnapshotOutcome {
    let formatName = SnapshotLocation.formatName(pathExtension: ext)
    let referencePath = location.reference(ext)
    // Outside the snapshots folder, so that a kill mid-write leaves nothing there to commit.
    let temporary = SnapshotFiles.temporaryDirectory(artifacts: location.artifactsDirectory)
    var outcome = SnapshotOutcome(kind: .matched, id: location.id, pathExtension: ext, record: record, reference: referencePath)
    func finish(_ kind: SnapshotOutcome.Kind, _ detail: String? = nil) -> SnapshotOutcome {
        var o = outcome; o.kind = kind; o.detail = detail ?? o.detail; return o
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
                outcome.actual = actualPath
                return finish(.missing)
            }
            try SnapshotFiles.writeAtomically(data, to: referencePath, temporaryDirectory: temporary)
        } catch let failure as VerifyFailure {
            return finish(.error, failure.message)
        } catch {
            return finish(.error, "could not write the reference \(referencePath): \(error)")
        }
        return finish(.recorded)
    }

    let referenceData: Data
    let reference: Format
    do {
        referenceData = try SnapshotFiles.read(referencePath)
        reference = try diffing.fromDataComparing.map { try $0(referenceData, actual) } ?? diffing.fromData(referenceData)
    } catch {
        return finish(.error, "could not read the reference \(referencePath): \(error)")
    }
    guard let difference = diffing.diff(reference, actual) else {
        location.removeStaleArtifacts(ext)
        return outcome
    }
    outcome.detail = difference.message
    outcome.differingPixels = difference.differingPixels
    outcome.antialiasedPixels = difference.antialiasedPixels
    outcome.totalPixels = difference.totalPixels

    // A difference: leave the actual, the reference as compared and the diff artifacts for people and CI.
    let actualPath = location.actual(ext)
    let comparedPath = location.artifact("reference", String(ext.split(separator: ".").last ?? Substring(ext)), format: formatName)
    let data: Data
    do {
        data = try encoded()
        try SnapshotFiles.writeAtomically(data, to: actualPath)
        outcome.actual = actualPath
        try SnapshotFiles.writeAtomically(referenceData, to: comparedPath)
        outcome.comparedReference = comparedPath
        for artifact in difference.artifacts {
            let path = location.artifact(artifact.kind, artifact.pathExtension, format: formatName)
            try SnapshotFiles.writeAtomically(artifact.data, to: path)
            if artifact.kind == "diff" { outcome.diff = path }
            if artifact.kind == "composite" { outcome.composite = path }
        }
    } catch let failure as VerifyFailure {
        return finish(.error, failure.message)
    } catch {
        return finish(.error, "\(difference.message); and the artifacts could not be written: \(error)")
    }

    if record == .all || record == .failed {
        do { try SnapshotFiles.writeAtomically(data, to: referencePath, temporaryDirectory: temporary) } catch {
            return finish(.error, "could not write the reference \(referencePath): \(error)")
        }
        return finish(.rerecorded)
    }
    return finish(.differs)
}

/// A failure inside `verifySnapshot` whose message is already written for people.
private struct VerifyFailure: Error {
    var message: String
}
