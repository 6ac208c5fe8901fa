import Foundation
import RasterImage
import SnapshotKit

/// An image as `check` compares it: a reference decoded from its file (straight RGBA), a render
/// as Cairo left it (premultiplied words), or a render not drawn yet (`PendingRender`), turned into
/// straight RGBA only when it differs from its reference or is written to a file.
enum CheckedImage: Sendable {
    /// A reference, and whether it equals the render it was read for (nil: not known yet).
    case decoded(RGBAImage, matchesRender: Bool? = nil)
    case rendered(PremultipliedImage)
    case pending(PendingRender)

    /// The image in straight RGBA (a pending render drawn whole).
    func straight() throws -> RGBAImage {
        switch self {
        case .decoded(let image, _): return image
        case .rendered(let image): return image.straight()
        case .pending(let render): return try render.whole().straight()
        }
    }
}

/// A render that is drawn band by band against its reference (`CairoBands`), and whole only when
/// it differs or is written: comparing it holds the decoded reference and one band, not a second
/// whole image. (A difference draws it whole twice, for the diff and for the file.)
struct PendingRender: Sendable {
    let bands: CairoBands
    let renderer: CairoRenderer

    /// The whole render, as `CairoRenderer.renderPremultiplied` draws it.
    func whole() throws -> PremultipliedImage {
        try renderer.renderPremultiplied(bands.list, scale: bands.scale)
    }

    /// Whether the render equals `reference`: every band drawn and compared with the reference's
    /// rows in turn, stopping at the first that differs.
    func matches(_ reference: RGBAImage) throws -> Bool {
        guard reference.width == bands.width, reference.height == bands.height else { return false }
        var words: [UInt32] = []
        for rows in bands.bands {
            try renderer.draw(bands, rows: rows, into: &words)
            let band = PremultipliedImage(width: bands.width, height: rows.count, words: words)
            guard band.matches(reference, fromRow: rows.lowerBound) else { return false }
        }
        return true
    }
}

extension Diffing where Format == CheckedImage {
    /// `Diffing<RGBAImage>.image(tolerance:)` for a render compared before it is converted: a
    /// render whose pixels equal its reference's passes under any tolerance (no pixel differs);
    /// anything else is converted and compared as before, so messages, diff images and the files
    /// written are the same. The reference is compared with the render row by row as it is
    /// decoded (`PNGCodec.decode(_:comparingWith:)`); where that leaves the answer open, one pass
    /// over both images (`PremultipliedImage.matches`) gives it. A pending render is compared band
    /// by band with the decoded reference (`PendingRender.matches`).
    static func renderedImage(tolerance: SnapshotTolerance) -> Diffing<CheckedImage> {
        let image = Diffing<RGBAImage>.image(tolerance: tolerance)
        return Diffing(
            toData: { try image.toData($0.straight()) },
            fromData: { .decoded(try image.fromData($0)) },
            diff: { reference, actual in
                if case .decoded(let expected, let known) = reference {
                    if case .rendered(let rendered) = actual, known ?? rendered.matches(expected) { return nil }
                    if case .pending = actual, known == true { return nil }
                }
                do {
                    return image.diff(try reference.straight(), try actual.straight())
                } catch {
                    return DiffOutcome(message: "could not render the image: \(error)")
                }
            },
            fromDataComparing: { data, actual in
                switch actual {
                case .rendered(let rendered):
                    let (decoded, matches) = try PNGCodec.decode(Array(data), comparingWith: rendered)
                    return .decoded(decoded, matchesRender: matches)
                case .pending(let render):
                    let decoded = try image.fromData(data)
                    // A Cairo failure here leaves the answer to the whole render, which reports it.
                    return .decoded(decoded, matchesRender: try? render.matches(decoded))
                case .decoded:
                    return .decoded(try image.fromData(data))
                }
            })
    }
}
