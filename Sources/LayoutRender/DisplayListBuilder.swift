import LayoutModel

/// Turns a layout tree and its frames into a display list.
///
/// Contract:
/// - `node` and `frame` have the same shape (the frame tree is the layout of the node tree); where a
///   child count differs, only the children present in both are drawn.
/// - Nodes that are not `.visible` (in either tree) are skipped with their whole subtree.
/// - Each node draws its border box (`FrameNode.absolute`) from its `Appearance`: the background
///   fill under its children, the border (inside the box) over them and outside a scroll
///   container's clip, as UIKit composites a layer's border above its sublayers; both with the
///   corner radius. A node with neither a background nor a border colour is
///   drawn with `palette(depth:)`, so a bare layout stays readable; text leaves are the exception
///   (their text already shows them, and a palette box behind every label hides the design).
/// - Opacity below 1 wraps the node and its subtree in `pushOpacity`/`popOpacity`.
/// - Text leaves draw `FrameNode.text` at the content box (the border box inset by the padding),
///   vertical text inside a `pushRotation`/`popRotation` of a quarter turn about the content box's
///   top-right corner; image leaves draw `.image` into the content box, with relative sources resolved against
///   `baseDirectory`.
/// - Scroll containers clip their children to their border box (with the node's corner radius).
/// - With `debug`, an overlay is drawn over everything, as browser dev tools do (see
///   `overlay(_:_:canvas:)`): margins shaded orange, a CSS box's border yellow, padding green
///   inside the border, a 1pt outline of each border box and the node's name; a path layout's
///   curve (`FrameNode.curve`) as 1pt `curveColor` lines between its sampled points.
public struct DisplayListBuilder: Sendable {
    public var debug: Bool
    /// The folder relative image sources are resolved against (nil: left as written).
    public var baseDirectory: String?
    /// The canvas background.
    public var background: Color?

    public init(debug: Bool = false, baseDirectory: String? = nil, background: Color? = .white) {
        self.debug = debug; self.baseDirectory = baseDirectory; self.background = background
    }

    /// The display list of `node` laid out as `frame`. The canvas is `size`, or by default the
    /// root's border box bottom-right corner plus its right and bottom margins.
    public func build(_ node: LayoutNode, _ frame: FrameNode, size: Size? = nil) -> DisplayList {
        let canvas = size ?? Size(width: frame.absolute.maxX + frame.margin.right,
                                  height: frame.absolute.maxY + frame.margin.bottom)
        var items: [DisplayItem] = []
        // Without recursion (any depth on a small worker stack): each node is entered, which draws
        // it and schedules its children, then left, which closes what entering opened.
        var steps: [Step] = [.enter(node, frame, depth: 0)]
        while let step = steps.popLast() {
            switch step {
            case .enter(let node, let frame, let depth):
                guard isDrawn(node, frame) else { continue }
                let clips = enter(node, frame, depth: depth, into: &items)
                steps.append(.leave(node, frame, clips: clips))
                for (child, childFrame) in zip(node.children, frame.children).reversed() {
                    steps.append(.enter(child, childFrame, depth: depth + 1))
                }
            case .leave(let node, let frame, let clips):
                leave(node, frame, clips: clips, into: &items)
            }
        }
        if debug { items += overlay(node, frame, canvas: canvas) }
        return DisplayList(size: canvas, background: background, items: items)
    }

    /// The light fill and darker outline drawn for an unstyled node at `depth` (the root is 0);
    /// the palette repeats every `paletteColors.count` levels.
    public static func palette(depth: Int) -> (fill: Color, outline: Color) {
        paletteColors[depth % paletteColors.count]
    }

    /// Six soft fills, each with a darker outline of the same hue.
    public static let paletteColors: [(fill: Color, outline: Color)] = [
        (Color(red: 0xDB, green: 0xEA, blue: 0xFE), Color(red: 0x93, green: 0xC5, blue: 0xFD)), // blue
        (Color(red: 0xDC, green: 0xFC, blue: 0xE7), Color(red: 0x86, green: 0xEF, blue: 0xAC)), // green
        (Color(red: 0xFE, green: 0xF9, blue: 0xC3), Color(red: 0xFD, green: 0xE0, blue: 0x47)), // yellow
        (Color(red: 0xFC, green: 0xE7, blue: 0xF3), Color(red: 0xF9, green: 0xA8, blue: 0xD4)), // pink
        (Color(red: 0xED, green: 0xE9, blue: 0xFE), Color(red: 0xC4, green: 0xB5, blue: 0xFD)), // violet
        (Color(red: 0xFF, green: 0xED, blue: 0xD5), Color(red: 0xFD, green: 0xBA, blue: 0x74)), // orange
    ]

