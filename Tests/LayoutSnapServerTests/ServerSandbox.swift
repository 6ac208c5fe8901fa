import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LayoutSnap
import LayoutSnapServer
import Testing

/// A project in a temporary folder with a check's artifacts: two failed snapshots of
/// `suite/a` (frames and svg) and one of `suite/b` (frames), text files whose references and
/// actual outputs differ, and `report.json`; and a review server on it, on 127.0.0.1 and a free port.
struct ServerSandbox {
    let root: String
    var snapshots: String { root + "/Snapshots" }
    var artifacts: String { root + "/artifacts" }
    let session: ReviewSession
    let server: ReviewServer
    let token = ReviewToken(value: String(repeating: "ab", count: 32))

    init(results extra: [CheckReport.Result] = []) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-serve-" + UUID().uuidString).path
        var results: [CheckReport.Result] = []
        for (name, format, ext) in [("suite/a", "frames", "frames.txt"), ("suite/a", "svg", "svg"), ("suite/b", "frames", "frames.txt")] {
            let reference = "\(root)/Snapshots/\(name).\(ext)", actual = "\(root)/artifacts/\(name).\(ext)"
            try Self.write("reference of \(name).\(format)\n", to: reference)
            try Self.write("actual of \(name).\(format)\n", to: actual)
            results.append(CheckReport.Result(name: name, format: format, status: .failed, message: "differs",
                                              reference: reference, actual: actual))
        }
        let report = CheckReport(generated: "2026-11-24T00:00:00Z", snapshotsDirectory: root + "/Snapshots",
                                 artifactsDirectory: root + "/artifacts", results: results + extra)
        try Self.write(String(decoding: try report.jsonData(), as: UTF8.self), to: CheckReport.path(inArtifacts: root + "/artifacts"))
        session = ReviewSession(artifacts: root + "/artifacts", snapshots: root + "/Snapshots")
        server = ReviewServer(session: session, token: token)
    }

    static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// Writes the page, runs the server for `body` with its URL (with the token), then stops it.
    func serving(_ body: (URL) async throws -> Void) async throws {
        try await session.refresh()
        let (urls, continuation) = AsyncStream.makeStream(of: URL.self)
        let server = self.server
        let task = Task { try await server.run { continuation.yield($0) } }
        var iterator = urls.makeAsyncIterator()
        guard let url = await iterator.next() else { throw HTTP.Failure(description: "the server did not start") }
        do { try await body(url) } catch {
            task.cancel()
            _ = try? await task.value
            throw error
        }
        task.cancel()
        _ = try? await task.value
    }
}

/// Plain HTTP requests with URLSession.
enum HTTP {
    struct Failure: Error, CustomStringConvertible { var description: String }

    struct Answer {
        var status: Int
        var body: String
    }

    /// `method` on `path` of the server at `base` (its URL, whose fragment is dropped).
    static func request(_ method: String, _ path: String, of base: URL, headers: [String: String] = [:], body: String? = nil) async throws -> Answer {
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false)!
        components.fragment = nil
        components.percentEncodedPath = path
        var request = URLRequest(url: components.url!)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if let body {
            request.httpBody = Data(body.utf8)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await URLSession.shared.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw Failure(description: "not an HTTP response") }
        return Answer(status: http.statusCode, body: String(decoding: data, as: UTF8.self))
    }

    /// The token in `url`'s fragment (`token=...`).
    static func token(in url: URL) -> String {
        String((url.fragment ?? "").dropFirst("token=".count))
    }

    /// `{"names": [...]}`.
    static func names(_ names: [String]) -> String {
        String(decoding: try! JSONEncoder().encode(["names": names]), as: UTF8.self)
    }
}
