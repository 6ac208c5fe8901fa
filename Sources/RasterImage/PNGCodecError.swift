/// Why a PNG could not be encoded, decoded, read or written.
public struct PNGCodecError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Reason: String, Hashable, Sendable {
        /// The input is not a PNG (bad signature).
        case notPNG = "not a PNG"
        /// The PNG data is corrupt or truncated.
        case corrupt = "corrupt or truncated PNG"
        /// The image is empty or larger than the codec accepts.
        case invalidSize = "invalid image size"
        /// The image has more pixels than the limit (`PixelLimit`): refused before decoding.
        case tooLarge = "image too large"
        /// Memory could not be allocated.
        case outOfMemory = "out of memory"
        /// The file could not be read.
        case unreadable = "cannot read file"
        /// The file could not be written.
        case unwritable = "cannot write file"
    }

    public var reason: Reason
    /// Details from libpng or the operating system.
    public var detail: String
    /// The file, for the file helpers.
    public var file: String?

    public init(_ reason: Reason, detail: String, file: String? = nil) {
        self.reason = reason; self.detail = detail; self.file = file
    }

    /// `file: reason: detail`, leaving out the file when there is none.
    public var description: String {
        (file.map { $0 + ": " } ?? "") + reason.rawValue + (detail.isEmpty ? "" : ": " + detail)
    }

    /// The same error about `file`.
    func about(_ file: String) -> PNGCodecError {
        var e = self; e.file = file; return e
    }
}
