import Foundation
import Synchronization
import LayoutSnap
import XCTest

extension XCTestCase {
    /// `assertLayoutSnapshot` from an XCTest test: the same assertion, with the test case's class
    /// as the suite (`Snapshots/<test target>/<class>/<test method>.<ext>`). Inside an `XCTestCase`
    /// this method is what an unqualified `assertLayoutSnapshot(...)` calls.
    public func assertLayoutSnapshot<Format>(
        of node: LayoutNode, in viewport: Viewport = Viewport(width: 375, height: 667),
        as strategy: Snapshotting<LayoutSubject, Format>, named name: String? = nil, suite: String? = nil,
        record: RecordMode? = nil, snapshotsDirectory: String? = nil,
        fileID: String = #fileID, file: StaticString = #filePath, function: String = #function,
        line: UInt = #line, column: Int = #column
    ) {
        assertLayoutSnapshot(of: LayoutSubject(node, viewport: viewport), as: strategy, named: name, suite: suite,
                             record: record, snapshotsDirectory: snapshotsDirectory, fileID: fileID, file: file,
                             function: function, line: line, column: column)
    }

    /// `assertLayoutSnapshot` of a subject from an XCTest test (see the node form).
    public func assertLayoutSnapshot<Format>(
        of subject: LayoutSubject, as strategy: Snapshotting<LayoutSubject, Format>, named name: String? = nil,
        suite: String? = nil, record: RecordMode? = nil, snapshotsDirectory: String? = nil,
        fileID: String = #fileID, file: StaticString = #filePath, function: String = #function,
        line: UInt = #line, column: Int = #column
    ) {
        XCTestRunObserver.shared.start()
        let verdict = snapshotVerdict(of: subject, as: strategy, named: name, suite: suite, record: record,
                                      snapshotsDirectory: snapshotsDirectory, xcTestCase: self, fileID: fileID,
                                      filePath: "\(file)", function: function, line: Int(line))
        report(verdict, fileID: fileID, file: file, line: line, column: column)
    }

    /// `layoutSnapshotFailure` from an XCTest test: the message of a failure or warning, or nil.
    public func layoutSnapshotFailure<Format>(
        of subject: LayoutSubject, as strategy: Snapshotting<LayoutSubject, Format>, named name: String? = nil,
        suite: String? = nil, record: RecordMode? = nil, snapshotsDirectory: String? = nil,
        fileID: String = #fileID, filePath: String = #filePath, function: String = #function, line: Int = #line
    ) -> String? {
        XCTestRunObserver.shared.start()
        switch snapshotVerdict(of: subject, as: strategy, named: name, suite: suite, record: record,
                               snapshotsDirectory: snapshotsDirectory, xcTestCase: self, fileID: fileID,
                               filePath: filePath, function: function, line: line) {
        case .passed: return nil
        case let .warning(message), let .failure(message): return message
        }
    }
}

/// Follows XCTest's runs once an assertion was made from an `XCTestCase`: the running test's name
/// (to catch two tests sharing a reference through a free helper function) and the end of each
/// test, after which its snapshots are numbered from 1 again.
final class XCTestRunObserver: NSObject, XCTestObservation, Sendable {
    static let shared = XCTestRunObserver()

    private let state = Mutex<(started: Bool, current: String?)>((false, nil))

    /// The name of the XCTest test running now, when known.
    var currentTest: String? { state.withLock { $0.current } }

    /// Registers with XCTest's observation center, once.
    func start() {
        let first = state.withLock { state -> Bool in
            defer { state.started = true }
            return !state.started
        }
        if first { XCTestObservationCenter.shared.addTestObserver(self) }
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        state.withLock { $0.current = testCase.name }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        state.withLock { $0.current = nil }
        let method = Self.methodName(testCase.name)
        let identity = SnapshotIdentity.xcTest(caseType: type(of: testCase), function: method, fileID: "")
        SnapshotNumbering.shared.restart(identity.key)
    }

    /// The filter of the XCTest test named `testName` (`CardTests.testCard`) in `module`.
    static func filterPattern(module: String, testName: String) -> String {
        let trimmed = testName.hasPrefix("-[") ? String(testName.dropFirst(2)) : testName
        let className = String(trimmed.prefix { $0 != " " && $0 != "." })
        return SnapshotIdentity(module: module, suite: [className], test: methodName(testName), isRunningTest: true).filterPattern
    }

    /// `-[CardTests testCard]` and `CardTests.testCard` both name the method `testCard`.
    static func methodName(_ name: String) -> String {
        let trimmed = name.hasSuffix("]") ? String(name.dropLast()) : name
        let last = trimmed.split(whereSeparator: { $0 == " " || $0 == "." }).last
        return last.map(String.init) ?? name
    }
}
