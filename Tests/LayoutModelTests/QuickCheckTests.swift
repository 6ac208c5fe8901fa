import Testing
@testable import LayoutModel

/// `LayoutNode.quickCheck` (what flattening asks of every node) agrees with the detailed checks:
/// `numbersInRange` is true exactly when `numberOutOfRange` is nil, and `needsTreeRules` is the
/// node's own answer, for one node per number the bounds cover, in range and out of it.
@Suite struct QuickCheckTests {
    static let huge = 1e20
    static func leaf(_ change: (inout LayoutNode) -> Void) -> LayoutNode {
        var node = LayoutNode(name: "n", kind: .leaf(.intrinsic(width: 10, height: 10)))
        change(&node)
        return node
    }

    /// One node per number covered by the bounds, each with that number set to `value`.
    static func nodes(_ value: Double) -> [(String, LayoutNode)] {
        var cases: [(String, LayoutNode)] = [
            ("width", leaf { $0.width = .fixed(value) }),
            ("height weight", leaf { $0.height = .weight(value) }),
            ("minWidth multiple", leaf { $0.minWidth = SizeValue(.wrap, multiple: value) }),
            ("maxWidth increment", leaf { $0.maxWidth = SizeValue(.fill, increment: value) }),
            ("minHeight", leaf { $0.minHeight = .fixed(value) }),
            ("maxHeight", leaf { $0.maxHeight = .fixed(value) }),
            ("margin percent", leaf { $0.margin = Margins(bottom: .percent(value)) }),
            ("padding", leaf { $0.padding = EdgeInsets(top: 0, left: 0, bottom: 0, right: value) }),
            ("borderWidth", leaf { $0.appearance = Appearance(borderWidth: value) }),
            ("flexItem.grow", leaf { $0.flexItem = FlexItem(grow: value) }),
            ("flexItem.basis", leaf { $0.flexItem = FlexItem(basis: .points(value)) }),
            ("flexItem.inset", leaf { var f = FlexItem(); f.inset = CSSEdges(left: .fraction(value)); $0.flexItem = f }),
            ("flexItem.border", leaf { var f = FlexItem(); f.border = CSSEdges(all: .points(value)); $0.flexItem = f }),
            ("flexItem.scrollbarWidth", leaf { var f = FlexItem(); f.scrollbarWidth = value; $0.flexItem = f }),
            ("flexItem.shrink", leaf { $0.flexItem = FlexItem(shrink: value) }),
            ("flexItem.margin", leaf { $0.flexItem = FlexItem(margin: CSSEdges(right: .points(value))) }),
            ("flexItem.padding", leaf { $0.flexItem = FlexItem(padding: CSSEdges(top: .fraction(value))) }),
            ("margin points", leaf { $0.margin = Margins(left: .points(value)) }),
            ("padding top", leaf { $0.padding = EdgeInsets(top: value, left: 0, bottom: 0, right: 0) }),
            ("cornerRadius", leaf { $0.appearance = Appearance(cornerRadius: value) }),
            ("noLayout width", leaf { $0.ownFrame = OwnFrame(Rect(x: 0, y: 0, width: value, height: 1), reservesSpace: true) }),
            ("intrinsic width", LayoutNode(name: "n", kind: .leaf(.intrinsic(width: value, height: nil)))),
            ("text.lineHeight", LayoutNode(name: "n", kind: .leaf(.text(TextContent("a", lineHeight: value))))),
            ("image height", LayoutNode(name: "n", kind: .leaf(.image(ImageContent(naturalSize: Size(width: 1, height: value)))))),
            ("useFrame", leaf { $0.ownFrame = OwnFrame(Rect(x: 0, y: value, width: 1, height: 1), reservesSpace: false) }),
            ("intrinsic", LayoutNode(name: "n", kind: .leaf(.intrinsic(width: nil, height: value)))),
            ("text.fontSize", LayoutNode(name: "n", kind: .leaf(.text(TextContent("a", font: Font(size: value)))))),
            ("image", LayoutNode(name: "n", kind: .leaf(.image(ImageContent(naturalSize: Size(width: value, height: 1)))))),
        ]
        var flex = FlexLayout()
        flex.rowGap = .points(value)
        cases.append(("flex gap", LayoutNode(name: "n", kind: .container(.flex(flex), children: []))))
        var columns = FlexLayout()
        columns.columnGap = .fraction(value)
        cases.append(("flex column gap", LayoutNode(name: "n", kind: .container(.flex(columns), children: []))))
        cases.append(("linear spacing", LayoutNode(name: "n", kind: .container(
            .linear(LinearLayout(orientation: .vertical, spacing: value)), children: []))))
        return cases
    }

