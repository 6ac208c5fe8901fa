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
}
