import LayoutSnap
import Testing

/// CSS Flexbox 9.8, "Definite and Indefinite Sizes", written from its text: "If a single-line flex
/// container has a definite cross size, the outer cross size of any stretched flex items is the
/// flex container's inner cross size (clamped to the flex item's min and max cross size) and is
/// considered definite." A container whose height is `auto` has no definite cross size, even
/// when its `min-height` decides its used height.
@Suite struct FlexDefiniteSizeSpecificationTests {
    /// The unrounded frame of the first child of the CSS tree `input`, in max-content space.
    func firstChild(_ input: String) throws -> Rect {
        try CSSTree.layout(input).children[0].frame
    }

    /// An empty item with `aspect-ratio: 3`, `max-height: 30px` and `flex-basis: 90px` in a row 64
    /// px wide.
    static let item = "<div max-height=\"30px\" aspect-ratio=\"3\" flex-basis=\"90px\"/>"

    @Test func aStretchedItemInAnAutoHeightContainerHasNoDefiniteCrossSizeForItsMinimum() throws {
        // 4.5: the content size suggestion is the min-content width, 0 for an empty box (with no
        // definite height there is nothing to carry through the ratio), clamped by the maximum
        // width the ratio carries over from max-height, 30 × 3 = 90: 0. No specified size
        // suggestion (width is auto), so the automatic minimum width is 0, and 9.7 shrinks the
        // 90 px basis to the 64 px line. Then 9.4 step 11 stretches it to the line's 95, clamped
        // by max-height to 30.
        let f = try firstChild("<div width=\"64px\" min-height=\"95px\">\(Self.item)</div>")
        #expect(f == Rect(x: 0, y: 0, width: 64, height: 30))
    }

    @Test func inADefiniteHeightContainerTheStretchedHeightIsDefiniteAndCarriesThroughTheRatio() throws {
        // `height: 95px`: the stretched height, 95 clamped to 30, is definite, so the item's
        // min-content width is 30 × 3 = 90 through its ratio, and with it the automatic minimum:
        // the item keeps 90 and overflows the 64 px line.
        let f = try firstChild("<div width=\"64px\" height=\"95px\">\(Self.item)</div>")
        #expect(f == Rect(x: 0, y: 0, width: 3 * 30, height: 30))
    }

    // MARK: 9.2.3 E, the cross size used to find a flex base size

    @Test func anItemsMaxCrossSizeBoundsTheFitContentWidthItsBaseSizeIsMeasuredAt() throws {
        // A column that wraps: the item's height is found at "fit-content as the flex item's
        // cross size", which its max-width of 50 clamps: its three 30 px boxes wrap one a line,
        // 3 × 10 = 30 high (at the 180 px of the container they would take one line, 10 high).
        let boxes = String(repeating: "<div width=\"30px\" height=\"10px\" flex-shrink=\"0\"/>", count: 3)
        let f = try firstChild("<div width=\"180px\" flex-direction=\"column\" flex-wrap=\"wrap\"><div max-width=\"50px\" flex-wrap=\"wrap\">\(boxes)</div></div>")
        #expect(f == Rect(x: 0, y: 0, width: 50, height: 3 * 10))
    }
}
