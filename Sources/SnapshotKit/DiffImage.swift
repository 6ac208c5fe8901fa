import RasterImage

/// Pictures for people: the faded original and the reference | diff | actual composite.
public enum DiffImage {
    /// Width of the gutters between the panels of `composite`.
    public static let gutterWidth = 4
    /// Colour of the gutters.
    public static let gutterColor = RGBA(128, 128, 128, 255)

    /// The diff image of an unchanged `image`: every pixel is its luma faded toward white,
    /// 255 + (Y − 255)·alpha·a/255 as an opaque grey (what `PixelDiff.compare` draws for unchanged
    /// pixels). Traps when `alpha` is outside 0...1.
    public static func faded(_ image: RGBAImage, alpha: Double = 0.1) -> RGBAImage {
        precondition((0...1).contains(alpha), "alpha must be in 0...1, got \(alpha)")
        let n = image.width * image.height
        let pixels = [UInt8](unsafeUninitializedCapacity: n * 4) { out, initialized in
            image.pixels.withUnsafeBufferPointer { src in
                src.withMemoryRebound(to: UInt32.self) { words in
                    out.withMemoryRebound(to: UInt32.self) { dst in
                        var lastWord: UInt32 = 0, lastGray = YIQ.fadedGray(0, alpha: alpha)
                        var i = 0
                        while i < n {
                            let word = words[i]
                            if word != lastWord { lastWord = word; lastGray = YIQ.fadedGray(word, alpha: alpha) }
                            dst[i] = lastGray
                            i += 1
                        }
                    }
                }
            }
            initialized = n * 4
        }
        return RGBAImage(width: image.width, height: image.height, pixels: pixels)
    }

    /// `reference`, `diff` and `actual` side by side, left to right, separated by `gutterWidth`
    /// columns of `gutterColor`. The result is as tall as the tallest; shorter panels are padded
    /// below with transparent pixels. Width: the three widths plus two gutters.
    public static func composite(reference: RGBAImage, diff: RGBAImage, actual: RGBAImage) -> RGBAImage {
        let panels = [reference, diff, actual]
        let height = panels.map(\.height).max() ?? 0
        let width = panels.map(\.width).reduce(0, +) + 2 * gutterWidth
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let gutter = [gutterColor.red, gutterColor.green, gutterColor.blue, gutterColor.alpha]
        pixels.withUnsafeMutableBufferPointer { dst in
            var left = 0
            for (k, panel) in panels.enumerated() {
                let rowBytes = panel.width * 4
                panel.pixels.withUnsafeBufferPointer { src in
                    var y = 0
                    while y < panel.height && rowBytes > 0 {
                        (dst.baseAddress! + (y * width + left) * 4).update(from: src.baseAddress! + y * rowBytes, count: rowBytes)
                        y += 1
                    }
                }
                left += panel.width
                if k < 2 {
                    for y in 0..<height {
                        for x in left..<(left + gutterWidth) {
                            for c in 0..<4 { dst[(y * width + x) * 4 + c] = gutter[c] }
                        }
                    }
                    left += gutterWidth
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
