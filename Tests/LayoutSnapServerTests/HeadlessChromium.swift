import Foundation
import Testing

/// Debian's `chromium`, headless, on a served page (after `Tests/SnapshotKitTests/HeadlessChromium.swift`).
struct HeadlessChromium {
    static let names = ["chromium", "chromium-browser", "google-chrome"]
    static let installHint = "chromium is not installed: install it with `apt-get install -y chromium` (scripts/setup-system does)"

    let executable: String

    /// The first browser on the PATH; records a failure saying how to install one when there is none.
    static func find() -> HeadlessChromium? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in names {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return HeadlessChromium(executable: "\(folder)/\(name)")
            }
        }
        Issue.record(Comment(rawValue: installHint))
        return nil
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// A browser showing a page until `stop()`.
    final class Session {
        let process = Process()
        let scratch: String

        init(_ executable: String, arguments: [String]) throws {
            scratch = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-" + UUID().uuidString).path
            try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: scratch + "/out", contents: nil)
            let out = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + "/out"))
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                                 "--user-data-dir=\(scratch)/profile"] + arguments
            process.standardOutput = out
            process.standardError = out
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }

        /// What it printed on standard output and error.
        var output: String { String(decoding: FileManager.default.contents(atPath: scratch + "/out") ?? Data(), as: UTF8.self) }

        /// Waits for it to exit (at most `timeout` seconds, then kills it); its exit status.
        func wait(timeout: Double) -> Int32? {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            if process.isRunning { stop(); return nil }
            return process.terminationStatus
        }

        func stop() {
            if process.isRunning { process.terminate() }
            process.waitUntilExit()
            try? FileManager.default.removeItem(atPath: scratch)
        }
    }

    /// The serialized DOM of `url` once its scripts ran.
    func dumpDOM(_ url: String) throws -> String {
        let session = try Session(executable, arguments: ["--dump-dom", url])
        defer { session.stop() }
        guard session.wait(timeout: 90) == 0 else { throw Failure(description: "chromium failed: " + session.output) }
        return session.output
    }

    /// A browser showing `url` until stopped.
    func open(_ url: String) throws -> Session {
        try Session(executable, arguments: ["--remote-debugging-port=0", "--remote-allow-origins=ws://127.0.0.1", url])
    }
}
