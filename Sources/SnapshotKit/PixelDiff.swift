import Foundation
import RasterImage

/// A pure, perceptual pixel comparator over two straight-RGBA images, following pixelmatch's
/// published model (YIQ colour delta, Kotsarenko & Ramos 2010; anti-aliasing detection,
/// Vyšniauskas 2009). It never throws and never touches the file system.
public enum PixelDiff {
    /// The largest possible YIQ delta; the per-pixel limit is `maxYIQDelta · threshold²`.
    public static let maxYIQDelta = 35215.0

    /// Compares `actual` against `reference`.
    ///
    /// - Byte-identical images of the same size return at once, with `diffImage` nil.
    /// - Semi-transparent pixels are blended over white before comparing.
    /// - A pixel differs when its YIQ delta exceeds `options.maxDelta`. Unless `options.includeAA`,
    ///   a differing pixel that looks like anti-aliasing in either image is counted in
    ///   `antialiasedPixels` instead of `differingPixels`.
    /// - Images of different sizes are both padded to the larger width and height with transparent
    ///   pixels (which blend to white), compared, and `sizeMismatch` names both sizes.
    /// - The diff image (when `options.makeDiffImage`) shows unchanged pixels as the reference's
    ///   luma faded toward white, differing pixels in `diffColor` (`diffColorAlt` where the actual
    ///   is darker, when set) and anti-aliased pixels in `aaColor`; it is always opaque.
    ///
    /// Traps when `options.threshold` or `options.alpha` is outside 0...1.
    public static func compare(_ reference: RGBAImage, _ actual: RGBAImage,
                               options: PixelDiffOptions = .init()) -> PixelDiffResult {
        precondition((0...1).contains(options.threshold), "threshold must be in 0...1, got \(options.threshold)")
        precondition((0...1).contains(options.alpha), "alpha must be in 0...1, got \(options.alpha)")
        let width = max(reference.width, actual.width), height = max(reference.height, actual.height)
        let total = width * height
        var mismatch: PixelDiffResult.SizeMismatch?
        if reference.width != actual.width || reference.height != actual.height {
            mismatch = .init(referenceWidth: reference.width, referenceHeight: reference.height,
                             actualWidth: actual.width, actualHeight: actual.height)
        }
        if mismatch == nil && bytesEqual(reference.pixels, actual.pixels) {
            return PixelDiffResult(width: width, height: height, differingPixels: 0, antialiasedPixels: 0, totalPixels: total)
        }
        if total == 0 {
            return PixelDiffResult(width: width, height: height, differingPixels: 0, antialiasedPixels: 0, totalPixels: 0,
                                   sizeMismatch: mismatch,
                                   diffImage: options.makeDiffImage ? RGBAImage(width: width, height: height, pixels: []) : nil)
        }
        let refPixels = mismatch == nil ? reference.pixels : padded(reference, width: width, height: height)
        let actPixels = mismatch == nil ? actual.pixels : padded(actual, width: width, height: height)

        var counts = (differing: 0, antialiased: 0)
        var diffPixels: [UInt8]?
        refPixels.withUnsafeBufferPointer { refBytes in
            actPixels.withUnsafeBufferPointer { actBytes in
                refBytes.withMemoryRebound(to: UInt32.self) { ref in
                    actBytes.withMemoryRebound(to: UInt32.self) { act in
                        let scan = PixelScan(reference: ref.baseAddress!, actual: act.baseAddress!, width: width,
                                             height: height, options: options)
                        guard options.makeDiffImage else {
                            counts = scan.count()
                            return
                        }
                        diffPixels = [UInt8](unsafeUninitializedCapacity: total * 4) { out, initialized in
                            out.withMemoryRebound(to: UInt32.self) { words in counts = scan.draw(into: words.baseAddress!) }
                            initialized = total * 4
                        }
                    }
                }
            }
        }
        return PixelDiffResult(width: width, height: height, differingPixels: counts.differing,
                               antialiasedPixels: counts.antialiased, totalPixels: total, sizeMismatch: mismatch,
                               diffImage: diffPixels.map { RGBAImage(width: width, height: height, pixels: $0) })
    }

    /// Byte equality through `memcmp` (fast in debug builds too).
    static func bytesEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                pa.count == 0 || pa.baseAddress == pb.baseAddress || memcmp(pa.baseAddress!, pb.baseAddress!, pa.count) == 0
            }
        }
    }

    /// `image`'s pixels in the top-left corner of a `width` x `height` transparent canvas.
    static func padded(_ image: RGBAImage, width: Int, height: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let rowBytes = image.width * 4
        guard rowBytes > 0 else { return out }
        out.withUnsafeMutableBufferPointer { dst in
            image.pixels.withUnsafeBufferPointer { src in
                var y = 0
                while y < image.height {
                    (dst.baseAddress! + y * width * 4).update(from: src.baseAddress! + y * rowBytes, count: rowBytes)
                    y += 1
                }
            }
        }
        return out
    }
}
