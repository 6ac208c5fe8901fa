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

/// The page's buttons clicked in Chromium (driven over its DevTools protocol).
@Suite(.serialized, .timeLimit(.minutes(3)))
struct ServedPageClickTests {
    @Test func clickingApproveWritesTheReferenceAndTheReloadedPageDropsTheButton() async throws {
        guard let chromium = HeadlessChromium.find() else { return }
        let sandbox = try ServerSandbox()
        defer { sandbox.remove() }
        try await sandbox.serving { url in
            let browser = try chromium.open(url.absoluteString)
            defer { browser.stop() }
            var devTools: String?
            let deadline = Date().addingTimeInterval(60)
            while devTools == nil, Date() < deadline {
                devTools = DevTools.browserURL(in: browser.output)
                if devTools == nil { try await Task.sleep(for: .milliseconds(100)) }
            }
            guard let devTools else { throw DevTools.Failure(description: "no DevTools address: \(browser.output)") }
            try await DevTools.withPage(browser: devTools, prefix: "http://127.0.0.1:\(url.port!)/") { page in
                try await page.waitUntil("document.querySelectorAll('.review-approve').length === 5")
                // The page kept the token from its URL.
                #expect(try await page.evaluate("sessionStorage.getItem('layoutsnapToken')") == String(repeating: "ab", count: 32))
                _ = try await page.evaluate(#"document.querySelector('.review-approve[data-names="suite/a.svg"]').click()"#)
                try await page.waitUntil(#"document.readyState === 'complete' && document.querySelectorAll('.review-approve').length === 4"#)
                #expect(try await page.evaluate(#"document.querySelector('[data-names="suite/a.svg"]') === null"#) == "true")
                _ = try await page.evaluate(#"document.querySelector('.review-reject[data-names="suite/b.frames"]').click()"#)
                try await page.waitUntil(#"document.querySelector('.card[data-name="suite/b"]')?.dataset.review === 'rejected'"#)
            }
        }
        #expect(try sandbox.read(sandbox.snapshots + "/suite/a.svg") == "actual of suite/a.svg\n")
        #expect(try sandbox.read(sandbox.snapshots + "/suite/a.frames.txt") == "reference of suite/a.frames\n")
        #expect(try sandbox.read(sandbox.snapshots + "/suite/b.frames.txt") == "reference of suite/b.frames\n")
    }
}
