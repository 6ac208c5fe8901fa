import LayoutEngine
import LayoutModel
import Testing

/// A float container with every option as a parameter.
func floatBox(_ name: String, _ orientation: Axis = .vertical, _ width: SizeValue? = nil, _ height: SizeValue? = nil,
              lineSpacing: Double = 0, itemSpacing: Double = 0, gravity: Gravity? = nil, noBoundary: Bool = false,
              flexible: FlexibleSpacing? = nil, padding: EdgeInsets = .zero, _ children: [LayoutNode]) -> LayoutNode {
    let params = FloatLayout(orientation: orientation, lineSpacing: lineSpacing, itemSpacing: itemSpacing, gravity: gravity,
                             noBoundary: noBoundary, flexibleSpacing: flexible)
    return LayoutNode(name: name, kind: .container(.float(params), children: children), width: width, height: height,
                      padding: padding)
}

/// One test per row of the inventory that applies to float layouts (§13, §4.10, §5.1, §5.9, §6.1-6.4,
/// §7, §8.4, §8.5, §9.1). Frames are worked out by hand from the slot-search rules in `FloatSlots`.
@Suite struct FloatLayoutTests {
    // §13.1, §13.4: an item that does not fit beside the last float slots up beside an earlier tall one.
    @Test func anItemSlotsUpBesideAnEarlierTallFloat() throws {
        let f = try layout(floatBox("f", .vertical, 300, .wrap, [
            box("a", 100, 200), box("b", 150, 50), box("c", 120, 50), box("d", 250, 30), box("e", 40, 40),
        ]))
        #expect(frameOf(f, "a") == rect(0, 0, 100, 200))
        #expect(frameOf(f, "b") == rect(100, 0, 150, 50))
        #expect(frameOf(f, "c") == rect(100, 50, 120, 50))     // 300 - 250 = 50 < 120 beside b; below b, beside a
        #expect(frameOf(f, "d") == rect(0, 200, 250, 30))      // 80 left at y 50, 200 at y 100, the full 300 below a
        #expect(frameOf(f, "e") == rect(250, 200, 40, 40))     // never above d's top (CSS rule 5)
        #expect(frameOf(f, "f") == rect(0, 0, 300, 200 + 40))
    }

    // §13.2, §6.3: end floats stack inward from the end; spacing between neighbours and between lines.
    @Test func endFloatsAndSpacing() throws {
        let f = try layout(floatBox("f", .vertical, 300, .wrap, lineSpacing: 5, itemSpacing: 10, [
            box("a", 100, 50), box("b", 80, 40).float(.end), box("c", 60, 30).float(.end), box("d", 50, 20),
        ]))
        #expect(frameOf(f, "a") == rect(0, 0, 100, 50))
        #expect(frameOf(f, "b") == rect(300 - 80, 0, 80, 40))
        #expect(frameOf(f, "c") == rect(300 - 80 - 10 - 60, 0, 60, 30))
        // At y 0 only 150 - 10 - 110 = 30 are left; below c (30 + 5) the end boundary is b's.
        #expect(frameOf(f, "d") == rect(100 + 10, 30 + 5, 50, 20))
        #expect(frameOf(f, "f") == rect(0, 0, 300, 35 + 20))
    }

    // §13.3: clear starts below every earlier float on its own side only.
    @Test func clearStartsBelowTheEarlierFloatsOfItsSide() throws {
        let f = try layout(floatBox("f", .vertical, 300, .wrap, [
            box("a", 100, 100), box("b", 50, 120).float(.end),
            box("c", 60, 20).float(.start, clear: true), box("d", 40, 10).float(.end, clear: true), box("e", 30, 30),
        ]))
        #expect(frameOf(f, "c") == rect(0, 100, 60, 20))           // below a, still beside b
        #expect(frameOf(f, "d") == rect(300 - 40, 120, 40, 10))    // below b
        #expect(frameOf(f, "e") == rect(0, 120, 30, 30))           // not above d's top
        #expect(frameOf(f, "f") == rect(0, 0, 300, 120 + 30))
    }

