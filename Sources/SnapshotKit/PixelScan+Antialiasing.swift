/// Anti-aliasing detection (V. Vyšniauskas, "Anti-aliased Pixel and Intensity Slope Detector",
/// 2009), in pixelmatch's formulation.
///
/// A differing pixel is anti-aliasing when, in one of the two images, it sits on an intensity
/// ramp: among its 8 neighbours (clamped at the borders) there is a darker one and a brighter one,
/// and no more than 2 have the same brightness; and the brightest or the darkest of those
/// neighbours lies in a flat region (at least 3 identical neighbours) in both images. Pixels on
/// the border count their missing outside as one equal neighbour. Neighbours are visited column by
/// column (x outer, y inner); on equal brightness the first one visited is kept.
///
/// Brightness is compared with `Luma.key`, an exact integer, so "equal", "brighter" and "darker"
/// need no floating-point tolerance. Interior pixels (the usual case) take an unrolled path.
extension PixelScan {
    /// Whether the pixel at (`x`, `y`) of `image` is an anti-aliased pixel, `other` being the image
    /// it is compared with.
    @inline(__always)
    func isAntialiased(_ x: Int, _ y: Int, in image: UnsafePointer<UInt32>, other: UnsafePointer<UInt32>) -> Bool {
        let ramp = x > 0 && y > 0 && x < width - 1 && y < height - 1
            ? interiorRamp(x, y, in: image) : borderRamp(x, y, in: image)
        guard let ramp else { return false }
        return (isFlat(ramp.brightestX, ramp.brightestY, in: image) && isFlat(ramp.brightestX, ramp.brightestY, in: other))
            || (isFlat(ramp.darkestX, ramp.darkestY, in: image) && isFlat(ramp.darkestX, ramp.darkestY, in: other))
    }

    /// The ramp around an interior pixel, or nil when it is not on one. Branch-free over the 8
    /// neighbours (the early stop of `RampProbe.visit` only saves work; the answer is the same).
    func interiorRamp(_ x: Int, _ y: Int, in image: UnsafePointer<UInt32>) -> RampProbe? {
        let i = y * width + x, w = width
        let c = Luma.key(image[i])
        // Column by column: (x-1, y-1...y+1), (x, y-1), (x, y+1), (x+1, y-1...y+1).
        let d0 = c - Luma.key(image[i - w - 1]), d1 = c - Luma.key(image[i - 1]), d2 = c - Luma.key(image[i + w - 1])
        let d3 = c - Luma.key(image[i - w]), d4 = c - Luma.key(image[i + w])
        let d5 = c - Luma.key(image[i - w + 1]), d6 = c - Luma.key(image[i + 1]), d7 = c - Luma.key(image[i + w + 1])
        var zeros = d0 == 0 ? 1 : 0
        zeros += d1 == 0 ? 1 : 0; zeros += d2 == 0 ? 1 : 0; zeros += d3 == 0 ? 1 : 0
        zeros += d4 == 0 ? 1 : 0; zeros += d5 == 0 ? 1 : 0; zeros += d6 == 0 ? 1 : 0; zeros += d7 == 0 ? 1 : 0
        if zeros > 2 { return nil }
        var probe = RampProbe(centerLuma: c, equal: zeros)
        probe.consider(d0, x - 1, y - 1); probe.consider(d1, x - 1, y); probe.consider(d2, x - 1, y + 1)
        probe.consider(d3, x, y - 1); probe.consider(d4, x, y + 1)
        probe.consider(d5, x + 1, y - 1); probe.consider(d6, x + 1, y); probe.consider(d7, x + 1, y + 1)
        return probe.isRamp ? probe : nil
    }

