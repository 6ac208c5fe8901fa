import RasterImage

/// What `PixelDiff.compare` found.
public struct PixelDiffResult: Hashable, Sendable {
    /// The two sizes, when the images were not the same size.
    public struct SizeMismatch: Hashable, Sendable, CustomStringConvertible {
        public var referenceWidth: Int
        public var referenceHeight: Int
        public var actualWidth: Int
        public var actualHeight: Int

        public init(referenceWidth: Int, referenceHeight: Int, actualWidth: Int, actualHeight: Int) {
            self.referenceWidth = referenceWidth; self.referenceHeight = referenceHeight
            self.actualWidth = actualWidth; self.actualHeight = actualHeight
        }

        /// `reference is 640x480, actual is 640x481`.
        public var description: String {
            "reference is \(referenceWidth)x\(referenceHeight), actual is \(actualWidth)x\(actualHeight)"
        }
    }

    /// Compared width: the larger of the two images' widths.
    public var width: Int
    /// Compared height: the larger of the two images' heights.
    public var height: Int
    /// Pixels over the threshold, not counting anti-aliased ones unless `includeAA` was set.
    public var differingPixels: Int
    /// Pixels over the threshold that were detected as anti-aliasing (always 0 with `includeAA`,
    /// which skips the detection).
    public var antialiasedPixels: Int
    /// `width * height`.
    public var totalPixels: Int
    /// Both sizes when they differ; the smaller image was padded with transparent pixels.
    public var sizeMismatch: SizeMismatch?
    /// The diff image (`width` x `height`), or nil when `makeDiffImage` was off or the two images
    /// were byte-identical (see `DiffImage.faded` for the picture of an unchanged image).
    public var diffImage: RGBAImage?

    public init(width: Int, height: Int, differingPixels: Int, antialiasedPixels: Int, totalPixels: Int,
                sizeMismatch: SizeMismatch? = nil, diffImage: RGBAImage? = nil) {
        self.width = width; self.height = height; self.differingPixels = differingPixels
        self.antialiasedPixels = antialiasedPixels; self.totalPixels = totalPixels
        self.sizeMismatch = sizeMismatch; self.diffImage = diffImage
    }

    /// `differingPixels / totalPixels`, and 0 for empty images.
    public var ratio: Double { totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels) }

    /// True when the sizes match and no pixel differs (anti-aliased pixels do not count unless
    /// `includeAA` was set).
    public var identical: Bool { sizeMismatch == nil && differingPixels == 0 }
}
