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

    /// `.png` or `.svg` for a single output file, nil for a folder; a usage error for a name with
    /// another extension that is not an existing folder (`out.jpg` would otherwise become a folder).
    static func outputKind(_ output: String) throws -> Target.Format? {
        switch (output as NSString).pathExtension.lowercased() {
        case "png": return .png
        case "svg": return .svg
        case "": return nil
        case let other:
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: output, isDirectory: &isDir), isDir.boolValue { return nil }
            throw ValidationError("-o \(output): an output file ends in .png or .svg, not .\(other); for several outputs give a folder")
        }
    }

    /// Expands folders into fixture files and pairs each with its outputs.
    static func plan(inputs: [String], output: String) throws -> [Job] {
        var files: [(path: String, relative: String)] = []
        for input in inputs {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDir) else {
                throw CLIFailure.badInput("\(input): no such file or folder")
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
        if let format = try outputKind(output) {
            guard files.count == 1 else {
                throw ValidationError("a single output file needs exactly one fixture, got \(files.count); give a folder instead")
            }
            let folder = URL(fileURLWithPath: output).deletingLastPathComponent().path
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDir) else {
                throw CLIFailure.unwritable(path: output, reason: "no such folder \(folder)")
            }
            guard isDir.boolValue else { throw CLIFailure.unwritable(path: output, reason: "\(folder) is not a folder") }
            return [Job(fixture: files[0].path, targets: [Target(path: output, format: format)])]
        }
        return files.map { file in
            let stem = String(file.relative.dropLast(".json".count))
            let base = (output as NSString).appendingPathComponent(stem)
            return Job(fixture: file.path, targets: [Target(path: base + ".png", format: .png), Target(path: base + ".svg", format: .svg)])
        }
    }

    /// `out/forms/login.png` for `variant` `dark`: `out/forms/login@dark.png` (nil: unchanged).
    static func path(_ path: String, variant: String?) -> String {
        guard let variant else { return path }
        let ext = (path as NSString).pathExtension
        return (path as NSString).deletingPathExtension + "@" + variant + (ext.isEmpty ? "" : "." + ext)
    }

    /// Renders one output and writes it atomically (a folder output's sub-folders are created).
    static func write(_ target: Target, fixture: Fixture, renderer: FixtureRenderer, scale: Double?, debug: Bool,
                      outlines: Bool = false) throws {
        let bytes: [UInt8]
        do {
            switch target.format {
            case .png:
                let (png, warnings) = try renderer.pngAndWarnings(fixture, scale: scale, debug: debug)
                bytes = png
                for w in warnings { printError("\(fixture.file ?? "fixture"): \(w)") }
            case .svg: bytes = Array(try renderer.svg(fixture, scale: scale, debug: debug, outlines: outlines).utf8)
            }
        } catch let error as LayoutError {
            throw error
        } catch {
            throw CLIFailure.failure("cannot render \(fixture.file ?? "the fixture"): \(error)")
        }
        try CLIFailure.write(Data(bytes), to: target.path)
    }
}
