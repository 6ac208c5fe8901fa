import Foundation
import LayoutSnap
import LayoutSnapshotTesting
import XCTest

/// The same assertion from XCTest (failures are reported with XCTFail at the caller's line).
final class XCTestAssertionTests: XCTestCase {
    func testRecordsThenPasses() throws {
        let dir = temporarySnapshots()
        // Recording is a failure (seen here through the function behind the assertion, which
        // XCTest on Linux cannot expect to fail), then the reference is compared.
        let recorded = layoutSnapshotFailure(of: LayoutSubject(card, viewport: Viewport(width: 220, height: 140)), as: .frames,
                                             suite: "XCTestAssertionTests", record: .missing, snapshotsDirectory: dir)
        XCTAssertEqual(recorded?.hasPrefix("recorded a new reference at " + dir + "/XCTestAssertionTests/testRecordsThenPasses.frames.txt"), true)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/XCTestAssertionTests/testRecordsThenPasses.frames.txt"))
        assertLayoutSnapshot(of: card, in: Viewport(width: 220, height: 140), as: .frames, record: .never, snapshotsDirectory: dir)
    }
}
