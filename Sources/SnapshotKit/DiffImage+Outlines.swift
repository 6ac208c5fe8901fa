import Foundation
import RasterImage

/// Changed elements outlined on the images of a failure: each `ElementChange` drawn as a rectangle
/// where it is in the reference (on the reference panel) and in the actual output (on the diff
/// and actual panels), with its number in a tag at the top left corner, so the picture and the
/// list of changes read together.
extension DiffImage {
    /// The outline's colour: a magenta no layout colour is likely to be, and never the diff's red.
    public static let outlineColor = RGBA(200, 0, 170, 255)
    public static let outlineTagInk = RGBA(255, 255, 255, 255)

    /// `image` with the rectangles of `changes` (in points, `scale` pixels a point) outlined, taking
    /// each change's `reference` frame or its `actual` one.
    public static func outlined(_ image: RGBAImage, _ changes: [ElementChange], scale: Double, useReference: Bool) -> RGBAImage {
        var pixels = image.pixels
        let line = max(1, Int((2 * scale).rounded()))
        let glyphScale = max(1, Int(scale.rounded()))
        for change in changes {
            guard let r = useReference ? change.reference : change.actual, r.count == 4 else { continue }
            let x0 = Int((r[0] * scale).rounded()), y0 = Int((r[1] * scale).rounded())
            let x1 = Int(((r[0] + r[2]) * scale).rounded()) - 1, y1 = Int(((r[1] + r[3]) * scale).rounded()) - 1
            fill(&pixels, image, x0, y0, x1, y0 + line - 1, outlineColor)
            fill(&pixels, image, x0, y1 - line + 1, x1, y1, outlineColor)
            fill(&pixels, image, x0, y0, x0 + line - 1, y1, outlineColor)
            fill(&pixels, image, x1 - line + 1, y0, x1, y1, outlineColor)
            // The number's tag: the glyphs (6 by 7 a digit at glyph scale 1) on the outline's colour.
            let digits = String(change.number)
            let tagWidth = (digits.count * 6 + 1) * glyphScale, tagHeight = 9 * glyphScale
            fill(&pixels, image, x0, y0, x0 + tagWidth - 1, y0 + tagHeight - 1, outlineColor)
            for (k, digit) in digits.enumerated() {
                guard let rows = digitGlyphs[digit] else { continue }
                for (row, bits) in rows.enumerated() {
                    for (column, bit) in bits.enumerated() where bit == "#" {
                        let x = x0 + (1 + k * 6 + column) * glyphScale, y = y0 + (1 + row) * glyphScale
                        fill(&pixels, image, x, y, x + glyphScale - 1, y + glyphScale - 1, outlineTagInk)
                    }
                }
            }
        }
        return RGBAImage(width: image.width, height: image.height, pixels: pixels)
    }

    /// The labelled composite (`labelledComposite`) of a failure with `changes` outlined on each panel.
    public static func outlinedComposite(reference: RGBAImage, diff: RGBAImage, actual: RGBAImage,
                                         changes: [ElementChange], scale: Double) -> RGBAImage {
        labelledComposite(reference: outlined(reference, changes, scale: scale, useReference: true),
                          diff: outlined(diff, changes, scale: scale, useReference: false),
                          actual: outlined(actual, changes, scale: scale, useReference: false))
    }

    /// Paints the pixels of the rectangle from (x0, y0) to (x1, y1), inclusive, cut to the image.
    private static func fill(_ pixels: inout [UInt8], _ image: RGBAImage, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int, _ color: RGBA) {
        let left = max(0, x0), right = min(image.width - 1, x1), top = max(0, y0), bottom = min(image.height - 1, y1)
        guard left <= right, top <= bottom else { return }
        for y in top...bottom {
            for x in left...right {
                let i = (y * image.width + x) * 4
                pixels[i] = color.red; pixels[i + 1] = color.green; pixels[i + 2] = color.blue; pixels[i + 3] = color.alpha
            }
        }
    }

    /// 5 × 7 digits.
    static let digitGlyphs: [Character: [String]] = [
        "0": [".###.", "#...#", "#..##", "#.#.#", "##..#", "#...#", ".###."],
        "1": ["..#..", ".##..", "..#..", "..#..", "..#..", "..#..", ".###."],
        "2": [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"],
        "3": ["#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###."],
        "4": ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."],
        "5": ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."],
        "6": ["..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."],
        "7": ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."],
        "8": [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."],
        "9": [".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."],
    ]
}
