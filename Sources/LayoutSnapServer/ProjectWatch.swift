import Foundation
import LayoutSnap

/// `layoutsnap watch`: a check, the review server, and a check again of what each save changed.
///
/// `check` runs a check of the fixture files given (nil: every fixture) that leaves its report
/// at `<artifacts>/report.json`, as `layoutsnap check` does (the command runs it in a child
/// process, so a changed font file is read anew). After a check of some fixtures, their results
/// replace theirs in the report before (`CheckReport.replacing(fixtures:with:)`), so the report
/// always holds every fixture; then the page is written again and open pages reload.
public struct ProjectWatch: Sendable {
    public let watcher: FileWatcher
    public let server: ReviewServer
    public let check: @Sendable (_ files: [String]?) async throws -> Void
    /// Where a line for the terminal goes (the outcome of each check again, its failures).
    public let log: @Sendable (String) -> Void

    public init(watcher: FileWatcher, server: ReviewServer, log: @escaping @Sendable (String) -> Void,
                check: @escaping @Sendable (_ files: [String]?) async throws -> Void) {
        self.watcher = watcher; self.server = server; self.log = log; self.check = check
    }

    var reportPath: String { CheckReport.path(inArtifacts: server.session.artifacts) }

    /// Checks every fixture, starts the server (`onRunning` gets the page's URL with the token)
    /// and checks again on each change until the task is cancelled or the process gets SIGINT or
    /// SIGTERM (`onStopping`: see `ReviewServer.run(onRunning:onStopping:)`). Throws when the
    /// first check or the server fails.
    public func run(onRunning: @escaping @Sendable (URL) async -> Void,
                    onStopping: @escaping @Sendable () -> Void = {}) async throws {
        try await check(nil)
        try await server.session.refresh()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await server.run(onRunning: onRunning, onStopping: onStopping) }
            group.addTask {
                await watcher.watch { change in await recheck(change) }
            }
            // The server ends on a signal or cancellation; the watcher with it.
            try await group.next()
            group.cancelAll()
        }
    }

    /// Checks `change` again, merges, rewrites the page and reloads the open pages; a failure is
    /// logged and the watch goes on.
    func recheck(_ change: FileWatcher.Change) async {
        await server.session.setChecking(true)
        do {
            switch change {
            case .everything:
                log("changed: configuration, fonts or images; checking every fixture")
                try await check(nil)
                try await server.session.refresh()
            case .fixtures(let files):
                log("changed: " + files.map { ($0 as NSString).lastPathComponent }.joined(separator: ", "))
                let before = try CheckReport.load(from: reportPath)
                let existing = files.filter { FileManager.default.fileExists(atPath: $0) }
                var partial: CheckReport?
                if !existing.isEmpty {
                    do {
                        try await check(existing)
                        partial = try CheckReport.load(from: reportPath)
                    } catch {
                        // The report of every fixture stays, not the partial one.
                        try? SnapshotFiles.writeAtomically(try before.jsonData(), to: reportPath)
                        throw error
                    }
                }
                let merged = before.replacing(fixtures: files, with: partial)
                try SnapshotFiles.writeAtomically(try merged.jsonData(), to: reportPath)
                try await server.session.refresh(rechecked: files)
            }
            await server.session.setChecking(false)
            await server.reload()
        } catch {
            await server.session.setChecking(false)
            log("error: \(error)")
        }
    }
}
