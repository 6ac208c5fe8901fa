/// Anti-aliasing detection (V. Vyšniauskas, "Anti-aliased Pixel and Intensity Slope Detector",
/// 2009), in pixelmatch's formulation.
///
/// A differing pixel is anti-aliasing when, in one of the two images, it sits on an intensity
/// ramp: among its 8 neighbours (clamped at the borders) there is a darker one and a brighter one,
/// and no more than 2 have the same brightness; and the darkest or the brightest of those
/// neighbours lies in a flat region (at least 3 identical neighbours) in both images.
extension PixelScan {
    /// Whether the pixel at (`x`, `y`) of `image` is an anti-aliased pixel, `other` being the image
    /// it is compared with.
    func isAntialiased(_ x: Int, _ y: Int, in image: UnsafePointer<UInt32>, other: UnsafePointer<UInt32>) -> Bool {
        let x0 = max(x - 1, 0), x2 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y2 = min(y + 1, height - 1)
        let center = image[y * width + x]
        // A pixel on the border counts its missing outside as one equal neighbour.
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        // Luma of the centre minus luma of the neighbour: negative for brighter neighbours.
        var brightestDelta = 0.0, darkestDelta = 0.0
        var brightestIndex = 0, darkestIndex = 0
        var nx = x0
        while nx <= x2 {
            var ny = y0
            while ny <= y2 {
                if nx != x || ny != y {
                    let index = ny * width + nx
                    let delta = YIQ.lumaDelta(center, image[index])
                    if delta == 0 {
                        equal += 1
                        if equal > 2 { return false }
                    } else if delta < brightestDelta {
                        brightestDelta = delta; brightestIndex = index
                    } else if delta > darkestDelta {
                        darkestDelta = delta; darkestIndex = index
                    }
                }
                ny += 1
            }
            nx += 1
        }
        // Not on a ramp unless there is both a brighter and a darker neighbour.
        if brightestDelta == 0 || darkestDelta == 0 { return false }
        return (isFlat(brightestIndex, in: image) && isFlat(brightestIndex, in: other))
            || (isFlat(darkestIndex, in: image) && isFlat(darkestIndex, in: other))
    }

    /// Whether at least 3 of the 8 neighbours of the pixel at linear `index` have exactly its value
    /// (border pixels start the count at 1).
    func isFlat(_ index: Int, in image: UnsafePointer<UInt32>) -> Bool {
        let y = index / width, x = index - y * width
        let x0 = max(x - 1, 0), x2 = min(x + 1, width - 1)
        let y0 = max(y - 1, 0), y2 = min(y + 1, height - 1)
        let center = image[index]
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var nx = x0
        while nx <= x2 {
            var ny = y0
            while ny <= y2 {
                if (nx != x || ny != y) && image[ny * width + nx] == center {
                    equal += 1
                    if equal > 2 { return true }
                }
                ny += 1
            }
            nx += 1
        }
        return false
    }
}
