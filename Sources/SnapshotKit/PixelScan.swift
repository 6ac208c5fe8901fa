import Foundation

/// The hot loops of `PixelDiff.compare`, over two same-size images viewed as packed RGBA words.
///
/// Speed: blocks of `blockPixels` pixels are first compared with `memcmp`, so equal regions cost
/// no per-pixel work (and stay fast in debug builds); the YIQ delta is only computed for words
/// that differ, and anti-aliasing detection only for pixels over the threshold. Nothing is
/// allocated inside the loops.
struct PixelScan {
    let reference: UnsafePointer<UInt32>
    let actual: UnsafePointer<UInt32>
    let width: Int
    let height: Int
    let maxDelta: Double
    let detectAA: Bool
    let alpha: Double
    let diffWord: UInt32
    let diffAltWord: UInt32
    let aaWord: UInt32

    /// Pixels per `memcmp` block (1 KiB of each image).
    static let blockPixels = 256

    init(reference: UnsafePointer<UInt32>, actual: UnsafePointer<UInt32>, width: Int, height: Int,
         options: PixelDiffOptions) {
        self.reference = reference; self.actual = actual; self.width = width; self.height = height
        maxDelta = options.maxDelta
        detectAA = !options.includeAA
        alpha = options.alpha
        diffWord = YIQ.word(options.diffColor)
        diffAltWord = YIQ.word(options.diffColorAlt ?? options.diffColor)
        aaWord = YIQ.word(options.aaColor)
    }

    /// What one pixel whose words differ turned out to be.
    enum Verdict { case same, differs, differsDarker, antialiased }

    /// Classifies the pixel at linear index `i`, whose reference and actual words differ.
    @inline(__always)
    func verdict(at i: Int) -> Verdict {
        let delta = YIQ.delta(reference[i], actual[i])
        guard abs(delta) > maxDelta else { return .same }
        if detectAA {
            let y = i / width, x = i - y * width
            if isAntialiased(x, y, in: reference, other: actual) || isAntialiased(x, y, in: actual, other: reference) {
                return .antialiased
            }
        }
        return delta < 0 ? .differsDarker : .differs
    }

    /// Counts differing and anti-aliased pixels without drawing, over pixels `range` (linear indices).
    func count(_ range: Range<Int>) -> (differing: Int, antialiased: Int) {
        let n = range.upperBound
        var differing = 0, antialiased = 0
        var i = range.lowerBound
        while i < n {
            let end = min(i + Self.blockPixels, n)
            if memcmp(reference + i, actual + i, (end - i) * 4) != 0 {
                var j = i
                while j < end {
                    if reference[j] != actual[j] {
                        switch verdict(at: j) {
                        case .same: break
                        case .differs, .differsDarker: differing += 1
                        case .antialiased: antialiased += 1
                        }
                    }
                    j += 1
                }
            }
            i = end
        }
        return (differing, antialiased)
    }

    /// Counts like `count(_:)` and writes the diff image's words for pixels `range` to `out`.
    func draw(into out: UnsafeMutablePointer<UInt32>, _ range: Range<Int>) -> (differing: Int, antialiased: Int) {
        let n = range.upperBound
        var differing = 0, antialiased = 0
        guard !range.isEmpty else { return (0, 0) }
        // Flat areas repeat one colour: remember the last grey computed.
        var lastWord = reference[range.lowerBound], lastGray = YIQ.fadedGray(lastWord, alpha: alpha)
        var i = range.lowerBound
        while i < n {
            let end = min(i + Self.blockPixels, n)
            let blockDiffers = memcmp(reference + i, actual + i, (end - i) * 4) != 0
            var j = i
            while j < end {
                let word = reference[j]
                if blockDiffers && word != actual[j] {
                    switch verdict(at: j) {
                    case .same: break
                    case .differs: differing += 1; out[j] = diffWord; j += 1; continue
                    case .differsDarker: differing += 1; out[j] = diffAltWord; j += 1; continue
                    case .antialiased: antialiased += 1; out[j] = aaWord; j += 1; continue
                    }
                }
                if word != lastWord {
                    lastWord = word
                    lastGray = YIQ.fadedGray(word, alpha: alpha)
                }
                out[j] = lastGray
                j += 1
            }
            i = end
        }
        return (differing, antialiased)
    }
}
