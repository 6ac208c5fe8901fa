import ArgumentParser
import Foundation
import LayoutSnap

/// `layoutsnap diff <reference.png> <actual.png> [-o diff.png] [--threshold T] [--include-aa] [--composite c.png]`
struct Diff: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compare two PNGs pixel by pixel (pixelmatch's YIQ model with anti-aliasing detection).",
        discussion: """
            Prints "<n> differing pixels (<ratio>%), <m> anti-aliased, of <total>", and both sizes when they \
            differ (the smaller image is padded with transparent pixels and compared anyway). \
            Exit codes: 0 no differing pixels, 1 different (or different sizes), 2 an image cannot be read, \
            3 an output cannot be written, 64 usage error.
            """)

    @Argument(help: "The reference PNG.")
    var reference: String

    @Argument(help: "The actual PNG.")
    var actual: String

    @Option(name: .shortAndLong, help: "Write the diff image here (faded reference, red changes, yellow anti-aliasing).")
    var output: String?

    @Option(help: "Per-pixel colour threshold, 0 (any change) to 1.")
    var threshold: Double = 0.1

    @Flag(name: .customLong("include-aa"), help: "Count anti-aliased pixels as differing (skips the detection).")
    var includeAA = false

    @Option(help: "Write reference | diff | actual side by side here.")
    var composite: String?

    func validate() throws {
        guard threshold >= 0 && threshold <= 1 else {
            throw ValidationError("--threshold must be between 0 and 1, got \(threshold)")
        }
    }

    func run() throws {
        let wantImage = output != nil || composite != nil
        let images: (reference: RGBAImage, actual: RGBAImage)
        do {
            // Each file is read once: for the same-bytes check, then for decoding.
            let bytes = (try PNGCodec.readBytes(reference), try PNGCodec.readBytes(actual))
            if !wantImage, let pixels = Self.identicalPNG(bytes.0, bytes.1) {
                // Same bytes, same pixels: no need to decode.
                print("0 differing pixels (0.000%), 0 anti-aliased, of \(pixels)")
                return
            }
            images = try PNGCodec.decodePair((bytes.0, reference), (bytes.1, actual))
        } catch {
            printError("error: \(error)")
            throw ExitCodes.badInput
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
                printError("error: \(error)")
                throw ExitCodes.failure
            }
        }
        if !result.identical { throw ExitCode(1) }
    }

    /// The pixel count when both files hold the same bytes and look like a whole PNG (the signature
    /// and header, and an IEND chunk at the end); nil otherwise, and then they are decoded.
    static func identicalPNG(_ x: [UInt8], _ y: [UInt8]) -> Int? {
        guard x == y, let size = try? PNGCodec.size(ofPNG: Array(x.prefix(64))) else { return nil }
        let iend: [UInt8] = [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82]
        guard x.count >= iend.count, Array(x.suffix(iend.count)) == iend else { return nil }
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