    /// Overlay colours: margin, padding, outline, label.
    public static let marginShade = Color(red: 246, green: 178, blue: 107, alpha: 128)
    /// A CSS box's border band (flex items' `border`).
    public static let borderShade = Color(red: 255, green: 221, blue: 128, alpha: 160)
    public static let paddingShade = Color(red: 147, green: 196, blue: 125, alpha: 128)
    public static let outlineColor = Color(red: 30, green: 100, blue: 200)
    public static let labelColor = Color(red: 20, green: 20, blue: 20)
    public static let labelSize = 9.0
    public static let curveColor = Color(red: 200, green: 30, blue: 140)

    func isDrawn(_ node: LayoutNode, _ frame: FrameNode) -> Bool {
        node.visibility == .visible && frame.visibility == .visible
    }

    private enum Step {
        case enter(LayoutNode, FrameNode, depth: Int)
        case leave(LayoutNode, FrameNode, clips: Bool)
    }

    /// Draws a visible node up to its children; returns whether it clips them.
    private func enter(_ node: LayoutNode, _ frame: FrameNode, depth: Int, into items: inout [DisplayItem]) -> Bool {
        let look = node.appearance
        let faded = look.opacity < 1
        if faded { items.append(.pushOpacity(max(0, look.opacity))) }

        let box = frame.absolute
        var isText = false
        if case .leaf(.text) = node.kind { isText = true }
        if look.background == nil && look.borderColor == nil && !isText {
            let colors = Self.palette(depth: depth)
            items.append(.rect(box, fill: colors.fill, stroke: colors.outline, strokeWidth: 1,
                               cornerRadius: look.cornerRadius))
        } else if let background = look.background {
            // The border is drawn by `leave`, over the children.
            items.append(.rect(box, fill: background, stroke: nil, strokeWidth: 0, cornerRadius: look.cornerRadius))
        }

        let contentBox = box.inset(by: frame.padding)
        switch node.content {
        case .text(let text)? where text.writingMode.isVertical:
            // Laid out as horizontal text in the content box turned about its top-right corner
            // (`TextMeasurer.placedLayout`), turned back here.
            if let laid = frame.text, !laid.lines.isEmpty {
                let corner = Point(x: contentBox.maxX, y: contentBox.y)
                items.append(.pushRotation(degrees: 90, pivot: corner))
                items.append(.text(origin: corner, lines: laid.lines, font: text.font, color: text.color,
                                   style: TextPaint(text, shaped: laid.shaped)))
                items.append(.popRotation)
            }
        case .text(let text)?:
            if let laid = frame.text, !laid.lines.isEmpty {
                items.append(.text(origin: contentBox.origin, lines: laid.lines, font: text.font, color: text.color,
                                   style: TextPaint(text, shaped: laid.shaped)))
            }
        case .image(let image)?:
            items.append(.image(contentBox, source: image.source.map(resolve)))
        default: break
        }

        let clips: Bool = if case .scroll? = node.layout { true } else { false }
        if clips { items.append(.pushClip(box, cornerRadius: look.cornerRadius)) }
        return clips
    }

    /// Draws what a node draws over its children and closes what `enter` opened.
    private func leave(_ node: LayoutNode, _ frame: FrameNode, clips: Bool, into items: inout [DisplayItem]) {
        let look = node.appearance
        let box = frame.absolute
        if clips { items.append(.popClip) }
        if look.borderWidth > 0, let stroke = look.borderColor {
            items.append(.rect(box, fill: nil, stroke: stroke, strokeWidth: look.borderWidth, cornerRadius: look.cornerRadius))
        }
        if let separators = look.separators {
            let boxes = zip(node.children, frame.children).filter { $0.layout != nil && isDrawn($0, $1) }.map(\.1.absolute)
            items += Self.separatorItems(separators, children: boxes)
        }
        items += Self.borderlineItems(look.borderlines, box: box)
        if look.opacity < 1 { items.append(.popOpacity) }
    }

    /// The parts of `outer` outside `inner` as up to four non-overlapping rects (top, bottom, left,
    /// right), leaving out empty ones. `inner` must lie inside `outer`.
    static func bands(outer: Rect, inner: Rect) -> [Rect] {
        [Rect(x: outer.x, y: outer.y, width: outer.width, height: inner.y - outer.y),
         Rect(x: outer.x, y: inner.maxY, width: outer.width, height: outer.maxY - inner.maxY),
         Rect(x: outer.x, y: inner.y, width: inner.x - outer.x, height: inner.height),
         Rect(x: inner.maxX, y: inner.y, width: outer.maxX - inner.maxX, height: inner.height)]
            .filter { $0.width > 0 && $0.height > 0 }
    }

    /// `source` against `baseDirectory` when it is relative.
    private func resolve(_ source: String) -> String {
        guard let base = baseDirectory, !source.hasPrefix("/") else { return source }
        return base.hasSuffix("/") ? base + source : base + "/" + source
    }
}
