import Testing
import LayoutSnap

@Suite struct DisplayListBuilderTests {
    func leaf(_ name: String, _ content: Content = .empty, visibility: Visibility = .visible,
              appearance: Appearance = .none) -> LayoutNode {
        LayoutNode(name: name, kind: .leaf(content), visibility: visibility, appearance: appearance)
    }

    func box(_ name: String, layout: LayoutKind = .frame(FrameLayout()), appearance: Appearance = .none,
             _ children: [LayoutNode]) -> LayoutNode {
        LayoutNode(name: name, kind: .container(layout, children: children), appearance: appearance)
    }

    func frame(_ name: String, _ rect: Rect, padding: EdgeInsets = .zero, margin: EdgeInsets = .zero,
               text: TextLayout? = nil, _ children: [FrameNode] = []) -> FrameNode {
        FrameNode(name: name, frame: rect, absolute: rect, margin: margin, padding: padding, text: text, children: children)
    }

    func paletteRect(_ rect: Rect, depth: Int, radius: Double = 0) -> DisplayItem {
        let colors = DisplayListBuilder.palette(depth: depth)
        return .rect(rect, fill: colors.fill, stroke: colors.outline, strokeWidth: 1, cornerRadius: radius)
    }

    @Test func unstyledNodesGetAPaletteColourByDepth() {
        let r0 = Rect(x: 0, y: 0, width: 50, height: 40), r1 = Rect(x: 5, y: 5, width: 30, height: 20)
        let r2 = Rect(x: 6, y: 6, width: 10, height: 10)
        let node = box("root", [box("child", [leaf("grandchild")])])
        let frames = frame("root", r0, [frame("child", r1, [frame("grandchild", r2)])])
        let list = DisplayListBuilder().build(node, frames)
        #expect(list.size == Size(width: 50, height: 40))
        #expect(list.items == [paletteRect(r0, depth: 0), paletteRect(r1, depth: 1), paletteRect(r2, depth: 2)])
        #expect(DisplayListBuilder.palette(depth: 6) == DisplayListBuilder.palette(depth: 0))
        #expect(DisplayListBuilder.palette(depth: 1) != DisplayListBuilder.palette(depth: 0))
    }

    @Test func goneAndInvisibleNodesAreSkippedWithTheirSubtrees() {
        let r = Rect(x: 0, y: 0, width: 10, height: 10)
        let node = box("root", [
            LayoutNode(name: "gone", kind: .container(.frame(FrameLayout()), children: [leaf("inner")]), visibility: .gone),
            leaf("hidden", visibility: .invisible),
            leaf("shown"),
        ])
        let frames = frame("root", r, [frame("gone", .zero, [frame("inner", r)]), frame("hidden", r), frame("shown", r)])
        #expect(DisplayListBuilder().build(node, frames).items == [paletteRect(r, depth: 0), paletteRect(r, depth: 1)])
    }

