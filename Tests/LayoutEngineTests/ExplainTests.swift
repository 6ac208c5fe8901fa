import LayoutEngine
import LayoutModel
import Testing

/// `LayoutEngine.explain`: the rule behind each part of a node's frame, as its parent's algorithm
/// noted it. Ahem text: one em a glyph.
@Suite struct ExplainTests {
    let engine = LayoutEngine(textMeasurer: AhemTextMeasurer())

    func notes(_ e: LayoutExplanation, _ part: LayoutExplanation.Part) -> [String] { e.notes.filter { $0.part == part }.map(\.text) }

    @Test func aWeightedLinearChildShowsItsShareWithTheNumbers() throws {
        // 400 wide: a fixed 100 and two weights 1 and 3 share 400 − 100 − 2 × 10 spacing = 280.
        let row = linear("row", .horizontal, spacing: 10, .fixed(400), .fixed(50), [
            box("fixed", .fixed(100), .fixed(50)), box("one", .weight(1), .fixed(50)), box("three", .weight(3), .fixed(50)),
        ])
        let e = try engine.explain(row, in: Viewport(width: 400, height: 50), node: "three")
        #expect(e.parent == "row")
        #expect(e.algorithm == "linear (horizontal)")
        #expect(e.frame == Rect(x: 100 + 10 + 70 + 10, y: 0, width: 280 * 3 / 4, height: 50))
        #expect(e.declared == ["width: weight 3", "height: 50"])
        #expect(notes(e, .width) == ["weight 3 of 4: free space 280 × 3 / 4 = 210 (the inner width 400 less the unweighted "
            + "children, their margins and the spacing)"])
        #expect(notes(e, .x) == ["190: the padding 0, then fixed, one with their margins and the spacing 10"])
    }

    @Test func aFlexItemShowsItsBaseSizeAndHowItGrew() throws {
        // 300 wide row: a 60 item and one that grows into the 240 left.
        let bar = Flex("bar") {
            Box("icon", width: 60, height: 20)
            Box("title", height: 20).flexItem(grow: 1)
        }.width(300).height(20)
        let e = try engine.explain(bar, in: Viewport(width: 300, height: 20), node: "title")
        #expect(e.algorithm == "flex")
        #expect(e.frame == Rect(x: 60, y: 0, width: 300 - 60, height: 20))
        #expect(notes(e, .width) == [
            "main axis (row): flex base size 0 (its content: flex-basis and width are auto), hypothetical main size 0",
            "9.7: grew by 240 to 240: the line's free space 240 (inner width 300 less the items' outer hypothetical sizes 60), "
                + "its flex-grow 1 of 1 (min and max applied)",
        ])
        #expect(notes(e, .x) == ["60 into the content box on the main axis (9.5: justify-content flex-start, its margins, the gap 0)"])
    }

    @Test func aFrameChildShowsItsAlignment() throws {
        let holder = frame("holder", .fixed(200), .fixed(100), [box("dot", .fixed(20), .fixed(10), align: ChildAlignment(horizontal: .center, vertical: .end))])
        let e = try engine.explain(holder, in: Viewport(width: 200, height: 100), node: "dot")
        #expect(e.frame == Rect(x: (200 - 20) / 2, y: 100 - 10, width: 20, height: 10))
        #expect(notes(e, .x) == ["the padding 0 + 90: alignment center of its width 20 in the space 200"])
        #expect(notes(e, .y) == ["the padding 0 + 90: alignment end of its height 10 in the space 100"])
        #expect(notes(e, .width) == ["exactly 20"])
    }

    @Test func theRootAndUnknownNames() throws {
        let root = box("root", .fixed(100), nil)
        let e = try engine.explain(root, in: Viewport(width: 320, height: 480), node: "root")
        #expect(e.parent == nil && e.algorithm == "viewport")
        #expect(e.frame == Rect(x: 0, y: 0, width: 100, height: 480))
        #expect(throws: LayoutError.self) { try engine.explain(root, in: Viewport(width: 320, height: 480), node: "rot") }
        do { _ = try engine.explain(root, in: Viewport(width: 320, height: 480), node: "rot") } catch {
            #expect("\(error)".contains("no node is named 'rot' (did you mean 'root'?)"))
        }
    }

    @Test func explainingChangesNoFrame() throws {
        // The layout with nothing cached (explain's) gives the same frames as the ordinary one.
        let row = linear("row", .horizontal, spacing: 10, .fixed(400), .fixed(50), [
            box("fixed", .fixed(100), .fixed(50)), box("one", .weight(1), .fixed(50)), box("three", .weight(3), .fixed(50)),
        ])
        let frames = try engine.layoutUnrounded(row, in: Viewport(width: 400, height: 50))
        for name in ["fixed", "one", "three"] {
            #expect(try engine.explain(row, in: Viewport(width: 400, height: 50), node: name).frame == frames.find(name)?.frame)
        }
    }
}
