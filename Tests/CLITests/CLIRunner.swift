import Foundation
import Testing

/// Runs the built `layoutsnap` binary (it sits beside the test bundle in the build folder).
struct CLIRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static var binary: String {
        var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // The test runner may be inside a bundle folder (…/debug/X.xctest/Contents/MacOS on macOS).
        while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("layoutsnap").path), dir.path != "/" {
            dir = dir.deletingLastPathComponent()
        }
        let candidate = dir.appendingPathComponent("layoutsnap").path
        return FileManager.default.fileExists(atPath: candidate) ? candidate : packageRoot + "/.build/debug/layoutsnap"
    }

    /// Runs the binary with `arguments` in `directory` (default: the package root), adding
    /// `environment` to this process's environment. Recording a reference only warns
    /// (`SNAPSHOT_RECORDING=warn`) unless `environment` says otherwise: most tests record their
    /// references as a first step; `RecordingPolicyTests` check the default policy, `fail`.
    static func run(_ arguments: [String], environment: [String: String] = [:], in directory: String? = nil) throws -> Result {
        var environment = environment
        if environment["SNAPSHOT_RECORDING"] == nil { environment["SNAPSHOT_RECORDING"] = "warn" }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? packageRoot)
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs another program (such as `script`) from the package root.
    static func runTool(_ executable: String, _ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                      stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// A fresh temporary folder.
    static func temporaryDirectory() throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-cli-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.path
    }

    /// Writes `text` into a new file in a temporary folder and returns its path.
    static func write(_ text: String, named name: String) throws -> String {
        let path = try temporaryDirectory() + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }
}