    // §4.10: a weighted width is that share of the room between the boundaries at its slot.
    @Test func weightedWidthsShareTheRoomAtTheirSlot() throws {
        let f = try layout(floatBox("f", .vertical, 300, .wrap, itemSpacing: 10, [
            box("a", 100, 40), box("b", 60, 60).float(.end), box("c", .percent(50), 20),
            box("d", .fill, 10), box("e", .fill, 10),
        ]))
        let room = 300.0 - 60 - 10 - (100 + 10)   // 120 between a and b
        #expect(frameOf(f, "c") == rect(110, 0, room / 2, 20))
        #expect(frameOf(f, "d") == rect(110 + 60 + 10, 0, 230 - 180, 10))
        // No room left at y 0 (a weight needs some): below d, beside c.
        #expect(frameOf(f, "e") == rect(180, 10, 230 - 180, 10))
    }

    // §4.10, §9.1: weights need strictly positive room; margins come out of the share; max clamps.
    @Test func weightsNeedRoomAndAreClamped() throws {
        let f = try layout(floatBox("f", .vertical, 200, .wrap, [
            box("a", 200, 30),
            box("b", .percent(50), 10, margin: Margins(left: .points(5), right: .points(5))),
            box("c", .fill, 10, max: (40, nil)),
        ]))
        #expect(frameOf(f, "b") == rect(5, 30, 200 / 2 - 5 - 5, 10))   // room 0 beside a is not enough
        #expect(frameOf(f, "c") == rect(100, 30, 40, 10))              // 100 of room, at most 40
    }

    // §13.4 step 4: an item wider than the line goes below every float, against its side.
    @Test func aTooWideItemGoesBelowEverything() throws {
        let f = try layout(floatBox("f", .vertical, 300, .wrap, [
            box("a", 100, 50), box("b", 400, 10), box("c", 400, 10).float(.end),
        ]))
        #expect(frameOf(f, "b") == rect(0, 50, 400, 10))
        #expect(frameOf(f, "c") == rect(300 - 400, 60, 400, 10))
    }

    // §13.5: no boundary: never wraps; only clear starts a new line; the width is the longest line.
    @Test func noBoundaryWrapsOnlyAtClear() throws {
        let f = try layout(floatBox("f", .vertical, .wrap, .wrap, itemSpacing: 4, noBoundary: true, [
            box("a", 100, 20), box("b", 950, 30), box("c", 50, 10).float(clear: true), box("d", 70, 20),
        ]), 500, 500)
        #expect(frameOf(f, "b") == rect(104, 0, 950, 30))
        #expect(frameOf(f, "c") == rect(0, 30, 50, 10))
        #expect(frameOf(f, "d") == rect(54, 30, 70, 20))
        #expect(frameOf(f, "f") == rect(0, 0, 104 + 950, 50))
    }

    // §13.6, §5.1: gravity places the block along the line axis.
    @Test(arguments: [(Gravity.start, 0.0), (.center, (200.0 - 60) / 2), (.end, 200.0 - 60)])
    func gravityPlacesTheBlock(gravity: Gravity, shift: Double) throws {
        let f = try layout(floatBox("f", .vertical, 300, 200, gravity: gravity, [box("a", 100, 40), box("b", 100, 60)]))
        #expect(frameOf(f, "a") == rect(0, shift, 100, 40))
        #expect(frameOf(f, "b") == rect(100, shift, 100, 60))
    }

