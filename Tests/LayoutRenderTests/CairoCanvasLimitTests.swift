import Testing
import LayoutSnap

/// The Cairo canvas is checked against the pixel limit (and each side against
/// `CairoRenderer.maxPixels`) before Cairo allocates it.
@Suite struct CairoCanvasLimitTests {
    @Test func aCanvasOverThePixelLimitIsRefused() throws {
        let renderer = try CairoRenderer(pixelLimit: 110)
        let fits = try renderer.render(DisplayList(size: Size(width: 11, height: 10)), scale: 1)
        #expect(fits.width == 11 && fits.height == 10)
        #expect(throws: CairoRenderError(.invalidCanvas, "12x10 is 120 pixels, above the limit of 110 (set LAYOUTSNAP_MAX_PIXELS to raise it)")) {
            try renderer.render(DisplayList(size: Size(width: 6, height: 5)), scale: 2)
        }
    }

    @Test func theDefaultLimitRefusesAViewportTimesScaleOfAGigapixel() throws {
        #expect(try CairoRenderer().pixelLimit == PixelLimit.current)
        #expect(throws: CairoRenderError(.invalidCanvas, "16000x16000 is 256000000 pixels, above the limit of 67108864 (set LAYOUTSNAP_MAX_PIXELS to raise it)")) {
            try CairoRenderer(pixelLimit: PixelLimit.defaultMaxPixels).render(DisplayList(size: Size(width: 8000, height: 8000)), scale: 2)
        }
    }

    @Test func sidesThatAreNotFiniteOrTooLongAreRefusedWithoutTrapping() throws {
        #expect(throws: CairoRenderError(.invalidCanvas, "16385x1 pixels")) {
            try CairoRenderer.canvasSize(width: 16385, height: 1, scale: 1, pixelLimit: .max)
        }
        #expect(throws: CairoRenderError(.invalidCanvas, "1e+300x1.0 pixels")) {
            try CairoRenderer.canvasSize(width: 1e300, height: 1, scale: 1, pixelLimit: .max)
        }
        #expect(throws: CairoRenderError(.invalidCanvas, "infx1.0 pixels")) {
            try CairoRenderer.canvasSize(width: .infinity, height: 1, scale: 1, pixelLimit: .max)
        }
        #expect(try CairoRenderer.canvasSize(width: 10.2, height: 3, scale: 2, pixelLimit: 126) == (21, 6))
    }
}
