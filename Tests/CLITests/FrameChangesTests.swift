import Foundation
import LayoutSnap
import Testing

/// The node-level change report: frame trees compared by name, moves put under their cause.
@Suite struct FrameChangesTests {
    let reference = """
        screen (0, 0, 375, 667) padding [20 20 20 20]
          header (20, 20, 335, 56)
            title (12, 12, 200, 32)
          body (20, 84, 335, 100)
          footer (20, 192, 335, 40)
        """

    func tree(_ text: String) throws -> FrameNode { try #require(FrameNode.parseTextDump(text)) }

    @Test func theDumpReadsBackWithAbsoluteFrames() throws {
        let root = try tree(reference)
        #expect(root.padding == EdgeInsets(all: 20))
        #expect(root.children.map(\.name) == ["header", "body", "footer"])
        let title = try #require(root.find("title"))
        #expect(title.absolute == Rect(x: 20 + 12, y: 20 + 12, width: 200, height: 32))
        // Our own dumps read back as they were.
        let login = try String(contentsOfFile: CLIRunner.packageRoot + "/Snapshots/forms/login.frames.txt", encoding: .utf8)
        #expect(try tree(login).textDump() == login)
        #expect(FrameNode.parseTextDump("  indented first line (0, 0, 1, 1)") == nil)
        #expect(FrameNode.parseTextDump("no frame here") == nil)
    }

    @Test func oneNodeMovedOnItsOwn() throws {
        let actual = try tree(reference.replacingOccurrences(of: "title (12, 12,", with: "title (16, 12,"))
        let changes = FrameChanges.compare(reference: try tree(reference), actual: actual)
        #expect(changes == [ElementChange(number: 1, name: "title", kind: .moved, reference: [32, 32, 200, 32],
                                          actual: [20 + 16, 32, 200, 32], summary: "x +4", cause: nil)])
    }

    @Test func aGrownSiblingMovesTheOnesAfterIt() throws {
        // The header grows by 8: body and footer move down by 8 because of it.
        let actual = try tree(reference
            .replacingOccurrences(of: "header (20, 20, 335, 56)", with: "header (20, 20, 335, 64)")
            .replacingOccurrences(of: "body (20, 84,", with: "body (20, 92,")
            .replacingOccurrences(of: "footer (20, 192,", with: "footer (20, 200,"))
        let changes = FrameChanges.compare(reference: try tree(reference), actual: actual)
        #expect(changes.map(\.name) == ["header", "body", "footer"])
        #expect(changes.map(\.summary) == ["height +8 (56 → 64)", "y +8", "y +8"])
        #expect(changes.map(\.cause) == [nil, "header", "header"])
        #expect(ElementChange.text(changes) == """
              1 header: resized, height +8 (56 → 64)
                  moved by it: 2 body (y +8), 3 footer (y +8)
            """)
    }

    @Test func anAddedNodeIsReportedAndMovesWhatFollows() throws {
        let actual = try tree("""
            screen (0, 0, 375, 667) padding [20 20 20 20]
              header (20, 20, 335, 56)
                title (12, 12, 200, 32)
              banner (20, 84, 335, 30)
              body (20, 122, 335, 100)
              footer (20, 230, 335, 40)
            """)
        let changes = FrameChanges.compare(reference: try tree(reference), actual: actual)
        #expect(changes.map(\.name) == ["banner", "body", "footer"])
        #expect(changes.map(\.kind) == [.appeared, .moved, .moved])
        #expect(changes[0].summary == "at (20, 84, 335, 30)")
        #expect(changes[0].reference == nil)
        #expect(changes.map(\.cause) == [nil, "banner", "banner"])
        // And the other way round: a node gone moves the later ones up.
        let back = FrameChanges.compare(reference: actual, actual: try tree(reference))
        #expect(back.map(\.name) == ["banner", "body", "footer"])
        #expect(back.map(\.kind) == [.disappeared, .moved, .moved])
        #expect(back.map(\.cause) == [nil, "banner", "banner"])
    }

    @Test func outlinesAreDrawnAtThePointsTimesTheScale() {
        let image = RGBAImage(width: 40, height: 20, fill: (red: 255, green: 255, blue: 255, alpha: 255))
        let change = ElementChange(number: 1, name: "box", kind: .resized, reference: [2, 2, 10, 5], actual: [2, 2, 12, 5],
                                   summary: "width +2", cause: nil)
        let outlined = DiffImage.outlined(image, [change], scale: 2, useReference: false)
        func pixel(_ x: Int, _ y: Int) -> RGBA {
            let i = (y * 40 + x) * 4
            return RGBA(outlined.pixels[i], outlined.pixels[i + 1], outlined.pixels[i + 2], outlined.pixels[i + 3])
        }
        // The actual rectangle spans x 4..<28 and y 4..<14 at scale 2; its outline is 4 pixels wide.
        #expect(pixel(27, 13) == DiffImage.outlineColor)
        #expect(pixel(24, 13) == DiffImage.outlineColor)
        #expect(pixel(23, 9) == RGBA(255, 255, 255, 255))
        #expect(pixel(28, 13) == RGBA(255, 255, 255, 255))
    }
}

/// `check` names the nodes that changed, under their cause, in a failure's message and report.
@Suite struct CheckChangesTests {
    @Test func aChangedLayoutListsItsNodesOnceWithTheirCause() throws {
        let box = try CheckSandbox(expected: false)
        #expect(try box.check(["--record", "missing"]).status == 0)
        try box.changeLayout()
        let r = try box.check(["--record", "never"])
        #expect(r.status == 1)
        #expect(r.stderr.components(separatedBy: "layout changes (numbered as outlined on the composite):").count == 2, Comment(rawValue: r.stderr))
        let report = try CheckReport.load(from: box.artifacts + "/report.json")
        let png = try #require(report.results.first { $0.format == "png" })
        let changes = try #require(png.changes)
        #expect(r.stderr.contains(ElementChange.text(changes, indent: "    ")))
        // Every format's failure carries the same list.
        #expect(report.results.allSatisfy { $0.changes == changes })
        // Weights 1 : 2 : 1 of a 1000-wide row became 1 : 3 : 1: 250, 500, 250 became 200, 600, 200.
        #expect(ElementChange.text(changes, indent: "    ") == """
                1 left: resized, width -50 (250 → 200)
                2 middle: changed, x -50, width +100 (500 → 600)
                3 right: changed, x +50, width -50 (250 → 200)
            """)
    }
}
