import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import LayoutSnap
import Logging
import ServiceLifecycle

/// The review page of `layoutsnap watch` over HTTP, on Hummingbird:
/// - `GET /` the page (`<artifacts>/report/index.html`, written by `ReviewSession` with the
///   review buttons), `GET /<path>` the files beside it (only inside that folder: 400 for a path
///   that leaves it, 404 for a missing file);
/// - `GET /api/state` the report shown and the snapshots rejected, as JSON;
/// - `POST /api/approve` and `POST /api/reject` with `{"names": ["forms/login.png", ...]}`
///   (names as `layoutsnap approve` takes them): 200 with `{"approved": [...]}` or
///   `{"rejected": [...]}`; 400 for a bad body or a path outside the snapshots folder, 404 for a
///   name that is no failure of the current report, 409 while a check runs;
/// - `GET /live` a WebSocket that sends `reload` whenever the report changes (`reload()`).
/// Every request passes `RequestGuard` first (Host, Origin, and the token on approve and reject).
public struct ReviewServer: Sendable {
    public let session: ReviewSession
    public let token: ReviewToken
    let address: BoundAddress
    let port: Int
    let live = LiveReload()

    /// - Parameters:
    ///   - host: the address to bind (default 127.0.0.1: only this machine can connect); the
    ///     `Host` requests must name, besides `localhost`.
    ///   - port: the port (0: any free port, see `run(onRunning:)`).
    ///   - token: the secret of approve and reject (default: a new random one).
    public init(session: ReviewSession, host: String = "127.0.0.1", port: Int = 0, token: ReviewToken = ReviewToken()) {
        self.session = session
        self.address = BoundAddress(host: host)
        self.port = port
        self.token = token
    }

    /// Serves until the task is cancelled or the process gets SIGINT or SIGTERM, either of which
    /// shuts the server down gracefully (open requests finish). `onRunning`
    /// gets the page's URL with the token in its fragment (`http://127.0.0.1:PORT/#token=...`)
    /// once the server listens; `onStopping` is called when a stop begins, once the pages'
    /// sockets are closed (a browser may still hold a connection that keeps the server waiting:
    /// a command can exit from there). Throws when the address cannot be bound.
    public func run(onRunning: @escaping @Sendable (URL) async -> Void,
                    onStopping: @escaping @Sendable () -> Void = {}) async throws {
        var logger = Logger(label: "layoutsnap.watch")
        // Failures reach the caller as errors and HTTP answers; the log would only repeat them
        // (and report the connections a stop cancels).
        logger.logLevel = .critical
        let router = makeRouter()
        let address = self.address, token = self.token
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router),
            configuration: ApplicationConfiguration(address: .hostname(address.host, port: port), serverName: nil),
            onServerRunning: { channel in
                address.boundPort = channel.localAddress?.port
                guard let port = address.boundPort,
                      let url = URL(string: "http://\(address.urlHost):\(port)/#token=\(token.value)") else { return }
                await onRunning(url)
            },
            logger: logger)
        // The group shuts its services down last first: the pages' sockets close, then the server.
        // A browser's connections that are neither requests nor sockets (a preconnect, an idle
        // keep-alive) can keep it waiting: after three seconds the rest is cancelled.
        var configuration = ServiceGroupConfiguration(
            services: [.init(service: app), .init(service: LiveReloadCloser(live: live, onStopping: onStopping))],
            gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        configuration.maximumGracefulShutdownDuration = .seconds(3)
        let group = ServiceGroup(configuration: configuration)
        // The group runs apart, so that cancelling this task shuts it down gracefully instead of
        // cancelling its channels mid-request.
        let running = Task { try await group.run() }
        try await withTaskCancellationHandler {
            try await running.value
        } onCancel: {
            Task { await group.triggerGracefulShutdown() }
        }
    }

    /// Tells every open page to reload (after the report changed).
    public func reload() async {
        await live.reload()
    }

    /// How many pages listen for reloads now, and how many connections to `/live` were made
    /// since the server started (each load of the page makes one).
    public func liveConnections() async -> (open: Int, total: Int) {
        (await live.count, await live.total)
    }

    struct Names: Decodable { var names: [String] }
    struct Approved: ResponseEncodable { var approved: [String] }
    struct Rejected: ResponseEncodable { var rejected: [String] }
    struct State: ResponseEncodable { var report: CheckReport?; var rejected: [String] }

    func makeRouter() -> Router<BasicWebSocketRequestContext> {
        let router = Router(context: BasicWebSocketRequestContext.self)
        router.add(middleware: RequestGuard(address: address, token: token))
        let session = self.session, live = self.live
        let files = ReportFiles(folder: session.pageFolder)
        router.get("/api/state") { _, _ in
            State(report: await session.report, rejected: await session.rejected.sorted())
        }
        router.post("/api/approve") { request, context in
            let names = try await request.decode(as: Names.self, context: context).names
            let approved = try await Self.answering { try await session.approve(names) }
            await live.reload()
            return Approved(approved: approved)
        }
        router.post("/api/reject") { request, context in
            let names = try await request.decode(as: Names.self, context: context).names
            let rejected = try await Self.answering { try await session.reject(names) }
            await live.reload()
            return Rejected(rejected: rejected)
        }
        router.ws("/live") { inbound, outbound, _ in
            await live.serve(inbound, outbound)
        }
        router.get("/") { request, _ in try Self.serve(request.uri.path, from: files) }
        router.get("**") { request, _ in try Self.serve(request.uri.path, from: files) }
        return router
    }

    /// `body`'s value, with the session's refusals as their 4xx and any other error as a 500
    /// that says what failed.
    static func answering<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        do { return try await body() } catch let refusal as ReviewSession.Refusal {
            throw HTTPError(HTTPResponse.Status(code: refusal.status), message: refusal.message)
        } catch let error as HTTPError {
            throw error
        } catch {
            throw HTTPError(.internalServerError, message: "\(error)")
        }
    }

    /// The file of the page's folder at the URL path `path`.
    static func serve(_ path: String, from files: ReportFiles) throws -> Response {
        let file: String
        do { file = try files.file(for: path) } catch {
            switch error {
            case .outside: throw HTTPError(.badRequest, message: "\(path) is outside the report folder")
            case .missing: throw HTTPError(.notFound, message: "no file \(path) in the report folder")
            }
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw HTTPError(.notFound, message: "cannot read \(path)")
        }
        var headers = HTTPFields()
        headers[.contentType] = ReportFiles.contentType(of: file)
        headers[.cacheControl] = "no-store"
        headers[HTTPField.Name("X-Content-Type-Options")!] = "nosniff"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}


