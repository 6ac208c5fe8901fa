import Foundation
import Testing
import LayoutSnap

@Suite struct CairoRendererTests {
    let renderer: CairoRenderer
    init() throws { renderer = try CairoRenderer() }
    let redPixel = RGBA(255, 0, 0, 255)

    @Test(arguments: [1, 2, 3])
    func filledRectCoversExactlyItsPixels(scale: Int) throws {
        let list = DisplayList(size: Size(width: 20, height: 20), items: [
            .rect(Rect(x: 5, y: 5, width: 10, height: 10), fill: red, stroke: nil, strokeWidth: 0, cornerRadius: 0),
        ])
        let image = try renderer.render(list, scale: Double(scale))
        #expect(image.width == 20 * scale && image.height == 20 * scale)
        let range = 5 * scale..<15 * scale
        #expect(firstMismatch(image, inside: { range.contains($0) && range.contains($1) },
                              insideColor: redPixel, outsideColor: white) == nil)
    }

    /// Cairo draws into the renderer's own array: a list with no background leaves clear words,
    /// a half-transparent fill leaves premultiplied ones, and `render` is those words converted.
    @Test func renderPremultipliedLeavesCairosWordsInTheArray() throws {
        let list = DisplayList(size: Size(width: 3, height: 1), background: nil, items: [
            .rect(Rect(x: 1, y: 0, width: 1, height: 1), fill: red, stroke: nil, strokeWidth: 0, cornerRadius: 0),
            .rect(Rect(x: 2, y: 0, width: 1, height: 1), fill: Color(red: 0, green: 0, blue: 255, alpha: 128),
                  stroke: nil, strokeWidth: 0, cornerRadius: 0),
        ])
        let words = try renderer.renderPremultiplied(list, scale: 1)
        // Blue at alpha 128: B = 255 * 128 / 255 = 128 premultiplied.
        #expect(words.width == 3 && words.height == 1 && words.words == [0x0000_0000, 0xFFFF_0000, 0x8000_0080])
        #expect(try renderer.render(list, scale: 1).pixels == words.straight().pixels)
        #expect(words.straight()[2, 0] == RGBA(0, 0, 255, 128))
    }

    @Test func strokeLiesInsideTheRect() throws {
        let blue = Color(red: 0, green: 0, blue: 255)
        let list = DisplayList(size: Size(width: 14, height: 14), items: [
            .rect(Rect(x: 2, y: 2, width: 10, height: 10), fill: nil, stroke: blue, strokeWidth: 2, cornerRadius: 0),
        ])
        let image = try renderer.render(list, scale: 1)
        let outer = 2..<12, inner = 4..<10
        let ring = { (x: Int, y: Int) in
            outer.contains(x) && outer.contains(y) && !(inner.contains(x) && inner.contains(y))
        }
        #expect(firstMismatch(image, inside: ring, insideColor: RGBA(0, 0, 255, 255), outsideColor: white) == nil)
    }

    @Test func roundedCornersLeaveTheCornerPixelUnpainted() throws {
        let list = DisplayList(size: Size(width: 20, height: 20), items: [
            .rect(Rect(x: 0, y: 0, width: 20, height: 20), fill: red, stroke: nil, strokeWidth: 0, cornerRadius: 8),
        ])
        let image = try renderer.render(list, scale: 1)
        #expect(image[0, 0] == white)
        #expect(image[19, 19] == white)
        #expect(image[10, 10] == redPixel)
        #expect(image[10, 0] == redPixel)
    }

    @Test func semiTransparentPixelsRoundTripThroughPremultipliedARGB() throws {
        let colors = [Color(red: 200, green: 100, blue: 50, alpha: 128), Color(red: 255, green: 1, blue: 77, alpha: 64),
                      Color(red: 13, green: 250, blue: 180, alpha: 200), Color(red: 90, green: 90, blue: 90, alpha: 3)]
        for color in colors {
            let list = DisplayList(size: Size(width: 2, height: 2), background: nil, items: [
                .rect(Rect(x: 0, y: 0, width: 1, height: 2), fill: color, stroke: nil, strokeWidth: 0, cornerRadius: 0),
            ])
            let image = try renderer.render(list, scale: 1)
            let expected = RGBA(color.red, color.green, color.blue, color.alpha)
            let tolerance = color.alpha < 16 ? 43 : 1 // at alpha 3, straight values come in steps of 85
            #expect(image[0, 1].maxChannelDifference(to: expected) <= tolerance, "\(image[0, 1]) vs \(expected)")
            #expect(image[0, 0].alpha == color.alpha)
            #expect(image[1, 0] == RGBA(0, 0, 0, 0))
        }
    }

    @Test func opacityGroupBlendsTheGroupOnce() throws {
        let list = DisplayList(size: Size(width: 30, height: 10), items: [
            .pushOpacity(0.5),
            .rect(Rect(x: 0, y: 0, width: 20, height: 10), fill: red, stroke: nil, strokeWidth: 0, cornerRadius: 0),
            .rect(Rect(x: 10, y: 0, width: 20, height: 10), fill: red, stroke: nil, strokeWidth: 0, cornerRadius: 0),
            .popOpacity,
        ])
        let image = try renderer.render(list, scale: 1)
        #expect(image[5, 5] == image[15, 5]) // overlap is not darker: the group is composited as one
        #expect(image[5, 5].maxChannelDifference(to: RGBA(255, 128, 128, 255)) <= 1)
    }

    @Test func clipLimitsDrawingUntilPopped() throws {
        let list = DisplayList(size: Size(width: 20, height: 20), items: [
            .pushClip(Rect(x: 5, y: 5, width: 5, height: 5), cornerRadius: 0),
            .rect(Rect(x: 0, y: 0, width: 20, height: 20), fill: red, stroke: nil, strokeWidth: 0, cornerRadius: 0),
            .popClip,
            .rect(Rect(x: 15, y: 15, width: 5, height: 5), fill: red, stroke: nil, strokeWidth: 0, cornerRadius: 0),
        ])
        let image = try renderer.render(list, scale: 1)
        let clip = 5..<10, after = 15..<20
        #expect(firstMismatch(image, inside: { (clip.contains($0) && clip.contains($1)) || (after.contains($0) && after.contains($1)) },
                              insideColor: redPixel, outsideColor: white) == nil)
    }

    @Test func imagesAreDecodedAndScaledAndMissingOnesDrawAPlaceholder() throws {
        let dir = try makeTemporaryDirectory("cairo-image")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let source = RGBAImage(width: 2, height: 1, pixels: [0, 0, 255, 255, 0, 255, 0, 255])
        try PNGCodec.write(source, to: dir + "/two.png")
        let list = DisplayList(size: Size(width: 40, height: 20), items: [
            .image(Rect(x: 0, y: 0, width: 2, height: 1), source: dir + "/two.png"),
            .image(Rect(x: 0, y: 4, width: 8, height: 4), source: dir + "/two.png"),
            .image(Rect(x: 20, y: 0, width: 20, height: 20), source: dir + "/missing.png"),
        ])
        let image = try renderer.render(list, scale: 1)
        #expect(image[0, 0] == RGBA(0, 0, 255, 255))
        #expect(image[1, 0] == RGBA(0, 255, 0, 255))
        #expect(image[0, 5] == RGBA(0, 0, 255, 255)) // left half of the stretched copy
        #expect(image[7, 5] == RGBA(0, 255, 0, 255)) // right half
        #expect(image[23, 10] == RGBA(0xDD, 0xDD, 0xDD, 255)) // placeholder fill, away from the cross
        #expect(image[30, 10].red < 0xDD) // the cross through the middle
    }

    @Test func aRotationTurnsWhatIsDrawnInsideIt() throws {
        let list = DisplayList(size: Size(width: 20, height: 20), items: [
            .pushRotation(degrees: 90, pivot: Point(x: 10, y: 0)),
            // x 10...20, y 0...5, turned a quarter turn clockwise about (10, 0): (x, y) goes to
            // (10 - y, x - 10), so x 5...10, y 0...10.
            .rect(Rect(x: 10, y: 0, width: 10, height: 5), fill: red, stroke: nil, strokeWidth: 0, cornerRadius: 0),
            .popRotation,
            // After the pop, unturned.
            .rect(Rect(x: 0, y: 15, width: 5, height: 5), fill: red, stroke: nil, strokeWidth: 0, cornerRadius: 0),
        ])
        let image = try renderer.render(list, scale: 1)
        #expect(firstMismatch(image, inside: { x, y in ((5..<10).contains(x) && (0..<10).contains(y)) || ((0..<5).contains(x) && (15..<20).contains(y)) },
                              insideColor: redPixel, outsideColor: white) == nil)
    }

    @Test func unbalancedListsAndBadCanvasesAreErrors() {
        #expect(throws: DisplayListError(index: 0, reason: "popClip without a matching pushClip")) {
            try renderer.render(DisplayList(size: Size(width: 4, height: 4), items: [.popClip]), scale: 1)
        }
        #expect(throws: DisplayListError(index: 1, reason: "pushOpacity never popped")) {
            try renderer.render(DisplayList(size: Size(width: 4, height: 4), items: [.pushOpacity(1)]), scale: 1)
        }
        #expect(throws: CairoRenderError(.invalidCanvas, "0x4 pixels")) {
            try renderer.render(DisplayList(size: Size(width: 0, height: 4)), scale: 1)
        }
    }

    @Test func renderPNGEncodesTheRenderedPixels() throws {
        let list = agreementScene(measurer: try PangoTextMeasurer.standard())
        let png = try renderer.renderPNG(list, scale: 2)
        #expect(try PNGCodec.decode(png) == renderer.render(list, scale: 2))
        #expect(try renderer.renderPNG(list, scale: 2) == png)
    }
}
