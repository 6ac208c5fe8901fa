import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a file, mapped read-only into memory: nothing is copied, and the kernel reads
/// pages in (from its cache, usually) as they are first touched, a few at a time. Reading the same
/// file into an array costs a copy and a page fault per 4 KiB of the array. A file that cannot be
/// mapped (an empty file, a pipe) is read instead.
///
/// The file must not shrink while it is mapped: touching a page past its new end would stop the
/// process (SIGBUS). Snapshot files are written atomically (a new file renamed over the old one),
/// which leaves a mapping of the old file intact.
public final class FileBytes: Sendable {
    /// The path the bytes were read from, for error messages.
    public let path: String
    private let region: FileRegion

    /// The number of bytes.
    public var count: Int { region.count }

    /// Maps (or reads) the file at `path`. Errors name the file.
    public init(contentsOf path: String) throws {
        self.path = path
        region = try FileRegion(path)
    }

    /// Calls `body` with the bytes; they stay valid only during the call.
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try region.withUnsafeBytes(body)
    }

    /// Whether both files hold the same bytes.
    public func hasSameBytes(as other: FileBytes) -> Bool {
        withUnsafeBytes { a in other.withUnsafeBytes { b in a.count == b.count && (a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0) } }
    }

    /// The first `n` bytes (fewer when the file is shorter).
    public func prefix(_ n: Int) -> [UInt8] { withUnsafeBytes { Array($0.prefix(n)) } }

    /// The last `n` bytes (fewer when the file is shorter).
    public func suffix(_ n: Int) -> [UInt8] { withUnsafeBytes { Array($0.suffix(n)) } }
}

/// The memory behind a `FileBytes`: a read-only mapping of the file, or a copy of it.
///
/// Invariant: `base` points to `count` readable bytes (or is nil with `count` 0) that nothing
/// writes and that stay valid until `deinit`, which alone releases them; so the region may be read
/// from any thread, and only through `withUnsafeBytes`, whose buffer does not outlive the call.
final class FileRegion: @unchecked Sendable {
    let count: Int
    private let base: UnsafeRawPointer?
    private let mapped: Bool

    init(_ path: String) throws {
        let (fd, size) = try PNGCodec.openRegularFile(path)
        defer { close(fd) }
        if size > 0, let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED {
            base = UnsafeRawPointer(address)
            count = size
            mapped = true
            return
        }
        let bytes = try PNGCodec.readFile(path)
        let copy = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
        bytes.withUnsafeBytes { if let source = $0.baseAddress { copy.copyMemory(from: source, byteCount: $0.count) } }
        base = UnsafeRawPointer(copy)
        count = bytes.count
        mapped = false
    }

    deinit {
        guard let base else { return }
        if mapped {
            munmap(UnsafeMutableRawPointer(mutating: base), count)
        } else {
            UnsafeMutableRawPointer(mutating: base).deallocate()
        }
    }

    func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }
}