/// Closes the live-reload connections when the server shuts down gracefully.
struct LiveReloadCloser: Service {
    let live: LiveReload
    let onStopping: @Sendable () -> Void

    func run() async throws {
        try await gracefulShutdown()
        await live.closeAll()
        onStopping()
    }
}

/// The pages connected to `/live`: each gets the text message `reload` when the report changes.
actor LiveReload {
    /// A connected page: where `reload` goes, and what ends its connection when the server stops.
    private struct Page {
        var outbound: WebSocketOutboundWriter
        var stop: AsyncStream<Void>.Continuation
    }

    private var pages: [Int: Page] = [:]
    private var nextID = 0
    private var closed = false

    /// How many connections were made since the server started (a page that reloads makes a new one).
    var total: Int { nextID }

    /// Keeps `outbound` until `inbound` ends (the page closed or reloaded) or `closeAll()`.
    func serve(_ inbound: WebSocketInboundStream, _ outbound: WebSocketOutboundWriter) async {
        guard !closed else { return }
        let id = nextID
        nextID += 1
        let (stopped, stop) = AsyncStream.makeStream(of: Void.self)
        pages[id] = Page(outbound: outbound, stop: stop)
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                do { for try await _ in inbound {} } catch {
                    // A connection that fails is dropped like one that closes.
                }
            }
            group.addTask { for await _ in stopped {} }
            // Either ends the connection: returning from the handler closes it.
            await group.next()
            group.cancelAll()
        }
        pages[id] = nil
    }

    /// Closes every page's connection (a close frame, "going away", then the socket) and
    /// refuses new ones: the server is stopping, and an open connection would keep it waiting.
    func closeAll() async {
        closed = true
        for page in pages.values {
            try? await page.outbound.close(.goingAway, reason: "layoutsnap watch stopped")
            page.stop.finish()
        }
    }

    /// How many pages are connected.
    var count: Int { pages.count }

    /// Tells every connected page to reload.
    func reload() async {
        for (id, page) in pages {
            do { try await page.outbound.write(.text("reload")) } catch { pages[id] = nil }
        }
    }
}
