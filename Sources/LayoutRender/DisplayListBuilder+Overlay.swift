import LayoutModel

/// The debug overlay.
extension DisplayListBuilder {
    /// The overlay of every visible node, parents first:
    /// - the margin band (`marginShade`), between the margin box and the border box;
    /// - a CSS box's border band (`borderShade`: the `flexItem.border` edges in points), inside
    ///   the border box, and the padding band (`paddingShade`) inside the border;
    /// - a 1pt `outlineColor` outline of the border box, and the path layout's curve;
    /// - the node's name at the box's top-left corner inset by 2pt, moved down past the labels
    ///   already placed that it would overlap, and kept inside the canvas (its width estimated
    ///   at 0.6em a character);
    /// - a scroll container's descendants inside a clip to its border box, as they are drawn.
    func overlay(_ root: LayoutNode, _ rootFrame: FrameNode, canvas: Size) -> [DisplayItem] {
        enum Step { case enter(LayoutNode, FrameNode), leave }
        var items: [DisplayItem] = []
        var labels: [Rect] = []
        var steps: [Step] = [.enter(root, rootFrame)]
        while let step = steps.popLast() {
            guard case .enter(let node, let frame) = step else {
                items.append(.popClip)
                continue
            }
            guard isDrawn(node, frame) else { continue }
            shades(node, frame, into: &items)
            let box = frame.absolute
            items.append(.rect(box, fill: nil, stroke: Self.outlineColor, strokeWidth: 1, cornerRadius: 0))
            for piece in frame.curve ?? [] {
                for (a, b) in zip(piece, piece.dropFirst()) {
                    items.append(.line(from: Point(x: box.x + a.x, y: box.y + a.y), to: Point(x: box.x + b.x, y: box.y + b.y),
                                       color: Self.curveColor, width: 1, dash: []))
                }
            }
            let place = Self.labelPlace(frame.name, in: box, canvas: canvas, avoiding: labels)
            labels.append(place)
            items.append(.label(frame.name, at: place.origin, size: Self.labelSize, color: Self.labelColor))
            if case .scroll? = node.layout, !node.children.isEmpty {
                items.append(.pushClip(box, cornerRadius: node.appearance.cornerRadius))
                steps.append(.leave)
            }
            for (child, childFrame) in zip(node.children, frame.children).reversed() {
                steps.append(.enter(child, childFrame))
            }
        }
        return items
    }

    /// The margin, border and padding bands of one node.
    private func shades(_ node: LayoutNode, _ frame: FrameNode, into items: inout [DisplayItem]) {
        let box = frame.absolute
        let m = frame.margin
        let marginBox = Rect(x: box.x - m.left, y: box.y - m.top, width: box.width + m.horizontal,
                             height: box.height + m.vertical)
        for band in Self.bands(outer: marginBox, inner: box) {
            items.append(.rect(band, fill: Self.marginShade, stroke: nil, strokeWidth: 0, cornerRadius: 0))
        }
        let paddingBox = box.inset(by: Self.cssBorder(node))
        for band in Self.bands(outer: box, inner: paddingBox) {
            items.append(.rect(band, fill: Self.borderShade, stroke: nil, strokeWidth: 0, cornerRadius: 0))
        }
        for band in Self.bands(outer: paddingBox, inner: paddingBox.inset(by: frame.padding)) {
            items.append(.rect(band, fill: Self.paddingShade, stroke: nil, strokeWidth: 0, cornerRadius: 0))
        }
    }

    /// A CSS box's border widths (`flexItem.border`, points; other lengths count as 0).
    static func cssBorder(_ node: LayoutNode) -> EdgeInsets {
        guard let border = node.flexItem?.border else { return .zero }
        func points(_ length: CSSLength) -> Double { if case .points(let v) = length { max(0, v) } else { 0 } }
        return EdgeInsets(top: points(border.top), left: points(border.left), bottom: points(border.bottom),
                          right: points(border.right))
    }

    private static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }

    /// Where a label goes: 2pt inside `box`'s top-left corner, moved down a line at a time past
    /// the `placed` labels it would overlap (at most while it stays in `box`), and moved back
    /// inside the canvas when it would run off it.
    static func labelPlace(_ text: String, in box: Rect, canvas: Size, avoiding placed: [Rect]) -> Rect {
        let width = Double(text.count) * labelSize * 0.6, height = labelSize + 2
        var place = Rect(x: box.x + 2, y: box.y + 2, width: width, height: height)
        while placed.contains(where: { overlaps($0, place) }), place.maxY + height <= box.maxY {
            place.origin.y += height
        }
        place.origin.x = max(0, min(place.x, canvas.width - width))
        place.origin.y = max(0, min(place.y, canvas.height - height))
        return place
    }
}