    // §13.7, §5.9: a child's own alignment places it against the tallest item of its line.
    @Test func alignmentInsideALine() throws {
        let f = try layout(floatBox("f", .vertical, 300, .wrap, [
            box("a", 50, 20, align: ChildAlignment(vertical: .center)), box("b", 60, 40),
            box("c", 50, 10, align: ChildAlignment(vertical: .end)), box("d", 40, 10, align: ChildAlignment(vertical: .fill)),
            box("e", 300, 10), box("g", 20, 5, align: ChildAlignment(vertical: .center)),
        ]))
        #expect(frameOf(f, "a") == rect(0, (40 - 20) / 2, 50, 20))
        #expect(frameOf(f, "b") == rect(50, 0, 60, 40))
        #expect(frameOf(f, "c") == rect(110, 40 - 10, 50, 10))
        #expect(frameOf(f, "d") == rect(160, 0, 40, 40))
        #expect(frameOf(f, "e") == rect(0, 40, 300, 10))     // its own line
        #expect(frameOf(f, "g") == rect(0, 50, 20, 5))       // alone in its line: nothing to align with
    }

    // §13.1: a horizontal float layout floats up and down, and its lines go right.
    @Test func horizontalFloatsUpAndDown() throws {
        let f = try layout(floatBox("f", .horizontal, .wrap, 300, [
            box("a", 200, 100), box("b", 50, 150), box("c", 30, 40).float(.end), box("d", 50, 120),
        ]))
        #expect(frameOf(f, "a") == rect(0, 0, 200, 100))
        #expect(frameOf(f, "b") == rect(0, 100, 50, 150))
        #expect(frameOf(f, "c") == rect(0, 300 - 40, 30, 40))
        #expect(frameOf(f, "d") == rect(50, 100, 50, 120))    // beside b, between a and c
        #expect(frameOf(f, "f") == rect(0, 0, 200, 300))
    }

    // §8.5, §6.1: a wrapped float axis is the widest child (weights left out), plus padding.
    @Test func aWrappedFloatAxisIsTheWidestChild() throws {
        let f = try layout(floatBox("f", .vertical, .wrap, .wrap, padding: EdgeInsets(all: 5), [
            box("a", 80, 20), box("b", 120, 10, margin: Margins(left: .points(10))), box("c", .percent(50), 10),
        ]))
        #expect(frameOf(f, "f") == rect(0, 0, 5 + 130 + 5, 5 + 20 + 10 + 10 + 5))
        #expect(frameOf(f, "a") == rect(5, 5, 80, 20))
        #expect(frameOf(f, "b") == rect(5 + 10, 5 + 20, 120, 10))
        #expect(frameOf(f, "c") == rect(5, 5 + 30, 130 / 2, 10))   // no room beside b: the next line's half
    }

    // §8.5: percentages of margins along a wrapped float axis resolve against the widest child (100),
    // so b (10 + 35) does not fit in the 40 left beside a, and the container holds it below a.
    @Test func marginPercentagesOfAWrappedFloatAxisUseTheWidestChild() throws {
        let f = try layout(linear("page", .vertical, 400, 400, [
            floatBox("f", .vertical, .wrap, .wrap, [
                box("c", 100, 5), box("a", 60, 20), box("b", 35, 10, margin: Margins(left: .percent(10))),
            ]),
        ]))
        #expect(frameOf(f, "f") == rect(0, 0, 100, 5 + 20 + 10))
        #expect(frameOf(f, "b") == rect(100 / 10, 5 + 20, 35, 10))
    }

    // §6.2, §8.4: an empty wrapping float layout measures its padding.
    @Test func anEmptyWrappedFloatLayoutIsItsPadding() throws {
        let f = try layout(floatBox("f", .vertical, .wrap, .wrap, padding: EdgeInsets(all: 7), []))
        #expect(frameOf(f, "f") == rect(0, 0, 14, 14))
    }

    // §6.4: flexible spacing: as many items as fit with the minimum gap; the leftover becomes the gap.
    @Test func flexibleSpacingSharesTheLeftover() throws {
        let children = [box("a", nil, 20), box("b", nil, 20), box("c", nil, 20), box("d", 30, 20)]
        let f = try layout(floatBox("f", .vertical, 300, .wrap, lineSpacing: 5,
                                    flexible: FlexibleSpacing(itemSize: 80, minSpace: 10), children))
        let gap = (300.0 - 3 * 80) / 2   // 3 = floor((300 + 10) / (80 + 10))
        #expect(frameOf(f, "a") == rect(0, 0, 80, 20))
        #expect(frameOf(f, "b") == rect(80 + gap, 0, 80, 20))
        #expect(frameOf(f, "c") == rect(2 * (80 + gap), 0, 80, 20))
        #expect(frameOf(f, "d") == rect(0, 25, 30, 20))   // its own width
    }

