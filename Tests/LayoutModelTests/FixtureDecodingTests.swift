import Foundation
import Testing
@testable import LayoutModel

@Suite struct FixtureDecodingTests {
    static let examples = Support.packageRoot + "/Tests/LayoutModelTests/Samples"

    /// `Tests/LayoutModelTests/Samples/every-key.json`, value by value.
    @Test func everyKeyExample() throws {
        let path = Self.examples + "/every-key.json"
        let fixture = try FixtureLoader.load(contentsOf: path)
        let png = Self.examples + "/images/orange-4x3.png"
        #expect(fixture.file == path)
        #expect(fixture.description == "Uses every key of the format once; a decoding sample, not a layout reference.")
        #expect(fixture.viewport == Viewport(width: 375, height: 667, scale: 2))
        #expect(fixture.expected == nil)

        let title = LayoutNode(
            name: "title",
            kind: .leaf(.text(TextContent("Hello, layout", font: Font(family: "Ahem", size: 20), lineHeight: 24,
                                          maxLines: 2, color: Color(red: 0x33, green: 0x33, blue: 0x33),
                                          alignment: .center))),
            width: .average, alignment: ChildAlignment(horizontal: .fill, vertical: .start))
        let subtitle = LayoutNode(name: "subtitle", kind: .leaf(.text(TextContent("plain string"))),
                                  visibility: .invisible)
        let row = LayoutNode(
            name: "row",
            kind: .container(.frame(FrameLayout(horizontalGravity: .end, verticalGravity: .fill)), children: [
                LayoutNode(name: "logo", kind: .leaf(.image(ImageContent(source: png,
                                                                         naturalSize: Size(width: 4, height: 3))))),
                LayoutNode(name: "sized", kind: .leaf(.image(ImageContent(source: png,
                                                                          naturalSize: Size(width: 40, height: 30))))),
                LayoutNode(name: "box", kind: .leaf(.intrinsic(width: 40, height: nil)),
                           width: .equal(SizeReference(.this, .vertical), multiple: 1.5)),
                LayoutNode(name: "row.3", kind: .leaf(.empty),
                           width: .equal(SizeReference(.node("logo"), .horizontal), increment: -4), height: 12),
            ]),
            height: .equal(SizeReference(.node("title"), .vertical), multiple: 2, increment: 10),
            margin: Margins(top: 2, left: 2, bottom: 2, right: 2), padding: EdgeInsets(all: 4))
        let list = LayoutNode(name: "list", kind: .container(.scroll(ScrollLayout(axis: .horizontal)), children: []),
                              height: 120, visibility: .gone)
        let root = LayoutNode(
            name: "S",
            kind: .container(.linear(LinearLayout(orientation: .vertical, spacing: 8, horizontalGravity: .center,
                                                  verticalGravity: .between, reverse: false, implicitWeight: true)),
                             children: [title, subtitle, row, list]),
            width: .fill, height: SizeValue(.wrap, increment: 8),
            minWidth: 100, maxWidth: .equal(SizeReference(.parent, .horizontal), multiple: 0.9),
            minHeight: .percent(50), maxHeight: SizeValue(.weight(2), increment: 4),
            margin: Margins(top: .percent(5), left: 10, bottom: .percent(5), right: nil),
            padding: EdgeInsets(top: 4, left: 16, bottom: 0, right: 16),
            appearance: Appearance(background: Color(red: 0xf8, green: 0xf8, blue: 0xf8),
                                   borderColor: Color(red: 128, green: 128, blue: 128), borderWidth: 1,
                                   cornerRadius: 6, opacity: 0.9))
        #expect(fixture.root.children == root.children)
        #expect(fixture.root == root)
    }

