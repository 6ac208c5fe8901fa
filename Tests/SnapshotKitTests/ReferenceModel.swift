import RasterImage

/// A deliberately plain, slow restatement of the published model (floating point throughout,
/// 2-D indexing, no fast paths), used to cross-check the optimised comparator on generated
/// images. Same-size images only.
struct ReferenceModel {
    let a: RGBAImage
    let b: RGBAImage
    let threshold: Double
    let includeAA: Bool

    enum Kind: Equatable { case same, differs, darker, antialiased }

    /// The channels of (x, y) in `img` blended over white.
    func blended(_ img: RGBAImage, _ x: Int, _ y: Int) -> (Double, Double, Double) {
        let p = img[x, y]
        let a = Double(p.alpha) / 255
        func mix(_ c: UInt8) -> Double { 255 + (Double(c) - 255) * a }
        return (mix(p.red), mix(p.green), mix(p.blue))
    }

    func yiq(_ p: (Double, Double, Double), _ q: (Double, Double, Double)) -> Double {
        let dr = p.0 - q.0, dg = p.1 - q.1, db = p.2 - q.2
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    func luma(_ p: (Double, Double, Double), _ q: (Double, Double, Double)) -> Double {
        (p.0 - q.0) * 0.29889531 + (p.1 - q.1) * 0.58662247 + (p.2 - q.2) * 0.11448223
    }

    func neighbours(_ img: RGBAImage, _ x: Int, _ y: Int) -> [(Int, Int)] {
        var out: [(Int, Int)] = []
        for nx in max(x - 1, 0)...min(x + 1, img.width - 1) {
            for ny in max(y - 1, 0)...min(y + 1, img.height - 1) where nx != x || ny != y { out.append((nx, ny)) }
        }
        return out
    }

    func onBorder(_ img: RGBAImage, _ x: Int, _ y: Int) -> Bool {
        x == 0 || y == 0 || x == img.width - 1 || y == img.height - 1
    }

    func flat(_ img: RGBAImage, _ x: Int, _ y: Int) -> Bool {
        let same = neighbours(img, x, y).filter { img[$0.0, $0.1] == img[x, y] }.count
        return same + (onBorder(img, x, y) ? 1 : 0) >= 3
    }

    func antialiased(_ img: RGBAImage, _ other: RGBAImage, _ x: Int, _ y: Int) -> Bool {
        var zeros = onBorder(img, x, y) ? 1 : 0
        var low = (0.0, 0, 0), high = (0.0, 0, 0)
        for (nx, ny) in neighbours(img, x, y) {
            let d = luma(blended(img, x, y), blended(img, nx, ny))
            if d == 0 { zeros += 1 } else if d < low.0 { low = (d, nx, ny) } else if d > high.0 { high = (d, nx, ny) }
        }
        if zeros > 2 || low.0 == 0 || high.0 == 0 { return false }
        return (flat(img, low.1, low.2) && flat(other, low.1, low.2)) || (flat(img, high.1, high.2) && flat(other, high.1, high.2))
    }

    func kind(_ x: Int, _ y: Int) -> Kind {
        if a[x, y] == b[x, y] { return .same }
        let delta = yiq(blended(a, x, y), blended(b, x, y))
        if abs(delta) <= 35215 * threshold * threshold { return .same }
        if !includeAA && (antialiased(a, b, x, y) || antialiased(b, a, x, y)) { return .antialiased }
        return delta < 0 ? .darker : .differs
    }

    /// Every pixel's verdict, row by row.
    func kinds() -> [Kind] {
        (0..<a.height).flatMap { y in (0..<a.width).map { x in kind(x, y) } }
    }
}
