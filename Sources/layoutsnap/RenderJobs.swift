import ArgumentParser
import Foundation
import LayoutSnap

/// Which files `render` writes for which fixture.
struct RenderJobs {
    struct Target {
        enum Format { case png, svg }
        var path: String
        var format: Format
    }
    struct Job {
        var fixture: String
        var targets: [Target]
    }

    /// Expands folders into fixture files and pairs each with its outputs.
    static func plan(inputs: [String], output: String) throws -> [Job] {
        var files: [(path: String, relative: String)] = []
        for input in inputs {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDir) else {
                printError("error: \(input): no such file or folder")
                throw ExitCodes.badInput
            }
            if isDir.boolValue {
                let root = URL(fileURLWithPath: input).standardizedFileURL.path
                for f in Fixture.findFixtures(in: input) {
                    let full = URL(fileURLWithPath: f).standardizedFileURL.path
                    let rel = full.hasPrefix(root + "/") ? String(full.dropFirst(root.count + 1)) : URL(fileURLWithPath: f).lastPathComponent
                    files.append((f, rel))
                }
            } else {
                files.append((input, URL(fileURLWithPath: input).lastPathComponent))
            }
        }
        let lower = output.lowercased()
        if lower.hasSuffix(".png") || lower.hasSuffix(".svg") {
            guard files.count == 1 else {
                throw ValidationError("a single output file needs exactly one fixture, got \(files.count); give a folder instead")
            }
            return [Job(fixture: files[0].path, targets: [Target(path: output, format: lower.hasSuffix(".png") ? .png : .svg)])]
        }
        return files.map { file in
            let stem = String(file.relative.dropLast(".json".count))
            let base = (output as NSString).appendingPathComponent(stem)
            return Job(fixture: file.path, targets: [Target(path: base + ".png", format: .png), Target(path: base + ".svg", format: .svg)])
        }
    }

    /// Renders one output atomically (the folder is created when missing).
    static func write(_ target: Target, fixture: Fixture, renderer: FixtureRenderer, scale: Double?, debug: Bool) throws {
        let bytes: [UInt8]
        switch target.format {
        case .png:
            let (png, warnings) = try renderer.pngAndWarnings(fixture, scale: scale, debug: debug)
            bytes = png
            for w in warnings { printError("\(fixture.file ?? "fixture"): \(w)") }
        case .svg: bytes = Array(try renderer.svg(fixture, scale: scale, debug: debug).utf8)
        }
        let url = URL(fileURLWithPath: target.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url, options: .atomic)
    }
}

/// Writes a line to standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
