import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Writing a file so that readers see either the old file or the whole new one, and a crash or a
/// kill leaves no stray file beside it.
///
/// The bytes go to a temporary file named `<name>.<pid>.<n>.layoutsnap-tmp`, which is flushed to
/// disk and renamed over the destination with `rename(2)`. The temporary file lives in
/// `temporaryDirectory` when one is given (callers writing into a folder that is committed, such as
/// `Snapshots/`, pass one outside it, e.g. `<artifacts>/.layoutsnap-tmp`), else in the
/// destination's folder. When the two folders are on different volumes (`rename` fails with
/// `EXDEV`) the write is retried with the temporary file in the destination's folder. Before
/// writing, temporary files of ours left by processes that no longer run are deleted from both
/// folders. Foundation's `.atomic` option is not used: its temporary file (`.dat.nosync…`) stays
/// beside the destination when the process is killed.
public enum AtomicFile {
    /// The last part of every temporary file's name.
    public static let temporarySuffix = ".layoutsnap-tmp"
    /// The usual name of a folder of temporary files (under an artifacts folder).
    public static let temporaryFolderName = ".layoutsnap-tmp"

    /// Writes `bytes` to `path` atomically, creating the destination's folder and
    /// `temporaryDirectory` when missing. Errors are `PNGCodecError(.unwritable)` naming `path`.
    public static func write(_ bytes: UnsafeRawBufferPointer, to path: String, temporaryDirectory: String? = nil) throws {
        let folder = (path as NSString).deletingLastPathComponent.isEmpty ? "." : (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            if let temporaryDirectory {
                try FileManager.default.createDirectory(atPath: temporaryDirectory, withIntermediateDirectories: true)
            }
        } catch {
            throw PNGCodecError(.unwritable, detail: "cannot create its folder: \(systemReason(error))", file: path)
        }
        removeStaleTemporaries(in: folder)
        if let temporaryDirectory {
            removeStaleTemporaries(in: temporaryDirectory)
            let moved = try writeAndRename(bytes, to: path, via: temporaryDirectory)
            if moved { return }
        }
        guard try writeAndRename(bytes, to: path, via: folder) else {
            throw PNGCodecError(.unwritable, detail: String(cString: strerror(EXDEV)), file: path)
        }
    }

    /// The operating system's words for a Foundation file error (`Not a directory`), else its description.
    static func systemReason(_ error: any Error) -> String {
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return ns.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32(ns.code))) : ns.localizedDescription
    }

    /// `write(_:to:temporaryDirectory:)` for an array of bytes.
    public static func write(_ bytes: [UInt8], to path: String, temporaryDirectory: String? = nil) throws {
        try bytes.withUnsafeBytes { try write($0, to: path, temporaryDirectory: temporaryDirectory) }
    }

    /// `write(_:to:temporaryDirectory:)` for `Data`.
    public static func write(_ data: Data, to path: String, temporaryDirectory: String? = nil) throws {
        try data.withUnsafeBytes { try write($0, to: path, temporaryDirectory: temporaryDirectory) }
    }

    /// Writes a temporary file in `folder` and renames it to `path`. False when the rename crosses
    /// volumes (the temporary file is removed); throws for any other failure.
    private static func writeAndRename(_ bytes: UnsafeRawBufferPointer, to path: String, via folder: String) throws -> Bool {
        let name = (path as NSString).lastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(
            "\(name).\(getpid()).\(Counter.next())\(temporarySuffix)")
        func failure(_ code: Int32) -> PNGCodecError {
            unlink(temporary)
            return PNGCodecError(.unwritable, detail: String(cString: strerror(code)), file: path)
        }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw PNGCodecError(.unwritable, detail: String(cString: strerror(errno)), file: path) }
        var written = 0
        while written < bytes.count {
            let n = systemWrite(fd, bytes.baseAddress! + written, bytes.count - written)
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { let code = errno; close(fd); throw failure(n < 0 ? code : EIO) }
            written += n
        }
        guard fsync(fd) == 0 else { let code = errno; close(fd); throw failure(code) }
        guard close(fd) == 0 else { throw failure(errno) }
        guard rename(temporary, path) == 0 else {
            let code = errno
            if code == EXDEV { unlink(temporary); return false }
            throw failure(code)
        }
        return true
    }

    /// Deletes the temporary files of ours in `folder` whose writing process no longer runs.
    static func removeStaleTemporaries(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasSuffix(temporarySuffix) {
            // `<name>.<pid>.<n>.layoutsnap-tmp`: the pid is the second-to-last field.
            let fields = name.dropLast(temporarySuffix.count).split(separator: ".")
            guard fields.count >= 3, let pid = Int32(fields[fields.count - 2]) else { continue }
            if pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH {
                unlink((folder as NSString).appendingPathComponent(name))
            }
        }
    }
}

/// A process-wide counter, so that threads writing the same file at once use different
/// temporary files.
private enum Counter {
    private static let value = Mutex(0)
    static func next() -> Int { value.withLock { $0 += 1; return $0 } }
}
