import RasterImage
import SnapshotKit
import Testing

@Suite struct DiffImageTests {
    typealias T = TestImages

    @Test func fadedMatchesTheUnchangedPixelsOfACompare() {
        let a = T.image(3, 2) { x, y in [T.black, T.red, T.gray(83), T.white, T.gray(0, alpha: 128), T.transparent][y * 3 + x] }
        // black 229.5 → 230; red 237.1 → 237; 83 → 238; white 255; half-transparent black 242.2 → 242; transparent 255.
        let expected = T.image(3, 2) { x, y in T.gray([230, 237, 238, 255, 242, 255][y * 3 + x]) }
        #expect(DiffImage.faded(a) == expected)
        let b = T.changing(a, [(0, 0, T.white)])
        #expect(PixelDiff.compare(a, b).diffImage == T.changing(expected, [(0, 0, T.red)]))
        #expect(DiffImage.faded(a, alpha: 0) == T.filled(3, 2, T.white))
    }

    @Test func compositePutsTheThreeSideBySideWithGutters() {
        let reference = T.filled(2, 3, T.red)
        let diff = T.filled(2, 2, T.black)
        let actual = T.filled(1, 1, T.white)
        let c = DiffImage.composite(reference: reference, diff: diff, actual: actual)
        #expect((c.width, c.height) == (2 + 4 + 2 + 4 + 1, 3))
        let g = DiffImage.gutterColor, r = T.red, k = T.black, w = T.white, o = T.transparent
        #expect(g == RGBA(128, 128, 128, 255))
        let rows: [[RGBA]] = [
            [r, r, g, g, g, g, k, k, g, g, g, g, w],
            [r, r, g, g, g, g, k, k, g, g, g, g, o],
            [r, r, g, g, g, g, o, o, g, g, g, g, o],
        ]
        #expect(T.allPixels(c) == rows.flatMap { $0 })
    }

    @Test func compositeOfEmptyPanelsIsJustTheGutters() {
        let empty = RGBAImage(width: 0, height: 0, pixels: [])
        let c = DiffImage.composite(reference: empty, diff: T.filled(1, 2, T.black), actual: empty)
        #expect((c.width, c.height) == (9, 2))
        #expect(T.positions(of: T.black, in: c) == [[4, 0], [4, 1]])
    }
}

/// The composite `check` leaves names its panels.
@Suite struct LabelledCompositeTests {
    @Test func aBandAboveNamesEachPanel() {
        let white = RGBA(255, 255, 255, 255)
        let panel = RGBAImage(width: 80, height: 10, fill: (255, 255, 255, 255))
        let c = DiffImage.labelledComposite(reference: panel, diff: panel, actual: panel)
        #expect(DiffImage.labelScale(forPanelWidth: 80) == 2 && DiffImage.labelScale(forPanelWidth: 750) == 5)
        #expect(DiffImage.labelScale(forPanelWidth: 4000) == 6)
        let band = DiffImage.labelBandHeight(scale: 2)
        #expect(band == 22)
        #expect((c.width, c.height) == (3 * 80 + 2 * DiffImage.gutterWidth, 10 + band))
        // Below the band, the plain composite.
        #expect(c[0, band] == white && c[80, band] == DiffImage.gutterColor)
        // 'r' of "reference": its stem is the glyph's first column, rows 2 to 6, at scale 2 from (4, 4).
        #expect(c[4, 4 + 2 * 2] == DiffImage.labelInk && c[5, 4 + 6 * 2 + 1] == DiffImage.labelInk)
        #expect(c[4, 4] == DiffImage.labelBackground)
        // 'd' of "diff" in the second panel (84 + 4): its right column reaches the top row.
        #expect(c[88 + 4 * 2, 4] == DiffImage.labelInk)
        // 'a' of "actual" in the third: its top row is empty, its second row has ink at column 1.
        #expect(c[172 + 2, 4] == DiffImage.labelBackground && c[172 + 2, 4 + 2 * 2] == DiffImage.labelInk)
        // Nothing is written past a narrow panel's edge.
        let narrow = RGBAImage(width: 6, height: 4, fill: (255, 255, 255, 255))
        let n = DiffImage.labelledComposite(reference: narrow, diff: narrow, actual: narrow)
        #expect((0..<band).allSatisfy { n[6, $0] == DiffImage.labelBackground && n[7, $0] == DiffImage.labelBackground })
    }
}
