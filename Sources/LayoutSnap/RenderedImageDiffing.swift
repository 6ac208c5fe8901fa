import Foundation
import RasterImage
import SnapshotKit

/// An image as `check` compares it: a reference decoded from its file (straight RGBA), or a render
/// as Cairo left it (premultiplied words), turned into straight RGBA only when it differs from its
/// reference or is written to a file.
enum CheckedImage: Sendable {
    /// A reference, and whether it equals the render it was read for (nil: not known yet).
    case decoded(RGBAImage, matchesRender: Bool? = nil)
    case rendered(PremultipliedImage)

    var straight: RGBAImage {
        switch self {
        case .decoded(let image, _): return image
        case .rendered(let image): return image.straight()
        }
    }
}

extension Diffing where Format == CheckedImage {
    /// `Diffing<RGBAImage>.image(tolerance:)` for a render compared before it is converted: a
    /// render whose pixels equal its reference's passes under any tolerance (no pixel differs);
    /// anything else is converted and compared as before, so messages, diff images and the files
    /// written are the same. The reference is compared with the render row by row as it is
    /// decoded (`PNGCodec.decode(_:comparingWith:)`); where that leaves the answer open, one pass
    /// over both images (`PremultipliedImage.matches`) gives it.
    static func renderedImage(tolerance: SnapshotTolerance) -> Diffing<CheckedImage> {
        let image = Diffing<RGBAImage>.image(tolerance: tolerance)
        return Diffing(
            toData: { try image.toData($0.straight) },
            fromData: { .decoded(try image.fromData($0)) },
            diff: { reference, actual in
                if case .decoded(let expected, let known) = reference, case .rendered(let rendered) = actual,
                   known ?? rendered.matches(expected) {
                    return nil
                }
                return image.diff(reference.straight, actual.straight)
            },
            fromDataComparing: { data, actual in
                guard case .rendered(let rendered) = actual else { return .decoded(try image.fromData(data)) }
                let (decoded, matches) = try PNGCodec.decode(Array(data), comparingWith: rendered)
                return .decoded(decoded, matchesRender: matches)
            })
    }
}
