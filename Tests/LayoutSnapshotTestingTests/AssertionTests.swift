import Foundation
import LayoutSnap
@testable import LayoutSnapshotTesting
import Testing

func temporarySnapshots() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("assert-" + UUID().uuidString).path
}

/// A snapshots folder and an artifacts folder of their own, and an environment of `variables` only,
/// for the assertions made in `body` (task-local: parallel tests do not see each other's).
func inSandbox<T>(_ variables: [String: String] = [:], _ body: (_ snapshots: String, _ artifacts: String) throws -> T) rethrows -> T {
    let root = temporarySnapshots()
    return try AssertionEnvironment.$variables.withValue(variables) {
        try AssertionEnvironment.$artifactsDirectory.withValue(root + "/artifacts") {
            try body(root + "/Snapshots", root + "/artifacts")
        }
    }
}

func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

let card = Linear("card", .vertical, spacing: 8) {
    Box("header").width(.fill).height(40).background(Color(red: 30, green: 136, blue: 229))
    Text("title", "Snapshot", size: 16)
    Box("footer").width(.fill).height(20)
}.width(200).height(.wrap).padding(10)

let cardViewport = Viewport(width: 220, height: 140)

@Suite struct AssertionTests {
    /// References live at `<snapshots>/<test target>/<suite type>/<test>.<ext>`.
    static let folder = "/LayoutSnapshotTestingTests/AssertionTests/"

    @Test func recordsThenPassesInEveryFormat() {
        inSandbox { dir, _ in
            // Recording fails the test, naming the file (three issues, one per format).
            withKnownIssue {
                assertLayoutSnapshot(of: card, in: cardViewport, as: .png(), record: .missing, snapshotsDirectory: dir)
                assertLayoutSnapshot(of: card, in: cardViewport, as: .svg(), record: .missing, snapshotsDirectory: dir)
                assertLayoutSnapshot(of: card, in: cardViewport, as: .frames, record: .missing, snapshotsDirectory: dir)
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().hasPrefix("recorded a new reference at \(dir)\(Self.folder)recordsThenPassesInEveryFormat.")
            }
            for ext in ["png", "svg", "frames.txt"] {
                #expect(exists(dir + Self.folder + "recordsThenPassesInEveryFormat." + ext))
            }
            // A second assertion of a format in the same test is its second snapshot: `.2`, recorded too.
            withKnownIssue {
                assertLayoutSnapshot(of: card, in: cardViewport, as: .frames, record: .missing, snapshotsDirectory: dir)
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().hasPrefix("recorded a new reference at \(dir)\(Self.folder)recordsThenPassesInEveryFormat.2.frames.txt")
            }
            // Named snapshots are not numbered: the same name is the same reference.
            withKnownIssue {
                assertLayoutSnapshot(of: card, in: cardViewport, as: .png(), named: "card", record: .missing, snapshotsDirectory: dir)
            }
            assertLayoutSnapshot(of: card, in: cardViewport, as: .png(), named: "card", record: .never, snapshotsDirectory: dir)
            #expect(exists(dir + Self.folder + "recordsThenPassesInEveryFormat.card.png"))
        }
    }

    @Test func aChangeIsAnIssueAtTheCallersLineWithTheCommandThatRunsThisTest() {
        inSandbox { dir, _ in
            withKnownIssue {
                assertLayoutSnapshot(of: card, in: cardViewport, as: .frames, named: "card", record: .missing, snapshotsDirectory: dir)
            }
            withKnownIssue {
                assertLayoutSnapshot(of: card.width(210), in: cardViewport, as: .frames, named: "card", record: .never, snapshotsDirectory: dir)
            } matching: { issue in
                let text = issue.comments.map(\.rawValue).joined()
                return issue.sourceLocation?.fileID.hasSuffix("AssertionTests.swift") == true
                    && text.contains("first difference at line 1: reference \"card (0, 0, 200, ")
                    && text.contains(#"approve:   SNAPSHOT_RECORD=failed swift test --filter 'LayoutSnapshotTestingTests\.AssertionTests/aChangeIsAnIssueAtTheCallersLineWithTheCommandThatRunsThisTest\b'"#)
            }
        }
    }

    @Test func recordingIsAFailureThatSaysWhereAndTheNextRunPasses() {
        inSandbox { dir, _ in
            let subject = LayoutSubject(card, viewport: cardViewport)
            let first = layoutSnapshotFailure(of: subject, as: .frames, named: "new", record: .missing, snapshotsDirectory: dir)
            #expect(first == "recorded a new reference at \(dir)\(Self.folder)recordingIsAFailureThatSaysWhereAndTheNextRunPasses.new.frames.txt"
                + " (record mode 'missing'); it was not compared: look at it, commit it, and run the test again")
            #expect(layoutSnapshotFailure(of: subject, as: .frames, named: "new", record: .missing, snapshotsDirectory: dir) == nil)
        }
    }

    @Test func underTheWarnPolicyRecordingIsAWarning() {
        inSandbox(["SNAPSHOT_RECORDING": "warn"]) { dir, _ in
            let verdict = snapshotVerdict(of: LayoutSubject(card, viewport: cardViewport), as: .frames, named: nil, suite: nil,
                                          record: .missing, snapshotsDirectory: dir, xcTestCase: nil, fileID: #fileID,
                                          filePath: #filePath, function: #function, line: #line)
            #expect(verdict == .warning("recorded a new reference at \(dir)\(Self.folder)underTheWarnPolicyRecordingIsAWarning.frames.txt"
                + " (record mode 'missing'); it was not compared: look at it, commit it, and run the test again"))
        }
        inSandbox(["SNAPSHOT_RECORDING": "loud"]) { dir, _ in
            let message = layoutSnapshotFailure(of: LayoutSubject(card, viewport: cardViewport), as: .frames, snapshotsDirectory: dir)
            #expect(message == "SNAPSHOT_RECORDING=loud is not a recording policy; use one of: fail, warn")
        }
    }

    @Test(arguments: [200.0, 240])
    func aParameterizedTestNeedsANamePerCase(width: Double) {
        inSandbox { dir, _ in
            let node = card.width(width)
            withKnownIssue {
                assertLayoutSnapshot(of: node, in: Viewport(width: 260, height: 140), as: .frames, record: .never, snapshotsDirectory: dir)
            } matching: { issue in
                issue.comments.map(\.rawValue).joined().hasPrefix("a parameterized test's snapshots need `named:`")
            }
            #expect(!exists(dir))
            // With a name per case, each records its own reference.
            withKnownIssue {
                assertLayoutSnapshot(of: node, in: Viewport(width: 260, height: 140), as: .frames, named: "card-\(Int(width))",
                                     record: .missing, snapshotsDirectory: dir)
            }
            #expect(exists(dir + Self.folder + "aParameterizedTestNeedsANamePerCase.card-\(Int(width)).frames.txt"))
        }
    }

    @Test func neverFailsOnAMissingReference() {
        inSandbox { dir, _ in
            let message = layoutSnapshotFailure(of: LayoutSubject(card, viewport: cardViewport), as: .frames,
                                                named: "missing", record: .never, snapshotsDirectory: dir)
            #expect(message?.contains("no reference at") == true)
        }
    }

    @Test func anExplicitSuiteKeepsTheFolderItNames() {
        inSandbox { dir, _ in
            let message = layoutSnapshotFailure(of: LayoutSubject(card, viewport: cardViewport), as: .frames, named: "shared",
                                                suite: "Cards", record: .missing, snapshotsDirectory: dir)
            #expect(message?.hasPrefix("recorded a new reference at \(dir)/Cards/shared.frames.txt") == true)
        }
    }
}
