import CardKit
import LayoutSnap
import LayoutSnapSnapshotTesting
import SnapshotTesting
import XCTest

/// swift-snapshot-testing's own assertion, with LayoutSnap's strategies: references are its own
/// (`__Snapshots__/CardSnapshotTests/testCard.1.png` beside this file).
final class CardSnapshotTests: XCTestCase {
    func testCard() {
        let card = ProfileCard(name: "Ada Lovelace", role: "Analyst")
        let viewport = Viewport(width: 320, height: 140)
        assertSnapshot(of: card.node, as: .image(in: viewport))
        assertSnapshot(of: card.node, as: .frames(in: viewport))
    }
}
