import Synchronization

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
