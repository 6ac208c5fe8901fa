import LayoutEngine
import LayoutModel
import Testing

/// A constraints container from fixture-syntax strings.
func constraints(_ name: String, _ width: SizeValue? = nil, _ height: SizeValue? = nil, safeArea: EdgeInsets = .zero,
                 priorities: [String: ContentPriorities] = [:], _ rules: [String], _ children: [LayoutNode]) throws -> LayoutNode {
    var parsed: [LayoutConstraint] = []
    for r in rules {
        do { parsed.append(try ConstraintParser.parse(r).constraint) } catch { Issue.record("\(r): \(error)"); throw error }
    }
    return LayoutNode(name: name, kind: .container(.constraints(ConstraintLayout(constraints: parsed, safeArea: safeArea,
                                                                                  contentPriorities: priorities)), children: children),
                      width: width, height: height)
}

func report(_ root: LayoutNode, _ width: Double = 1000, _ height: Double = 1000) throws -> (frames: FrameNode, warnings: [LayoutWarning]) {
    try LayoutEngine(textMeasurer: AhemTextMeasurer()).layoutReport(root, in: Viewport(width: width, height: height), snapped: false)
}

@Suite struct ConstraintLayoutTests {
    /// Seed 003: SequenceView, three square items with spacing 10; the view's height follows its width.
    @Test func sequenceView() throws {
        let view = try constraints("sequence", 320, .wrap, [
            "a.leading = parent.leading", "a.top = parent.top", "parent.bottom = a.bottom",
            "b.leading = a.trailing + 10", "c.leading = b.trailing + 10", "c.trailing = parent.trailing",
            "b.width = a.width", "c.width = a.width",
            "a.height = a.width", "b.height = b.width", "c.height = c.width",
            "b.top = a.top", "c.top = a.top",
        ], [box("a"), box("b"), box("c")])
        let (f, warnings) = try report(view)
        let side = (320.0 - 10 - 10) / 3
        #expect(f.frame == rect(0, 0, 320, side))
        #expect(f.children.map(\.frame) == [rect(0, 0, side, side), rect(side + 10, 0, side, side), rect(2 * (side + 10), 0, side, side)])
        #expect(side == 100)
        #expect(warnings.isEmpty)
    }

    /// Seed 004 with constraints: the list's intrinsic height is its content; `list.height <= 150`
    /// caps it (required beats compression resistance), `list.height = 200` fixes it.
    @Test(arguments: [
        (rule: "list.height <= 150", content: 300.0, height: 150.0),
        (rule: "list.height <= 150", content: 90.0, height: 90.0),
        (rule: "list.height = 200", content: 300.0, height: 200.0),
        (rule: "list.height = 200", content: 90.0, height: 200.0),
    ])
    func scrollListHeights(rule: String, content: Double, height: Double) throws {
        let list = scroll("list", .vertical, nil, nil, [
            linear("items", .vertical, .fill, .wrap, [box("row", .fill, SizeValue.fixed(content))]),
        ])
        let screen = try constraints("screen", 320, 600, [
            "list.top = parent.top", "list.leading = parent.leading", "list.trailing = parent.trailing", rule,
        ], [list])
        let (f, warnings) = try report(screen)
        #expect(frameOf(f, "list") == rect(0, 0, 320, height))
        #expect(f.find("list")?.contentSize == Size(width: 320, height: content))
        #expect(warnings.isEmpty)
    }

    @Test func everyRelationWithMultipliersAndConstants() throws {
        let view = try constraints("v", 400, 300, [
            "a.left = parent.left + 10", "a.top = parent.top + 20", "a.width = parent.width * 0.5 - 20", "a.height = 50",
            "b.left >= a.right + 30", "b.left = 0 @250", "b.top = a.bottom", "b.width <= a.width / 2", "b.width = 400 @500",
            "b.height >= 60", "b.height = 0 @300",
            "c.centerX = parent.centerX", "c.centerY = parent.centerY", "c.width = a.height * 2", "c.height = c.width * 0.25 + 5",
        ], [box("a"), box("b"), box("c")])
        let (f, warnings) = try report(view)
        #expect(frameOf(f, "a") == rect(10, 20, 400 * 0.5 - 20, 50))
        #expect(frameOf(f, "b") == rect(10 + 180 + 30, 20 + 50, 180 / 2, 60))
        #expect(frameOf(f, "c") == rect((400 - 100) / 2, (300 - 30) / 2, 50 * 2, 100 * 0.25 + 5))
        #expect(warnings.isEmpty)
    }

