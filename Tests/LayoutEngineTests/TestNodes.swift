import LayoutEngine
import LayoutModel
import Testing

/// Small builders so tests read like the layouts they describe.
func box(_ name: String, _ width: SizeValue? = nil, _ height: SizeValue? = nil, margin: Margins = .none,
         align: ChildAlignment = ChildAlignment(), visibility: Visibility = .visible,
         min: (SizeValue?, SizeValue?) = (nil, nil), max: (SizeValue?, SizeValue?) = (nil, nil)) -> LayoutNode {
    LayoutNode(name: name, kind: .leaf(.empty), width: width, height: height, minWidth: min.0, maxWidth: max.0,
               minHeight: min.1, maxHeight: max.1, margin: margin, visibility: visibility, alignment: align)
}

func intrinsic(_ name: String, _ w: Double?, _ h: Double?, width: SizeValue? = nil, height: SizeValue? = nil,
               margin: Margins = .none) -> LayoutNode {
    LayoutNode(name: name, kind: .leaf(.intrinsic(width: w, height: h)), width: width, height: height, margin: margin)
}

func linear(_ name: String, _ orientation: Axis, spacing: Double = 0, _ width: SizeValue? = nil, _ height: SizeValue? = nil,
            gravity: (Gravity?, Gravity?) = (nil, nil), reverse: Bool = false, implicitWeight: Bool = false,
            padding: EdgeInsets = .zero, max: (SizeValue?, SizeValue?) = (nil, nil),
            _ children: [LayoutNode]) -> LayoutNode {
    LayoutNode(name: name,
               kind: .container(.linear(LinearLayout(orientation: orientation, spacing: spacing, horizontalGravity: gravity.0,
                                                     verticalGravity: gravity.1, reverse: reverse,
                                                     implicitWeight: implicitWeight)), children: children),
               width: width, height: height, maxWidth: max.0, maxHeight: max.1, padding: padding)
}

func frame(_ name: String, _ width: SizeValue? = nil, _ height: SizeValue? = nil, gravity: (Gravity?, Gravity?) = (nil, nil),
           padding: EdgeInsets = .zero, _ children: [LayoutNode]) -> LayoutNode {
    LayoutNode(name: name, kind: .container(.frame(FrameLayout(horizontalGravity: gravity.0, verticalGravity: gravity.1)),
                                           children: children),
               width: width, height: height, padding: padding)
}

func scroll(_ name: String, _ axis: Axis = .vertical, _ width: SizeValue? = nil, _ height: SizeValue? = nil,
            maxHeight: SizeValue? = nil, _ children: [LayoutNode]) -> LayoutNode {
    LayoutNode(name: name, kind: .container(.scroll(ScrollLayout(axis: axis)), children: children),
               width: width, height: height, maxHeight: maxHeight)
}

/// Lays out unrounded with the Ahem model.
func layout(_ root: LayoutNode, _ width: Double = 1000, _ height: Double = 1000) throws -> FrameNode {
    try LayoutEngine(textMeasurer: AhemTextMeasurer()).layoutUnrounded(root, in: Viewport(width: width, height: height))
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// The frame of `name`, relative to its parent.
func frameOf(_ tree: FrameNode, _ name: String) -> Rect? { tree.find(name)?.frame }

/// Right to left is the mirror of left to right: `root` laid out with `layoutDirection` rtl and
/// with ltr must give every node the same y and size, and an x of `parentWidth - x - width` (the
/// root keeps its frame). Sweeps call it on every combination they try.
func expectMirror(_ root: LayoutNode, _ width: Double = 1000, _ height: Double = 1000, label: String,
                  sourceLocation: SourceLocation = #_sourceLocation) throws {
    let ltr = try layout(root.layoutDirection(.leftToRight), width, height)
    let rtl = try layout(root.layoutDirection(.rightToLeft), width, height)
    func check(_ a: FrameNode, _ b: FrameNode, parentWidth: Double?) {
        let x = parentWidth.map { $0 - a.frame.x - a.frame.width } ?? a.frame.x
        let ok = abs(b.frame.x - x) < 1e-9 && abs(b.frame.y - a.frame.y) < 1e-9
            && abs(b.frame.width - a.frame.width) < 1e-9 && abs(b.frame.height - a.frame.height) < 1e-9
        #expect(ok, "\(label): \(a.name) right to left is \(b.frame), the mirror of \(a.frame) is x = \(x)",
                sourceLocation: sourceLocation)
        #expect(a.children.count == b.children.count, sourceLocation: sourceLocation)
        for (ca, cb) in zip(a.children, b.children) { check(ca, cb, parentWidth: a.frame.width) }
    }
    check(ltr, rtl, parentWidth: nil)
}

/// The soundness and transpose checks of a sweep: every node of `vertical` has a finite,
/// non-negative frame; `horizontal` (the same tree with the axes swapped) gives each node the
/// transposed frame; every child (gone ones left out when `skippingGone`) lies inside its parent,
/// its near edges at least `-slack` and its far edges within 1e-9 of the parent's size.
func expectSoundTranspose(vertical v: FrameNode, horizontal h: FrameNode, label: String, skippingGone: Bool = false,
                          slack: Double = 0, sourceLocation: SourceLocation = #_sourceLocation) throws {
    for node in v.allNodes() {
        let f = node.frame
        #expect([f.x, f.y, f.width, f.height].allSatisfy { $0.isFinite }, "\(label): \(node.name)", sourceLocation: sourceLocation)
        #expect(f.width >= 0 && f.height >= 0, "\(label): \(node.name)", sourceLocation: sourceLocation)
        let t = try #require(frameOf(h, node.name), sourceLocation: sourceLocation)
        #expect(t == rect(f.y, f.x, f.height, f.width), "\(label): \(node.name) transposed", sourceLocation: sourceLocation)
        for child in node.children where !(skippingGone && child.visibility == .gone) {
            let c = child.frame
            let inside = c.x >= -slack && c.y >= -slack && c.x + c.width <= f.width + 1e-9 && c.y + c.height <= f.height + 1e-9
            #expect(inside, "\(label): \(child.name) \(c) inside \(node.name) \(f)", sourceLocation: sourceLocation)
        }
    }
}
