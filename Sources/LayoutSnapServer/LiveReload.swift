import HummingbirdWebSocket

/// The pages connected to `/live`: each gets the text message `reload` when the report changes.
actor LiveReload {
    private var pages: [Int: WebSocketOutboundWriter] = [:]
    private var nextID = 0

    /// How many connections were made since the server started (a page that reloads makes a new one).
    var total: Int { nextID }

    /// Keeps `outbound` until `inbound` ends (the page closed or reloaded).
    func serve(_ inbound: WebSocketInboundStream, _ outbound: WebSocketOutboundWriter) async {
        let id = nextID
        nextID += 1
        pages[id] = outbound
        do {
            for try await _ in inbound {}
        } catch {
            // A connection that fails is dropped like one that closes.
        }
        pages[id] = nil
    }

    /// How many pages are connected.
    var count: Int { pages.count }

    /// Tells every connected page to reload.
    func reload() async {
        for (id, page) in pages {
            do { try await page.write(.text("reload")) } catch { pages[id] = nil }
        }
    }
}
