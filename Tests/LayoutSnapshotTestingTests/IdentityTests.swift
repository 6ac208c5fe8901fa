import Foundation
import LayoutSnap
@testable import LayoutSnapshotTesting
import SnapshotKit
import Testing

/// Two suites in one file with a test of the same name: each has its own reference.
@Suite struct PhoneCards {
    @Test func renders() {
        inSandbox { dir, _ in
            let message = layoutSnapshotFailure(of: LayoutSubject(card, viewport: cardViewport), as: .frames, record: .missing, snapshotsDirectory: dir)
            #expect(message?.hasPrefix("recorded a new reference at \(dir)/LayoutSnapshotTestingTests/PhoneCards/renders.frames.txt") == true)
        }
    }

    @Suite struct Dark {
        @Test func renders() {
            inSandbox { dir, _ in
                let message = layoutSnapshotFailure(of: LayoutSubject(card, viewport: cardViewport), as: .frames, record: .missing, snapshotsDirectory: dir)
                #expect(message?.hasPrefix("recorded a new reference at \(dir)/LayoutSnapshotTestingTests/PhoneCards/Dark/renders.frames.txt") == true)
            }
        }
    }
}

@Suite struct TabletCards {
    @Test func renders() {
        inSandbox { dir, _ in
            let message = layoutSnapshotFailure(of: LayoutSubject(card, viewport: cardViewport), as: .frames, record: .missing, snapshotsDirectory: dir)
            #expect(message?.hasPrefix("recorded a new reference at \(dir)/LayoutSnapshotTestingTests/TabletCards/renders.frames.txt") == true)
        }
    }
}

/// A free helper that takes a snapshot: under Swift Testing it is named by the test that calls it.
func assertCardSnapshot(_ dir: String) -> String? {
    layoutSnapshotFailure(of: LayoutSubject(card, viewport: cardViewport), as: .frames, record: .missing, snapshotsDirectory: dir)
}

