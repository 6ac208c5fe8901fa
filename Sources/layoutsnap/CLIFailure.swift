import ArgumentParser
import Foundation
import LayoutSnap

/// Why a command stops, and the one place that maps it to an exit code:
/// 0 success, 1 a difference (snapshots, images, expected frames), 2 bad input, 3 an output that
/// cannot be written or another failure of the run, 64 usage (ArgumentParser's `ValidationError`).
enum CLIFailure: Error, CustomStringConvertible {
    /// Snapshots or images differ; what differs was printed already.
    case differs
    /// A fixture, report or folder that cannot be used, with the message that says why.
    case badInput(String)
    /// An output that could not be written: its path and the reason (from the operating system).
    case unwritable(path: String, reason: String)
    /// Anything else that stops the run.
    case failure(String)

    var exitCode: Int32 {
        switch self {
        case .differs: 1
        case .badInput: 2
        case .unwritable, .failure: 3
        }
    }

    /// The line printed to standard error (nil for `differs`).
    var description: String {
        switch self {
        case .differs: "differs"
        case .badInput(let message): "error: " + message
        case .unwritable(let path, let reason): "error: cannot write \(path): \(reason)"
        case .failure(let message): "error: " + message
        }
    }

    /// Exit status of any error a command throws: ours as above, ArgumentParser's own (help,
    /// usage, `ExitCode`) as ArgumentParser maps them, and any other error as a failure (3).
    static func exit(with error: any Error) -> Never {
        switch error {
        case let failure as CLIFailure:
            if case .differs = failure {} else { printError(failure.description) }
            Foundation.exit(failure.exitCode)
        case let code as ExitCode:
            Foundation.exit(code.rawValue)
        case is ValidationError, is CleanExit:
            LayoutSnapCommand.exit(withError: error)
        default:
            let code = LayoutSnapCommand.exitCode(for: error)
            if code == .validationFailure || code == .success { LayoutSnapCommand.exit(withError: error) }
            printError("error: " + describe(error))
            Foundation.exit(3)
        }
    }

    /// An error in one line: Foundation's file errors as their file and the system's reason (not
    /// the `NSCocoaErrorDomain` dump), any other error as it describes itself.
    static func describe(_ error: any Error) -> String {
        let ns = error as NSError
        guard ns.domain == NSCocoaErrorDomain || ns.domain == NSPOSIXErrorDomain else { return "\(error)" }
        let file = (ns.userInfo[NSFilePathErrorKey] as? String) ?? (ns.userInfo[NSURLErrorKey] as? URL)?.path
        return (file.map { $0 + ": " } ?? "") + reason(error)
    }

    /// The operating system's reason in `error`, without Foundation's wrapping (no domain dump,
    /// no input file): `No such file or directory`, `Not a directory`, `Permission denied`.
    static func reason(_ error: any Error) -> String {
        if let codec = error as? PNGCodecError { return codec.detail.isEmpty ? codec.reason.rawValue : codec.detail }
        let ns = error as NSError
        if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
        return ns.localizedDescription
    }

    /// Writes `data` to `path` atomically (creating its folder), as `unwritable` on failure.
    static func write(_ data: Data, to path: String) throws {
        do { try SnapshotFiles.writeAtomically(data, to: path) } catch {
            throw CLIFailure.unwritable(path: path, reason: reason(error))
        }
    }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
