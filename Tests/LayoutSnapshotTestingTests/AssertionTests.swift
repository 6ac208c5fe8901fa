import Foundation
import LayoutSnap
import LayoutSnapshotTesting
import Testing

func temporarySnapshots() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("assert-" + UUID().uuidString).path
}

let card = Linear("card", .vertical, spacing: 8) {
    Box("header").width(.fill).height(40).background(Color(red: 30, green: 136, blue: 229))
    Text("title", "Snapshot", size: 16)
    Box("footer").width(.fill).height(20)
}.width(200).height(.wrap).padding(10)

@Suite struct AssertionTests {
    @Test func recordsThenPassesInEveryFormat() throws {
        let dir = temporarySnapshots()
        let viewport = Viewport(width: 220, height: 140)
        // Recording fails the test, naming the file (three issues, one per format).
        withKnownIssue {
            assertLayoutSnapshot(of: card, in: viewport, as: .png(), record: .missing, snapshotsDirectory: dir)
            assertLayoutSnapshot(of: card, in: viewport, as: .svg(), record: .missing, snapshotsDirectory: dir)
            assertLayoutSnapshot(of: card, in: viewport, as: .frames, record: .missing, snapshotsDirectory: dir)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("recorded a new reference at \(dir)/AssertionTests/recordsThenPassesInEveryFormat.")
        }
        let suite = dir + "/AssertionTests"
        for ext in ["png", "svg", "frames.txt"] {
            #expect(FileManager.default.fileExists(atPath: suite + "/recordsThenPassesInEveryFormat." + ext))
        }
        assertLayoutSnapshot(of: card, in: viewport, as: .png(), record: .never, snapshotsDirectory: dir)
        assertLayoutSnapshot(of: card, in: viewport, as: .frames, record: .never, snapshotsDirectory: dir)
    }

    @Test func aChangeIsAnIssueAtTheCallersLine() throws {
        let dir = temporarySnapshots()
        let viewport = Viewport(width: 220, height: 140)
        withKnownIssue {
            assertLayoutSnapshot(of: card, in: viewport, as: .frames, named: "card", record: .missing, snapshotsDirectory: dir)
        }
        let wider = card.width(210)
        withKnownIssue {
            assertLayoutSnapshot(of: wider, in: viewport, as: .frames, named: "card", record: .never, snapshotsDirectory: dir)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.fileID.hasSuffix("AssertionTests.swift") == true
                && text.contains("first difference at line 1: reference \"card (0, 0, 200, ")
                && text.contains(#"approve:   SNAPSHOT_RECORD=failed swift test --filter 'LayoutSnapshotTestingTests\..*/aChangeIsAnIssueAtTheCallersLine'"#)
        }
    }

    @Test func recordingIsAFailureThatSaysWhereAndTheNextRunPasses() {
        let dir = temporarySnapshots()
        let subject = LayoutSubject(card, viewport: Viewport(width: 220, height: 140))
        let first = layoutSnapshotFailure(of: subject, as: .frames, named: "new", record: .missing, snapshotsDirectory: dir)
        #expect(first == "recorded a new reference at \(dir)/AssertionTests/new.frames.txt (record mode 'missing'); "
            + "it was not compared: look at it, commit it, and run the test again")
        #expect(layoutSnapshotFailure(of: subject, as: .frames, named: "new", record: .missing, snapshotsDirectory: dir) == nil)
    }

    @Test(arguments: [200.0, 240])
    func aParameterizedTestNeedsANamePerCase(width: Double) {
        let dir = temporarySnapshots()
        let node = card.width(width)
        withKnownIssue {
            assertLayoutSnapshot(of: node, in: Viewport(width: 260, height: 140), as: .frames, record: .never, snapshotsDirectory: dir)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("a parameterized test's snapshots need `named:`")
        }
        #expect(!FileManager.default.fileExists(atPath: dir))
        // With a name per case, each records its own reference.
        withKnownIssue {
            assertLayoutSnapshot(of: node, in: Viewport(width: 260, height: 140), as: .frames, named: "card-\(Int(width))",
                                 record: .missing, snapshotsDirectory: dir)
        }
        #expect(FileManager.default.fileExists(atPath: dir + "/AssertionTests/card-\(Int(width)).frames.txt"))
    }

    @Test func neverFailsOnAMissingReference() {
        let message = layoutSnapshotFailure(of: LayoutSubject(card, viewport: Viewport(width: 220, height: 140)), as: .frames,
                                            named: "missing", record: .never, snapshotsDirectory: temporarySnapshots())
        #expect(message?.contains("no reference at") == true)
    }
}
