import Foundation
import PNGShim
#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// PNG encoding and decoding through libpng (behind the `PNGShim` C target, which turns libpng's
/// longjmp errors into return codes).
///
/// Encoding is deterministic: the same pixels and options always give the same bytes (no time or
/// text chunks; `EncodeOptions.standard` by default). Decoding accepts every PNG colour type and bit depth,
/// interlaced or not, and returns straight RGBA8; gamma and colour profiles are ignored.
public enum PNGCodec {
    /// How to write a PNG: which row filters libpng may choose from, and the zlib level.
    public struct EncodeOptions: Hashable, Sendable {
        /// A row filter; with several, libpng picks one per row (minimum sum of absolute differences).
        public enum Filter: Int32, Hashable, Sendable, CaseIterable {
            case none = 0x08, sub = 0x10, up = 0x20, average = 0x40, paeth = 0x80
        }
        public var filters: Set<Filter>
        /// zlib level, 0 (store) to 9 (smallest).
        public var level: Int
        public init(filters: Set<Filter>, level: Int) { self.filters = filters; self.level = level }

        /// What references and artifacts are written with, chosen by measuring (`layoutsnap-bench png`,
        /// README "PNG writing"): on our flat-colour UI renders the unfiltered rows at zlib level 6 gave
        /// both the smallest files and the fastest encode and decode of every filter set and level
        /// below 9 (login at 2x: 42 KB in 13 ms, against 51 KB in 39 ms for adaptive filtering).
        public static let standard = EncodeOptions(filters: [.none], level: 6)

        var mask: Int32 { filters.reduce(0) { $0 | $1.rawValue } }
    }

