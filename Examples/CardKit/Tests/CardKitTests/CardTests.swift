import CardKit
import LayoutSnap
import LayoutSnapshotTesting
import Testing

/// Swift Testing. References: Snapshots/CardKitTests/<suite>/<test>[.<name>|.<n>].<ext>.
@Suite struct CardTests {
    let card = ProfileCard(name: "Ada Lovelace", role: "Analyst")

    @Test func rendersCard() throws {
        // A component at its own size: 320 wide, as tall as its content.
        let subject = try LayoutSubject.fitting(card.node, width: 320, scale: 2)
        assertLayoutSnapshot(of: subject, as: .png(scale: 2))
        assertLayoutSnapshot(of: subject, as: .frames(scale: 2))
    }

    /// One reference per device: CardTests/rendersOnDevices@iPhoneSE.frames.txt, …@iPadPro11-landscape.
    @Test func rendersOnDevices() {
        assertLayoutSnapshot(of: card.node, as: .frames, on: [.iPhoneSE, .iPadPro11.landscape])
    }

    /// One reference per case, named by its argument.
    @Test(arguments: [280.0, 414])
    func rendersAtWidth(width: Double) throws {
        assertLayoutSnapshot(of: try LayoutSubject.fitting(card.node, width: width), as: .frames, named: "\(Int(width))")
    }

    /// An assertion made off the test's task (no `Test.current` there): its failure still fails the
    /// run. Off the task the test is unknown, so the file and function name the reference.
    @Test func rendersCardOffTheTestsTask() async throws {
        let subject = try LayoutSubject.fitting(card.node, width: 320)
        await Task.detached {
            assertLayoutSnapshot(of: subject, as: .png())
        }.value
    }

    /// A nested suite with a test of the same name: a reference of its own (CardTests/Accent/rendersCard).
    @Suite struct Accent {
        @Test func rendersCard() throws {
            let card = ProfileCard(name: "Grace Hopper", role: "Admiral", accent: .hex("#e53935"))
            assertLayoutSnapshot(of: try LayoutSubject.fitting(card.node, width: 320), as: .png())
        }
    }
}
