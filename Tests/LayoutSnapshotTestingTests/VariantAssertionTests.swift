import Foundation
import LayoutSnap
@testable import LayoutSnapshotTesting
import Testing

/// `assertLayoutSnapshot(of:as:on:)`: one reference per variant, `<test>@<variant>.<ext>`.
@Suite struct VariantAssertionTests {
    static let folder = "/LayoutSnapshotTestingTests/VariantAssertionTests/"

    /// A row in regular width, a column in compact width: chosen by the code that builds the tree.
    func toolbar(_ variant: Variant) -> LayoutNode {
        let axis: Axis = variant.sizeClass.width == .regular ? .horizontal : .vertical
        return Linear("toolbar", axis, spacing: 0) {
            Box("a", width: 100, height: 40)
            Box("b", width: 100, height: 40)
        }.width(.wrap).height(.wrap)
    }

    @Test func eachVariantHasItsReferenceAndItsOwnLayout() throws {
        try inSandbox { dir, _ in
            withKnownIssue {
                assertLayoutSnapshot(of: toolbar, as: .frames, on: [.iPhoneSE, .iPadPro11.landscape], record: .missing, snapshotsDirectory: dir)
            } matching: { issue in issue.comments.map(\.rawValue).joined().hasPrefix("recorded a new reference at ") }
            let phone = try String(contentsOfFile: dir + Self.folder + "eachVariantHasItsReferenceAndItsOwnLayout@iPhoneSE.frames.txt", encoding: .utf8)
            let tablet = try String(contentsOfFile: dir + Self.folder + "eachVariantHasItsReferenceAndItsOwnLayout@iPadPro11-landscape.frames.txt",
                                    encoding: .utf8)
            // Compact width: a 100 x (40 + 40) column; regular width: a (100 + 100) x 40 row. The safe
            // area is the root's padding: 20 on top of an iPhone SE, 24 and 20 on an iPad Pro 11 in landscape.
            #expect(phone.hasPrefix("toolbar (0, 0, 100, 20 + 80) padding [20 0 0 0]\n".replacingOccurrences(of: "20 + 80", with: "\(20 + 80)")),
                    Comment(rawValue: phone))
            #expect(phone.contains("  b (0, \(20 + 40), 100, 40)"))
            #expect(tablet.hasPrefix("toolbar (0, 0, 200, \(24 + 40 + 20)) padding [24 0 20 0]\n"), Comment(rawValue: tablet))
            #expect(tablet.contains("  b (100, 24, 100, 40)"))
            // A second assertion of the same format in the test is numbered per variant (`.2@iPhoneSE`),
            // so comparing again goes through `named:`.
            withKnownIssue {
                assertLayoutSnapshot(of: toolbar, as: .frames, on: [.iPhoneSE], named: "bar", record: .missing, snapshotsDirectory: dir)
            }
            assertLayoutSnapshot(of: toolbar, as: .frames, on: [.iPhoneSE], named: "bar", record: .never, snapshotsDirectory: dir)
            #expect(exists(dir + Self.folder + "eachVariantHasItsReferenceAndItsOwnLayout.bar@iPhoneSE.frames.txt"))
        }
    }

    @Test func aVariantGivenTwiceOrNoneIsAFailure() {
        inSandbox { dir, _ in
            let node = toolbar(.iPhoneSE)
            let twice = variantVerdicts({ _ in node }, as: .frames, on: [.iPhoneSE, .iPhoneSE], named: nil, suite: nil, record: .never,
                                        snapshotsDirectory: dir, xcTestCase: nil, fileID: #fileID, filePath: #filePath,
                                        function: #function, line: #line)
            #expect(twice == [.failure("the variant 'iPhoneSE' is given twice: its snapshots would share one reference; "
                + "name one with .named(\"…\")")])
            let none = variantVerdicts({ _ in node }, as: .frames, on: [], named: nil, suite: nil, record: .never,
                                       snapshotsDirectory: dir, xcTestCase: nil, fileID: #fileID, filePath: #filePath,
                                       function: #function, line: #line)
            #expect(none == [.failure("no variants given: `on:` needs at least one (such as [.iPhoneSE])")])
        }
    }
}
