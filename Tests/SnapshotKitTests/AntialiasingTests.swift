import RasterImage
import SnapshotKit
import Testing

/// Anti-aliasing detection on hand-made ramps, and the optimised comparator against the plain
/// reference model on generated drawings.
@Suite struct AntialiasingTests {
    typealias T = TestImages

    /// A vertical edge, black on the left and white on the right, with a grey column between,
    /// 7x5: the grey column is at x = `greyColumn`.
    static func edge(greyColumn: Int) -> RGBAImage {
        T.image(7, 5) { x, _ in x < greyColumn ? T.black : x == greyColumn ? T.gray(128) : T.white }
    }

    /// The edge moved right by one pixel, plus one real change: a grey pixel inside the black area.
    static let shifted = T.changing(edge(greyColumn: 4), [(1, 2, T.gray(128))])

    @Test func aShiftedAntialiasedEdgeIsAntialiasingAndARealChangeIsNot() {
        let r = PixelDiff.compare(Self.edge(greyColumn: 3), Self.shifted)
        // Columns 3 and 4 (10 pixels) sit on a ramp whose ends are flat in both images.
        #expect(r.antialiasedPixels == 10)
        #expect(r.differingPixels == 1)
        #expect(!r.identical)
        let diff = r.diffImage!
        #expect(T.positions(of: T.yellow, in: diff) == (0..<5).flatMap { y in [[3, y], [4, y]] })
        #expect(T.positions(of: T.red, in: diff) == [[1, 2]])
        // Unchanged pixels: black fades to 255 − 25.5 = 229.5 → 230, white stays 255.
        #expect(diff[0, 0] == T.gray(230))
        #expect(diff[6, 4] == T.white)
    }

    @Test func theSameWithTheImagesSwapped() {
        let r = PixelDiff.compare(Self.shifted, Self.edge(greyColumn: 3))
        #expect((r.differingPixels, r.antialiasedPixels) == (1, 10))
    }

    @Test func includeAACountsAntialiasedPixelsAsDiffering() {
        let r = PixelDiff.compare(Self.edge(greyColumn: 3), Self.shifted, options: .init(includeAA: true))
        #expect((r.differingPixels, r.antialiasedPixels) == (11, 0))
        #expect(T.positions(of: T.yellow, in: r.diffImage!).isEmpty)
        #expect(T.positions(of: T.red, in: r.diffImage!).count == 11)
    }

    @Test func aThinLineOnAFlatBackgroundIsARealChange() {
        let a = T.filled(7, 7, T.white)
        let b = T.image(7, 7) { x, y in y == 3 && (1...5).contains(x) ? T.black : T.white }
        let r = PixelDiff.compare(a, b)
        #expect((r.differingPixels, r.antialiasedPixels) == (5, 0))
    }

    @Test func aRampWhoseEndsAreNotFlatInTheOtherImageIsARealChange() {
        // The same edge, but in b the black side is striped, so the dark end of the ramp is not
        // flat there, and the white side is striped, so the bright end is not flat either.
        let a = Self.edge(greyColumn: 3)
        let b = T.image(7, 5) { x, y in
            x == 3 ? T.gray(64) : x < 3 ? (x % 2 == 0 ? T.black : T.gray(20)) : (x % 2 == 0 ? T.white : T.gray(235))
        }
        let r = PixelDiff.compare(a, b, options: .init(threshold: 0.05))
        // Column 3 (grey 128 → 64) and the stripes at x = 1 and x = 5 (a change of 20) all differ.
        #expect(Self.greyShiftDelta(20) > PixelDiffOptions(threshold: 0.05).maxDelta)
        #expect((r.differingPixels, r.antialiasedPixels) == (15, 0))
    }

    static func greyShiftDelta(_ d: Double) -> Double { PixelDiffTests.greyShiftDelta(d) }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func agreesWithTheReferenceModelOnShiftedDrawings(seed: UInt64) {
        // 43x31 = 1,333 pixels: several memcmp blocks, not aligned to rows.
        let a = T.coverageDrawing(43, 31, seed: seed, offset: 0)
        let b = T.coverageDrawing(43, 31, seed: seed, offset: 0.5)
        for includeAA in [false, true] {
            let model = ReferenceModel(a: a, b: b, threshold: 0.1, includeAA: includeAA).kinds()
            let r = PixelDiff.compare(a, b, options: .init(includeAA: includeAA, diffColorAlt: RGBA(0, 0, 255, 255)))
            #expect(r.antialiasedPixels == model.filter { $0 == .antialiased }.count)
            #expect(r.differingPixels == model.filter { $0 == .differs || $0 == .darker }.count)
            let colours = T.allPixels(r.diffImage!)
            let expected = zip(model, T.allPixels(a)).map { kind, ref -> RGBA in
                switch kind {
                case .same: return fadedGray(ref)
                case .differs: return T.red
                case .darker: return RGBA(0, 0, 255, 255)
                case .antialiased: return T.yellow
                }
            }
            let wrong = colours.indices.filter { colours[$0] != expected[$0] }
            #expect(wrong.isEmpty, "diff image differs at \(wrong.prefix(5).map { [$0 % a.width, $0 / a.width] })")
            let counts = PixelDiff.compare(a, b, options: .init(includeAA: includeAA, makeDiffImage: false))
            #expect((counts.differingPixels, counts.antialiasedPixels) == (r.differingPixels, r.antialiasedPixels))
        }
        let r = PixelDiff.compare(a, b)
        #expect(r.antialiasedPixels > 0)
    }

    @Test func largeImagesScannedInBandsAgreeWithTheReferenceModel() {
        // 613x431 = 264,203 pixels, above `PixelScan.parallelThreshold` (2^18 = 262,144): the
        // scan runs in bands on every core; band edges fall mid-row and mid-block.
        let a = T.coverageDrawing(613, 431, seed: 7, offset: 0)
        let b = T.coverageDrawing(613, 431, seed: 7, offset: 0.5)
        #expect(a.width * a.height > 1 << 18)
        let model = ReferenceModel(a: a, b: b, threshold: 0.1, includeAA: false).kinds()
        let r = PixelDiff.compare(a, b)
        #expect(r.antialiasedPixels == model.filter { $0 == .antialiased }.count)
        #expect(r.differingPixels == model.filter { $0 == .differs || $0 == .darker }.count)
        #expect(r.antialiasedPixels > 0 && r.differingPixels > 0)
        let colours = T.allPixels(r.diffImage!)
        let expected = zip(model, T.allPixels(a)).map { kind, ref -> RGBA in
            switch kind {
            case .same: return fadedGray(ref)
            case .differs, .darker: return T.red
            case .antialiased: return T.yellow
            }
        }
        #expect(colours == expected)
        let counts = PixelDiff.compare(a, b, options: .init(makeDiffImage: false))
        #expect((counts.differingPixels, counts.antialiasedPixels) == (r.differingPixels, r.antialiasedPixels))
    }

    /// 255 + (Y − 255)·0.1 for an opaque pixel, rounded.
    func fadedGray(_ p: RGBA) -> RGBA {
        let y = Double(p.red) * 0.29889531 + Double(p.green) * 0.58662247 + Double(p.blue) * 0.11448223
        return T.gray(UInt8((255 + (y - 255) * 0.1).rounded()))
    }
}
