import RasterImage
import SnapshotKit
import Testing

/// The comparator on hand-made images: counts, the YIQ threshold, blending, padding, colours.
@Suite struct PixelDiffTests {
    typealias T = TestImages

    /// The YIQ delta of a grey shift by `d`: ΔI and ΔQ vanish (their weights sum to 0), so it is
    /// 0.5053·ΔY² with ΔY = d·(0.29889531 + 0.58662247 + 0.11448223).
    static func greyShiftDelta(_ d: Double) -> Double {
        let y = d * (0.29889531 + 0.58662247 + 0.11448223)
        return 0.5053 * y * y
    }

    @Test func identicalImagesAreReportedWithoutADiffImage() {
        let a = T.filled(4, 3, T.gray(83))
        let b = RGBAImage(width: 4, height: 3, pixels: a.pixels.map { $0 })  // separate storage
        let r = PixelDiff.compare(a, b)
        #expect(r == PixelDiffResult(width: 4, height: 3, differingPixels: 0, antialiasedPixels: 0, totalPixels: 12))
        #expect(r.identical)
        #expect(r.ratio == 0)
    }

    @Test func oneChangedPixel() {
        let a = T.filled(4, 3, T.gray(83))
        let b = T.changing(a, [(2, 1, T.black)])
        let r = PixelDiff.compare(a, b)
        #expect(r.differingPixels == 1)
        #expect(r.antialiasedPixels == 0)
        #expect(r.totalPixels == 12)
        #expect(r.ratio == 1.0 / 12)
        #expect(!r.identical)
        // Unchanged: 255 + (83 − 255)·0.1 = 237.8 → 238.
        #expect(r.diffImage == T.image(4, 3) { x, y in x == 2 && y == 1 ? T.red : T.gray(238) })
    }

    @Test func greyShiftJustUnderAndJustOverTheThreshold() {
        let limit = 35215 * 0.1 * 0.1
        #expect(limit == 352.15000000000003)
        #expect(Self.greyShiftDelta(26) < limit)  // 341.58
        #expect(Self.greyShiftDelta(27) > limit)  // 368.37
        let a = T.filled(3, 2, T.gray(101))
        let under = PixelDiff.compare(a, T.changing(a, [(1, 0, T.gray(127))]))
        #expect(under.differingPixels == 0)
        #expect(under.identical)
        // Below the threshold the pixel is drawn like an unchanged one: 255 + (101 − 255)·0.1 = 239.6 → 240.
        #expect(under.diffImage == T.filled(3, 2, T.gray(240)))
        let over = PixelDiff.compare(a, T.changing(a, [(1, 0, T.gray(128))]))
        #expect(over.differingPixels == 1)
        #expect(T.positions(of: T.red, in: over.diffImage!) == [[1, 0]])
    }

    @Test func thresholdZeroCountsTheSmallestChange() {
        let a = T.filled(2, 2, T.black)
        let b = T.changing(a, [(0, 0, RGBA(0, 0, 1, 255))])
        #expect(PixelDiff.compare(a, b, options: .init(threshold: 0)).differingPixels == 1)
        #expect(PixelDiff.compare(a, b).differingPixels == 0)
    }

    @Test func semiTransparentPixelsAreBlendedOverWhite() {
        // Blended: transparent → white; (0, 0, 0, 128) → 255 − 255·128/255 = 127.
        let a = T.image(3, 1) { x, _ in x == 0 ? T.transparent : T.gray(0, alpha: 128) }
        let b = T.image(3, 1) { x, _ in [T.white, T.gray(127), T.black][x] }
        let blue = RGBA(0, 0, 255, 255)
        let r = PixelDiff.compare(a, b, options: .init(diffColorAlt: blue))
        #expect(r.differingPixels == 1)
        // x = 0: alpha 0 → 255; x = 1: 255 + (0 − 255)·0.1·128/255 = 242.2 → 242; x = 2 is darker.
        #expect(r.diffImage == T.image(3, 1) { x, _ in [T.gray(255), T.gray(242), blue][x] })
    }

