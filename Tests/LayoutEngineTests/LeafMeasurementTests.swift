import LayoutEngine
import LayoutModel
import Testing

/// Intrinsic sizes of leaves, as iOS's intrinsicContentSize / sizeThatFits.
@Suite struct LeafMeasurementTests {
    let ahem = Font(family: "Ahem", size: 10)

    @Test func maxLinesCutsTheText() throws {
        let text = LayoutNode(name: "t", kind: .leaf(.text(TextContent("aa bb cc dd", font: ahem, maxLines: 2))), width: 50)
        let f = try layout(linear("col", .vertical, 100, .wrap, [text]))
        #expect(frameOf(f, "t") == rect(0, 0, 50, 2 * 10))
        #expect(f.find("t")?.text?.lines.map(\.text) == ["aa bb", "cc dd"])
        let three = LayoutNode(name: "t", kind: .leaf(.text(TextContent("aa bb cc dd ee", font: ahem, maxLines: 2))), width: 50)
        #expect(try layout(linear("col", .vertical, 100, .wrap, [three])).find("t")?.text?.lines.count == 2)
    }

    @Test func lineHeightAndAlignment() throws {
        let text = LayoutNode(name: "t", kind: .leaf(.text(TextContent("aa bbbb", font: ahem, lineHeight: 16, alignment: .right))),
                              width: 60)
        let f = try layout(linear("col", .vertical, 100, .wrap, [text]))
        let lines = try #require(f.find("t")?.text?.lines)
        #expect(frameOf(f, "t") == rect(0, 0, 60, 2 * 16))
        // Right-aligned in 60: "aa" (20 wide) starts at 40, "bbbb" (40 wide) at 20.
        let xs: [Double] = [60 - 20, 60 - 40]
        #expect(lines.map(\.x) == xs)
        // Each 16-high line centres the 10-high em box: baseline = 3 + 8, then + 16.
        let baselines: [Double] = [3 + 8, 16 + 3 + 8]
        #expect(lines.map(\.baseline) == baselines)
    }

    @Test func imageKeepsItsAspectRatioWhenOneAxisIsDecided() throws {
        let image = Content.image(ImageContent(naturalSize: Size(width: 40, height: 30)))
        let f = try layout(linear("col", .vertical, 200, .wrap, [
            LayoutNode(name: "natural", kind: .leaf(image)),
            LayoutNode(name: "wide", kind: .leaf(image), width: 80),
            LayoutNode(name: "tall", kind: .leaf(image), height: 60),
        ]))
        #expect(frameOf(f, "natural")?.size == Size(width: 40, height: 30))
        #expect(frameOf(f, "wide")?.size == Size(width: 80, height: 30 * 80 / 40))
        #expect(frameOf(f, "tall")?.size == Size(width: 40 * 60 / 30, height: 60))
    }

    @Test func paddingIsAddedToTheIntrinsicSize() throws {
        let leaf = LayoutNode(name: "p", kind: .leaf(.intrinsic(width: 30, height: 20)), padding: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let f = try layout(frame("f", 100, 100, [leaf]))
        #expect(frameOf(f, "p") == rect(0, 0, 2 + 30 + 4, 1 + 20 + 3))
    }

    @Test func missingImageFileIsAnErrorNamingTheNode() throws {
        let leaf = LayoutNode(name: "logo", kind: .leaf(.image(ImageContent(source: "/no/such/logo.png"))))
        #expect {
            try layout(frame("f", 100, 100, [leaf]))
        } throws: { error in
            let e = error as? LayoutError
            return e?.node == "logo" && e?.path == "$.root.children[0].image.source"
        }
    }
}
