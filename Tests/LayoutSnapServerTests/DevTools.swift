import Foundation
import HummingbirdWSClient
import Logging

/// Chromium's DevTools protocol over a WebSocket, enough to run JavaScript in a page:
/// `Runtime.evaluate` with the value returned as JSON.
struct DevTools {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// The browser's connection, attached to one page (`Target.attachToTarget`, flat sessions),
    /// used from inside `withPage`.
    final class Page {
        let outbound: WebSocketOutboundWriter
        var inbound: WebSocketInboundMessageStream.AsyncIterator
        var nextID = 0
        var session: String?

        init(_ outbound: WebSocketOutboundWriter, _ inbound: WebSocketInboundMessageStream.AsyncIterator) {
            self.outbound = outbound; self.inbound = inbound
        }

        /// Sends `method` (to the attached page, once there is one) and returns its `result`.
        func send(_ method: String, _ params: [String: Any]) async throws -> [String: Any] {
            nextID += 1
            var command: [String: Any] = ["id": nextID, "method": method, "params": params]
            if let session { command["sessionId"] = session }
            try await outbound.write(.text(String(decoding: try JSONSerialization.data(withJSONObject: command), as: UTF8.self)))
            while let message = try await inbound.next() {
                guard case .text(let text) = message,
                      let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
                      object["id"] as? Int == nextID else { continue }
                if let error = object["error"] { throw Failure(description: "\(method): \(error)") }
                return object["result"] as? [String: Any] ?? [:]
            }
            throw Failure(description: "the browser closed its DevTools connection")
        }

        /// Attaches to the page whose URL starts with `prefix` (waiting at most a minute for it).
        func attach(toPageAt prefix: String) async throws {
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline {
                let targets = try await send("Target.getTargets", [:])["targetInfos"] as? [[String: Any]] ?? []
                if let target = targets.first(where: { $0["type"] as? String == "page" && ($0["url"] as? String ?? "").hasPrefix(prefix) }),
                   let id = target["targetId"] as? String {
                    session = try await send("Target.attachToTarget", ["targetId": id, "flatten": true])["sessionId"] as? String
                    return
                }
                try await Task.sleep(for: .milliseconds(100))
            }
            throw Failure(description: "no page at \(prefix)")
        }

        /// The value of `expression` in the page as JavaScript's `String()` writes it; nil when it throws.
        func evaluate(_ expression: String) async throws -> String? {
            let result = try await send("Runtime.evaluate", ["expression": "String(\(expression))", "returnByValue": true])
            return (result["result"] as? [String: Any])?["value"] as? String
        }

        /// Evaluates `expression` every 100 ms until it is "true" (at most `timeout` seconds).
        func waitUntil(_ expression: String, timeout: Double = 60) async throws {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                // A page that is reloading may answer with an error; ask again.
                if (try? await evaluate(expression)) == "true" { return }
                try await Task.sleep(for: .milliseconds(100))
            }
            throw Failure(description: "not true within \(Int(timeout)) s: \(expression)")
        }
    }

    /// The browser's DevTools address it printed (`DevTools listening on ws://127.0.0.1:PORT/devtools/browser/ID`).
    static func browserURL(in output: String) -> String? {
        guard let range = output.range(of: #"ws://127\.0\.0\.1:[0-9]+/devtools/browser/[0-9a-f-]+"#, options: .regularExpression) else { return nil }
        return String(output[range])
    }

    /// Runs `body` on the browser at `browser` attached to its page whose URL starts with `prefix`.
    static func withPage(browser: String, prefix: String, _ body: @escaping @Sendable (Page) async throws -> Void) async throws {
        var logger = Logger(label: "devtools")
        logger.logLevel = .critical
        try await WebSocketClient.connect(url: browser, logger: logger) { inbound, outbound, _ in
            let page = Page(outbound, inbound.messages(maxSize: 16 << 20).makeAsyncIterator())
            try await page.attach(toPageAt: prefix)
            try await body(page)
            try await outbound.close(.normalClosure, reason: nil)
        }
    }
}
