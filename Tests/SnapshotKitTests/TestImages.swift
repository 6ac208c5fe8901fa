import Foundation
import RasterImage

/// Small images built in code for the comparator tests.
enum TestImages {
    static let black = RGBA(0, 0, 0, 255)
    static let white = RGBA(255, 255, 255, 255)
    static let red = RGBA(255, 0, 0, 255)
    static let yellow = RGBA(255, 255, 0, 255)
    static let transparent = RGBA(0, 0, 0, 0)

    static func gray(_ v: UInt8, alpha: UInt8 = 255) -> RGBA { RGBA(v, v, v, alpha) }

    /// A `width` x `height` image whose pixel (x, y) is `color(x, y)`.
    static func image(_ width: Int, _ height: Int, _ color: (Int, Int) -> RGBA) -> RGBAImage {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let c = color(x, y)
                bytes += [c.red, c.green, c.blue, c.alpha]
            }
        }
        return RGBAImage(width: width, height: height, pixels: bytes)
    }

    static func filled(_ width: Int, _ height: Int, _ color: RGBA) -> RGBAImage {
        image(width, height) { _, _ in color }
    }

    /// `image` with the pixels in `changes` replaced.
    static func changing(_ image: RGBAImage, _ changes: [(x: Int, y: Int, color: RGBA)]) -> RGBAImage {
        var bytes = image.pixels
        for c in changes {
            let i = (c.y * image.width + c.x) * 4
            bytes[i] = c.color.red; bytes[i + 1] = c.color.green; bytes[i + 2] = c.color.blue; bytes[i + 3] = c.color.alpha
        }
        return RGBAImage(width: image.width, height: image.height, pixels: bytes)
    }

    /// Every pixel of `image`, row by row.
    static func allPixels(_ image: RGBAImage) -> [RGBA] {
        (0..<image.height).flatMap { y in (0..<image.width).map { x in image[x, y] } }
    }

    /// The coordinates of the pixels of `image` equal to `color`.
    static func positions(of color: RGBA, in image: RGBAImage) -> [[Int]] {
        (0..<image.height).flatMap { y in (0..<image.width).compactMap { x in image[x, y] == color ? [x, y] : nil } }
    }

    /// A deterministic pseudo-random generator (64-bit LCG), so failures reproduce.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// Axis-aligned rectangles with fractional edges drawn with exact area coverage over white,
    /// all moved by `offset` pixels: a shift of 0.5 gives anti-aliasing-only differences.
    static func coverageDrawing(_ width: Int, _ height: Int, seed: UInt64, offset: Double) -> RGBAImage {
        var g = Generator(state: seed)
        var rects: [(x0: Double, y0: Double, x1: Double, y1: Double, color: (Double, Double, Double))] = []
        for _ in 0..<10 {
            let x0 = Double(g.next(width * 4)) / 4 + offset, y0 = Double(g.next(height * 4)) / 4 + offset
            let w = Double(4 + g.next(40)) / 2, h = Double(4 + g.next(30)) / 2
            rects.append((x0, y0, x0 + w, y0 + h, (Double(g.next(200)), Double(g.next(200)), Double(g.next(256)))))
        }
        return image(width, height) { x, y in
            var c = (255.0, 255.0, 255.0)
            for r in rects {
                let cover = max(0, min(Double(x + 1), r.x1) - max(Double(x), r.x0))
                    * max(0, min(Double(y + 1), r.y1) - max(Double(y), r.y0))
                c = (c.0 + (r.color.0 - c.0) * cover, c.1 + (r.color.1 - c.1) * cover, c.2 + (r.color.2 - c.2) * cover)
            }
            return RGBA(UInt8(c.0.rounded()), UInt8(c.1.rounded()), UInt8(c.2.rounded()), 255)
        }
    }

    /// The folder of committed PNG fixtures.
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources").path
}
