import Testing
import LayoutSnap

/// A container's border is drawn over its children (as UIKit composites a layer's border above
/// its sublayers), its background under them.
@Suite struct BorderLayeringTests {
    let outer = Rect(x: 0, y: 0, width: 40, height: 20)
    let grey = Color(red: 200, green: 200, blue: 200), blue = Color(red: 0, green: 0, blue: 255)
    let white = Color(red: 255, green: 255, blue: 255)

    func tree(layout: LayoutKind) -> (LayoutNode, FrameNode) {
        let child = LayoutNode(name: "fill", kind: .leaf(.empty), appearance: Appearance(background: white))
        let node = LayoutNode(name: "segmented", kind: .container(layout, children: [child]),
                              appearance: Appearance(background: grey, borderColor: blue, borderWidth: 1, cornerRadius: 4))
        let frames = FrameNode(name: "segmented", frame: outer, absolute: outer,
                               children: [FrameNode(name: "fill", frame: outer, absolute: outer)])
        return (node, frames)
    }

    @Test func theBorderIsDrawnAfterAFillingChild() {
        let (node, frames) = tree(layout: .frame(FrameLayout()))
        #expect(DisplayListBuilder().build(node, frames).items == [
            .rect(outer, fill: grey, stroke: nil, strokeWidth: 0, cornerRadius: 4),
            .rect(outer, fill: white, stroke: nil, strokeWidth: 0, cornerRadius: 0),
            .rect(outer, fill: nil, stroke: blue, strokeWidth: 1, cornerRadius: 4),
        ])
    }

    @Test func aScrollContainersBorderIsOutsideItsClip() {
        let (node, frames) = tree(layout: .scroll(ScrollLayout()))
        #expect(DisplayListBuilder().build(node, frames).items == [
            .rect(outer, fill: grey, stroke: nil, strokeWidth: 0, cornerRadius: 4),
            .pushClip(outer, cornerRadius: 4),
            .rect(outer, fill: white, stroke: nil, strokeWidth: 0, cornerRadius: 0),
            .popClip,
            .rect(outer, fill: nil, stroke: blue, strokeWidth: 1, cornerRadius: 4),
        ])
    }

    /// Seen in pixels: the child's white fill does not hide the blue border's inner pixel row.
    @Test func theBorderShowsInTheRenderedImage() throws {
        let (node, frames) = tree(layout: .frame(FrameLayout()))
        let list = DisplayListBuilder().build(node, frames)
        let image = try CairoRenderer().render(list, scale: 1)
        #expect(image[20, 0] == RGBA(0, 0, 255, 255))
        #expect(image[20, 10] == RGBA(255, 255, 255, 255))
    }
}
