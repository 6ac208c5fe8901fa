#if SnapshotTestingInterop
import Foundation
// `import LayoutSnapSnapshotTesting` brings LayoutSnap's model and DSL too.
@_exported import LayoutSnap
import SnapshotTesting
import Testing
import XCTest

// Strategies for swift-snapshot-testing's `assertSnapshot(of:as:)`: a `LayoutNode` (with a
// viewport) or a `LayoutSubject` as a PNG image, SVG text or a frame-tree dump, rendered by
// LayoutSnap, so its users get image snapshots of layouts on Linux. References are named and
// recorded by swift-snapshot-testing (`__Snapshots__/<file>/<test>.<n>.png`, `SNAPSHOT_TESTING_RECORD`).
//
// `Snapshotting` and `Diffing` are spelled `SnapshotTesting.` here because LayoutSnap has types
// of the same names; a test file rarely spells them: `assertSnapshot(of: node, as: .image(in: viewport))`.

extension SnapshotTesting.Diffing where Value == RGBAImage {
    /// PNG data compared with LayoutSnap's pixel comparison under `tolerance`; a failure says how
    /// many pixels differ at which threshold and attaches the diff image and the composite.
    public static func layoutImage(tolerance: SnapshotTolerance) -> Self {
        .diff(toData: { image in orReport("could not encode the PNG", Data()) { Data(try PNGCodec.encode(image)) } },
              fromData: { data in orReport("could not read the reference PNG", emptyImage) { try PNGCodec.decode(Array(data)) } }) { reference, actual in
            let result = PixelDiff.compare(reference, actual, options: tolerance.diffOptions)
            if tolerance.passes(result) { return nil }
            var message = "\(result.differingPixels) of \(result.totalPixels) pixels differ at threshold \(tolerance.threshold)"
            if let mismatch = result.sizeMismatch { message = "size differs: \(mismatch); " + message }
            var attachments: [DiffAttachment] = []
            if let diff = result.diffImage, let png = try? PNGCodec.encode(diff) {
                attachments.append(.data(Data(png), name: "difference.png"))
                if let composite = try? PNGCodec.encode(DiffImage.labelledComposite(reference: reference, diff: diff, actual: actual)) {
                    attachments.append(.data(Data(composite), name: "reference-diff-actual.png"))
                }
            }
            return (message, attachments)
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == LayoutSubject, Format == RGBAImage {
    /// The subject rendered with Cairo at `scale` (nil: its viewport's), compared under `tolerance`.
    public static func image(scale: Double? = nil, tolerance: SnapshotTolerance = .exact) -> Self {
        .init(pathExtension: "png", diffing: .layoutImage(tolerance: tolerance)) { subject in
            orReport("could not lay out and render \(subject.root.name)", emptyImage) {
                try LayoutSnap.Snapshotting<LayoutSubject, RGBAImage>.png(scale: scale).snapshot(subject)
            }
        }
    }
}

extension SnapshotTesting.Snapshotting where Value == LayoutNode, Format == RGBAImage {
    /// The node laid out in `viewport` and rendered at `scale` (nil: the viewport's).
    public static func image(in viewport: Viewport, scale: Double? = nil, tolerance: SnapshotTolerance = .exact) -> Self {
        SnapshotTesting.Snapshotting<LayoutSubject, RGBAImage>.image(scale: scale, tolerance: tolerance)
            .pullback { LayoutSubject($0, viewport: viewport) }
    }
}

extension SnapshotTesting.Snapshotting where Value == LayoutSubject, Format == String {
    /// LayoutSnap's hand-written SVG, compared line by line.
    public static func svg(scale: Double? = nil) -> Self {
        .init(pathExtension: "svg", diffing: .lines) { subject in
            text { try LayoutSnap.Snapshotting<LayoutSubject, String>.svg(scale: scale).snapshot(subject) }
        }
    }

    /// The frame tree as text: a layout change reads as a line diff.
    public static func frames(scale: Double? = nil) -> Self {
        .init(pathExtension: "frames.txt", diffing: .lines) { subject in
            text { try LayoutSnap.Snapshotting<LayoutSubject, String>.frames(scale: scale).snapshot(subject) }
        }
    }

    /// The text, or the error that stopped it (so the snapshot fails with the reason).
    private static func text(_ make: () throws -> String) -> String {
        do { return try make() } catch { return "error: \(error)\n" }
    }
}

extension SnapshotTesting.Snapshotting where Value == LayoutNode, Format == String {
    /// The node laid out in `viewport`, as SVG.
    public static func svg(in viewport: Viewport, scale: Double? = nil) -> Self {
        SnapshotTesting.Snapshotting<LayoutSubject, String>.svg(scale: scale).pullback { LayoutSubject($0, viewport: viewport) }
    }

    /// The node laid out in `viewport`, as its frame tree.
    public static func frames(in viewport: Viewport, scale: Double? = nil) -> Self {
        SnapshotTesting.Snapshotting<LayoutSubject, String>.frames(scale: scale).pullback { LayoutSubject($0, viewport: viewport) }
    }
}
/// A 0 by 0 image: what a snapshot that could not be made compares as (its error is reported).
let emptyImage = RGBAImage(width: 0, height: 0, pixels: [])

/// `make()`, or `fallback` with its error reported to the running test (Swift Testing and XCTest):
/// swift-snapshot-testing's strategies cannot throw, and a failure to render must not pass unseen.
func orReport<T>(_ what: String, _ fallback: T, _ make: () throws -> T) -> T {
    do { return try make() } catch {
        let message = "LayoutSnap \(what): \(error)"
        if Test.current != nil { Issue.record(Comment(rawValue: message)) } else { XCTFail(message) }
        return fallback
    }
}
#endif
