import Foundation
import LayoutSnap
import Testing
import XCTest

/// Asserts that `node`, laid out in `viewport` and snapshotted `as` a strategy, matches its
/// reference `Snapshots/<suite>/<name>.<ext>`.
///
/// - `suite` defaults to the calling file's name without `.swift`; `name` to the calling function's
///   name (without its parameter list), so two snapshots in one test need distinct `named:` values.
/// - `snapshotsDirectory` defaults to `Snapshots/` in the package that contains the calling file
///   (the nearest folder above it with a Package.swift).
/// - `record` defaults to `SNAPSHOT_RECORD`, else `never` on CI and `missing` locally.
/// - Works in Swift Testing (an issue at the caller's source location) and XCTest (a failure at the
///   caller's file and line). Recording is a failure too, naming the file written, as in
///   swift-snapshot-testing: a reference nobody compared (a typo in `named:`, a renamed test)
///   never passes silently; run the test again to compare against it.
public func assertLayoutSnapshot<Format>(
    of node: LayoutNode, in viewport: Viewport = Viewport(width: 375, height: 667),
    as strategy: Snapshotting<LayoutSubject, Format>, named name: String? = nil, suite: String? = nil,
    record: RecordMode? = nil, snapshotsDirectory: String? = nil,
    fileID: String = #fileID, file: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: Int = #column
) {
    assertLayoutSnapshot(of: LayoutSubject(node, viewport: viewport), as: strategy, named: name, suite: suite, record: record,
                         snapshotsDirectory: snapshotsDirectory, fileID: fileID, file: file, function: function,
                         line: line, column: column)
}

/// `assertLayoutSnapshot` of a subject: a tree with its viewport, such as a component at its own
/// size (`LayoutSubject.fitting(_:width:scale:)`).
public func assertLayoutSnapshot<Format>(
    of subject: LayoutSubject, as strategy: Snapshotting<LayoutSubject, Format>, named name: String? = nil,
    suite: String? = nil, record: RecordMode? = nil, snapshotsDirectory: String? = nil,
    fileID: String = #fileID, file: StaticString = #filePath, function: String = #function,
    line: UInt = #line, column: Int = #column
) {
    let filePath = "\(file)"
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: Int(line), column: column)
    // The cases of a parameterized test would share one reference (which records first is a
    // race, the others fail): each needs a name of its own.
    if name == nil, Test.Case.current?.isParameterized == true {
        Issue.record(Comment(rawValue: "a parameterized test's snapshots need `named:` (one per case, such as "
            + "named: \"\\(width)\"): its cases would share one reference"), sourceLocation: location)
        return
    }
    guard let failure = layoutSnapshotFailure(
        of: subject, as: strategy, named: name, suite: suite, record: record,
        snapshotsDirectory: snapshotsDirectory, fileID: fileID, filePath: filePath, function: function) else { return }
    if Test.current != nil {
        Issue.record(Comment(rawValue: failure), sourceLocation: location)
    } else {
        // No Swift Testing test on this task: an XCTest test, or a Swift Testing test's work
        // moved off its task (`Task.detached`). Each framework ignores the other's call there,
        // so both are made: the failure is never lost.
        XCTFail(failure, file: file, line: line)
        Issue.record(Comment(rawValue: failure), sourceLocation: location)
    }
}

/// The check behind `assertLayoutSnapshot`, without reporting: nil when it passes, otherwise the
/// failure message (which names the reference, actual and diff files and the approve command).
public func layoutSnapshotFailure<Format>(
    of subject: LayoutSubject, as strategy: Snapshotting<LayoutSubject, Format>, named name: String? = nil,
    suite: String? = nil, record: RecordMode? = nil, snapshotsDirectory: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, function: String = #function
) -> String? {
    let fileURL = URL(fileURLWithPath: filePath)
    let packageRoot = PackageRoot.find(from: fileURL.deletingLastPathComponent())
    let mode: RecordMode
    do { mode = try record ?? RecordMode.fromEnvironment() } catch { return "\(error)" }
    let testName = name ?? String(function.prefix { $0 != "(" })
    let location = SnapshotLocation(
        snapshotsDirectory: snapshotsDirectory ?? packageRoot.appendingPathComponent("Snapshots").path,
        artifactsDirectory: SnapshotFiles.artifactsDirectory(root: packageRoot.path),
        suite: suite ?? fileURL.deletingPathExtension().lastPathComponent, name: testName)
    let outcome = verifySnapshot(of: subject, as: strategy, at: location, record: mode)
    if outcome.kind == .recorded {
        return "recorded a new reference at \(outcome.reference) (record mode '\(mode.rawValue)'); it was not compared: "
            + "look at it, commit it, and run the test again"
    }
    guard outcome.isFailure else { return nil }
    // Test identifiers are `Module.Type/test` in XCTest and Swift Testing alike (the file's name is
    // in neither): the filter names the test target and the test function.
    let module = fileID.prefix { $0 != "/" }
    let functionName = String(function.prefix { $0 != "(" })
    return outcome.message(approveCommand: "SNAPSHOT_RECORD=failed swift test --filter '\(module)\\..*/\(functionName)'")
        ?? "snapshot \(location.id) failed"
}

enum PackageRoot {
    /// The nearest folder at or above `start` holding a Package.swift (else `start`).
    static func find(from start: URL) -> URL {
        var dir = start
        while dir.path != "/" {
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path) { return dir }
            dir = dir.deletingLastPathComponent()
        }
        return start
    }
}
