import Testing
import LayoutSnap

/// The debug overlay of CSS boxes and scroll containers.
@Suite struct DebugOverlayTests {
    let white = Color(red: 255, green: 255, blue: 255)

    func shade(_ rect: Rect, _ color: Color) -> DisplayItem {
        .rect(rect, fill: color, stroke: nil, strokeWidth: 0, cornerRadius: 0)
    }

    /// A CSS box's border is shaded as a band of its own, and its padding band lies inside it.
    @Test func aCSSBoxShowsItsBorderThenItsPaddingInsideIt() {
        let box = Rect(x: 0, y: 0, width: 100, height: 60)
        let node = LayoutNode(name: "bar", kind: .container(.flex(FlexLayout()), children: []),
                              appearance: Appearance(background: white),
                              flexItem: FlexItem(border: CSSEdges(all: .points(5))))
        let frames = FrameNode(name: "bar", frame: box, absolute: box, padding: EdgeInsets(all: 10))
        let items = DisplayListBuilder(debug: true).build(node, frames).items
        #expect(items == [
            .rect(box, fill: white, stroke: nil, strokeWidth: 0, cornerRadius: 0),
            shade(Rect(x: 0, y: 0, width: 100, height: 5), DisplayListBuilder.borderShade),
            shade(Rect(x: 0, y: 55, width: 100, height: 5), DisplayListBuilder.borderShade),
            shade(Rect(x: 0, y: 5, width: 5, height: 50), DisplayListBuilder.borderShade),
            shade(Rect(x: 95, y: 5, width: 5, height: 50), DisplayListBuilder.borderShade),
            shade(Rect(x: 5, y: 5, width: 90, height: 10), DisplayListBuilder.paddingShade),
            shade(Rect(x: 5, y: 45, width: 90, height: 10), DisplayListBuilder.paddingShade),
            shade(Rect(x: 5, y: 15, width: 10, height: 30), DisplayListBuilder.paddingShade),
            shade(Rect(x: 85, y: 15, width: 10, height: 30), DisplayListBuilder.paddingShade),
            .rect(box, fill: nil, stroke: DisplayListBuilder.outlineColor, strokeWidth: 1, cornerRadius: 0),
            .label("bar", at: Point(x: 2, y: 2), size: 9, color: DisplayListBuilder.labelColor),
        ])
    }

    /// What a scroll container clips, its overlay clips too; labels do not overlap.
    @Test func aScrollContainerClipsItsChildrensOverlay() {
        let outer = Rect(x: 0, y: 0, width: 50, height: 40), inner = Rect(x: 0, y: 0, width: 50, height: 100)
        let child = LayoutNode(name: "tall", kind: .leaf(.empty), appearance: Appearance(background: white))
        let node = LayoutNode(name: "scroller", kind: .container(.scroll(ScrollLayout()), children: [child]),
                              appearance: Appearance(background: white))
        let frames = FrameNode(name: "scroller", frame: outer, absolute: outer,
                               children: [FrameNode(name: "tall", frame: inner, absolute: inner)])
        let items = DisplayListBuilder(debug: true).build(node, frames).items
        let outline = { (r: Rect) in DisplayItem.rect(r, fill: nil, stroke: DisplayListBuilder.outlineColor, strokeWidth: 1, cornerRadius: 0) }
        #expect(Array(items.suffix(6)) == [
            outline(outer),
            .label("scroller", at: Point(x: 2, y: 2), size: 9, color: DisplayListBuilder.labelColor),
            .pushClip(outer, cornerRadius: 0),
            outline(inner),
            // Moved down a line: the parent's label is at (2, 2).
            .label("tall", at: Point(x: 2, y: 13), size: 9, color: DisplayListBuilder.labelColor),
            .popClip,
        ])
    }

    /// Auto margins are shaded as the space they took: up to the nearest in-flow sibling or the
    /// container's content edge (the css_box fixture's `a` and `e`).
    @Test func autoMarginsAreShadedAsTheSpaceTheyTook() {
        let bar = Rect(x: 0, y: 0, width: 400, height: 200)
        let a = Rect(x: 217, y: 15, width: 60, height: 40), b = Rect(x: 277, y: 15, width: 88, height: 48)
        let c = Rect(x: 355, y: 155, width: 30, height: 30), e = Rect(x: 365, y: 90, width: 20, height: 20)
        func leaf(_ name: String, _ item: FlexItem) -> LayoutNode {
            LayoutNode(name: name, kind: .leaf(.empty), appearance: Appearance(background: white), flexItem: item)
        }
        let children = [
            leaf("a", FlexItem(margin: CSSEdges(top: .points(0), left: .auto, bottom: .points(0), right: .points(0)))),
            leaf("b", FlexItem()),
            leaf("c", FlexItem(position: .absolute, inset: CSSEdges(top: .auto, left: .auto, bottom: .points(10), right: .points(10)))),
            leaf("e", FlexItem(margin: CSSEdges(top: .auto, left: .points(0), bottom: .auto, right: .points(0)))),
        ]
        let node = LayoutNode(name: "bar", kind: .container(.flex(FlexLayout()), children: children),
                              appearance: Appearance(background: white), flexItem: FlexItem(border: CSSEdges(all: .points(5))))
        let frames = FrameNode(name: "bar", frame: bar, absolute: bar, padding: EdgeInsets(all: 10), children: [
            FrameNode(name: "a", frame: a, absolute: a), FrameNode(name: "b", frame: b, absolute: b),
            FrameNode(name: "c", frame: c, absolute: c), FrameNode(name: "e", frame: e, absolute: e),
        ])
        let items = DisplayListBuilder(debug: true).build(node, frames, size: Size(width: 420, height: 220)).items
        let margins = items.filter { if case .rect(_, let fill, _, _, _) = $0 { fill == DisplayListBuilder.marginShade } else { false } }
        #expect(margins == [
            // a's left margin: from the content edge (15) to a (217).
            shade(Rect(x: 15, y: 15, width: 202, height: 40), DisplayListBuilder.marginShade),
            // e's top and bottom margins: 75 each, to the content box (15...185); c is out of flow.
            shade(Rect(x: 365, y: 15, width: 20, height: 75), DisplayListBuilder.marginShade),
            shade(Rect(x: 365, y: 110, width: 20, height: 75), DisplayListBuilder.marginShade),
        ])
    }

    /// A text leaf's name goes above its box, where it hides no glyph, when there is room.
    @Test func aTextLeafsLabelSitsAboveItsText() {
        let box = Rect(x: 10, y: 30, width: 80, height: 20)
        let node = LayoutNode(name: "title", kind: .leaf(.text(TextContent("Hello"))))
        let frames = FrameNode(name: "title", frame: box, absolute: box)
        let items = DisplayListBuilder(debug: true).build(node, frames, size: Size(width: 100, height: 60)).items
        #expect(items.last == .label("title", at: Point(x: 10, y: 30 - 11), size: 9, color: DisplayListBuilder.labelColor))
    }
}
