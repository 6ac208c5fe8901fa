import Foundation
import LayoutSnap
import Testing

/// The public API the assertions call: a subject laid out under a variant.
@Suite struct VariantSubjectTests {
    static let box = LayoutNode(name: "box", kind: .container(.linear(LinearLayout(orientation: .vertical)), children: [
        LayoutNode(name: "a", kind: .leaf(.empty), width: .fixed(100), height: .fixed(40)),
    ]))

    @Test func aSubjectOnADeviceTakesItsViewportAndSafeArea() throws {
        let subject = try LayoutSubject(Self.box, viewport: Viewport(width: 10, height: 10)).on(.iPhone15)
        #expect(subject.viewport == Viewport(width: 393, height: 852, scale: 3))
        #expect(subject.root.padding == EdgeInsets(top: 59, bottom: 34))
        let frames = try FixtureRenderer().frames(Fixture(viewport: subject.viewport, root: subject.root))
        #expect(frames.find("a")?.frame == Rect(x: 0, y: 59, width: 100, height: 40))
    }

    @Test func aFittingVariantSizesTheCanvasToTheContent() throws {
        // The content: 100 x 40, plus the iPhone SE's 20 pt status bar above it.
        let fitted = try LayoutSubject(Self.box, viewport: Viewport(width: 10, height: 10)).on(Variant.iPhoneSE.fitting())
        #expect(fitted.viewport == Viewport(width: 100, height: 20 + 40, scale: 2))
        // `.height`: the device's width, the content's height.
        let tall = try LayoutSubject(Self.box, viewport: Viewport(width: 10, height: 10)).on(Variant.iPadPro11.fitting(.height))
        #expect(tall.viewport == Viewport(width: 834, height: 24 + 40 + 20, scale: 2))
    }

    @Test func aTreeBuiltPerVariantChoosesItsProperties() throws {
        func build(_ variant: Variant) throws -> LayoutNode {
            let axis = try variant.value(["@compact-width": Axis.vertical, "@regular-width": .horizontal]) ?? .vertical
            return LayoutNode(name: "row", kind: .container(.linear(LinearLayout(orientation: axis)), children: [
                LayoutNode(name: "a", kind: .leaf(.empty), width: .fixed(50), height: .fixed(50)),
                LayoutNode(name: "b", kind: .leaf(.empty), width: .fixed(50), height: .fixed(50)),
            ]))
        }
        for (variant, b) in [(Variant.iPhoneSE, Rect(x: 0, y: 20 + 50, width: 50, height: 50)),
                             (Variant.iPadPro11.landscape, Rect(x: 50, y: 24, width: 50, height: 50))] {
            let subject = try LayoutSubject(on: variant, build)
            let frames = try FixtureRenderer().frames(Fixture(viewport: subject.viewport, root: subject.root))
            #expect(frames.find("b")?.frame == b, "\(variant.name)")
        }
    }

    @Test func aFixturesVariantsAsSubjects() throws {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let subjects = try LayoutSubject.variants(ofFixture: dir + "/Fixtures/variants/login.json")
        #expect(subjects.map { $0.variant?.name } == ["iPhoneSE", "iPhone15ProMax", "iPhone15ProMax-landscape", "iPadPro11-landscape",
                                                      "dark", "rtl", "text150"])
        #expect(subjects[3].subject.viewport == Viewport(width: 1194, height: 834, scale: 2))
    }
}