    /// Ordinary values, the bounds and the nearest values past them, zeros, NaNs and infinities.
    @Test(arguments: [10.0, -10, huge, -huge, .nan, -.nan, .infinity, -.infinity, 0, -0.0,
                      LayoutLimits.maxMagnitude, -LayoutLimits.maxMagnitude,
                      LayoutLimits.maxMagnitude.nextUp, (-LayoutLimits.maxMagnitude).nextDown,
                      .greatestFiniteMagnitude, .leastNonzeroMagnitude])
    func numbersInRangeAgreesWithTheDetailedCheck(value: Double) {
        for (label, node) in Self.nodes(value) {
            let quick = LayoutNode.quickCheck([node], 0)
            #expect(quick.numbersInRange == (node.numberOutOfRange == nil), "\(label) = \(value)")
            #expect(quick.numbersInRange == LayoutLimits.inRange(value), "\(label) = \(value)")
            #expect(quick.needsTreeRules == node.needsTreeRules, "\(label)")
        }
    }

    @Test func opacityAndAspectRatioHaveTheirOwnRanges() {
        for (opacity, ok) in [(0.0, true), (1.0, true), (1.5, false), (-0.1, false)] {
            let node = Self.leaf { $0.appearance = Appearance(opacity: opacity) }
            #expect(LayoutNode.quickCheck([node], 0).numbersInRange == ok)
            #expect((node.numberOutOfRange == nil) == ok)
        }
        // Within 1/1,000,000 ... 1,000,000.
        for (ratio, ok) in [(1e6, true), (1e-6, true), (2e6, false), (1e-7, false)] {
            let node = Self.leaf { $0.flexItem = FlexItem(aspectRatio: ratio) }
            #expect(LayoutNode.quickCheck([node], 0).numbersInRange == ok, "aspect ratio \(ratio)")
            #expect((node.numberOutOfRange == nil) == ok)
        }
    }

    @Test func treeRulesAreNeededForReferencesFloatItemsAndFloatOrPathLayouts() {
        let plain = Self.leaf { $0.width = .fixed(5) }
        let reference = Self.leaf { $0.width = .equal(SizeReference(.parent, .horizontal)) }
        let floatItem = Self.leaf { $0.floatItem = FloatItem(side: .end) }
        let float = LayoutNode(name: "f", kind: .container(.float(FloatLayout(orientation: .vertical)), children: []))
        #expect(LayoutNode.quickCheck([plain, reference, floatItem, float], 0).needsTreeRules == false)
        #expect(LayoutNode.quickCheck([plain, reference, floatItem, float], 1).needsTreeRules)
        #expect(LayoutNode.quickCheck([plain, reference, floatItem, float], 2).needsTreeRules)
        #expect(LayoutNode.quickCheck([plain, reference, floatItem, float], 3).needsTreeRules)
    }