    /// The ramp around a border pixel (neighbours clamped to the image), or nil.
    func borderRamp(_ x: Int, _ y: Int, in image: UnsafePointer<UInt32>) -> RampProbe? {
        let x0 = max(x - 1, 0), x2 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y2 = min(y + 1, height - 1)
        var probe = RampProbe(centerLuma: Luma.key(image[y * width + x]), equal: (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0)
        var nx = x0
        while nx <= x2 {
            var ny = y0
            while ny <= y2 {
                if (nx != x || ny != y) && !probe.visit(image[ny * width + nx], nx, ny) { return nil }
                ny += 1
            }
            nx += 1
        }
        return probe.isRamp ? probe : nil
    }

    /// Whether at least 3 of the 8 neighbours of (`x`, `y`) in `image` have exactly its value
    /// (border pixels start the count at 1).
    func isFlat(_ x: Int, _ y: Int, in image: UnsafePointer<UInt32>) -> Bool {
        let i = y * width + x, w = width
        let c = image[i]
        if x > 0 && y > 0 && x < width - 1 && y < height - 1 {
            var equal = 0
            if image[i - w - 1] == c { equal += 1 }
            if image[i - w] == c { equal += 1 }
            if image[i - w + 1] == c { equal += 1 }
            if image[i - 1] == c { equal += 1 }
            if equal > 2 { return true }
            if image[i + 1] == c { equal += 1 }
            if image[i + w - 1] == c { equal += 1 }
            if image[i + w] == c { equal += 1 }
            if image[i + w + 1] == c { equal += 1 }
            return equal > 2
        }
        let x0 = max(x - 1, 0), x2 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y2 = min(y + 1, height - 1)
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var nx = x0
        while nx <= x2 {
            var ny = y0
            while ny <= y2 {
                if (nx != x || ny != y) && image[ny * width + nx] == c { equal += 1 }
                ny += 1
            }
            nx += 1
        }
        return equal > 2
    }
}

/// The running state of the ramp test around one pixel.
struct RampProbe {
    let centerLuma: Int
    /// Neighbours with the same brightness as the centre (plus 1 on the border).
    var equal: Int
    /// Luma of the centre minus luma of the brightest neighbour (negative once one is found).
    var brightestDelta = 0
    var brightestX = 0, brightestY = 0
    /// Luma of the centre minus luma of the darkest neighbour (positive once one is found).
    var darkestDelta = 0
    var darkestX = 0, darkestY = 0

    init(centerLuma: Int, equal: Int) {
        self.centerLuma = centerLuma; self.equal = equal
    }

    /// Takes the neighbour `pixel` at (`x`, `y`) into account; false once more than 2 neighbours
    /// are as bright as the centre (then it is not a ramp and the search can stop).
    @inline(__always)
    mutating func visit(_ pixel: UInt32, _ x: Int, _ y: Int) -> Bool {
        let delta = centerLuma - Luma.key(pixel)
        if delta == 0 {
            equal += 1
            return equal <= 2
        }
        consider(delta, x, y)
        return true
    }

    /// Keeps (`x`, `y`) if its `delta` is the most negative or the most positive so far (the
    /// first one wins ties; a zero delta changes nothing).
    @inline(__always)
    mutating func consider(_ delta: Int, _ x: Int, _ y: Int) {
        if delta < brightestDelta { brightestDelta = delta; brightestX = x; brightestY = y }
        if delta > darkestDelta { darkestDelta = delta; darkestX = x; darkestY = y }
    }

    /// Both a brighter and a darker neighbour were found.
    var isRamp: Bool { brightestDelta != 0 && darkestDelta != 0 }
}

/// Exact brightness keys for packed RGBA pixels.
enum Luma {
    /// Luma with the YIQ weights ×10⁸ (29889531, 58662247, 11448223) of the pixel blended over
    /// white, scaled by 255 so it stays an integer: Σ wₖ·(255·255 + (cₖ − 255)·a). Keys order
    /// pixels exactly as 0.29889531·R + 0.58662247·G + 0.11448223·B does in real arithmetic (and,
    /// for opaque pixels, exactly as the floating-point luma delta does: no two different colours
    /// tie, checked over every channel difference in −255...255).
    @inline(__always)
    static func key(_ p: UInt32) -> Int {
        let a = Int(p >> 24)
        let r = 65025 + (Int(p & 0xFF) - 255) * a
        let g = 65025 + (Int((p >> 8) & 0xFF) - 255) * a
        let b = 65025 + (Int((p >> 16) & 0xFF) - 255) * a
        return 29_889_531 * r + 58_662_247 * g + 11_448_223 * b
    }
}
