import Foundation
import RasterImage
import SnapshotKit

/// An image as `check` compares it: a reference decoded from its file (straight RGBA), or a render
/// as Cairo left it (premultiplied words), turned into straight RGBA only when it differs from its
/// reference or is written to a file.
enum CheckedImage: Sendable {
    case decoded(RGBAImage)
    case rendered(PremultipliedImage)

    var straight: RGBAImage {
        switch self {
        case .decoded(let image): return image
        case .rendered(let image): return image.straight()
        }
    }
}

extension Diffing where Format == CheckedImage {
    /// `Diffing<RGBAImage>.image(tolerance:)` for a render compared before it is converted: a
    /// render whose pixels equal its reference's passes under any tolerance (no pixel differs)
    /// after one pass over both; anything else is converted and compared as before, so messages,
    /// diff images and the files written are the same.
    static func renderedImage(tolerance: SnapshotTolerance) -> Diffing<CheckedImage> {
        let image = Diffing<RGBAImage>.image(tolerance: tolerance)
        return Diffing(
            toData: { try image.toData($0.straight) },
            fromData: { .decoded(try image.fromData($0)) },
            diff: { reference, actual in
                if case .decoded(let expected) = reference, case .rendered(let rendered) = actual, rendered.matches(expected) {
                    return nil
                }
                return image.diff(reference.straight, actual.straight)
            })
    }
}
