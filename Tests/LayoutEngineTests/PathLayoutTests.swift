import Foundation
import LayoutEngine
import LayoutModel
import Testing

/// A path container of fixed size.
func pathNode(_ name: String, _ curve: PathLayout.Curve, _ width: SizeValue? = nil, _ height: SizeValue? = nil,
              origin: Point = .zero, math: Bool = false, reverse: Bool = false, start: Double? = nil,
              end: Double? = nil, spacing: PathLayout.Spacing = .flexed, error: Double = 0.5,
              originNode: String? = nil, padding: EdgeInsets = .zero, _ children: [LayoutNode]) -> LayoutNode {
    let layout = PathLayout(curve: curve, origin: origin, math: math, reverse: reverse, start: start, end: end,
                            spacing: spacing, distanceError: error, originNode: originNode)
    return LayoutNode(name: name, kind: .container(.path(layout), children: children), width: width, height: height,
                      padding: padding)
}

/// The centre of a frame.
func centre(_ r: Rect) -> Point { Point(x: r.x + r.width / 2, y: r.y + r.height / 2) }

/// Whether two points agree within `tolerance`.
func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

/// One test per row of the TangramKit inventory that the path layout covers (§14, 3b, 4.11, 7, 8.7, 9.1).
@Suite struct PathLayoutTests {
    static let dots = (0..<4).map { box("d\($0)", 20, 20) }