    @Test func flexibleSpacingCappedGrowsTheItems() throws {
        let f = try layout(floatBox("f", .vertical, 300, .wrap,
                                    flexible: FlexibleSpacing(itemSize: 80, minSpace: 10, maxSpace: 20),
                                    [box("a", nil, 20), box("b", nil, 20), box("c", nil, 20)]))
        let w = (300.0 - 2 * 20) / 3
        #expect(frameOf(f, "b") == rect(w + 20, 0, w, 20))
        #expect(frameOf(f, "c") == rect(2 * (w + 20), 0, w, 20))
    }

    @Test func centredFlexibleSpacingPutsGapsAtTheEnds() throws {
        let f = try layout(floatBox("f", .vertical, 300, .wrap, lineSpacing: 5,
                                    flexible: FlexibleSpacing(itemSize: 80, minSpace: 10, centered: true),
                                    [box("a", nil, 20), box("b", nil, 20), box("c", nil, 20), box("d", nil, 20)]))
        let gap = (300.0 - 3 * 80) / 4   // 3 = floor((300 - 10) / (80 + 10)), 4 gaps
        #expect(frameOf(f, "a") == rect(gap, 0, 80, 20))
        #expect(frameOf(f, "c") == rect(gap + 2 * (80 + gap), 0, 80, 20))
        #expect(frameOf(f, "d") == rect(gap, 25, 80, 20))
    }

    // §7.1-7.3: invisible children keep their space, gone ones take none.
    @Test func goneChildrenTakeNoSpace() throws {
        let f = try layout(floatBox("f", .vertical, 300, .wrap, itemSpacing: 10, padding: EdgeInsets(all: 3), [
            box("a", 100, 20), box("b", 100, 20, visibility: .gone), box("c", 50, 20, visibility: .invisible), box("d", 50, 20),
        ]))
        #expect(frameOf(f, "b") == rect(3, 3, 0, 0))
        #expect(frameOf(f, "c") == rect(3 + 110, 3, 50, 20))
        #expect(frameOf(f, "d") == rect(3 + 170, 3, 50, 20))
    }

    // §4.10 (line axis): a weighted height is that share of the inner height, margins taken out.
    @Test func aWeightedHeightIsAShareOfTheInnerHeight() throws {
        let f = try layout(floatBox("f", .vertical, 300, 200, padding: EdgeInsets(all: 10), [
            box("a", 50, .percent(50), margin: Margins(top: .points(4), bottom: .points(6))),
        ]))
        #expect(frameOf(f, "a") == rect(10, 10 + 4, 50, 180 / 2 - 4 - 6))
    }

    // §4.10, §8.2: a text whose width is a share is broken at the width it gets at its slot.
    @Test func aSharedTextWidthIsDecidedAtItsSlot() throws {
        let f = try layout(floatBox("f", .vertical, 100, .wrap, [
            box("a", 40, 5), Text("t", "aaaa bbbb", size: 10).width(.fill),
        ]))
        #expect(frameOf(f, "t") == rect(40, 0, 100 - 40, 2 * 10))   // 60 wide: "aaaa" / "bbbb"
    }

    // §8.5 with text: a wrapping leaf is offered the extent less its margins.
    @Test func textWrapsAtTheFloatExtent() throws {
        let f = try layout(floatBox("f", .vertical, 100, .wrap, [Text("t", "aaaa bbbb cc", size: 10)]))
        #expect(frameOf(f, "t") == rect(0, 0, 90, 20))   // Ahem: "aaaa bbbb" (90) fits in 100, "cc" wraps
    }
}
