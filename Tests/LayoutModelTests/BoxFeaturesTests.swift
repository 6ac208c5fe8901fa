import Testing
@testable import LayoutModel

/// `LayoutNode.quickCheck(...).features`: each feature is noted for exactly the nodes that use it,
/// one node per feature, and a node written only in points notes none.
@Suite struct BoxFeaturesTests {
    static func leaf(_ change: (inout LayoutNode) -> Void) -> LayoutNode {
        var node = LayoutNode(name: "n", kind: .leaf(.intrinsic(width: 10, height: 10)))
        change(&node)
        return node
    }

    static func item(_ change: (inout FlexItem) -> Void) -> LayoutNode {
        var item = FlexItem(margin: CSSEdges(all: .points(1)), padding: CSSEdges(all: .points(2)))
        change(&item)
        return leaf { $0.flexItem = item }
    }

    static func flex(_ change: (inout FlexLayout) -> Void) -> LayoutNode {
        var flex = FlexLayout()
        change(&flex)
        return LayoutNode(name: "n", kind: .container(.flex(flex), children: []))
    }

    static let cases: [(String, LayoutNode, LayoutNode.BoxFeatures)] = [
        ("points only", leaf { $0.width = .fixed(5); $0.margin = Margins(top: .points(3)) }, []),
        ("flex item in points", item { _ in }, []),
        ("empty flex container", flex { _ in }, []),
        ("min width", leaf { $0.minWidth = .fixed(5) }, .minOrMaxSize),
        ("max height", leaf { $0.maxHeight = .fixed(5) }, .minOrMaxSize),
        ("gone", leaf { $0.visibility = .gone }, .gone),
        ("weighted width", leaf { $0.width = .weight(1) }, .weightedSize),
        ("weighted min height", leaf { $0.minHeight = .weight(1) }, [.minOrMaxSize, .weightedSize]),
        ("aspect ratio", item { $0.aspectRatio = 2 }, .aspectRatio),
        ("width keyword", item { $0.widthKeyword = .maxContent }, .sizeKeyword),
        ("height keyword", item { $0.heightKeyword = .fitContent }, .sizeKeyword),
        ("absolute", item { $0.position = .absolute }, .positioned),
        ("scroll x", item { $0.overflowX = .scroll }, .scrollbar),
        ("scroll y", item { $0.overflowY = .scroll }, .scrollbar),
        ("hidden and auto overflow", item { $0.overflowX = .hidden; $0.overflowY = .auto }, []),
        ("align-self baseline", item { $0.alignSelf = .baseline }, .baselines),
        ("align-self center", item { $0.alignSelf = .center }, []),
        ("percent flex margin", item { $0.margin = CSSEdges(left: .fraction(10)) }, .percentEdges),
        ("auto flex margin", item { $0.margin = CSSEdges(left: .auto) }, []),
        ("percent flex padding", item { $0.padding = CSSEdges(bottom: .fraction(10)) }, .percentEdges),
        ("percent flex border", item { $0.border = CSSEdges(right: .fraction(10)) }, .percentEdges),
        ("percent inset", item { $0.inset = CSSEdges(top: .fraction(10)) }, []),
        ("percent own margin", leaf { $0.margin = Margins(right: .percent(10)) }, .percentEdges),
        // Flex-item margins replace the node's own, so its percentages do not apply.
        ("percent own margin under flex margins", leaf {
            $0.margin = Margins(right: .percent(10)); $0.flexItem = FlexItem(margin: CSSEdges(all: .points(1)))
        }, []),
        ("percent own margin under flex padding only", leaf {
            $0.margin = Margins(right: .percent(10)); $0.flexItem = FlexItem(padding: CSSEdges(all: .points(1)))
        }, .percentEdges),
        ("text", LayoutNode(name: "n", kind: .leaf(.text(TextContent("a")))), .measuredContent),
        ("image", LayoutNode(name: "n", kind: .leaf(.image(ImageContent(naturalSize: Size(width: 1, height: 1))))), .measuredContent),
        ("empty leaf", LayoutNode(name: "n", kind: .leaf(.empty)), []),
        ("linear container", LayoutNode(name: "n", kind: .container(.linear(LinearLayout(orientation: .vertical)), children: [])),
         .otherLayout),
        ("wrapping flex", flex { $0.wrap = .wrap }, .flexLines),
        ("balanced flex", flex { $0.balanced = true }, .flexLines),
        ("align-items baseline", flex { $0.alignItems = .baseline }, .baselines),
        ("percent row gap", flex { $0.rowGap = .fraction(5) }, .relativeGap),
        ("points column gap", flex { $0.columnGap = .points(5) }, []),
    ]

    @Test func eachFeatureIsNotedForTheNodesThatUseIt() {
        for (label, node, expected) in Self.cases {
            #expect(LayoutNode.quickCheck([node], 0).features == expected, "\(label)")
        }
    }
}
