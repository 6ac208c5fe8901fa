import ArgumentParser
import Foundation
import LayoutSnap

/// `layoutsnap review [--artifacts DIR] [--open]`
struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write an HTML page for reviewing the last `layoutsnap check` run.",
        discussion: """
            Reads <artifacts>/report.json and writes <artifacts>/report/index.html: counts, a filter, and one \
            card per failed snapshot with the reference, the diff and the actual output (side by side, a \
            slider and an onion skin for PNGs; a line diff for SVG and frames) and the command that approves \
            it. The page is static and self-contained; images are linked relative to it. Prints its path. \
            Exits 2 when report.json is missing or not a check report.
            """)

    @Option(help: "The artifacts folder `check` wrote (default: $SNAPSHOT_ARTIFACTS, else .build/snapshot-artifacts).")
    var artifacts: String?

    @Flag(help: "Also open the page with xdg-open (open on macOS) when that is available.")
    var open = false

    func run() throws {
        let folder = artifacts ?? SnapshotFiles.artifactsDirectory(root: FileManager.default.currentDirectoryPath)
        let reportPath = (folder as NSString).appendingPathComponent("report.json")
        let report = try Self.load(reportPath)
        let page: String
        do {
            page = try ReviewReport.write(report, to: (folder as NSString).appendingPathComponent("report"))
        } catch {
            printError("error: cannot write the review page: \(error.localizedDescription)")
            throw ExitCodes.failure
        }
        print(page)
        if open { Self.openInBrowser(page) }
    }

    /// Decodes `report.json`, or exits 2 saying what is wrong with it.
    static func load(_ path: String) throws -> CheckReport {
        guard let data = FileManager.default.contents(atPath: path) else {
            printError("error: \(path): no check report here; run `layoutsnap check` first, or pass --artifacts")
            throw ExitCodes.badInput
        }
        do {
            return try JSONDecoder().decode(CheckReport.self, from: data)
        } catch let error as DecodingError {
            printError("error: \(path): not a check report: \(describe(error))")
            throw ExitCodes.badInput
        } catch {
            printError("error: \(path): not a check report: \(error.localizedDescription)")
            throw ExitCodes.badInput
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