    func centres(_ f: FrameNode, _ names: [String]) throws -> [Point] {
        try names.map { try centre(#require(frameOf(f, $0))) }
    }

    // §14.3, §14.6 closed: a circle of radius 100 round the centre of a 300 x 300 container; 4 children
    // share the closed length (360 chords of 1°) in quarters, so they sit on the samples at 0, 90, 180, 270°.
    @Test func polarCircleWithFourChildrenAtRightAngles() throws {
        let f = try layout(pathNode("p", try .r("100"), 300, 300, origin: Point(x: 0.5, y: 0.5), Self.dots))
        let c = try centres(f, ["d0", "d1", "d2", "d3"])
        let expected = [Point(x: 150 + 100, y: 150), Point(x: 150, y: 150 + 100),
                        Point(x: 150 - 100, y: 150), Point(x: 150, y: 150 - 100)]
        for (got, want) in zip(c, expected) { #expect(near(got, want), "\(got) vs \(want)") }
        #expect(frameOf(f, "d0") == rect(250 - 10, 150 - 10, 20, 20))
    }

    // §14.4 math: y up, so 90° is above the centre.
    @Test func mathCoordinatesPointYUp() throws {
        let f = try layout(pathNode("p", try .r("100"), 300, 300, origin: Point(x: 0.5, y: 0.5), math: true, Self.dots))
        let c = try centres(f, ["d0", "d1", "d2", "d3"])
        let expected = [Point(x: 250, y: 150), Point(x: 150, y: 150 - 100), Point(x: 50, y: 150), Point(x: 150, y: 150 + 100)]
        for (got, want) in zip(c, expected) { #expect(near(got, want), "\(got) vs \(want)") }
    }

    // §14.1, §14.6 fixed, §14.7: y = x / 2 gains √1.25 per step of x. A spacing of 50 falls between
    // samples: x = 50 / √1.25 = 44.7214. With the default error 0.5 sample 45 overshoots by
    // (45 - 44.7214)·√1.25 = 0.31 and is kept; the next target 45 + 44.7214 is reached at 90 (0.31 over).
    @Test func cartesianLineWithFixedSpacingKeepsSamplesWithinTheError() throws {
        let f = try layout(pathNode("p", try .y("x / 2"), 200, 100, spacing: .fixed(50),
                                    [box("a", 10, 10), box("b", 10, 10), box("c", 10, 10)]))
        let c = try centres(f, ["a", "b", "c"])
        #expect(near(c[0], Point(x: 0, y: 0)))
        #expect(near(c[1], Point(x: 45, y: 45.0 / 2)))
        #expect(near(c[2], Point(x: 90, y: 90.0 / 2)))
    }

    // §14.7: with distanceError 0.01 the step 44..45 is cut in tenths (44.8 overshoots by 0.088), then
    // 44.7..44.8 in hundredths: 44.73 is the first past 44.7214, 0.0086·√1.25 = 0.0096 over.
    // From there the next target is 44.73 + 44.7214 = 89.4514: 89.5 overshoots by 0.054, 89.46 by 0.0096.
    @Test func refinementCutsTheStepInTenthsUntilWithinTheError() throws {
        let f = try layout(pathNode("p", try .y("x / 2"), 200, 100, spacing: .fixed(50), error: 0.01,
                                    [box("a", 10, 10), box("b", 10, 10), box("c", 10, 10)]))
        let c = try centres(f, ["b", "c"])
        #expect(near(c[0], Point(x: 44.73, y: 44.73 / 2)), "\(c[0])")
        #expect(near(c[1], Point(x: 89.46, y: 89.46 / 2)), "\(c[1])")
    }

    // §14.2, §14.6 flexed open: (x, y) = (2t, 50) for t in 0...50 is 100 long; 5 children are 100 / 4 = 25
    // apart, i.e. 12.5 steps: the refinement lands on t = 12.5 exactly (0.5 of a 2-point chord).
    @Test func parametricLineWithFlexedSpacing() throws {
        let kids = (0..<5).map { box("k\($0)", 4, 4) }
        let f = try layout(pathNode("p", try .xy("2 * t", "50"), 200, 100, start: 0, end: 50, kids))
        let c = try centres(f, kids.map(\.name))
        for k in 0..<5 { #expect(near(c[k], Point(x: 25 * Double(k), y: 50)), "k\(k): \(c[k])") }
    }

    // §14.4 reverse (drawing): the curve's x runs down the container, from -H·0 to H·1 = 0...200;
    // x = arg / 2 across. Flexed 3: the length 200·√1.25 halves at arg 100.
    @Test func reverseSwapsTheCurvesAxes() throws {
        let f = try layout(pathNode("p", try .y("x / 2"), 100, 200, reverse: true,
                                    [box("a", 10, 10), box("b", 10, 10), box("c", 10, 10)]))
        let c = try centres(f, ["a", "b", "c"])
        #expect(near(c[0], Point(x: 0, y: 0)))
        #expect(near(c[1], Point(x: 100.0 / 2, y: 100)))
        #expect(near(c[2], Point(x: 200.0 / 2, y: 200)))
    }

    // §14.4 reverse + math defaults: the argument runs from -H·(1 - 0.5) = -100 to H·0.5 = 100 and
    // upwards, so the first child is at the bottom. The curve x = 0 is the vertical centre line.
    @Test func reverseWithMathRunsTheArgumentUpwards() throws {
        let f = try layout(pathNode("p", try .y("0"), 100, 200, origin: Point(x: 0.5, y: 0.5), math: true, reverse: true,
                                    [box("a", 10, 10), box("b", 10, 10), box("c", 10, 10)]))
        let c = try centres(f, ["a", "b", "c"])
        #expect(near(c[0], Point(x: 50, y: 100 + 100)))
        #expect(near(c[1], Point(x: 50, y: 100)))
        #expect(near(c[2], Point(x: 50, y: 100 - 100)))
    }

    // §14.4 start/end: a half circle (0...180°) is open, so 3 children are a quarter turn apart.
    @Test func startAndEndLimitTheArgumentInDegrees() throws {
        let f = try layout(pathNode("p", try .r("100"), 300, 300, origin: Point(x: 0.5, y: 0.5), start: 0, end: 180,
                                    Array(Self.dots.prefix(3))))
        let c = try centres(f, ["d0", "d1", "d2"])
        let expected = [Point(x: 250, y: 150), Point(x: 150, y: 250), Point(x: 50, y: 150)]
        for (got, want) in zip(c, expected) { #expect(near(got, want), "\(got) vs \(want)") }
    }

    // §14.6 count: 3 children spaced as if there were 8 on the closed circle: 45° apart.
    @Test func countSpacingActsAsIfThereWereThatManyChildren() throws {
        let f = try layout(pathNode("p", try .r("100"), 300, 300, origin: Point(x: 0.5, y: 0.5), spacing: .count(8),
                                    Array(Self.dots.prefix(3))))
        let c = try centres(f, ["d0", "d1", "d2"])
        let s = 100 * 0.5.squareRoot()   // 100·cos 45°
        let expected = [Point(x: 250, y: 150), Point(x: 150 + s, y: 150 + s), Point(x: 150, y: 250)]
        for (got, want) in zip(c, expected) { #expect(near(got, want), "\(got) vs \(want)") }
    }

    // §14.6 fixed: children that do not fit in the range go on along the curve past its end.
    @Test func fixedSpacingContinuesPastTheEnd() throws {
        let f = try layout(pathNode("p", try .y("10"), 100, 20, spacing: .fixed(60),
                                    [box("a", 4, 4), box("b", 4, 4), box("c", 4, 4)]))
        let c = try centres(f, ["a", "b", "c"])
        #expect(near(c[0], Point(x: 0, y: 10)) && near(c[1], Point(x: 60, y: 10)) && near(c[2], Point(x: 120, y: 10)))
    }

    // §14.1 nil: y = 0·sqrt((x - 40)(x - 60)) is undefined for 40 < x < 60. The gap has no length:
    // the two pieces are 40 + 40 long, 5 children 20 apart: 0, 20, 40, then 60 + 20 = 80 and 100.
    @Test func anUndefinedStretchBreaksThePathAndHasNoLength() throws {
        let kids = (0..<5).map { box("k\($0)", 2, 2) }
        let f = try layout(pathNode("p", try .y("0 * sqrt((x - 40) * (x - 60))"), 100, 10, kids))
        let c = try centres(f, kids.map(\.name))
        let xs: [Double] = [0, 20, 40, 60 + 20, 100]
        for k in 0..<5 { #expect(near(c[k], Point(x: xs[k], y: 0)), "k\(k): \(c[k])") }
        let pieces = try #require(f.find("p")?.curve)
        #expect(pieces.count == 2)
        #expect(pieces[0].first == Point(x: 0, y: 0) && pieces[0].last == Point(x: 40, y: 0) && pieces[0].count == 41)
        #expect(pieces[1].first == Point(x: 60, y: 0) && pieces[1].last == Point(x: 100, y: 0))
    }

    // §14.8: the origin node sits on the curve's origin and takes no place on the curve.
    @Test func originNodeSitsAtTheOrigin() throws {
        let f = try layout(pathNode("p", try .r("100"), 300, 300, origin: Point(x: 0.5, y: 0.5), originNode: "hub",
                                    [box("hub", 40, 30)] + Self.dots))
        #expect(frameOf(f, "hub") == rect(150 - 20, 150 - 15, 40, 30))
        #expect(near(try centre(#require(frameOf(f, "d1"))), Point(x: 150, y: 250)))
    }

    // §14.9, 3b: margins are offsets of the centre, left - right across and top - bottom down, also
    // for the origin node; padding moves the origin.
    @Test func marginsOffsetTheCentreAndPaddingMovesTheOrigin() throws {
        var a = box("a", 10, 10); a.margin = Margins(top: 3, left: 10, bottom: 1, right: 4)
        var hub = box("hub", 10, 10); hub.margin = Margins(left: 5)
        let f = try layout(pathNode("p", try .y("0"), 100, 20, spacing: .fixed(30), originNode: "hub",
                                    padding: EdgeInsets(top: 5, left: 7, bottom: 0, right: 0), [a, box("b", 10, 10), hub]))
        #expect(near(try centre(#require(frameOf(f, "a"))), Point(x: 7 + 10 - 4, y: 5 + 3 - 1)))
        #expect(near(try centre(#require(frameOf(f, "b"))), Point(x: 7 + 30, y: 5)))
        #expect(near(try centre(#require(frameOf(f, "hub"))), Point(x: 7 + 5, y: 5)))
    }

    // 4.11, 9.1: numbers, wrap (content), references to a sibling and to the parent, min/max;
    // a weight is not used (the content size).
    @Test func childrenAreSizedByNumbersWrapReferencesAndBounds() throws {
        let kids = [
            box("a", 30, 10),
            intrinsic("b", 24, 12, width: .wrap, height: .wrap),
            box("c", .equal(SizeReference(.node("a"), .horizontal), multiple: 2), .equal(SizeReference(.parent, .vertical), multiple: 0.5)),
            box("d", 10, 10, min: (40, nil), max: (nil, 5)),
            intrinsic("e", 16, 8, width: .weight(0.5)),
        ]
        let f = try layout(pathNode("p", try .y("0"), 200, 40, spacing: .fixed(40), kids))
        #expect(frameOf(f, "a")?.size == Size(width: 30, height: 10))
        #expect(frameOf(f, "b")?.size == Size(width: 24, height: 12))
        #expect(frameOf(f, "c")?.size == Size(width: 30 * 2, height: 40 * 0.5))
        #expect(frameOf(f, "d")?.size == Size(width: 40, height: 5))
        #expect(frameOf(f, "e")?.size == Size(width: 16, height: 8))
        #expect(frameOf(f, "c") == rect(80 - 30, 0 - 10, 60, 20))
    }

    // 7.x: a gone child takes no place on the curve (empty rect at the content origin); an invisible one does.
    @Test func goneChildrenTakeNoPlaceInvisibleOnesDo() throws {
        let kids = [box("a", 4, 4), box("g", 4, 4, visibility: .gone), box("i", 4, 4, visibility: .invisible), box("b", 4, 4)]
        let f = try layout(pathNode("p", try .y("0"), 90, 10, padding: EdgeInsets(all: 2), kids))
        #expect(frameOf(f, "g") == rect(2, 2, 0, 0))
        #expect(near(try centre(#require(frameOf(f, "i"))), Point(x: 2 + 86.0 / 2, y: 2)))   // 3 share 86: halfway
        #expect(near(try centre(#require(frameOf(f, "b"))), Point(x: 2 + 86, y: 2)))
    }

    // 8.7: a wrap container is the bounding box of its children plus padding; with the inner size
    // unknown the origin is at the padding corner, then the box moves to start at the padding.
    // r = 50, four 20 x 20 children: centres from -50 to 50, the box from -60 to 60 = 120 + 2·5.
    @Test func wrapContainerIsTheChildrensBoundingBox() throws {
        let f = try layout(pathNode("p", try .r("50"), .wrap, .wrap, padding: EdgeInsets(all: 5), Self.dots))
        #expect(frameOf(f, "p")?.size == Size(width: 120 + 2 * 5, height: 120 + 2 * 5))
        #expect(frameOf(f, "d0") == rect(5 + 120 - 20, 5 + 60 - 10, 20, 20))
        #expect(near(try centre(#require(frameOf(f, "d3"))), Point(x: 5 + 60, y: 5 + 10)))   // 270°: the top
        let curve = try #require(f.find("p")?.curve?.first)
        #expect(curve.count == 361 && near(curve[0], Point(x: 5 + 60 + 50, y: 5 + 60)))
    }

    // §14.1: a curve that is nowhere defined leaves every child at the origin.
    @Test func aCurveDefinedNowherePutsChildrenAtTheOrigin() throws {
        let f = try layout(pathNode("p", try .y("log(-1 - x * x)"), 100, 100, origin: Point(x: 0.5, y: 0.5), [box("a", 10, 10)]))
        #expect(frameOf(f, "a") == rect(50 - 5, 50 - 5, 10, 10))
        #expect(f.find("p")?.curve == [])
    }

    // One evaluation per step: a range longer than 100000 steps is refused with its values.
    @Test func aRangeTooLongToSampleIsAnError() {
        #expect(throws: LayoutError(path: "$.root", node: "p", reason: "the curve's argument runs from 0 to 200000: "
            + "more than 100000 steps; give a shorter 'start'...'end' range")) {
            _ = try layout(pathNode("p", try .y("0"), 100, 100, start: 0, end: 200_000, [box("a", 1, 1)]))
        }
    }

    // 17.4 / 17.3 on a path: right-to-left mirrors the children and the curve across the container;
    // a layout transform moves both about the container's centre (here by 5 to the right).
    @Test func rightToLeftAndTransformsMoveTheCurveWithTheChildren() throws {
        var p = pathNode("p", try .y("0"), 100, 10, [box("a", 4, 4), box("b", 4, 4), box("c", 4, 4)])
        p.layoutDirection = .rightToLeft
        p.layoutTransform = .translation(5, 0)
        let f = try layout(p)
        let c = try centres(f, ["a", "b", "c"])
        #expect(near(c[0], Point(x: 100 - 0 + 5, y: 0)) && near(c[1], Point(x: 100 - 50 + 5, y: 0))
            && near(c[2], Point(x: 100 - 100 + 5, y: 0)))
        let curve = try #require(f.find("p")?.curve?.first)
        #expect(near(curve[0], Point(x: 100 - 0 + 5, y: 0)) && near(curve[100], Point(x: 100 - 100 + 5, y: 0)))
    }
}
