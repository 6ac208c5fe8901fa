import HTTPTypes
import Hummingbird
import LayoutSnap
import Synchronization

// The guard of every request, the address it checks `Host` against, and the token of approve and reject.

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


/// The host the server binds and the port it got (known once it listens, when asked for port 0).
final class BoundAddress: Sendable {
    /// The host as given (`127.0.0.1`, `::1`, `localhost`).
    let host: String
    private let port: Mutex<Int?>

    init(host: String) {
        self.host = host
        self.port = Mutex(nil)
    }

    /// The port listened on; nil before the server runs.
    var boundPort: Int? {
        get { port.withLock { $0 } }
        set { port.withLock { $0 = newValue } }
    }

    /// The host as a URL writes it: IPv6 addresses in brackets.
    var urlHost: String { host.contains(":") ? "[" + host + "]" : host }

    /// The `Host` values accepted, lowercased: `host:port` and `localhost:port`.
    var authorities: [String] {
        guard let port = boundPort else { return [] }
        return Array(Set([urlHost.lowercased() + ":\(port)", "localhost:\(port)"])).sorted()
    }
}

/// The per-run secret that approve and reject requests must carry in the `X-LayoutSnap-Token`
/// header: 256 bits from `SystemRandomNumberGenerator` (the operating system's secure source),
/// as 64 lowercase hexadecimal digits. Printed on the terminal in the page's URL (`#token=`), it
/// is known to whoever sees the terminal and to the page opened from it, not to other sites.
public struct ReviewToken: Hashable, Sendable, CustomStringConvertible {
    /// The 64 hexadecimal digits.
    public let value: String

    /// A new random token.
    public init() {
        var generator = SystemRandomNumberGenerator()
        value = (0..<4).map { _ in
            let digits = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    /// A given token (tests).
    public init(value: String) {
        self.value = value
    }

    public var description: String { value }

    /// Whether `candidate` is this token, comparing every byte whatever the first difference
    /// (no timing that tells how much of a guess was right).
    public func matches(_ candidate: String?) -> Bool {
        guard let candidate else { return false }
        let a = Array(value.utf8), b = Array(candidate.utf8)
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for i in 0..<a.count { difference |= a[i] ^ (i < b.count ? b[i] : 0) }
        return difference == 0
    }
}
