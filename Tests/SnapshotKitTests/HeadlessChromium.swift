import Foundation
import Testing

/// Runs Debian's `chromium` headless on a page: the DOM after its scripts ran, or a screenshot.
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

    /// The serialized DOM of `url` once its scripts ran.
    func dumpDOM(_ url: String) throws -> String {
        try run(["--dump-dom", url])
    }

    /// Writes a `width` x `height` screenshot of `url` to `path`.
    func screenshot(_ url: String, to path: String, width: Int, height: Int) throws {
        _ = try run(["--screenshot=\(path)", "--window-size=\(width),\(height)", "--hide-scrollbars", url])
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs the browser with a throw-away profile, output to files (a DOM can overflow a pipe),
    /// and kills it after `timeout` seconds.
    func run(_ arguments: [String], timeout: Double = 90) throws -> String {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-" + UUID().uuidString).path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        _ = FileManager.default.createFile(atPath: scratch + "/out", contents: nil)
        _ = FileManager.default.createFile(atPath: scratch + "/err", contents: nil)
        let out = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + "/out"))
        let err = try FileHandle(forWritingTo: URL(fileURLWithPath: scratch + "/err"))
        defer { try? out.close(); try? err.close() }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                             "--user-data-dir=\(scratch)/profile"] + arguments
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw Failure(description: "\(executable) did not finish within \(Int(timeout)) s")
        }
        let stdout = String(decoding: FileManager.default.contents(atPath: scratch + "/out") ?? Data(), as: UTF8.self)
        guard process.terminationStatus == 0 else {
            let stderr = String(decoding: FileManager.default.contents(atPath: scratch + "/err") ?? Data(), as: UTF8.self)
            throw Failure(description: "\(executable) exited \(process.terminationStatus): \(stderr)")
        }
        return stdout
    }
}

/// The opening tags of the elements whose class attribute is exactly `className`, from a DOM dump.
func openingTags(withClass className: String, in dom: String) -> [String] {
    var tags: [String] = []
    var rest = dom[...]
    while let start = rest.range(of: "<") {
        guard let end = rest[start.upperBound...].firstIndex(of: ">") else { break }
        let tag = rest[start.lowerBound...end]
        if tag.contains(" class=\"\(className)\"") { tags.append(String(tag)) }
        rest = rest[rest.index(after: end)...]
    }
    return tags
}