    @Test func higherPriorityWins() throws {
        let view = try constraints("v", 300, 100, [
            "a.left = parent.left", "a.top = parent.top", "a.height = 10",
            "a.width = 100 @250", "a.width = 200 @751", "a.width = 150 @750", "a.width <= 180 @999",
        ], [box("a")])
        #expect(frameOf(try report(view).frames, "a") == rect(0, 0, 180, 10))
    }

    /// Two labels in a row: the lower compression resistance gives way when space is short, the
    /// lower hugging priority stretches when there is too much.
    @Test(arguments: [(width: 200.0, a: 120.0, b: 200.0 - 120), (width: 400.0, a: 120.0, b: 400.0 - 120)])
    func huggingAgainstCompression(width: Double, a: Double, b: Double) throws {
        let row = try constraints("row", .fixed(width), 20, priorities: [
            "a": ContentPriorities(hugging: [.horizontal: 251]), "b": ContentPriorities(compression: [.horizontal: 749]),
        ], [
            "a.leading = parent.leading", "b.leading = a.trailing", "b.trailing = parent.trailing",
            "a.top = parent.top", "b.top = parent.top",
        ], [intrinsic("a", 120, 20), intrinsic("b", 150, 20)])
        let (f, warnings) = try report(row)
        #expect(frameOf(f, "a") == rect(0, 0, a, 20))
        #expect(frameOf(f, "b") == rect(a, 0, b, 20))
        #expect(warnings.isEmpty)
    }

    /// A wrapped container takes its fitting (compressed) size: the label plus 16 on each side.
    @Test func wrapSizeIsTheCompressedFittingSize() throws {
        let card = try constraints("card", .wrap, .wrap, [
            "label.leading = parent.leading + 16", "label.top = parent.top + 16",
            "parent.trailing = label.trailing + 16", "parent.bottom >= label.bottom + 16",
        ], [intrinsic("label", 120, 20)])
        let (f, warnings) = try report(card)
        #expect(f.frame == rect(0, 0, 16 + 120 + 16, 16 + 20 + 16))
        #expect(frameOf(f, "label") == rect(16, 16, 120, 20))
        #expect(warnings.isEmpty)
        let engine = LayoutEngine(textMeasurer: AhemTextMeasurer())
        #expect(try engine.fittingSize(of: card) == Size(width: 152, height: 52))
        #expect(try engine.fittingSize(of: card, height: .expanded(limit: 1000)) == Size(width: 152, height: 1000))
        #expect(try engine.fittingSize(of: card, widthValue: 100) == Size(width: 100, height: 52))
    }

