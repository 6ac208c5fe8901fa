import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// `layoutsnap watch` as a user runs it: the printed URL, the report over HTTP, a save checked again.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct WatchCommandTests {
    /// A running `layoutsnap watch` in `directory`, its output in a file.
    final class Watcher {
        let process = Process()
        let output: String

        init(_ arguments: [String], in directory: String) throws {
            output = directory + "/watch.out"
            _ = FileManager.default.createFile(atPath: output, contents: nil)
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
            process.executableURL = URL(fileURLWithPath: CLIRunner.binary)
            process.arguments = ["watch"] + arguments
            process.currentDirectoryURL = URL(fileURLWithPath: directory)
            process.environment = ProcessInfo.processInfo.environment.merging(["SNAPSHOT_RECORDING": "warn"]) { $1 }
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
        }

        var printed: String { String(decoding: FileManager.default.contents(atPath: output) ?? Data(), as: UTF8.self) }

        /// The page's URL once printed (within a minute: the first check runs before).
        func url() throws -> URL {
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline, process.isRunning {
                if let line = printed.split(separator: "\n").first(where: { $0.hasPrefix("review: http://") }) {
                    return URL(string: String(line.dropFirst("review: ".count)))!
                }
                Thread.sleep(forTimeInterval: 0.1)
            }
            throw Failure(description: "no URL printed:\n" + printed)
        }

        /// Stops it as Ctrl-C would (SIGINT) and returns its exit status.
        func stop() -> Int32 {
            if process.isRunning { process.interrupt() }
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// The statuses of the report the server shows, as `name.format status`.
    static func statuses(_ url: URL) async throws -> [String] {
        var components = URLComponents(url: url, resolvingAgainstBaseURL: false)!
        components.fragment = nil
        components.path = "/api/state"
        let (data, _) = try await URLSession.shared.data(from: components.url!)
        struct State: Decodable {
            struct Report: Decodable { var results: [Result] }
            struct Result: Decodable { var name, format, status: String }
            var report: Report
        }
        return try JSONDecoder().decode(State.self, from: data).report.results.map { "\($0.name).\($0.format) \($0.status)" }
    }

    @Test func aSavedFixtureIsCheckedAgainAndTheServedReportShowsIt() async throws {
        let sandbox = try CheckSandbox(expected: false)
        // Recorded explicitly: on CI (`CI` set) the default record mode is `never`.
        let recorded = try CLIRunner.run(["check", "--record", "missing", "--artifacts", sandbox.artifacts], in: sandbox.root)
        #expect(recorded.status == 0, "\(recorded.stdout)\(recorded.stderr)")

        let watcher = try Watcher(["--port", "0", "--interval", "100", "--artifacts", sandbox.artifacts], in: sandbox.root)
        let url = try watcher.url()
        #expect(url.host == "127.0.0.1")
        #expect(url.fragment?.range(of: "^token=[0-9a-f]{64}$", options: .regularExpression) != nil)
        #expect(try await Self.statuses(url) == ["seeds/duilib_row.frames passed", "seeds/duilib_row.png passed", "seeds/duilib_row.svg passed"])

        try sandbox.changeLayout()
        var statuses: [String] = []
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            statuses = try await Self.statuses(url)
            if statuses.allSatisfy({ $0.hasSuffix(" failed") }) { break }
            try await Task.sleep(for: .milliseconds(200))
        }
        #expect(statuses == ["seeds/duilib_row.frames failed", "seeds/duilib_row.png failed", "seeds/duilib_row.svg failed"])
        let page = try String(contentsOfFile: sandbox.artifacts + "/report/index.html", encoding: .utf8)
        #expect(page.contains(#"data-action="approve" data-names="seeds/duilib_row.frames seeds/duilib_row.png seeds/duilib_row.svg">Approve</button>"#))

        #expect(watcher.stop() == 0)
        #expect(watcher.printed.contains("changed: duilib_row.json"))
    }

    @Test func aMissingFixturesFolderIsBadInput() throws {
        let dir = try CLIRunner.temporaryDirectory()
        let result = try CLIRunner.run(["watch", dir + "/Nothing"], in: dir)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Nothing: no such file or folder"))
    }
}
