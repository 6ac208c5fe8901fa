import Foundation
import LayoutModel
import RasterImage
import SnapshotKit

extension Diffing where Format == RGBAImage {
    /// PNG files compared pixel by pixel (YIQ delta, anti-aliasing detection) under `tolerance`.
    /// A failure leaves a diff image and a reference | diff | actual composite, its panels named in a band above.
    public static func image(tolerance: SnapshotTolerance) -> Diffing<RGBAImage> {
        Diffing(
            toData: { Data(try PNGCodec.encode($0)) },
            fromData: { try PNGCodec.decode(Array($0)) },
            diff: { reference, actual in
                let result = PixelDiff.compare(reference, actual, options: tolerance.diffOptions)
                if tolerance.passes(result) { return nil }
                // The threshold is named: counts at another one (`layoutsnap diff` defaults to 0.1) differ.
                var message = "\(result.differingPixels) differing pixels"
                    + " (\(NumberFormat.short(result.ratio * 100))% of \(result.totalPixels)) at threshold \(NumberFormat.short(tolerance.threshold))"
                if result.antialiasedPixels > 0 { message += ", \(result.antialiasedPixels) anti-aliased" }
                if let mismatch = result.sizeMismatch { message = "size differs: \(mismatch); " + message }
                var artifacts: [DiffArtifact] = []
                if let diffImage = result.diffImage, let png = try? PNGCodec.encode(diffImage) {
                    artifacts.append(DiffArtifact(kind: "diff", pathExtension: "png", data: Data(png)))
                    if let composite = try? PNGCodec.encode(DiffImage.labelledComposite(reference: reference, diff: diffImage, actual: actual)) {
                        artifacts.append(DiffArtifact(kind: "composite", pathExtension: "png", data: Data(composite)))
                    }
                }
                return DiffOutcome(message: message, artifacts: artifacts, differingPixels: result.differingPixels,
                                   antialiasedPixels: result.antialiasedPixels, totalPixels: result.totalPixels)
            })
    }
}

extension Diffing where Format == String {
    /// UTF-8 text compared exactly; a failure names the first differing line and leaves a unified diff.
    public static let lines = Diffing<String>(
        toData: { Data($0.utf8) },
        fromData: { String(decoding: $0, as: UTF8.self) },
        diff: { reference, actual in
            guard reference != actual else { return nil }
            var message = "the text differs"
            if let first = LineDiff.firstDifference(reference: reference, actual: actual) {
                message = "first difference at line \(first.line): reference \(first.reference.map { "\"\($0)\"" } ?? "(end)")"
                    + ", actual \(first.actual.map { "\"\($0)\"" } ?? "(end)")"
            }
            let unified = LineDiff.unifiedDiff(reference: reference, actual: actual,
                                               referenceName: "reference", actualName: "actual", context: 3)
            return DiffOutcome(message: message, artifacts: [DiffArtifact(kind: "diff", pathExtension: "txt", data: Data(unified.utf8))])
        })
}

extension Snapshotting where Value == LayoutSubject, Format == RGBAImage {
    /// The layout rendered with Cairo at `scale` (nil: the viewport's), compared under `tolerance`
    /// (exact by default: our renders are deterministic). The pixels are compared as rendered,
    /// never encoded and decoded first; they are encoded only when a file is written.
    public static func png(scale: Double? = nil, tolerance: SnapshotTolerance = .exact, debug: Bool = false) -> Self {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance)) { subject in
            try FixtureRenderer().image(subject.fixture, scale: scale, debug: debug)
        }
    }
}

extension Snapshotting where Value == LayoutSubject, Format == String {
    /// The hand-written SVG, compared as text.
    public static func svg(scale: Double? = nil) -> Self {
        Snapshotting(pathExtension: "svg", diffing: .lines) { subject in
            try FixtureRenderer().svg(subject.fixture, scale: scale)
        }
    }

    /// The frame tree as text (`FrameNode.textDump`): a layout regression reads as a text diff.
    /// Frames snap to the viewport's pixel grid.
    public static var frames: Self { frames(scale: nil) }

    /// The frame tree as text, snapped to the pixel grid of `scale` (nil: the viewport's), as
    /// `.png(scale:)` draws it.
    public static func frames(scale: Double?) -> Self {
        Snapshotting(pathExtension: "frames.txt", diffing: .lines) { subject in
            try FixtureRenderer().frames(subject.fixture, scale: scale).textDump()
        }
    }
}