    @Test func safeAreaInsets() throws {
        let screen = try constraints("screen", 320, 600, safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 10), [
            "content.top = safe.top", "content.bottom = safe.bottom", "content.leading = safe.leading",
            "content.trailing = safe.trailing",
            "bar.bottom = parent.bottom", "bar.height = 34", "bar.width = safe.width", "bar.centerX = safe.centerX",
        ], [box("content"), box("bar")])
        let f = try report(screen).frames
        #expect(frameOf(f, "content") == rect(0, 44, 320 - 10, 600 - 44 - 34))
        #expect(frameOf(f, "bar") == rect(0, 600 - 34, 310, 34))
    }

    @Test func conflictingRequiredConstraintsAreNamed() throws {
        let view = try constraints("v", 300, 100, ["a.left = parent.left", "a.width = 100", "a.right = 150"], [box("a")])
        #expect(throws: LayoutError(path: "$.root.constraints[2]", node: "v",
                                    reason: "required constraint 'a.right = 150' conflicts with 'a.left = parent.left' "
                                        + "($.root.constraints[0]), 'a.width = 100' ($.root.constraints[1])")) {
            try report(view)
        }
    }

    @Test func aWrittenSizeTakesPartInConflicts() throws {
        let view = try constraints("v", 300, 100, ["a.width = 100"], [box("a", 50, 10)])
        #expect(throws: LayoutError(path: "$.root.constraints[0]", node: "v",
                                    reason: "required constraint 'a.width = 100' conflicts with 'a.width = 50 (its 'width')' "
                                        + "($.root.children[0].width)")) {
            try report(view)
        }
    }

    @Test func unknownItemsAreErrors() throws {
        let view = try constraints("v", 300, 100, ["a.left = buton.right"], [box("a"), box("button")])
        #expect(throws: LayoutError(path: "$.root.constraints[0]", node: "v",
                                    reason: "'a.left = buton.right' names 'buton', which is not a child of 'v' (its children: a, button)")) {
            try report(view)
        }
    }

    /// An ambiguous layout still has a deterministic result, and a warning names the undecided anchors.
    @Test func ambiguityIsAWarning() throws {
        let view = try constraints("v", 300, 100, ["a.width = 100", "a.height = 20", "a.left >= parent.left"], [box("a")])
        let (f, warnings) = try report(view)
        #expect(frameOf(f, "a") == rect(0, 0, 100, 20))
        #expect(warnings == [LayoutWarning(path: "$.root", node: "v",
                                           message: "ambiguous layout: the constraints do not decide a.left, a.top; the solver's choice is used")])
    }

    @Test func goneChildrenAndTheirConstraintsAreLeftOut() throws {
        let view = try constraints("v", 300, 100, [
            "a.left = parent.left", "a.top = parent.top", "a.width = 10", "a.height = 10",
            "b.left = a.right", "b.top = a.top", "b.width = 10", "b.height = 10",
        ], [box("a"), box("b", visibility: .gone)])
        let (f, warnings) = try report(view)
        #expect(frameOf(f, "b") == rect(0, 0, 0, 0))
        #expect(warnings.isEmpty)
    }

    /// A constraints container inside a linear layout: measured by its fitting size, then arranged.
    @Test func nestedInALinearLayout() throws {
        let card = try constraints("card", .fill, .wrap, [
            "t.top = parent.top + 8", "t.leading = parent.leading + 8", "parent.bottom = t.bottom + 8",
        ], [intrinsic("t", 50, 30)])
        let column = linear("col", .vertical, spacing: 4, 200, .wrap, [card, box("after", .fill, 10)])
        let (f, warnings) = try report(column)
        #expect(frameOf(f, "card") == rect(0, 0, 200, 8 + 30 + 8))
        #expect(frameOf(f, "t") == rect(8, 8, 50, 30))
        #expect(frameOf(f, "after") == rect(0, 46 + 4, 200, 10))
        #expect(warnings.isEmpty)
    }

    /// The DSL form: the same SequenceView as seed 003, and a syntax error located as in a fixture.
    @Test func theDSLBuildsConstraintContainers() throws {
        let view = try Constraints("sequence", [
            "a.leading = parent.leading", "a.top = parent.top", "parent.bottom = a.bottom",
            "b.leading = a.trailing + 10", "c.leading = b.trailing + 10", "c.trailing = parent.trailing",
            "b.width = a.width", "c.width = a.width", "a.height = a.width", "b.height = b.width", "c.height = c.width",
            "b.top = a.top", "c.top = a.top",
        ]) {
            Empty("a")
            Empty("b")
            Empty("c")
        }.width(320).height(.wrap)
        let f = try layout(view)
        #expect(f.children.map(\.frame) == [rect(0, 0, 100, 100), rect(110, 0, 100, 100), rect(220, 0, 100, 100)])
        #expect(throws: LayoutError(path: "$.root.constraints[1]", node: "v",
                                    reason: #"character 12 of "a.left = b.rigth": unknown anchor 'rigth' (did you mean 'right'?); anchors: leading, trailing, left, right, top, bottom, centerX, centerY, width, height"#)) {
            try Constraints("v", ["a.top = 0", "a.left = b.rigth"]) { Empty("a"); Empty("b") }
        }
    }

    /// A label wraps at the width its constraints give it (a multi-line UILabel): Ahem glyphs are
    /// 1em squares, so "Hello world" at 14 is 11 x 14 = 154 wide on one line; pinned to 100 it
    /// breaks into "Hello" and "world", 2 lines of 14, and what hangs below it moves down.
    @Test func textWrapsAtItsSolvedWidth() throws {
        let label = LayoutNode(name: "label", kind: .leaf(.text(TextContent("Hello world", font: Font(size: 14)))))
        let view = try constraints("v", 100, .wrap, [
            "label.leading = parent.leading", "label.trailing = parent.trailing", "label.top = parent.top",
            "below.top = label.bottom + 4", "below.leading = parent.leading", "below.width = 10", "below.height = 10",
            "parent.bottom = below.bottom",
        ], [label, box("below")])
        let (f, warnings) = try report(view)
        // Ahem's line of 14 measures 14 * 0.8 + 14 * 0.2, a hair over 14 in binary: compare within 1e-9.
        func close(_ a: Rect?, _ b: Rect) -> Bool {
            guard let a else { return false }
            return [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
        }
        #expect(close(frameOf(f, "label"), rect(0, 0, 100, 2 * 14)))
        #expect(close(frameOf(f, "below"), rect(0, 28 + 4, 10, 10)))
        #expect(close(f.frame, rect(0, 0, 100, 28 + 4 + 10)))
        #expect(warnings.isEmpty)
    }
}
