import ArgumentParser
import Foundation
import LayoutSnap

/// What `layoutsnap diff` does once its arguments are known: read both PNGs (decoding them on two
/// cores unless their bytes are the same), compare, print the summary, write the images asked for.
/// Throws `CLIFailure.differs` when the images differ, and the `CLIFailure` of an error otherwise.
struct DiffJob {
    static let defaultThreshold = 0.1

    let reference: String
    let actual: String
    let output: String?
    let threshold: Double
    let includeAA: Bool
    let composite: String?

    /// The job for `diff A B` with nothing else, two operands that are not options; nil for any
    /// other command line (which goes through ArgumentParser).
    init?(plainArguments arguments: [String]) {
        guard arguments.count == 3, arguments[0] == "diff",
              arguments.dropFirst().allSatisfy({ !$0.hasPrefix("-") && !$0.isEmpty }) else { return nil }
        self.init(reference: arguments[1], actual: arguments[2])
    }

    init(reference: String, actual: String, output: String? = nil, threshold: Double = DiffJob.defaultThreshold,
         includeAA: Bool = false, composite: String? = nil) {
        self.reference = reference; self.actual = actual; self.output = output
        self.threshold = threshold; self.includeAA = includeAA; self.composite = composite
    }

    func run() throws {
        let wantImage = output != nil || composite != nil
        let images: (reference: RGBAImage, actual: RGBAImage)
        do {
            // Images over the pixel limit (LAYOUTSNAP_MAX_PIXELS, else PixelLimit's default) are
            // refused from their headers, before their pixels are allocated; a bad setting is an error.
            let maxPixels = try PixelLimit.fromEnvironment()
            // Each file is mapped once: for the same-bytes check, then for decoding.
            let files = (try FileBytes(contentsOf: reference), try FileBytes(contentsOf: actual))
            if !wantImage, let pixels = Self.identicalPNG(files.0, files.1) {
                // Same bytes, same pixels: no need to decode.
                print("0 differing pixels (0.000%), 0 anti-aliased, of \(pixels)")
                return
            }
            images = try PNGCodec.decodePair(files.0, files.1, maxPixels: maxPixels)
        } catch {
            throw CLIFailure.badInput("\(error)")
        }
        let options = PixelDiffOptions(threshold: threshold, includeAA: includeAA, makeDiffImage: wantImage)
        let result = PixelDiff.compare(images.reference, images.actual, options: options)
        if let mismatch = result.sizeMismatch {
            print("size mismatch: \(reference) is \(mismatch.referenceWidth)x\(mismatch.referenceHeight), "
                + "\(actual) is \(mismatch.actualWidth)x\(mismatch.actualHeight)")
        }
        print(Self.summary(result))
        if wantImage {
            // Byte-identical images come back without a diff image: draw the faded reference.
            let diff = result.diffImage ?? DiffImage.faded(images.reference, alpha: options.alpha)
            do {
                if let output { try PNGCodec.write(diff, to: output) }
                if let composite {
                    try PNGCodec.write(DiffImage.composite(reference: images.reference, diff: diff, actual: images.actual),
                                       to: composite)
                }
            } catch {
                throw CLIFailure.failure("\(error)")
            }
        }
        if !result.identical { throw CLIFailure.differs }
    }

    /// The pixel count when both files hold the same bytes and look like a whole PNG (the signature
    /// and header, and an IEND chunk at the end); nil otherwise, and then they are decoded.
    static func identicalPNG(_ x: FileBytes, _ y: FileBytes) -> Int? {
        guard x.hasSameBytes(as: y), let size = try? PNGCodec.size(ofPNG: x.prefix(64)) else { return nil }
        let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        guard x.suffix(iend.count) == iend else { return nil }
        return size.width * size.height
    }

    /// `2080 differing pixels (0.100%), 0 anti-aliased, of 2073600`.
    static func summary(_ result: PixelDiffResult) -> String {
        let percent = result.ratio * 100
        let shown = percent == 0 || percent >= 0.001 ? String(format: "%.3f", percent) : "<0.001"
        return "\(result.differingPixels) differing pixels (\(shown)%), \(result.antialiasedPixels) anti-aliased, "
            + "of \(result.totalPixels)"
    }
}
