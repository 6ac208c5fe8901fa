import Foundation
import LayoutSnap
import Testing

/// Right to left, on every fixture: the tree with `layoutDirection: rtl` on its root must lay out
/// as the exact mirror of the same tree with `ltr`: each node keeps its y and size, and its x
/// becomes `parentWidth - x - width`. Left out: fixtures holding a flex or constraint container
/// (CSS and Auto Layout rules keep physical margins and `left`/`right` anchors, which is not a
/// mirror; `RightToLeftTests` covers them), CSS floats (`float: left` stays at the left, as in
/// browsers) and layout transforms that do not commute with a
/// mirror (a rotation other than a half turn, a skew, a translation along x).
@Suite struct RightToLeftFixtureTests {
    static let files = Fixture.findFixtures(in: fixturesDirectory).filter { file in
        guard let fixture = try? FixtureLoader.load(contentsOf: file) else { return false }
        return !fixture.root.allNodes().contains { node in
            if let t = node.layoutTransform, t.b != 0 || t.c != 0 || t.tx != 0 { return true }
            if let item = node.flexItem, item.float != .none { return true }
            switch node.layout {
            case .flex?, .constraints?: return true
            default: return false
            }
        }
    }

    @Test func everyTangramKitStyleSystemIsCovered() {
        let folders = Set(Self.files.map { URL(fileURLWithPath: $0).deletingLastPathComponent().lastPathComponent })
        #expect(folders.isSuperset(of: ["seeds", "forms", "linear", "frame", "scroll", "relative", "table"]))
    }

    @Test(arguments: files)
    func rightToLeftIsTheMirrorOfLeftToRight(file: String) throws {
        let fixture = try FixtureLoader.load(contentsOf: file)
        let engine = LayoutEngine(textMeasurer: AhemTextMeasurer())
        var ltrRoot = fixture.root, rtlRoot = fixture.root
        ltrRoot.layoutDirection = .leftToRight
        rtlRoot.layoutDirection = .rightToLeft
        let ltr = try engine.layoutUnrounded(ltrRoot, in: fixture.viewport)
        let rtl = try engine.layoutUnrounded(rtlRoot, in: fixture.viewport)
        var compared = 0
        func check(_ a: FrameNode, _ b: FrameNode, parentWidth: Double, isRoot: Bool) {
            let x = isRoot ? a.frame.x : parentWidth - a.frame.x - a.frame.width
            let want = Rect(x: x, y: a.frame.y, width: a.frame.width, height: a.frame.height)
            #expect(abs(b.frame.x - want.x) < 1e-9 && b.frame.y == want.y && b.frame.size == want.size,
                    "\(file): \(a.name) is \(b.frame) right to left; mirror of \(a.frame) in \(parentWidth) is \(want)")
            #expect(b.children.count == a.children.count)
            compared += 1
            for (ca, cb) in zip(a.children, b.children) { check(ca, cb, parentWidth: a.frame.width, isRoot: false) }
        }
        check(ltr, rtl, parentWidth: fixture.viewport.width, isRoot: true)
        #expect(compared == fixture.root.allNodes().count)
    }
}
