import Foundation
import LayoutSnap
import LayoutSnapshotTesting
import XCTest

/// The same assertion from XCTest (failures are reported with XCTFail at the caller's line).
final class XCTestAssertionTests: XCTestCase {
    func testRecordsThenPasses() throws {
        let dir = temporarySnapshots()
        assertLayoutSnapshot(of: card, in: Viewport(width: 220, height: 140), as: .frames, record: .missing, snapshotsDirectory: dir)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/XCTestAssertionTests/testRecordsThenPasses.frames.txt"))
        assertLayoutSnapshot(of: card, in: Viewport(width: 220, height: 140), as: .frames, record: .never, snapshotsDirectory: dir)
    }
}
