import Foundation

/// Reads a PNG image's pixel size from its first 24 bytes (the signature and the IHDR chunk),
/// without decoding the image.
public enum PNGHeader {
    /// The 8-byte signature every PNG file starts with.
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The width and height in `bytes`, the start of a PNG file; nil when the bytes are not a PNG
    /// (wrong signature, first chunk not IHDR, fewer than 24 bytes, or a zero dimension).
    ///
    /// Layout: signature (8), chunk length (4), chunk type `IHDR` (4), width (4, big-endian),
    /// height (4, big-endian).
    public static func size(of bytes: [UInt8]) -> Size? {
        guard bytes.count >= 24, Array(bytes[0..<8]) == signature,
              Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
        func bigEndian(_ offset: Int) -> UInt32 {
            bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        }
        let width = bigEndian(16), height = bigEndian(20)
        guard width > 0, height > 0 else { return nil }
        return Size(width: Double(width), height: Double(height))
    }

    /// The size of the PNG file at `path`, reading only its header.
    ///
    /// - Throws: a `LayoutError` (no file or JSON path set) whose reason names `path` when the file
    ///   does not exist, cannot be read, or is not a PNG.
    public static func size(atPath path: String) throws(LayoutError) -> Size {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw LayoutError(reason: "image file '\(path)' does not exist")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw LayoutError(reason: "image file '\(path)' cannot be read")
        }
        defer { try? handle.close() }
        let head: Data
        do { head = try handle.read(upToCount: 24) ?? Data() } catch {
            throw LayoutError(reason: "image file '\(path)' cannot be read")
        }
        guard let size = Self.size(of: [UInt8](head)) else {
            throw LayoutError(reason: "image file '\(path)' is not a PNG file")
        }
        return size
    }
}
