import Foundation
import LayoutSnap
@testable import LayoutSnapshotTesting
import XCTest

/// The same assertion from XCTest (failures are reported with XCTFail at the caller's line). Inside
/// an `XCTestCase`, `assertLayoutSnapshot` is the test case's method: the class names the suite.
final class XCTestAssertionTests: XCTestCase {
    func testRecordsThenPasses() {
        let dir = temporarySnapshots()
        AssertionEnvironment.$artifactsDirectory.withValue(dir + "/artifacts") {
            // Recording is a failure (seen here through the function behind the assertion, which
            // XCTest on Linux cannot expect to fail), then the reference is compared.
            let recorded = layoutSnapshotFailure(of: LayoutSubject(card, viewport: cardViewport), as: .frames,
                                                 record: .missing, snapshotsDirectory: dir)
            let path = dir + "/LayoutSnapshotTestingTests/XCTestAssertionTests/testRecordsThenPasses.frames.txt"
            XCTAssertEqual(recorded?.hasPrefix("recorded a new reference at " + path), true)
            XCTAssertTrue(FileManager.default.fileExists(atPath: path))
            // The second unnamed frames snapshot of the test is `.2`; recorded, then compared.
            XCTAssertNotNil(layoutSnapshotFailure(of: LayoutSubject(card, viewport: cardViewport), as: .frames,
                                                  record: .missing, snapshotsDirectory: dir))
            XCTAssertTrue(FileManager.default.fileExists(atPath: dir + "/LayoutSnapshotTestingTests/XCTestAssertionTests/testRecordsThenPasses.2.frames.txt"))
            // Named: recorded once, then the assertion (the test case's method) compares and passes.
            XCTAssertNotNil(layoutSnapshotFailure(of: LayoutSubject(card, viewport: cardViewport), as: .frames, named: "x",
                                                  record: .missing, snapshotsDirectory: dir))
            assertLayoutSnapshot(of: card, in: cardViewport, as: .frames, named: "x", record: .never, snapshotsDirectory: dir)
        }
    }
}
