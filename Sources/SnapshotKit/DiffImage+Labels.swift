import RasterImage

/// The composite with its panels named: a band above reference | diff | actual, each panel's
/// name written in it with a small built-in pixel font (no font files, the same on every machine).
extension DiffImage {
    /// The glyphs' scale for panels `width` pixels wide: one glyph pixel per 150 image pixels of
    /// width, from 2 to 6, so the names read at the size the image is viewed.
    public static func labelScale(forPanelWidth width: Int) -> Int { min(6, max(2, width / 150)) }
    /// The band's height in pixels: 7-pixel glyphs at `scale`, with `labelPadding(scale:)` above and below.
    public static func labelBandHeight(scale: Int) -> Int { 7 * scale + 2 * labelPadding(scale: scale) }
    /// The space around a name: two glyph pixels.
    public static func labelPadding(scale: Int) -> Int { 2 * scale }
    /// The band's background and the letters' colour.
    public static let labelBackground = RGBA(245, 245, 245, 255)
    public static let labelInk = RGBA(40, 40, 40, 255)

    /// `composite(reference:diff:actual:)` under a `labelBandHeight` band (at the `labelScale` of
    /// the widest panel) that names each panel
    /// (`reference`, `diff`, `actual`), its name starting `labelPadding` pixels in from the panel's left edge.
    public static func labelledComposite(reference: RGBAImage, diff: RGBAImage, actual: RGBAImage) -> RGBAImage {
        let body = composite(reference: reference, diff: diff, actual: actual)
        let scale = labelScale(forPanelWidth: max(reference.width, diff.width, actual.width))
        let band = labelBandHeight(scale: scale), width = body.width
        var pixels = [UInt8](repeating: 0, count: width * (body.height + band) * 4)
        for i in 0..<(width * band) {
            pixels[i * 4] = labelBackground.red; pixels[i * 4 + 1] = labelBackground.green
            pixels[i * 4 + 2] = labelBackground.blue; pixels[i * 4 + 3] = labelBackground.alpha
        }
        pixels.replaceSubrange((width * band * 4)..., with: body.pixels)
        var left = 0
        for (name, panel) in [("reference", reference), ("diff", diff), ("actual", actual)] {
            let pad = labelPadding(scale: scale)
            write(name, at: (left + pad, pad), scale: scale, into: &pixels, width: width, clipRight: left + panel.width)
            left += panel.width + gutterWidth
        }
        return RGBAImage(width: width, height: body.height + band, pixels: pixels)
    }

    /// Draws `text` with `glyphs` (6 pixels a letter at scale 1), cut at `clipRight`.
    private static func write(_ text: String, at origin: (x: Int, y: Int), scale labelScale: Int, into pixels: inout [UInt8],
                              width: Int, clipRight: Int) {
        var x0 = origin.x
        for letter in text {
            let rows = glyphs[letter] ?? glyphs["?"]!
            for (row, line) in rows.enumerated() {
                for (column, bit) in line.enumerated() where bit == "#" {
                    for dy in 0..<labelScale {
                        for dx in 0..<labelScale {
                            let x = x0 + column * labelScale + dx, y = origin.y + row * labelScale + dy
                            guard x < min(width, clipRight) else { continue }
                            let i = (y * width + x) * 4
                            pixels[i] = labelInk.red; pixels[i + 1] = labelInk.green
                            pixels[i + 2] = labelInk.blue; pixels[i + 3] = labelInk.alpha
                        }
                    }
                }
            }
            x0 += 6 * labelScale
        }
    }

    /// 5 × 7 glyphs of the letters the panel names use (and `?` for any other).
    static let glyphs: [Character: [String]] = [
        "a": [".....", ".....", ".###.", "....#", ".####", "#...#", ".####"],
        "c": [".....", ".....", ".###.", "#....", "#....", "#...#", ".###."],
        "d": ["....#", "....#", ".####", "#...#", "#...#", "#...#", ".####"],
        "e": [".....", ".....", ".###.", "#...#", "#####", "#....", ".###."],
        "f": ["..##.", ".#..#", ".#...", "###..", ".#...", ".#...", ".#..."],
        "i": ["..#..", ".....", ".##..", "..#..", "..#..", "..#..", ".###."],
        "l": [".##..", "..#..", "..#..", "..#..", "..#..", "..#..", ".###."],
        "n": [".....", ".....", "#.##.", "##..#", "#...#", "#...#", "#...#"],
        "r": [".....", ".....", "#.##.", "##..#", "#....", "#....", "#...."],
        "t": [".#...", ".#...", "###..", ".#...", ".#...", ".#..#", "..##."],
        "u": [".....", ".....", "#...#", "#...#", "#...#", "#..##", ".##.#"],
        "?": [".###.", "#...#", "....#", "...#.", "..#..", ".....", "..#.."],
    ]
}
