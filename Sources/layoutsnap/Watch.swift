import ArgumentParser
import Foundation
import LayoutSnap
import LayoutSnapServer
import Synchronization

/// `layoutsnap watch [FIXTURES...] [--host H] [--port P]`: the arguments; `ProjectWatch` does the work.
struct Watch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Check, serve the review page, and check again on every save.",
        discussion: """
            Runs `layoutsnap check`, serves the review page on http://HOST:PORT and prints its URL, \
            which carries a per-run token (#token=...). The page's Approve buttons write references \
            as `layoutsnap approve` does; Reject marks a snapshot rejected on the page only (it stays \
            failed, nothing is written). Every 300 ms the fixture files, the files beside them (fonts, \
            images) and layoutsnap.json are listed: a changed fixture is checked again, any other \
            change checks every fixture; the page reloads. Approve and reject need the token in the \
            X-LayoutSnap-Token header, and every request a Host of HOST:PORT or localhost:PORT. \
            Stops on Ctrl-C. Exits 2 on bad input, 3 when the first check or the server fails.
            """)

    @Argument(help: "Fixture files or folders (default: the project's fixtures folder).")
    var fixtures: [String] = []

    @Option(help: "The address to listen on (127.0.0.1: this machine only).")
    var host = "127.0.0.1"

    @Option(help: "The port (0: any free port).")
    var port = 0

    @Option(help: "Milliseconds between two looks at the files.")
    var interval = 300

    @OptionGroup var project: ProjectOptions

    func validate() throws {
        if !(0...65_535).contains(port) { throw ValidationError("--port must be in 0...65535") }
        if interval < 10 { throw ValidationError("--interval must be at least 10 (milliseconds)") }
    }

    func run() throws {
        let project = try project.project()
        let roots = fixtures.isEmpty ? [project.fixturesDirectory] : fixtures.map(ProjectOptions.absolute)
        for root in roots where !FileManager.default.fileExists(atPath: root) {
            throw CLIFailure.badInput("\(project.display(root)): no such file or folder")
        }
        let artifacts = self.project.artifactsDirectory(in: project)
        let session = ReviewSession(artifacts: artifacts, snapshots: project.snapshotsDirectory, displayRoot: project.root)
        let watch = ProjectWatch(
            watcher: FileWatcher(roots: roots, configurationFile: project.configurationFile,
                                 ignoring: [artifacts, project.snapshotsDirectory], interval: .milliseconds(interval)),
            server: ReviewServer(session: session, host: host, port: port),
            log: Self.say,
            check: { files in try WatchCheck(artifacts: artifacts).run(files ?? roots) })
        try Self.blocking {
            try await watch.run { url in
                Self.say("review: \(url.absoluteString)")
                Self.say("watching \(roots.map(project.display).joined(separator: ", ")); Ctrl-C stops")
            } onStopping: {
                // An open browser can hold an idle connection that keeps the server waiting; the
                // command ends within a second whatever the browser does.
                DispatchQueue.global().asyncAfter(deadline: .now() + 1) { Foundation.exit(0) }
            }
        }
    }

    /// Writes a line to standard output at once (`print` buffers when the output is a pipe).
    @Sendable static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Runs `body` to its end from this synchronous command, its errors as `CLIFailure`s.
    static func blocking(_ body: @escaping @Sendable () async throws -> Void) throws {
        let outcome = Mutex<(any Error)??>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            do { try await body(); outcome.withLock { $0 = .some(nil) } } catch { outcome.withLock { $0 = .some(error) } }
            done.signal()
        }
        done.wait()
        if let failure = outcome.withLock({ $0 }) ?? nil {
            if failure is CLIFailure { throw failure }
            if failure is ReviewSession.Refusal || failure is ArtifactsReport.LoadError { throw CLIFailure.badInput("\(failure)") }
            throw CLIFailure.failure(CLIFailure.describe(failure))
        }
    }
}

/// One `layoutsnap check` of some fixtures in a child process of this same binary, its output on
/// the terminal: a new process reads fonts and images anew, and the check is exactly the command's.
struct WatchCheck {
    let artifacts: String

    /// Checks `paths`; throws unless the check ran and wrote its report (exit 0, 1, or 2 with a
    /// report: a fixture that cannot be laid out is a result, not a failure of the watch).
    func run(_ paths: [String]) throws {
        let report = CheckReport.path(inArtifacts: artifacts)
        let before = Self.modified(report)
        let process = Process()
        process.executableURL = Bundle.main.executableURL
        process.arguments = ["check"] + paths + ["--artifacts", artifacts]
        try process.run()
        process.waitUntilExit()
        let status = process.terminationStatus
        guard status == 0 || status == 1 || (status == 2 && Self.modified(report) != before) else {
            throw CLIFailure.failure("`layoutsnap check` exited \(status)")
        }
    }

    static func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}