    /// Encodes `image` as an 8-bit RGBA PNG. Throws `.invalidSize` for an empty image.
    public static func encode(_ image: RGBAImage, options: EncodeOptions = .standard) throws -> [UInt8] {
        guard image.width > 0, image.height > 0, image.width <= Int(PNGSHIM_MAX_DIMENSION),
              image.height <= Int(PNGSHIM_MAX_DIMENSION) else {
            throw PNGCodecError(.invalidSize, detail: "\(image.width)x\(image.height)")
        }
        var out: UnsafeMutablePointer<UInt8>?
        var length = 0
        let message = MessageBuffer()
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            message.call { pngshim_encode_rgba8(pixels.baseAddress, pixels.count, UInt32(image.width),
                                                 UInt32(image.height), options.mask, Int32(options.level), &out, &length, $0, $1) }
        }
        try check(status, message)
        defer { pngshim_free(out) }
        return Array(UnsafeBufferPointer(start: out, count: length))
    }

    /// Decodes a PNG from memory to straight RGBA8. Throws `.notPNG` or `.corrupt` (never crashes)
    /// for anything that is not a complete, valid PNG, and `.tooLarge` for an image of more than
    /// `maxPixels` pixels (`PixelLimit`), before allocating its pixels. Ancillary chunks larger
    /// than `PNGCodec.maxAncillaryChunkBytes` are skipped unread.
    public static func decode(_ bytes: [UInt8], maxPixels: Int = PixelLimit.current) throws -> RGBAImage {
        try decode(bytes, useFastDecoder: true, maxPixels: maxPixels)
    }

    /// `decode(_:)`, choosing whether the fast decoder for 8-bit RGB(A) may be tried (tests compare
    /// it with libpng).
    public static func decode(_ bytes: [UInt8], useFastDecoder: Bool, maxPixels: Int = PixelLimit.current) throws -> RGBAImage {
        try bytes.withUnsafeBytes { try decode(raw: $0, useFastDecoder: useFastDecoder, maxPixels: maxPixels) }
    }

    /// Decodes the PNG in `file` (see `decode(_:)`). Errors name the file.
    public static func decode(_ file: FileBytes, maxPixels: Int = PixelLimit.current) throws -> RGBAImage {
        do {
            return try file.withUnsafeBytes { try decode(raw: $0, useFastDecoder: true, maxPixels: maxPixels) }
        } catch let error as PNGCodecError {
            throw error.about(file.path)
        }
    }

    /// The largest ancillary chunk (text, palette suggestions, colour profiles...) the decoder
    /// reads, in bytes; larger ones are skipped without allocating their length.
    public static let maxAncillaryChunkBytes = Int(PNGSHIM_MAX_CHUNK_BYTES)

    /// `decode(_:)` of a reference about to be compared with `expected`, a render as Cairo left
    /// it: the fast decoder compares each row as soon as it is decoded, while it is in cache,
    /// instead of a pass over both images afterwards. `matches` is true when the image equals
    /// `expected.straight()` exactly, false when it does not, and nil when that is not decided
    /// here (a translucent pixel, whose straight colour `PremultipliedImage.matches` works out, or
    /// a file the fast decoder leaves to libpng): then the caller compares.
    public static func decode(_ bytes: [UInt8], comparingWith expected: PremultipliedImage,
                              maxPixels: Int = PixelLimit.current) throws -> (image: RGBAImage, matches: Bool?) {
        var verdict: Int32 = -1
        let image = try bytes.withUnsafeBytes { raw in
            try decode(raw: raw, useFastDecoder: true, maxPixels: maxPixels) { input, count, out, capacity, width, height in
                guard width == expected.width, height == expected.height else {
                    verdict = 0
                    return pngshim_fast_decode_rgba8(input, count, out, width * height * 4, capacity)
                }
                // The words are lent for the call alone (`expected.words.count == width * height`).
                return pngshim_fast_decode_rgba8_comparing(input, count, out, width * height * 4, capacity, expected.words, &verdict)
            }
        }
        return (image, verdict < 0 ? nil : verdict == 1)
    }

    static func decode(raw input: UnsafeRawBufferPointer, useFastDecoder: Bool, maxPixels: Int) throws -> RGBAImage {
        try decode(raw: input, useFastDecoder: useFastDecoder, maxPixels: maxPixels) { input, count, out, capacity, width, height in
            pngshim_fast_decode_rgba8(input, count, out, width * height * 4, capacity)
        }
    }

    /// The fast decoder's call: the file's bytes and their count, the pixels' buffer and its
    /// capacity, and the size read from the header; returns its status.
    typealias FastDecode = (UnsafePointer<UInt8>?, Int, UnsafeMutablePointer<UInt8>?, Int, Int, Int) -> pngshim_status

    static func decode(raw input: UnsafeRawBufferPointer, useFastDecoder: Bool, maxPixels: Int,
                       fast: FastDecode) throws -> RGBAImage {
        let (width, height) = try size(raw: input)
        guard PixelLimit.allows(width: width, height: height, limit: maxPixels) else {
            throw PNGCodecError(.tooLarge, detail: PixelLimit.refusal(width: width, height: height, limit: maxPixels))
        }
        let count = width * height * 4
        let message = MessageBuffer()
        let bytes = input.baseAddress?.assumingMemoryBound(to: UInt8.self)
        // Decoded straight into the array's storage: no second buffer to fault in and copy. The
        // common 8-bit RGB(A) files take the fast decoder; the others, and any file it declines,
        // libpng (which gives the error message when the file is bad).
        // `height` bytes more than the pixels, and eight rows' slack: the fast decoder inflates the
        // filtered rows (one filter byte each) into the buffer itself and undoes their filters
        // where they lie, with no staging copy (`PNGSHIM_IN_PLACE_SLACK_PER_PIXEL`).
        let capacity = Self.hugePageCapacity(count + height + width * Int(PNGSHIM_IN_PLACE_SLACK_PER_PIXEL))
        let pixels = try [UInt8](unsafeUninitializedCapacity: capacity) { out, initialized in
            pngshim_advise_huge_pages(out.baseAddress, out.count)
            var status = PNGSHIM_ERR_UNSUPPORTED
            if useFastDecoder {
                status = fast(bytes, input.count, out.baseAddress, out.count, width, height)
            }
            if status != PNGSHIM_OK {
                status = message.call { pngshim_decode_rgba8_into(bytes, input.count, out.baseAddress, count, $0, $1) }
            }
            try check(status, message)
            initialized = count
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// A capacity of at least `count` bytes for a pixel array whose memory mapping comes out a
    /// whole number of 2 MiB pages, so that every page of it can be a huge page (see
    /// `pngshim_advise_huge_pages`): Swift puts a 32-byte header before the elements, glibc's
    /// malloc maps large blocks with 16 bytes of its own in front, and rounds up to 4 KiB. Below
    /// 2 MiB, or with another allocator, it is only a few bytes too many.
    static func hugePageCapacity(_ count: Int) -> Int {
        let huge = 2 << 20, overhead = 32 + 16 + 32
        guard count >= huge else { return count }
        return (count + overhead + huge - 1) / huge * huge - overhead
    }

    /// The fast decoder alone: the pixels, or nil when it declines the file (for tests that
    /// check it takes the files it should and agrees with libpng on them).
    /// `inPlace`: with the slack that lets it undo the filters where it inflated them; without,
    /// through its staging rows.
    static func fastDecodeOnly(_ bytes: [UInt8], inPlace: Bool = true) -> RGBAImage? {
        guard let (width, height) = try? size(ofPNG: bytes) else { return nil }
        let count = width * height * 4
        var accepted = false
        let capacity = count + height + (inPlace ? width * Int(PNGSHIM_IN_PLACE_SLACK_PER_PIXEL) : 0)
        let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { out, initialized in
            accepted = bytes.withUnsafeBufferPointer { input in
                pngshim_fast_decode_rgba8(input.baseAddress, input.count, out.baseAddress, count, out.count) == PNGSHIM_OK
            }
            initialized = accepted ? count : 0
        }
        return accepted ? RGBAImage(width: width, height: height, pixels: pixels) : nil
    }

    /// The pixel size written in a PNG's header, without decoding the pixels.
    public static func size(ofPNG bytes: [UInt8]) throws -> (width: Int, height: Int) {
        try bytes.withUnsafeBytes { try size(raw: $0) }
    }

    static func size(raw input: UnsafeRawBufferPointer) throws -> (width: Int, height: Int) {
        var width: UInt32 = 0, height: UInt32 = 0
        let message = MessageBuffer()
        let status = message.call {
            pngshim_read_size(input.baseAddress?.assumingMemoryBound(to: UInt8.self), input.count, &width, &height, $0, $1)
        }
        try check(status, message)
        return (Int(width), Int(height))
    }

    // MARK: Files

    /// Reads and decodes the PNG at `path` (at most `maxPixels` pixels). Errors name the file.
    public static func read(contentsOf path: String, maxPixels: Int = PixelLimit.current) throws -> RGBAImage {
        try decode(FileBytes(contentsOf: path), maxPixels: maxPixels)
    }

    /// Encodes `image` and writes it to `path` atomically (`AtomicFile`): the bytes go to a
    /// temporary file, which is then renamed over `path`, so readers never see a partial file.
    public static func write(_ image: RGBAImage, to path: String) throws {
        let bytes: [UInt8]
        do { bytes = try encode(image) } catch let error as PNGCodecError { throw error.about(path) }
        try writeFileAtomically(bytes, to: path)
    }

    /// The pixel size of the PNG at `path`, from its header. Errors name the file.
    public static func size(ofPNGAt path: String) throws -> (width: Int, height: Int) {
        let file = try FileBytes(contentsOf: path)
        do { return try file.withUnsafeBytes { try size(raw: $0) } } catch let error as PNGCodecError { throw error.about(path) }
    }

    /// Writes `bytes` to `path` through a temporary file and a rename (`AtomicFile`), the temporary
    /// file in `temporaryDirectory` when given, else beside `path`. Errors name the file.
    public static func writeFileAtomically(_ bytes: [UInt8], to path: String, temporaryDirectory: String? = nil) throws {
        try AtomicFile.write(bytes, to: path, temporaryDirectory: temporaryDirectory)
    }

    /// The file at `path` opened for reading, and its size; an error naming the file when it
    /// cannot be opened or is not a regular file. The caller closes the descriptor.
    static func openRegularFile(_ path: String) throws -> (fd: Int32, size: Int) {
        let fd = open(path, O_RDONLY)
        var info = stat()
        guard fd >= 0, fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            if fd >= 0 { close(fd) }
            let exists = FileManager.default.fileExists(atPath: path)
            throw PNGCodecError(.unreadable, detail: exists ? "permission denied or not a file" : "no such file",
                                file: path)
        }
        return (fd, Int(info.st_size))
    }

    static func readFile(_ path: String) throws -> [UInt8] {
        // Read with POSIX calls straight into the array: `FileManager.contents` would fill a `Data`
        // first and the conversion would copy it again.
        let (fd, size) = try openRegularFile(path)
        defer { close(fd) }
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            while initialized < size {
                let n = systemRead(fd, buffer.baseAddress! + initialized, size - initialized)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { failed = n < 0; break }
                initialized += n
            }
        }
        if failed { throw PNGCodecError(.unreadable, detail: String(cString: strerror(errno)), file: path) }
        return bytes
    }

    private static func check(_ status: pngshim_status, _ message: MessageBuffer) throws {
        let reason: PNGCodecError.Reason
        switch status {
        case PNGSHIM_OK: return
        case PNGSHIM_ERR_NOT_PNG: reason = .notPNG
        case PNGSHIM_ERR_MEMORY: reason = .outOfMemory
        case PNGSHIM_ERR_TOO_LARGE, PNGSHIM_ERR_ARGUMENT: reason = .invalidSize
        default: reason = .corrupt
        }
        throw PNGCodecError(reason, detail: message.text)
    }
}

/// A C message buffer for one shim call.
private final class MessageBuffer {
    private var bytes = [CChar](repeating: 0, count: 256)

    func call(_ body: (UnsafeMutablePointer<CChar>, Int) -> pngshim_status) -> pngshim_status {
        bytes.withUnsafeMutableBufferPointer { body($0.baseAddress!, $0.count) }
    }

    var text: String {
        let end = bytes.firstIndex(of: 0) ?? bytes.endIndex
        return String(decoding: bytes[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