@Suite struct IdentityTests {
    @Test func aHelperFunctionIsNamedByTheTestThatCallsIt() {
        inSandbox { dir, _ in
            #expect(assertCardSnapshot(dir)?.hasPrefix(
                "recorded a new reference at \(dir)/LayoutSnapshotTestingTests/IdentityTests/aHelperFunctionIsNamedByTheTestThatCallsIt.frames.txt") == true)
        }
    }

    @Test func identitiesOfEachKind() {
        // XCTest: the class's module and nested names; the call site: module and file.
        let xc = SnapshotIdentity.xcTest(caseType: XCTestAssertionTests.self, function: "testRecordsThenPasses()", fileID: "X/Y.swift")
        #expect(xc.folder == "LayoutSnapshotTestingTests/XCTestAssertionTests")
        #expect(xc.test == "testRecordsThenPasses")
        #expect(xc.filterPattern == #"LayoutSnapshotTestingTests\.XCTestAssertionTests/testRecordsThenPasses\b"#)
        let site = SnapshotIdentity.callSite(fileID: "CardKitTests/Helpers.swift", function: "assertCard(_:)")
        #expect(site.folder == "CardKitTests/Helpers")
        #expect(site.test == "assertCard")
        #expect(site.filterPattern == #"CardKitTests\..*\bassertCard\b"#)
        // A free Swift Testing function's id is `Module.test()`; an XCTest test's `Module.Class/test`.
        let free = SnapshotIdentity(module: "UrlUserTests", suite: ["RowTests"], test: "row", isRunningTest: true, isFreeFunction: true)
        #expect(free.filterPattern == #"UrlUserTests\.row\b"#)
        #expect(XCTestRunObserver.filterPattern(module: "CardKitXCTests", testName: "CardTests.testRendersCard")
            == #"CardKitXCTests\.CardTests/testRendersCard\b"#)
        #expect(XCTestRunObserver.methodName("CardTests.testCard") == "testCard")
        #expect(XCTestRunObserver.methodName("-[CardTests testCard]") == "testCard")
    }

    @Test func twoTestsCannotClaimOneReference() {
        let numbering = SnapshotNumbering()
        #expect(numbering.claim("/S/a.png", by: "M.A/one()") == nil)
        #expect(numbering.claim("/S/a.png", by: "M.A/one()") == nil)
        #expect(numbering.claim("/S/a.png", by: "M.B/two()") == "M.A/one()")
        // Numbering is per test and format, and starts again after a restart.
        let id = SnapshotIdentity(module: "M", suite: ["A"], test: "one", isRunningTest: true)
        #expect(numbering.nextName(for: id, pathExtension: "png") == "one")
        #expect(numbering.nextName(for: id, pathExtension: "png") == "one.2")
        #expect(numbering.nextName(for: id, pathExtension: "svg") == "one")
        numbering.restart(id.key)
        #expect(numbering.nextName(for: id, pathExtension: "png") == "one")
    }

    @Test func aReferenceFromBeforeTestIdentitiesIsMovedOnceAndTheMoveIsReported() throws {
        try inSandbox { dir, _ in
            // The old place: Snapshots/<test file>/<name>.<ext>; the new: .../<suite>/<test>.<name>.<ext>.
            let old = dir + "/IdentityTests/card.frames.txt"
            let new = dir + "/LayoutSnapshotTestingTests/IdentityTests/aReferenceFromBeforeTestIdentitiesIsMovedOnceAndTheMoveIsReported.card.frames.txt"
            let subject = LayoutSubject(card, viewport: cardViewport)
            let dump = try Snapshotting<LayoutSubject, String>.frames.snapshot(subject)
            try SnapshotFiles.writeAtomically(Data(dump.utf8), to: old)
            // In `never` (CI) nothing moves: the old file is compared, and the match is a warning.
            let onCI = layoutSnapshotFailure(of: subject, as: .frames, named: "card", record: .never, snapshotsDirectory: dir)
            #expect(onCI == "the reference is still at \(old), from before references were named by test; run the test once with "
                + "SNAPSHOT_RECORD=missing to move it to \(new)")
            #expect(exists(old) && !exists(new))
            // Locally it moves, and the move is reported like a recording (a failure, naming both files).
            let moved = layoutSnapshotFailure(of: subject, as: .frames, named: "card", record: .missing, snapshotsDirectory: dir)
            #expect(moved == "moved the reference \(old) to \(new), where this test's references now live; commit the move")
            #expect(!exists(old) && exists(new))
            #expect(try String(contentsOfFile: new, encoding: .utf8) == dump)
        }
    }

    @Test func aFailureLeavesReportDataThatAPassRemoves() throws {
        try inSandbox { dir, artifacts in
            let subject = LayoutSubject(card, viewport: cardViewport)
            _ = layoutSnapshotFailure(of: subject, as: .frames, named: "r", record: .missing, snapshotsDirectory: dir)
            let changed = LayoutSubject(card.width(210), viewport: cardViewport)
            let failingLine = #line + 1
            let message = layoutSnapshotFailure(of: changed, as: .frames, named: "r", record: .never, snapshotsDirectory: dir)
            #expect(message?.contains("differs from its reference") == true)
            let results = TestResultFiles.load(artifacts: artifacts)
            try #require(results.count == 1)
            let result = results[0].result
            #expect(result.name == "LayoutSnapshotTestingTests/IdentityTests/aFailureLeavesReportDataThatAPassRemoves.r")
            #expect(result.format == "frames")
            #expect(result.status == .failed)
            #expect(result.test == "LayoutSnapshotTestingTests.IdentityTests/aFailureLeavesReportDataThatAPassRemoves()")
            #expect(result.source == #filePath + ":\(failingLine)")
            #expect(result.approveCommand == #"SNAPSHOT_RECORD=failed swift test --filter 'LayoutSnapshotTestingTests\.IdentityTests/aFailureLeavesReportDataThatAPassRemoves\b'"#)
            #expect(result.actual == artifacts + "/LayoutSnapshotTestingTests/IdentityTests/aFailureLeavesReportDataThatAPassRemoves.r.frames.txt")
            #expect(results[0].path == artifacts + "/LayoutSnapshotTestingTests/IdentityTests/aFailureLeavesReportDataThatAPassRemoves.r.frames.result.json")
            // The same snapshot passing again removes its report data with its other artifacts.
            #expect(layoutSnapshotFailure(of: subject, as: .frames, named: "r", record: .never, snapshotsDirectory: dir) == nil)
            #expect(TestResultFiles.load(artifacts: artifacts).isEmpty)
        }
    }

    @Test func aPNGFailureListsTheNodesThatChangedAgainstTheFramesReferenceOfTheSameName() throws {
        try inSandbox { dir, artifacts in
            let subject = LayoutSubject(card, viewport: cardViewport)
            _ = layoutSnapshotFailure(of: subject, as: .frames, named: "c", record: .missing, snapshotsDirectory: dir)
            _ = layoutSnapshotFailure(of: subject, as: .png(scale: 2), named: "c", record: .missing, snapshotsDirectory: dir)
            // 10 points wider: the card resizes, and with it the header and footer that fill it.
            let wider = LayoutSubject(card.width(210), viewport: cardViewport)
            let message = try #require(layoutSnapshotFailure(of: wider, as: .png(scale: 2), named: "c", record: .never, snapshotsDirectory: dir))
            #expect(message.contains("""
                  layout changes (numbered as outlined on the composite):
                    1 card: resized, width +10 (200 → 210)
                """), Comment(rawValue: message))
            let result = try #require(TestResultFiles.load(artifacts: artifacts).first { $0.result.format == "png" }?.result)
            #expect(result.scale == 2)
            #expect(result.changes?.first?.actual == [0, 0, 210, result.changes?.first?.actual?[3] ?? -1])
            #expect(result.changes?.map(\.name).contains("header") == true)
        }
    }
}
