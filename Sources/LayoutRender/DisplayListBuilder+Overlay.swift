import LayoutModel

/// The debug overlay.
extension DisplayListBuilder {
    /// The overlay of every visible node, parents first:
    /// - the margin band (`marginShade`), between the margin box and the border box, and a flex
    ///   item's auto margins (`autoMarginBands`);
    /// - a CSS box's border band (`borderShade`: the `flexItem.border` edges in points), inside
    ///   the border box, and the padding band (`paddingShade`) inside the border;
    /// - a 1pt `outlineColor` outline of the border box, and the path layout's curve;
    /// - the node's name (`labelPlace`): above a text leaf, else at the box's top-left corner
    ///   inset by 2pt, moved down past the labels already placed that it would overlap, and kept
    ///   inside the canvas (its width estimated at 0.6em a character);
    /// - a scroll container's descendants inside a clip to its border box, as they are drawn.
    func overlay(_ root: LayoutNode, _ rootFrame: FrameNode, canvas: Size) -> [DisplayItem] {
        enum Step { case enter(LayoutNode, FrameNode, parent: Int?), leave }
        var items: [DisplayItem] = []
        var labels: [Rect] = []
        // The containers entered so far, for their children's auto margins.
        var parents: [(node: LayoutNode, frame: FrameNode)] = []
        var steps: [Step] = [.enter(root, rootFrame, parent: nil)]
        while let step = steps.popLast() {
            guard case .enter(let node, let frame, let parent) = step else {
                items.append(.popClip)
                continue
            }
            guard isDrawn(node, frame) else { continue }
            shades(node, frame, into: &items)
            if let parent {
                for band in autoMarginBands(node, frame, in: parents[parent].node, parents[parent].frame) {
                    items.append(.rect(band, fill: Self.marginShade, stroke: nil, strokeWidth: 0, cornerRadius: 0))
                }
            }
            let box = frame.absolute
            items.append(.rect(box, fill: nil, stroke: Self.outlineColor, strokeWidth: 1, cornerRadius: 0))
            for piece in frame.curve ?? [] {
                for (a, b) in zip(piece, piece.dropFirst()) {
                    items.append(.line(from: Point(x: box.x + a.x, y: box.y + a.y), to: Point(x: box.x + b.x, y: box.y + b.y),
                                       color: Self.curveColor, width: 1, dash: []))
                }
            }
            var isText = false
            if case .leaf(.text) = node.kind { isText = true }
            let place = Self.labelPlace(frame.name, in: box, canvas: canvas, avoiding: labels, outside: isText)
            labels.append(place)
            items.append(.label(frame.name, at: place.origin, size: Self.labelSize, color: Self.labelColor))
            if case .scroll? = node.layout, !node.children.isEmpty {
                items.append(.pushClip(box, cornerRadius: node.appearance.cornerRadius))
                steps.append(.leave)
            }
            if !node.children.isEmpty { parents.append((node, frame)) }
            for (child, childFrame) in zip(node.children, frame.children).reversed() {
                steps.append(.enter(child, childFrame, parent: parents.count - 1))
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

    /// The space a flex item's `auto` margins took, as bands beside its border box: each auto
    /// edge reaches to the nearest in-flow sibling across from it (its border box plus its
    /// margin), else to the container's content edge. The engine resolves auto margins but the
    /// frame tree keeps only fixed ones; this finds them again from the boxes.
    func autoMarginBands(_ node: LayoutNode, _ frame: FrameNode, in parent: LayoutNode, _ parentFrame: FrameNode) -> [Rect] {
        guard let margin = node.flexItem?.margin else { return [] }
        let box = frame.absolute
        let content = parentFrame.absolute.inset(by: Self.cssBorder(parent)).inset(by: parentFrame.padding)
        let others = zip(parent.children, parentFrame.children).filter { child, childFrame in
            childFrame.name != frame.name && isDrawn(child, childFrame) && child.flexItem?.position != .absolute
        }.map { _, childFrame in
            let m = childFrame.margin, r = childFrame.absolute
            return Rect(x: r.x - m.left, y: r.y - m.top, width: r.width + m.horizontal, height: r.height + m.vertical)
        }
        func acrossY(_ r: Rect) -> Bool { r.y < box.maxY && box.y < r.maxY }
        func acrossX(_ r: Rect) -> Bool { r.x < box.maxX && box.x < r.maxX }
        var bands: [Rect] = []
        if case .auto = margin.top {
            let edge = others.filter { acrossX($0) && $0.maxY <= box.y }.map(\.maxY).max() ?? content.y
            bands.append(Rect(x: box.x, y: edge, width: box.width, height: box.y - edge))
        }
        if case .auto = margin.bottom {
            let edge = others.filter { acrossX($0) && $0.y >= box.maxY }.map(\.y).min() ?? content.maxY
            bands.append(Rect(x: box.x, y: box.maxY, width: box.width, height: edge - box.maxY))
        }
        if case .auto = margin.left {
            let edge = others.filter { acrossY($0) && $0.maxX <= box.x }.map(\.maxX).max() ?? content.x
            bands.append(Rect(x: edge, y: box.y, width: box.x - edge, height: box.height))
        }
        if case .auto = margin.right {
            let edge = others.filter { acrossY($0) && $0.x >= box.maxX }.map(\.x).min() ?? content.maxX
            bands.append(Rect(x: box.maxX, y: box.y, width: edge - box.maxX, height: box.height))
        }
        return bands.filter { $0.width > 0 && $0.height > 0 }
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

    /// Where a label goes: with `outside` (a text leaf, whose glyphs it would hide), just above
    /// `box` at its left edge, else just below it, when that is on the canvas and free; else 2pt inside `box`'s
    /// top-left corner, moved down a line at a time past the `placed` labels it would overlap (at
    /// most while it stays in `box`), and moved back inside the canvas when it would run off it.
    static func labelPlace(_ text: String, in box: Rect, canvas: Size, avoiding placed: [Rect], outside: Bool = false) -> Rect {
        let width = Double(text.count) * labelSize * 0.6, height = labelSize + 2
        if outside {
            for y in [box.y - height, box.maxY] {
                let candidate = Rect(x: box.x, y: y, width: width, height: height)
                let onCanvas = candidate.y >= 0 && candidate.maxY <= canvas.height && candidate.maxX <= canvas.width
                if onCanvas, !placed.contains(where: { overlaps($0, candidate) }) { return candidate }
            }
        }
        var place = Rect(x: box.x + 2, y: box.y + 2, width: width, height: height)
        while placed.contains(where: { overlaps($0, place) }), place.maxY + height <= box.maxY {
            place.origin.y += height
        }
        place.origin.x = max(0, min(place.x, canvas.width - width))
        place.origin.y = max(0, min(place.y, canvas.height - height))
        return place
    }
}