    @Test func expectedFramesAndDefaultScale() throws {
        let fixture = try FixtureLoader.load(contentsOf: Self.examples + "/frame-fixed-sizes.json")
        #expect(fixture.viewport == Viewport(width: 320, height: 480, scale: 1))
        #expect(fixture.expected == ["S": Rect(x: 0, y: 0, width: 200, height: 100),
                                     "A": Rect(x: 0, y: 0, width: 50, height: 40)])
    }

    @Test func nameDefaults() throws {
        let root = Support.decodeRoot(#"""
            {"layout": "linear", "orientation": "vertical", "children": [
              {}, {"layout": "frame", "children": [{}, {"name": "X", "layout": "frame", "children": [{}]}]}
            ]}
            """#)
        #expect(root?.allNodes().map(\.name) == ["root", "root.0", "root.1", "root.1.0", "X", "X.0"])
    }

    @Test(arguments: [
        (#"10"#, Margins(top: 10, left: 10, bottom: 10, right: 10)),
        (#"-4"#, Margins(top: -4, left: -4, bottom: -4, right: -4)),
        (#""20%""#, Margins(top: .percent(20), left: .percent(20), bottom: .percent(20), right: .percent(20))),
        (#"{"left": "20%", "top": 3}"#, Margins(top: 3, left: .percent(20))),
        (#"{"horizontal": 5, "right": 7, "vertical": "1.5%"}"#,
         Margins(top: .percent(1.5), left: 5, bottom: .percent(1.5), right: 7)),
        (#"{"bottom": 1}"#, Margins(bottom: 1)),
    ])
    func margins(json: String, expected: Margins) {
        #expect(Support.decodeRoot(#"{"margin": "# + json + "}")?.margin == expected)
    }

    @Test(arguments: [
        (#"6"#, EdgeInsets(all: 6)),
        (#"{"vertical": 2, "horizontal": 3, "left": 9}"#, EdgeInsets(top: 2, left: 9, bottom: 2, right: 3)),
        (#"{"top": 1, "bottom": 4}"#, EdgeInsets(top: 1, left: 0, bottom: 4, right: 0)),
    ])
    func padding(json: String, expected: EdgeInsets) {
        #expect(Support.decodeRoot(#"{"padding": "# + json + "}")?.padding == expected)
    }

    @Test(arguments: [
        (#""120""#, SizeValue.fixed(120)),
        (#"0"#, SizeValue.fixed(0)),
        (#"{"weight": 2}"#, SizeValue(.weight(2))),
        (#"{"weight": 2, "increment": 4}"#, SizeValue(.weight(2), increment: 4)),
        (#"{"equal": "parent.height", "multiple": 2, "increment": 10}"#,
         SizeValue.equal(SizeReference(.parent, .vertical), multiple: 2, increment: 10)),
        (#""self.height * 2""#, SizeValue.equal(SizeReference(.this, .vertical), multiple: 2)),
    ])
    func sizeForms(json: String, expected: SizeValue) {
        let root = Support.decodeRoot(#"{"width": "# + json + #", "maxWidth": "# + json + "}")
        #expect(root?.width == expected)
        #expect(root?.maxWidth == expected)
    }

    @Test(arguments: [
        (#"{"intrinsic": {"width": 40, "height": "none"}}"#, Content.intrinsic(width: 40, height: nil)),
        (#"{"intrinsic": {"height": 7}}"#, Content.intrinsic(width: nil, height: 7)),
        (#"{"intrinsic": {}}"#, Content.intrinsic(width: nil, height: nil)),
        (#"{"text": ""}"#, Content.text(TextContent(""))),
        (##"{"text": {"string": "a", "color": "#11223344", "align": "right"}}"##,
         Content.text(TextContent("a", color: Color(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44),
                                  alignment: .right))),
        (#"{"text": {"string": "縦書き", "writingMode": "vertical-rl"}}"#, Content.text(TextContent("縦書き", writingMode: .verticalRL))),
        (#"{"image": {"width": 10, "height": 20}}"#, Content.image(ImageContent(naturalSize: Size(width: 10, height: 20)))),
        (#"{"name": "leaf"}"#, Content.empty),
    ])
    func contentForms(json: String, expected: Content) {
        #expect(Support.decodeRoot(json)?.content == expected)
    }

    @Test func containerDefaults() {
        let scroll = Support.decodeRoot(#"{"layout": "scroll"}"#)
        #expect(scroll?.kind == .container(.scroll(ScrollLayout(axis: .vertical)), children: []))
        let frame = Support.decodeRoot(#"{"layout": "frame", "gravity": {"vertical": "center"}}"#)
        #expect(frame?.layout == .frame(FrameLayout(verticalGravity: .center)))
        let linear = Support.decodeRoot(#"{"layout": "linear", "orientation": "horizontal", "reverse": true}"#)
        #expect(linear?.layout == .linear(LinearLayout(orientation: .horizontal, reverse: true)))
    }

    @Test func imageSizeFromPNGHeader() throws {
        let folder = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/img", withIntermediateDirectories: true)
        try Data(Support.pngHeader(width: 300, height: 70_000)).write(to: URL(fileURLWithPath: folder + "/img/a.png"))
        let root = Support.decodeRoot(#"{"image": {"source": "img/../img/a.png"}}"#, baseDirectory: folder)
        let resolved = URL(fileURLWithPath: folder + "/img/a.png").standardizedFileURL.path
        #expect(root?.content == .image(ImageContent(source: resolved, naturalSize: Size(width: 300, height: 70_000))))
    }

    @Test func pngHeaderBytes() {
        #expect(PNGHeader.size(of: Support.pngHeader(width: 1, height: 2)) == Size(width: 1, height: 2))
        #expect(PNGHeader.size(of: Support.pngHeader(width: 0x01020304, height: 5)) == Size(width: 16_909_060, height: 5))
        #expect(PNGHeader.size(of: Array(Support.pngHeader(width: 1, height: 2).prefix(23))) == nil)
        #expect(PNGHeader.size(of: [0x47] + Support.pngHeader(width: 1, height: 2).dropFirst()) == nil)
        #expect(PNGHeader.size(of: Support.pngHeader(width: 0, height: 2)) == nil)
    }

    @Test func findFixtures() throws {
        let folder = Support.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for file in ["b.json", "schema.json", "sub/a.json", "sub/deeper/c.json", "notes.txt"] {
            let path = folder + "/" + file
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: URL(fileURLWithPath: path))
        }
        #expect(Fixture.findFixtures(in: folder) == [folder + "/b.json", folder + "/sub/a.json",
                                                     folder + "/sub/deeper/c.json"])
        #expect(Fixture.findFixtures(in: folder + "/missing") == [])
    }

    /// Every fixture in the repository decodes.
    @Test func repositoryFixturesDecode() {
        let files = Fixture.findFixtures(in: Support.packageRoot + "/Fixtures")
        #expect(files.count >= 2)
        for file in files {
            do { _ = try FixtureLoader.load(contentsOf: file) } catch { Issue.record("\(error)") }
        }
    }
}
