import ArgumentParser
import Foundation
import LayoutSnap

/// `layoutsnap review [--artifacts DIR] [--open]`
struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Write an HTML page for reviewing the last `layoutsnap check` run.",
        discussion: """
            Reads <artifacts>/report.json and the results `swift test`'s snapshot assertions left in <artifacts> (or merges the reports given) and writes <artifacts>/report/index.html: counts, a filter, and one \
            card per fixture with failures, a tab per format, with the reference, the diff and the actual output (side by side, a \
            slider and an onion skin for PNGs; a line diff for SVG and frames) and the command that approves \
            it. The page is static and its folder self-contained: every file it shows is copied into \
            report/files/, so the folder can be moved or uploaded alone. Prints its path. \
            Exits 2 when report.json is missing or not a check report, 3 when the page cannot be written.
            """)

    @Argument(help: "Reports of a sharded run to merge into one page: report.json files, or the artifacts folders holding them (each may have been moved or downloaded).")
    var reports: [String] = []

    @OptionGroup var project: ProjectOptions

    @Flag(help: "Also open the page with xdg-open (open on macOS) when that is available.")
    var open = false

    func run() throws {
        let project = try project.project()
        let folder = self.project.artifactsDirectory(in: project)
        var report: CheckReport
        if reports.isEmpty {
            report = try Self.load(folder: folder, project: project)
        } else {
            // The merged report is written too, so that `approve` works from it.
            var loaded: [CheckReport] = []
            for path in reports.map(ProjectOptions.absolute) {
                var isDir: ObjCBool = false
                let isFolder = FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
                if isFolder, !FileManager.default.fileExists(atPath: path + "/report.json") {
                    // An artifacts folder of `swift test` alone.
                    loaded.append(try Self.load(folder: path, project: project))
                    continue
                }
                let file = isFolder ? path + "/report.json" : path
                _ = try Self.load(file)
                do {
                    let tests = CheckReport.testResults(in: (file as NSString).deletingLastPathComponent, snapshots: project.snapshotsDirectory)
                    loaded.append(try CheckReport.load(relocating: file, snapshots: project.snapshotsDirectory).adding(tests))
                } catch {
                    throw CLIFailure.badInput("\(file): \(error)")
                }
            }
            report = CheckReport.merging(loaded, artifactsDirectory: folder)
            let data: Data
            do { data = try report.jsonData() } catch { throw CLIFailure.failure("cannot encode the report: \(error)") }
            try CLIFailure.write(data, to: CheckReport.path(inArtifacts: folder))
        }
        let page: String
        do {
            page = try ReviewReport.write(report, to: (folder as NSString).appendingPathComponent("report"), displayRoot: project.root)
        } catch {
            throw CLIFailure.unwritable(path: (folder as NSString).appendingPathComponent("report"), reason: CLIFailure.reason(error))
        }
        print(project.display(page))
        if open { Self.openInBrowser(page) }
    }

    /// The report of an artifacts folder: `check`'s `report.json` and the results `swift test`'s
    /// assertions left there, or either alone; exits 2 when the folder has neither.
    static func load(folder: String, project: Project) throws -> CheckReport {
        let file = (folder as NSString).appendingPathComponent("report.json")
        let tests = CheckReport.testResults(in: folder, snapshots: project.snapshotsDirectory)
        if !tests.isEmpty, !FileManager.default.fileExists(atPath: file) {
            return CheckReport.ofTests(tests, artifacts: folder, snapshots: project.snapshotsDirectory)
        }
        return try load(file).adding(tests)
    }

    /// Decodes `report.json`, or exits 2 saying what is wrong with it.
    static func load(_ path: String) throws -> CheckReport {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIFailure.badInput("\(path): no check report here, and no failures of snapshot tests; run `layoutsnap check` or `swift test` first, or pass --artifacts")
        }
        do {
            return try JSONDecoder().decode(CheckReport.self, from: data)
        } catch let error as DecodingError {
            throw CLIFailure.badInput("\(path): not a check report: \(describe(error))")
        } catch {
            throw CLIFailure.badInput("\(path): not a check report: \(error.localizedDescription)")
        }
    }

    /// A decoding error as one line: what went wrong and where.
    static func describe(_ error: DecodingError) -> String {
        func at(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "" : " at $" + path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case let .dataCorrupted(context):
            return context.codingPath.isEmpty ? "malformed JSON" : "invalid value\(at(context.codingPath)): \(context.debugDescription)"
        case let .keyNotFound(key, context):
            return "missing key '\(key.stringValue)'\(at(context.codingPath))"
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return "wrong type\(at(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    /// Opens `page` with the platform's opener when one is on the PATH; otherwise the printed path is all.
    static func openInBrowser(_ page: String) {
        #if os(macOS)
        let opener = "open"
        #else
        let opener = "xdg-open"
        #endif
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        guard let executable = searchPath.split(separator: ":").map({ "\($0)/\(opener)" })
            .first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            printError("note: \(opener) not found; open \(page) in a browser")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [page]
        do { try process.run() } catch {
            printError("note: \(opener) failed (\(error.localizedDescription)); open \(page) in a browser")
        }
    }
}
