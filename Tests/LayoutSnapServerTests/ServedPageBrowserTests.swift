import Foundation
import LayoutSnap
import LayoutSnapServer
import Testing

/// The served page in headless Chromium: its buttons, and a reload when the report changes.
/// Fails, not skips, when Chromium is missing.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct ServedPageBrowserTests {
    @Test func thePageHasApproveAndRejectPerFixtureAndPerSnapshot() async throws {
        guard let chromium = HeadlessChromium.find() else { return }
        let sandbox = try ServerSandbox()
        defer { sandbox.remove() }
        try await sandbox.serving { url in
            let dom = try chromium.dumpDOM(url.absoluteString)
            // suite/a: the fixture's pair acts on both formats, each panel's on its own.
            #expect(dom.contains(#"<span class="review-buttons" data-scope="fixture"><button type="button" class="review-approve" data-action="approve" data-names="suite/a.frames suite/a.svg">Approve</button><button type="button" class="review-reject" data-action="reject" data-names="suite/a.frames suite/a.svg">Reject</button></span>"#))
            for name in ["suite/a.frames", "suite/a.svg", "suite/b.frames"] {
                #expect(dom.contains(#"<span class="review-buttons" data-scope="snapshot"><button type="button" class="review-approve" data-action="approve" data-names="\#(name)">Approve</button><button type="button" class="review-reject" data-action="reject" data-names="\#(name)">Reject</button></span>"#), "\(name)")
            }
            #expect(dom.components(separatedBy: #"class="review-approve""#).count - 1 == 5)
        }
    }

    @Test func anOpenPageReloadsWhenASnapshotIsRejected() async throws {
        guard let chromium = HeadlessChromium.find() else { return }
        let sandbox = try ServerSandbox()
        defer { sandbox.remove() }
        try await sandbox.serving { url in
            let browser = try chromium.open(url.absoluteString)
            defer { browser.stop() }
            // The page connects to /live once loaded.
            try await Self.waitFor(sandbox.server, total: 1, browser)
            let answer = try await HTTP.request("POST", "/api/reject", of: url, headers: ["X-LayoutSnap-Token": HTTP.token(in: url)],
                                                body: HTTP.names(["suite/b.frames"]))
            #expect(answer.status == 200)
            // It got `reload`, loaded again and connected again.
            try await Self.waitFor(sandbox.server, total: 2, browser)
            #expect(await sandbox.server.liveConnections().open == 1)
        }
    }

    /// Waits (at most a minute) until `total` connections to `/live` were made.
    static func waitFor(_ server: ReviewServer, total: Int, _ browser: HeadlessChromium.Session) async throws {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if await server.liveConnections().total >= total { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        let connections = await server.liveConnections()
        #expect(connections.total == total, "browser output: \(browser.output)")
        if connections.total < total { throw HeadlessChromium.Failure(description: "no connection \(total) to /live") }
    }
}
