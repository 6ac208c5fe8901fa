import Foundation

/// The review page as a server shows it (`layoutsnap watch`): Approve and Reject buttons per
/// snapshot and per fixture, rejected snapshots collapsed, and live reload. The static page
/// (`ReviewReport.write(_:to:)` without `served`) has none of this.
extension ReviewReport {
    /// What the served page adds to the static one.
    ///
    /// The buttons post `{"names": [...]}` to `POST /api/approve` and `POST /api/reject` with the
    /// header `X-LayoutSnap-Token`, whose value the page reads from its URL's fragment
    /// (`#token=...`, which browsers never send to a server); the page reloads when the request
    /// succeeds and when the server sends `reload` on the WebSocket `/live` (which it reopens a
    /// second after it closes, unless the server closed it as going away: it stopped).
    public struct Served: Hashable, Sendable {
        /// Snapshots rejected in this session, as `approve` names them: `forms/login.png`
        /// (`name.format`). Their panels and, when every snapshot of a fixture is rejected, the
        /// fixture's card are collapsed and marked rejected; they stay failed.
        public var rejected: Set<String>

        public init(rejected: Set<String> = []) {
            self.rejected = rejected
        }

        /// Whether `result` was rejected.
        func isRejected(_ result: CheckReport.Result) -> Bool {
            rejected.contains(snapshotName(result))
        }
    }

    /// The header that carries the per-run token on approve and reject.
    public static let tokenHeader = "X-LayoutSnap-Token"

    /// `forms/login.png`: the name that approves or rejects one snapshot.
    public static func snapshotName(_ result: CheckReport.Result) -> String {
        result.name + "." + result.format
    }

    /// Whether a served page offers Approve for `result`: a failure with an actual output that
    /// was not re-recorded, the failures `layoutsnap approve` accepts.
    public static func isApprovable(_ result: CheckReport.Result) -> Bool {
        result.status == .failed && !result.rerecorded && result.actual != nil
    }

    /// The buttons of a card's heading (the whole fixture) or of one format's panel.
    /// `names` are the snapshot names the buttons act on, space-separated in `data-names`.
    static func reviewButtons(names: [String], scope: String, rejected: Bool) -> String {
        guard !names.isEmpty else { return "" }
        let joined = escape(names.joined(separator: " "))
        var html = "<span class=\"review-buttons\" data-scope=\"\(scope)\">"
        html += "<button type=\"button\" class=\"review-approve\" data-action=\"approve\" data-names=\"\(joined)\">Approve</button>"
        if !rejected {
            html += "<button type=\"button\" class=\"review-reject\" data-action=\"reject\" data-names=\"\(joined)\">Reject</button>"
        }
        return html + "</span>"
    }

    /// The heading's buttons for a card of `results` (nil when not served).
    static func cardButtons(_ results: [CheckReport.Result], served: Served?) -> String {
        guard let served else { return "" }
        let approvable = results.filter(isApprovable)
        let allRejected = !approvable.isEmpty && approvable.allSatisfy(served.isRejected)
        var html = reviewButtons(names: approvable.map(snapshotName), scope: "fixture", rejected: allRejected)
        if allRejected { html += " <span class=\"badge rejected\">rejected</span>" }
        return html
    }

    /// A panel's buttons and, for a rejected snapshot, the note that says what that means.
    static func panelButtons(_ result: CheckReport.Result, served: Served?) -> String {
        guard let served, isApprovable(result) else { return "" }
        let rejected = served.isRejected(result)
        var html = "<div class=\"review\">" + reviewButtons(names: [snapshotName(result)], scope: "snapshot", rejected: rejected)
        if rejected {
            html += " <span class=\"rejected-note\">Rejected: the reference stays as it is and the snapshot stays failed until its fixture changes.</span>"
        }
        return html + "</div>\n"
    }

    static let servedStylesheet = """
        .review-buttons { display: inline-flex; gap: 6px; margin-left: auto; }
        .review { display: flex; gap: 8px; align-items: center; margin: 0 0 10px; flex-wrap: wrap; }
        button.review-approve { border-color: var(--green); color: var(--green); }
        button.review-reject { border-color: var(--red); color: var(--red); }
        button[disabled] { opacity: .5; cursor: progress; }
        .badge.rejected { background: var(--muted); }
        .rejected-note { color: var(--muted); font-size: 12px; }
        .format-panel[data-review="rejected"] .views, .format-panel[data-review="rejected"] .diff,
        .format-panel[data-review="rejected"] .changes, .card[data-review="rejected"] .format-panel { display: none; }
        .card[data-review="rejected"] { border-left-color: var(--muted); opacity: .75; }
        .review-error { color: var(--red); font-weight: 600; }

        """

    static let servedScript = """
        (function () {
          var match = /(?:^#|&)token=([0-9a-f]+)/.exec(location.hash);
          if (match) { sessionStorage.setItem("layoutsnapToken", match[1]); }
          var token = sessionStorage.getItem("layoutsnapToken") || "";
          document.querySelectorAll(".review-buttons button").forEach(function (button) {
            button.addEventListener("click", function () {
              var group = button.parentElement;
              group.querySelectorAll("button").forEach(function (b) { b.disabled = true; });
              fetch("/api/" + button.dataset.action, {
                method: "POST",
                headers: { "Content-Type": "application/json", "X-LayoutSnap-Token": token },
                body: JSON.stringify({ names: button.dataset.names.split(" ") })
              }).then(function (response) {
                if (response.ok) { location.reload(); return; }
                return response.text().then(function (text) { throw new Error(response.status + " " + text); });
              }).catch(function (error) {
                group.querySelectorAll("button").forEach(function (b) { b.disabled = false; });
                var note = group.querySelector(".review-error") || group.appendChild(document.createElement("span"));
                note.className = "review-error";
                note.textContent = error.message;
              });
            });
          });
          function connect() {
            var socket = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/live");
            socket.onmessage = function (event) { if (event.data === "reload") { location.reload(); } };
            // 1001: the server stopped (Ctrl-C); any other close, try again.
            socket.onclose = function (event) { if (event.code !== 1001) { setTimeout(connect, 1000); } };
          }
          connect();
        })();
        """
}
