import RasterImage

/// Settings for `PixelDiff.compare`: the per-pixel colour threshold, anti-aliasing handling and
/// the look of the diff image. The defaults are pixelmatch's.
public struct PixelDiffOptions: Hashable, Sendable {
    /// Per-pixel colour threshold in 0...1: a pixel differs when its YIQ delta exceeds
    /// `35215 · threshold²`. 0 makes every visible change count; 0.1 is pixelmatch's default.
    public var threshold: Double
    /// When false (the default), differing pixels that look like anti-aliasing are detected,
    /// counted in `antialiasedPixels` and not in `differingPixels`. When true, detection is skipped
    /// (as in pixelmatch) and every pixel over the threshold counts as differing.
    public var includeAA: Bool
    /// How strongly the reference shows in the diff image, in 0...1: unchanged pixels are the
    /// reference's luma faded toward white by `1 - alpha`.
    public var alpha: Double
    /// Colour of differing pixels in the diff image.
    public var diffColor: RGBA
    /// When set, the colour of differing pixels where the actual image is darker than the reference.
    public var diffColorAlt: RGBA?
    /// Colour of anti-aliased pixels in the diff image.
    public var aaColor: RGBA
    /// Whether to draw a diff image at all (drawing it costs one pass over every pixel).
    public var makeDiffImage: Bool

    /// Traps when `threshold` or `alpha` is outside 0...1.
    public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                diffColor: RGBA = RGBA(255, 0, 0, 255), diffColorAlt: RGBA? = nil,
                aaColor: RGBA = RGBA(255, 255, 0, 255), makeDiffImage: Bool = true) {
        precondition((0...1).contains(threshold), "PixelDiffOptions.threshold must be in 0...1, got \(threshold)")
        precondition((0...1).contains(alpha), "PixelDiffOptions.alpha must be in 0...1, got \(alpha)")
        self.threshold = threshold; self.includeAA = includeAA; self.alpha = alpha
        self.diffColor = diffColor; self.diffColorAlt = diffColorAlt; self.aaColor = aaColor
        self.makeDiffImage = makeDiffImage
    }

    /// The largest YIQ delta (`35215 · threshold²`) that still counts as the same colour.
    public var maxDelta: Double { PixelDiff.maxYIQDelta * threshold * threshold }
}
