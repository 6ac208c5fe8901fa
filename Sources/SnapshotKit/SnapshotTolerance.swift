/// How different an image may be from its reference and still pass: a per-pixel colour
/// threshold plus limits on the number (or share) of differing pixels. The per-pixel threshold
/// and the whole-image limits are separate knobs, as in Playwright and jest-image-snapshot.
public struct SnapshotTolerance: Hashable, Sendable {
    /// The most differing pixels allowed; nil for no count limit.
    public var maxDifferingPixels: Int?
    /// The largest `differingPixels / totalPixels` allowed (0...1); nil for no ratio limit.
    public var maxDifferingRatio: Double?
    /// Per-pixel colour threshold in 0...1 (see `PixelDiffOptions.threshold`).
    public var threshold: Double
    /// Whether anti-aliased pixels count as differing (see `PixelDiffOptions.includeAA`).
    public var includeAA: Bool

    /// Traps when `threshold` or `maxDifferingRatio` is outside 0...1, or `maxDifferingPixels` is
    /// negative.
    public init(maxDifferingPixels: Int? = nil, maxDifferingRatio: Double? = nil, threshold: Double = 0.1,
                includeAA: Bool = false) {
        precondition(maxDifferingPixels.map { $0 >= 0 } ?? true, "maxDifferingPixels must not be negative")
        precondition(maxDifferingRatio.map { (0...1).contains($0) } ?? true, "maxDifferingRatio must be in 0...1")
        precondition((0...1).contains(threshold), "threshold must be in 0...1, got \(threshold)")
        self.maxDifferingPixels = maxDifferingPixels; self.maxDifferingRatio = maxDifferingRatio
        self.threshold = threshold; self.includeAA = includeAA
    }

    /// Every visible change fails: threshold 0, anti-aliased pixels included, no differing pixel
    /// allowed. The right default for a deterministic renderer.
    public static let exact = SnapshotTolerance(threshold: 0, includeAA: true)

    /// Comparator options for this tolerance (other options at their defaults).
    public var diffOptions: PixelDiffOptions {
        PixelDiffOptions(threshold: threshold, includeAA: includeAA)
    }

    /// Whether `result` is within this tolerance. A size mismatch never passes. With neither limit
    /// set, any differing pixel fails; with both set, both must hold.
    public func passes(_ result: PixelDiffResult) -> Bool {
        if result.sizeMismatch != nil { return false }
        if maxDifferingPixels == nil && maxDifferingRatio == nil { return result.differingPixels == 0 }
        if let maxDifferingPixels, result.differingPixels > maxDifferingPixels { return false }
        if let maxDifferingRatio, result.ratio > maxDifferingRatio { return false }
        return true
    }
}