    @Test func diffColorAltMarksPixelsWhereTheActualIsDarker() {
        let a = T.filled(2, 1, T.gray(128))
        let b = T.image(2, 1) { x, _ in x == 0 ? T.white : T.black }
        let green = RGBA(0, 255, 0, 255)
        let r = PixelDiff.compare(a, b, options: .init(diffColorAlt: green))
        #expect(r.differingPixels == 2)
        #expect(r.diffImage == T.image(2, 1) { x, _ in x == 0 ? T.red : green })
        let plain = PixelDiff.compare(a, b, options: .init(diffColor: RGBA(1, 2, 3, 255)))
        #expect(plain.diffImage == T.filled(2, 1, RGBA(1, 2, 3, 255)))
    }

    @Test func differentSizesArePaddedWithTransparentPixels() {
        let a = T.filled(2, 2, T.red)
        let b = T.filled(3, 1, T.red)
        let r = PixelDiff.compare(a, b)
        #expect(r.sizeMismatch == .init(referenceWidth: 2, referenceHeight: 2, actualWidth: 3, actualHeight: 1))
        #expect(r.sizeMismatch?.description == "reference is 2x2, actual is 3x1")
        #expect((r.width, r.height, r.totalPixels) == (3, 2, 6))
        // (2, 0): padding vs red; (0, 1) and (1, 1): red vs padding; (2, 1): padding on both sides.
        #expect(r.differingPixels == 3)
        #expect(!r.identical)
        // Faded red: 255 + (0.29889531·255 − 255)·0.1 = 237.1 → 237; padding fades to white.
        let expected = T.image(3, 2) { x, y in
            switch (x, y) {
            case (0, 0), (1, 0): return T.gray(237)
            case (2, 1): return T.white
            default: return T.red
            }
        }
        #expect(r.diffImage == expected)
    }

    @Test func sameBytesInDifferentShapesAreASizeMismatch() {
        let a = T.filled(2, 3, T.white), b = T.filled(3, 2, T.white)
        let r = PixelDiff.compare(a, b)
        #expect(r.sizeMismatch != nil)
        #expect((r.width, r.height) == (3, 3))
        #expect(r.differingPixels == 0)  // padding blends to white
        #expect(!r.identical)
    }

    @Test func emptyImages() {
        let empty = RGBAImage(width: 0, height: 0, pixels: [])
        let r = PixelDiff.compare(empty, empty)
        #expect(r.identical)
        #expect(r.totalPixels == 0)
        #expect(r.ratio == 0)
        let grown = PixelDiff.compare(empty, T.filled(1, 1, T.black))
        #expect(grown.differingPixels == 1)
        #expect(grown.sizeMismatch != nil)
    }

    @Test func noDiffImageWhenNotAsked() {
        let a = T.filled(4, 3, T.gray(83))
        let b = T.changing(a, [(2, 1, T.black), (0, 0, T.white)])
        let r = PixelDiff.compare(a, b, options: .init(makeDiffImage: false))
        #expect(r.diffImage == nil)
        #expect(r.differingPixels == 2)
    }

    @Test func defaultsArePixelmatchs() {
        let o = PixelDiffOptions()
        #expect(o.threshold == 0.1 && o.alpha == 0.1 && !o.includeAA && o.makeDiffImage)
        #expect(o.diffColor == T.red && o.aaColor == T.yellow && o.diffColorAlt == nil)
        #expect(PixelDiffOptions(threshold: 0.2).maxDelta == 35215 * 0.2 * 0.2)
    }

    @Test func alphaSetsHowStronglyTheReferenceShows() {
        // (0, 0) is unchanged black; (1, 0) differs, so the images are not byte-identical.
        let a2 = T.image(2, 1) { x, _ in x == 0 ? T.black : T.gray(100) }
        let b2 = T.image(2, 1) { x, _ in x == 0 ? T.black : T.white }
        #expect(PixelDiff.compare(a2, b2, options: .init(alpha: 1)).diffImage?[0, 0] == T.black)
        #expect(PixelDiff.compare(a2, b2, options: .init(alpha: 0)).diffImage?[0, 0] == T.white)
        #expect(PixelDiff.compare(a2, b2, options: .init(alpha: 0.5)).diffImage?[0, 0] == T.gray(128))  // 127.5 rounds up
    }
}