    @Test func appearanceOpacityTextAndImages() {
        let look = Appearance(background: .white, borderColor: red, borderWidth: 2, cornerRadius: 4, opacity: 0.5)
        let text = TextContent("Hi", font: Font(size: 10), color: red)
        let lines = [TextLine(text: "Hi", x: 0, baseline: 9, width: 12)]
        let node = box("root", appearance: look, [
            leaf("label", .text(text), appearance: Appearance(background: .white)),
            leaf("picture", .image(ImageContent(source: "img/a.png")), appearance: Appearance(borderColor: red)),
        ])
        let r0 = Rect(x: 0, y: 0, width: 100, height: 50), r1 = Rect(x: 10, y: 10, width: 40, height: 20)
        let r2 = Rect(x: 60, y: 10, width: 20, height: 20)
        let frames = frame("root", r0, [
            frame("label", r1, padding: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), text: TextLayout(lines: lines, size: .zero)),
            frame("picture", r2, padding: EdgeInsets(all: 2)),
        ])
        let list = DisplayListBuilder(baseDirectory: "/fixtures").build(node, frames)
        #expect(list.items == [
            .pushOpacity(0.5),
            .rect(r0, fill: .white, stroke: nil, strokeWidth: 0, cornerRadius: 4),
            .rect(r1, fill: .white, stroke: nil, strokeWidth: 0, cornerRadius: 0),
            .text(origin: Point(x: 12, y: 11), lines: lines, font: text.font, color: red),
            .image(Rect(x: 62, y: 12, width: 16, height: 16), source: "/fixtures/img/a.png"),
            // The border over the children, inside the opacity group.
            .rect(r0, fill: nil, stroke: red, strokeWidth: 2, cornerRadius: 4),
            .popOpacity,
        ])
    }

    @Test func verticalTextIsDrawnTurnedAboutTheContentBoxsTopRightCorner() {
        let text = TextContent("Hi", font: Font(size: 10), color: red, writingMode: .verticalRL)
        let lines = [TextLine(text: "Hi", x: 0, baseline: 9, width: 12)]
        let r = Rect(x: 10, y: 10, width: 20, height: 40)
        let node = leaf("label", .text(text), appearance: Appearance(background: .white))
        let frames = frame("label", r, padding: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), text: TextLayout(lines: lines, size: .zero))
        // Content box: x 10 + 2 to 10 + 20 - 4 = 26, y 10 + 1: its top-right corner is (26, 11).
        let corner = Point(x: 10 + 20 - 4, y: 10 + 1)
        #expect(DisplayListBuilder().build(node, frames).items == [
            .rect(r, fill: .white, stroke: nil, strokeWidth: 0, cornerRadius: 0),
            .pushRotation(degrees: 90, pivot: corner),
            .text(origin: corner, lines: lines, font: text.font, color: red),
            .popRotation,
        ])
    }

    @Test func scrollContainersClipTheirChildren() {
        let r0 = Rect(x: 0, y: 0, width: 30, height: 30), r1 = Rect(x: 0, y: 0, width: 30, height: 90)
        let node = box("scroller", layout: .scroll(ScrollLayout()), appearance: Appearance(background: .white, cornerRadius: 5),
                       [leaf("tall")])
        let list = DisplayListBuilder().build(node, frame("scroller", r0, [frame("tall", r1)]))
        #expect(list.items == [
            .rect(r0, fill: .white, stroke: nil, strokeWidth: 0, cornerRadius: 5),
            .pushClip(r0, cornerRadius: 5), paletteRect(r1, depth: 1), .popClip,
        ])
    }

    @Test func debugOverlayShadesMarginsAndPaddingAndNamesNodes() {
        let r = Rect(x: 10, y: 10, width: 20, height: 20)
        let node = leaf("only", appearance: Appearance(background: .white))
        let f = frame("only", r, padding: EdgeInsets(top: 2, left: 0, bottom: 0, right: 0),
                      margin: EdgeInsets(top: 0, left: 5, bottom: 0, right: 0))
        let list = DisplayListBuilder(debug: true).build(node, f)
        let shade = { (rect: Rect, color: Color) in DisplayItem.rect(rect, fill: color, stroke: nil, strokeWidth: 0, cornerRadius: 0) }
        #expect(list.items == [
            .rect(r, fill: .white, stroke: nil, strokeWidth: 0, cornerRadius: 0),
            shade(Rect(x: 5, y: 10, width: 5, height: 20), DisplayListBuilder.marginShade),
            shade(Rect(x: 10, y: 10, width: 20, height: 2), DisplayListBuilder.paddingShade),
            .rect(r, fill: nil, stroke: DisplayListBuilder.outlineColor, strokeWidth: 1, cornerRadius: 0),
            // Moved left to stay on the 30-point canvas (4 characters at 0.6em).
            .label("only", at: Point(x: 30 - 4.0 * 9 * 0.6, y: 12), size: 9, color: DisplayListBuilder.labelColor),
        ])
    }

    /// A path layout's curve (in its own border-box coordinates) is drawn in the overlay as lines
    /// between consecutive points, each defined piece on its own; without `debug` it is not drawn.
    @Test func debugOverlayDrawsThePathCurve() throws {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        let node = box("p", layout: .path(PathLayout(curve: .polar(r: try CurveExpression("1", variable: "theta")))),
                       appearance: Appearance(background: .white), [])
        var f = frame("p", r)
        f.curve = [[Point(x: 0, y: 0), Point(x: 5, y: 2), Point(x: 9, y: 4)], [Point(x: 50, y: 1)], [Point(x: 60, y: 1), Point(x: 70, y: 3)]]
        let line = { (a: Point, b: Point) in
            DisplayItem.line(from: a, to: b, color: DisplayListBuilder.curveColor, width: 1, dash: [])
        }
        #expect(DisplayListBuilder(debug: true).build(node, f).items == [
            .rect(r, fill: .white, stroke: nil, strokeWidth: 0, cornerRadius: 0),
            .rect(r, fill: nil, stroke: DisplayListBuilder.outlineColor, strokeWidth: 1, cornerRadius: 0),
            line(Point(x: 10 + 0, y: 20 + 0), Point(x: 10 + 5, y: 20 + 2)),
            line(Point(x: 10 + 5, y: 20 + 2), Point(x: 10 + 9, y: 20 + 4)),
            line(Point(x: 10 + 60, y: 20 + 1), Point(x: 10 + 70, y: 20 + 3)),
            .label("p", at: Point(x: 12, y: 22), size: 9, color: DisplayListBuilder.labelColor),
        ])
        #expect(DisplayListBuilder().build(node, f).items == [.rect(r, fill: .white, stroke: nil, strokeWidth: 0, cornerRadius: 0)])
    }
}
