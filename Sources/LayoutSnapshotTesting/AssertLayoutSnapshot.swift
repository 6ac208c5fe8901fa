import Foundation
import LayoutSnap
import Testing
import XCTest

/// Asserts that `node`, laid out in `viewport` and snapshotted `as` a strategy, matches its reference.
///
/// - The reference is `Snapshots/<test target>/<suite>/<test>.<ext>` in the package that contains
///   the calling file (the nearest folder above it with a Package.swift): the suite is the chain of
///   types the test is declared in (`CardTests/Dark`), the test the function's base name. In
///   XCTest, call it from the `XCTestCase` (a test method or an extension), where the method of the
///   same name takes the class; from a free function, file and function name it.
/// - `named:` labels a snapshot: `<test>.<name>.<ext>`. Without it, a test's snapshots of one format
///   are numbered in the order they run: `<test>`, `<test>.2`, `<test>.3`. The cases of a
///   parameterized test each need a `named:` of their own (`named: "\(width)"`).
/// - `suite:` puts the reference at `Snapshots/<suite>/<named: or function>.<ext>` instead,
///   the layout before references were named by test (a shared reference, on purpose).
/// - A reference at its place before test identities (`Snapshots/<test file>/<name>.<ext>`) is
///   moved once to its new place (see `ReferenceMigration`).
/// - `record` defaults to `SNAPSHOT_RECORD` (else `SNAPSHOT_TESTING_RECORD`), else `never` on CI
///   and `missing` locally. Recording a reference fails the test, naming the file, unless
///   `SNAPSHOT_RECORDING=warn` (then it is a warning): a reference nobody compared never passes silently.
/// - A failure or recording leaves report data in `.build/snapshot-artifacts` (or
///   `SNAPSHOT_ARTIFACTS`): `layoutsnap review` shows it and `layoutsnap approve` accepts it, as
///   for `layoutsnap check`; the message ends with the `swift test` command that re-records it.
/// - Reported as an issue at the caller's line in Swift Testing, and with `XCTFail` in XCTest.
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
    let verdict = snapshotVerdict(of: subject, as: strategy, named: name, suite: suite, record: record,
                                  snapshotsDirectory: snapshotsDirectory, xcTestCase: nil, fileID: fileID,
                                  filePath: "\(file)", function: function, line: Int(line))
    report(verdict, fileID: fileID, file: file, line: line, column: column)
}

/// The check behind `assertLayoutSnapshot`, without reporting: nil when it passes, otherwise the
/// failure message (which names the reference, actual and diff files and the approve command). A
/// warning (a recording under `SNAPSHOT_RECORDING=warn`) is returned as its message too.
public func layoutSnapshotFailure<Format>(
    of subject: LayoutSubject, as strategy: Snapshotting<LayoutSubject, Format>, named name: String? = nil,
    suite: String? = nil, record: RecordMode? = nil, snapshotsDirectory: String? = nil,
    fileID: String = #fileID, filePath: String = #filePath, function: String = #function, line: Int = #line
) -> String? {
    switch snapshotVerdict(of: subject, as: strategy, named: name, suite: suite, record: record, snapshotsDirectory: snapshotsDirectory,
                           xcTestCase: nil, fileID: fileID, filePath: filePath, function: function, line: line) {
    case .passed: return nil
    case let .warning(message), let .failure(message): return message
    }
}

/// The identity of the calling test, then the assertion.
func snapshotVerdict<Format>(
    of subject: LayoutSubject, as strategy: Snapshotting<LayoutSubject, Format>, named name: String?, suite: String?,
    record: RecordMode?, snapshotsDirectory: String?, xcTestCase: XCTestCase?,
    fileID: String, filePath: String, function: String, line: Int, variant: Variant? = nil
) -> SnapshotVerdict {
    // The cases of a parameterized test would share one reference (which records first is a
    // race, the others fail): each needs a name of its own.
    if name == nil, suite == nil, Test.Case.current?.isParameterized == true {
        return .failure("a parameterized test's snapshots need `named:` (one per case, such as "
            + "named: \"\\(width)\"): its cases would share one reference")
    }
    let identity: SnapshotIdentity
    let runningTest: String?
    var filter: String?
    if let test = Test.current, let found = SnapshotIdentity.swiftTesting(fileID: fileID) {
        identity = found
        // `Module.Type/test()`, as the test's id reads without its source location.
        runningTest = test.id.moduleName + "." + test.id.nameComponents.joined(separator: "/")
    } else if let xcTestCase {
        identity = SnapshotIdentity.xcTest(caseType: type(of: xcTestCase), function: function, fileID: fileID)
        runningTest = xcTestCase.name
    } else {
        identity = SnapshotIdentity.callSite(fileID: fileID, function: function)
        runningTest = XCTestRunObserver.shared.currentTest
        // A free helper called from XCTest: the reference is the call site's, the command the test's.
        if let runningTest { filter = XCTestRunObserver.filterPattern(module: identity.module, testName: runningTest) }
    }
    var assertion = SnapshotAssertion(subject: subject, strategy: strategy, name: name, suite: suite, record: record,
                                      snapshotsDirectory: snapshotsDirectory, identity: identity, runningTest: runningTest,
                                      filterPattern: filter ?? identity.filterPattern,
                                      fileID: fileID, filePath: filePath, function: function, line: line)
    assertion.variant = variant
    return assertion.run()
}

/// Tells the running test: an issue in Swift Testing, `XCTFail` in XCTest.
func report(_ verdict: SnapshotVerdict, fileID: String, file: StaticString, line: UInt, column: Int) {
    let location = SourceLocation(fileID: fileID, filePath: "\(file)", line: Int(line), column: column)
    switch verdict {
    case .passed:
        return
    case let .warning(message):
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: location)
        } else {
            FileHandle.standardError.write(Data("\(file):\(line): warning: \(message)\n".utf8))
        }
    case let .failure(message):
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        } else {
            // No Swift Testing test on this task: an XCTest test, or a Swift Testing test's work
            // moved off its task (`Task.detached`). Each framework ignores the other's call there,
            // so both are made: the failure is never lost.
            XCTFail(message, file: file, line: line)
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        }
    }
}