    /// `pointsOnlyItem`: flex-item margins and padding written, every edge in points, a fixed or
    /// unset width and height, and nothing else that makes a box depend on more (one node per
    /// condition missed, each otherwise in points).
    @Test func aNodeIsInPointsAloneOnlyWhenEveryConditionHolds() {
        func item(_ change: (inout FlexItem) -> Void = { _ in }, node: (inout LayoutNode) -> Void = { _ in }) -> LayoutNode {
            var f = FlexItem(margin: CSSEdges(all: .points(1)), padding: CSSEdges(all: .points(2)))
            f.border = CSSEdges(all: .points(3))
            change(&f)
            return Self.leaf { $0.flexItem = f; $0.width = .fixed(5); node(&$0) }
        }
        let cases: [(String, LayoutNode, Bool)] = [
            ("in points", item(), true),
            ("unset sizes", item(node: { $0.width = nil; $0.height = nil }), true),
            ("auto basis, auto insets, hidden overflow", item({ $0.basis = .auto; $0.overflowX = .hidden }), true),
            ("negative margin, zero padding", item({ $0.margin = CSSEdges(all: .points(-4)); $0.padding = CSSEdges(all: .points(0)) }), true),
            ("no flex-item properties", Self.leaf { $0.width = .fixed(5) }, false),
            ("no flex-item margins", item({ $0.margin = nil }), false),
            ("no flex-item padding", item({ $0.padding = nil }), false),
            ("an auto margin", item({ $0.margin = CSSEdges(top: .points(1), left: .auto, bottom: .points(1), right: .points(1)) }), false),
            ("a percentage padding", item({ $0.padding = CSSEdges(all: .fraction(0.1)) }), false),
            ("a percentage border", item({ $0.border = CSSEdges(top: .points(1), left: .points(1), bottom: .fraction(0.1), right: .points(1)) }), false),
            ("an aspect ratio", item({ $0.aspectRatio = 2 }), false),
            ("scrolling across", item({ $0.overflowX = .scroll }), false),
            ("scrolling down", item({ $0.overflowY = .scroll }), false),
            ("absolute", item({ $0.position = .absolute }), false),
            ("a weighted width", item(node: { $0.width = .weight(1) }), false),
            ("a wrapped height", item(node: { $0.height = .wrap }), false),
            ("a minimum width", item(node: { $0.minWidth = .fixed(1) }), false),
            ("a maximum height", item(node: { $0.maxHeight = .fixed(9) }), false),
            ("gone", item(node: { $0.visibility = .gone }), false),
        ]
        for (label, node, expected) in cases {
            #expect(LayoutNode.quickCheck([node], 0).pointsOnlyItem == expected, "\(label)")
        }
    }

    /// `placedAsArranged`: no margin of the node's own written, on any edge, and no own frame;
    /// flex-item margins, padding and visibility do not matter.
    @Test func aNodeIsPlacedAsArrangedOnlyWithoutOwnMarginsOrFrame() {
        let cases: [(String, LayoutNode, Bool)] = [
            ("nothing of its own", Self.leaf { $0.width = .fixed(5) }, true),
            ("flex-item margins", Self.leaf { $0.flexItem = FlexItem(margin: CSSEdges(all: .points(1))) }, true),
            ("gone", Self.leaf { $0.visibility = .gone }, true),
            ("padding", Self.leaf { $0.padding = EdgeInsets(top: 1, left: 1, bottom: 1, right: 1) }, true),
            ("a top margin", Self.leaf { $0.margin = Margins(top: .points(1)) }, false),
            ("a zero right margin", Self.leaf { $0.margin = Margins(right: .points(0)) }, false),
            ("a percentage bottom margin", Self.leaf { $0.margin = Margins(bottom: .percent(0.1)) }, false),
            ("an own frame", Self.leaf { $0.ownFrame = OwnFrame(Rect(x: 1, y: 2, width: 3, height: 4), reservesSpace: false) }, false),
        ]
        for (label, node, expected) in cases {
            #expect(LayoutNode.quickCheck([node], 0).placedAsArranged == expected, "\(label)")
        }
    }

    /// The running largest magnitude says what `LayoutLimits.inRange` says of every number added,
    /// whatever their order: a NaN or infinity anywhere is out of range.
    @Test func theMagnitudeBoundAgreesWithTheRangeOfEachNumber() {
        let values: [Double] = [0, -0.0, 1, -1, LayoutLimits.maxMagnitude, -LayoutLimits.maxMagnitude,
                                LayoutLimits.maxMagnitude.nextUp, .nan, -.nan, .infinity, -.infinity, 1e300]
        #expect(MagnitudeBound().inRange)
        for a in values {
            for b in values {
                var bound = MagnitudeBound()
                bound.add(a); bound.add(b)
                #expect(bound.inRange == (LayoutLimits.inRange(a) && LayoutLimits.inRange(b)), "\(a), \(b)")
                bound.add(5)
                #expect(bound.inRange == (LayoutLimits.inRange(a) && LayoutLimits.inRange(b)), "\(a), \(b), 5")
            }
        }
    }
}
