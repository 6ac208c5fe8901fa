import CardKit
import LayoutSnap
import LayoutSnapshotTesting
import XCTest

/// XCTest, in a file with the same name as the Swift Testing one in another target: the test target
/// is part of the reference's name (Snapshots/CardKitXCTests/CardTests/testRendersCard.png).
final class CardTests: XCTestCase {
    func testRendersCard() throws {
        let card = ProfileCard(name: "Ada Lovelace", role: "Analyst")
        assertLayoutSnapshot(of: try LayoutSubject.fitting(card.node, width: 320), as: .png())
        // A second image in the same test, unnamed: numbered (testRendersCard.2.png).
        assertLayoutSnapshot(of: try LayoutSubject.fitting(card.node, width: 240), as: .png())
    }

    func testLayoutOnly() throws {
        // The library's own API, from the layout-only product: Ahem text, 1 em per glyph.
        let frames = try ProfileCard(name: "Ada", role: "Analyst").frames(width: 300)
        // 16 padding + max(48 avatar, 17 + 4 + 13 text) + 12 spacing + 36 button + 16 padding.
        XCTAssertEqual(frames.frame.size.height, 16 + 48 + 12 + 36 + 16, frames.textDump())
    }
}
