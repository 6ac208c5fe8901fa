import HTTPTypes
import Hummingbird
import HummingbirdWebSocket
import LayoutSnap

/// The checks every request passes before a route sees it:
/// - its `Host` must be the server's own address or `localhost` with its port, so a page of
///   another site cannot reach the server through a name that resolves to 127.0.0.1 (DNS
///   rebinding);
/// - an `Origin`, when sent, must be the server's own;
/// - a request that changes state (any method but GET and HEAD) must carry the run's token in
///   `X-LayoutSnap-Token`. A page of another site can send that header only after a CORS
///   preflight (`OPTIONS`), which is refused like any request without the token, so it cannot
///   approve or reject.
/// Each refusal is 403 with a message that says which check failed.
struct RequestGuard<Context: RequestContext>: RouterMiddleware {
    let address: BoundAddress
    let token: ReviewToken

    static var tokenField: HTTPField.Name { HTTPField.Name(ReviewReport.tokenHeader)! }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let allowed = address.authorities
        guard let authority = request.head.authority?.lowercased(), allowed.contains(authority) else {
            throw HTTPError(.forbidden, message: "Host must be one of \(allowed.joined(separator: ", ")), not \(request.head.authority ?? "none")")
        }
        if let origin = request.headers[.origin]?.lowercased(), !allowed.contains(where: { origin == "http://" + $0 }) {
            throw HTTPError(.forbidden, message: "requests from \(origin) are not accepted")
        }
        if request.method != .get, request.method != .head {
            guard let sent = request.headers[Self.tokenField] else {
                throw HTTPError(.forbidden, message: "missing \(ReviewReport.tokenHeader) header: use the URL with the token that `layoutsnap watch` printed")
            }
            guard token.matches(sent) else {
                throw HTTPError(.forbidden, message: "wrong \(ReviewReport.tokenHeader): use the URL with the token that this run of `layoutsnap watch` printed")
            }
        }
        return try await next(request, context)
    }
}
