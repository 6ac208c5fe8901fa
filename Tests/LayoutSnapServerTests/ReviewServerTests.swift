import Foundation
import LayoutSnap
import LayoutSnapServer
import Testing

/// The review server through real HTTP requests on 127.0.0.1.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ReviewServerTests {
    @Test func theURLIsOnLoopbackWithAFreePortAndTheToken() async throws {
        let sandbox = try ServerSandbox()
        defer { sandbox.remove() }
        try await sandbox.serving { url in
            #expect(url.host == "127.0.0.1")
            #expect((url.port ?? 0) > 0)
            #expect(url.fragment == "token=" + sandbox.token.value)
        }
    }

    /// `watch`'s page, like `review`'s, shows paths relative to the project root when given one.
    @Test func theServedPageShowsPathsRelativeToTheProjectRoot() async throws {
        let sandbox = try ServerSandbox()
        defer { sandbox.remove() }
        let session = ReviewSession(artifacts: sandbox.artifacts, snapshots: sandbox.snapshots, displayRoot: sandbox.root)
        try await session.refresh()
        let page = try sandbox.read(sandbox.artifacts + "/report/index.html")
        #expect(page.contains("snapshots <code>Snapshots</code> &middot; artifacts <code>artifacts</code>"))
        #expect(!page.contains(sandbox.root + "/"))
        // Without a root, as before: the folders as they are.
        try await sandbox.session.refresh()
        #expect(try sandbox.read(sandbox.artifacts + "/report/index.html").contains("snapshots <code>\(sandbox.snapshots)</code>"))
    }

    @Test func theTokenIsNewEachRunWith256RandomBits() {
        let a = ReviewToken(), b = ReviewToken()
        #expect(a != b)
        #expect(a.value.count == 64)
        #expect(a.value.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(a.matches(a.value))
        #expect(!a.matches(b.value))
        #expect(!a.matches(String(a.value.dropLast())))
        #expect(!a.matches(nil))
    }

    @Test func approveWritesTheReferenceAndTheReportAsApproveDoes() async throws {
        let sandbox = try ServerSandbox()
        defer { sandbox.remove() }
        try await sandbox.serving { url in
            let answer = try await HTTP.request("POST", "/api/approve", of: url, headers: ["X-LayoutSnap-Token": HTTP.token(in: url)],
                                                body: HTTP.names(["suite/a.frames"]))
            #expect(answer.status == 200)
            #expect(answer.body == #"{"approved":["suite\/a.frames"]}"#)
        }
        #expect(try sandbox.read(sandbox.snapshots + "/suite/a.frames.txt") == "actual of suite/a.frames\n")
        #expect(try sandbox.read(sandbox.snapshots + "/suite/a.svg") == "reference of suite/a.svg\n")
        let report = try CheckReport.load(from: CheckReport.path(inArtifacts: sandbox.artifacts))
        #expect(report.results.map { "\($0.name).\($0.format) \($0.status.rawValue)" }
                == ["suite/a.frames recorded", "suite/a.svg failed", "suite/b.frames failed"])
        #expect(report.results[0].message == "approved: the actual became the reference")
        // The page was written again: suite/a's card keeps svg alone.
        let page = try sandbox.read(sandbox.artifacts + "/report/index.html")
        #expect(page.contains(#"data-names="suite/a.svg">Approve</button>"#))
        #expect(!page.contains(#"data-names="suite/a.frames"#))
    }

    @Test func approvingAFixtureApprovesEachOfItsFormats() async throws {
        let sandbox = try ServerSandbox()
        defer { sandbox.remove() }
        try await sandbox.serving { url in
            let answer = try await HTTP.request("POST", "/api/approve", of: url, headers: ["X-LayoutSnap-Token": HTTP.token(in: url)],
                                                body: HTTP.names(["suite/a"]))
            #expect(answer.status == 200)
            #expect(answer.body == #"{"approved":["suite\/a.frames","suite\/a.svg"]}"#)
        }
        #expect(try sandbox.read(sandbox.snapshots + "/suite/a.svg") == "actual of suite/a.svg\n")
        #expect(try sandbox.read(sandbox.snapshots + "/suite/b.frames.txt") == "reference of suite/b.frames\n")
    }

    @Test func rejectWritesNothingAndCollapsesTheSnapshotOnThePage() async throws {
        let sandbox = try ServerSandbox()
        defer { sandbox.remove() }
        let reportBefore = try sandbox.read(CheckReport.path(inArtifacts: sandbox.artifacts))
        try await sandbox.serving { url in
            let answer = try await HTTP.request("POST", "/api/reject", of: url, headers: ["X-LayoutSnap-Token": HTTP.token(in: url)],
                                                body: HTTP.names(["suite/b"]))
            #expect(answer.status == 200)
            #expect(answer.body == #"{"rejected":["suite\/b.frames"]}"#)
            let page = try await HTTP.request("GET", "/", of: url)
            #expect(page.status == 200)
            #expect(page.body.contains(#"data-name="suite/b" data-format="frames" id="card-2" tabindex="-1" data-review="rejected">"#))
            #expect(page.body.contains(#"<div class="format-panel" data-format="frames" data-result="failed" data-review="rejected">"#))
            #expect(page.body.contains(#"<span class="badge rejected">rejected</span>"#))
            // Rejected: Approve stays, Reject goes.
            #expect(page.body.contains(#"data-names="suite/b.frames">Approve</button></span>"#))
            #expect(!page.body.contains(#"data-action="reject" data-names="suite/b.frames""#))
            let state = try await HTTP.request("GET", "/api/state", of: url)
            #expect(state.body.contains(#""rejected":["suite\/b.frames"]"#))
        }
        #expect(try sandbox.read(sandbox.snapshots + "/suite/b.frames.txt") == "reference of suite/b.frames\n")
        #expect(try sandbox.read(CheckReport.path(inArtifacts: sandbox.artifacts)) == reportBefore)
    }

    @Test(arguments: [("missing", nil), ("wrong", String(repeating: "cd", count: 32)), ("short", "ab")] as [(String, String?)])
    func approveWithoutTheRightTokenIs403AndWritesNothing(_ label: String, _ token: String?) async throws {
        let sandbox = try ServerSandbox()
        defer { sandbox.remove() }
        try await sandbox.serving { url in
            for action in ["approve", "reject"] {
                let answer = try await HTTP.request("POST", "/api/" + action, of: url,
                                                    headers: token.map { ["X-LayoutSnap-Token": $0] } ?? [:], body: HTTP.names(["suite/a"]))
                #expect(answer.status == 403, "\(label) token, \(action)")
                #expect(answer.body.contains(token == nil ? "missing X-LayoutSnap-Token" : "wrong X-LayoutSnap-Token"))
            }
            let state = try await HTTP.request("GET", "/api/state", of: url)
            #expect(state.body.contains(#""rejected":[]"#))
        }
        #expect(try sandbox.read(sandbox.snapshots + "/suite/a.frames.txt") == "reference of suite/a.frames\n")
    }

    @Test func aHostOtherThanTheServersIs403EvenWithTheToken() async throws {
        let sandbox = try ServerSandbox()
        defer { sandbox.remove() }
        try await sandbox.serving { url in
            let port = url.port!
            let page = try await HTTP.request("GET", "/", of: url, headers: ["Host": "attacker.example:\(port)"])
            #expect(page.status == 403)
            #expect(page.body.contains("Host must be one of 127.0.0.1:\(port), localhost:\(port), not attacker.example:\(port)"))
            let approve = try await HTTP.request("POST", "/api/approve", of: url,
                                                 headers: ["Host": "attacker.example:\(port)", "X-LayoutSnap-Token": HTTP.token(in: url)],
                                                 body: HTTP.names(["suite/a"]))
            #expect(approve.status == 403)
            #expect(try await HTTP.request("GET", "/", of: url, headers: ["Host": "localhost:\(port)"]).status == 200)
            #expect(try await HTTP.request("GET", "/", of: url, headers: ["Host": "127.0.0.1:\(port + 1)"]).status == 403)
        }
        #expect(try sandbox.read(sandbox.snapshots + "/suite/a.frames.txt") == "reference of suite/a.frames\n")
    }

    @Test func aForeignOriginAndItsPreflightAre403() async throws {
        let sandbox = try ServerSandbox()
        defer { sandbox.remove() }
        try await sandbox.serving { url in
            let preflight = try await HTTP.request("OPTIONS", "/api/approve", of: url,
                                                   headers: ["Origin": "https://attacker.example", "Access-Control-Request-Method": "POST",
                                                             "Access-Control-Request-Headers": "x-layoutsnap-token"])
            #expect(preflight.status == 403)
            let approve = try await HTTP.request("POST", "/api/approve", of: url,
                                                 headers: ["Origin": "https://attacker.example", "X-LayoutSnap-Token": HTTP.token(in: url)],
                                                 body: HTTP.names(["suite/a"]))
            #expect(approve.status == 403)
            let own = try await HTTP.request("POST", "/api/reject", of: url,
                                             headers: ["Origin": "http://127.0.0.1:\(url.port!)", "X-LayoutSnap-Token": HTTP.token(in: url)],
                                             body: HTTP.names(["suite/a"]))
            #expect(own.status == 200)
        }
    }

    @Test func staticFilesOutsideTheReportFolderAreRefused() async throws {
        let sandbox = try ServerSandbox()
        defer { sandbox.remove() }
        try await sandbox.serving { url in
            #expect(try await HTTP.request("GET", "/index.html", of: url).status == 200)
            let copy = try await HTTP.request("GET", "/files/suite/a.frames.actual.txt", of: url)
            #expect(copy.status == 200)
            #expect(copy.body == "actual of suite/a.frames\n")
            for path in ["/%2e%2e/report.json", "/files/%2e%2e/%2e%2e/report.json", "/%2E%2E/%2E%2E/Snapshots/suite/a.svg", "/files/..%2f..%2freport.json"] {
                let answer = try await HTTP.request("GET", path, of: url)
                #expect(answer.status == 400, "\(path)")
                #expect(answer.body.contains("is outside the report folder"), "\(path)")
            }
            #expect(try await HTTP.request("GET", "/files/nothing.png", of: url).status == 404)
        }
    }

    @Test func approveAndRejectRefuseNamesThatAreNoFailureOfTheReport() async throws {
        let passed = CheckReport.Result(name: "suite/c", format: "frames", status: .passed, reference: "/dev/null")
        let sandbox = try ServerSandbox(results: [passed])
        defer { sandbox.remove() }
        try await sandbox.serving { url in
            let headers = ["X-LayoutSnap-Token": HTTP.token(in: url)]
            for name in ["suite/c", "../../etc/passwd", "suite/nothing.png", "suite/a.png"] {
                let answer = try await HTTP.request("POST", "/api/approve", of: url, headers: headers, body: HTTP.names([name]))
                #expect(answer.status == 404, "\(name)")
                #expect(answer.body.contains("no failed snapshot named"), "\(name)")
            }
            #expect(try await HTTP.request("POST", "/api/reject", of: url, headers: headers, body: HTTP.names(["suite/c"])).status == 404)
            #expect(try await HTTP.request("POST", "/api/approve", of: url, headers: headers, body: HTTP.names([])).status == 400)
            #expect(try await HTTP.request("POST", "/api/approve", of: url, headers: headers, body: "not json").status == 400)
        }
    }

    @Test func aReferenceOutsideTheSnapshotsFolderIs400AndNothingIsWritten() async throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-outside-" + UUID().uuidString).path
        try ServerSandbox.write("precious\n", to: outside + "/target.txt")
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let sandbox = try ServerSandbox()
        defer { sandbox.remove() }
        let evil = CheckReport.Result(name: "suite/evil", format: "frames", status: .failed,
                                      reference: sandbox.snapshots + "/../../" + (outside as NSString).lastPathComponent + "/target.txt",
                                      actual: sandbox.artifacts + "/suite/a.frames.txt")
        let report = CheckReport(generated: "now", snapshotsDirectory: sandbox.snapshots, artifactsDirectory: sandbox.artifacts,
                                 results: [evil])
        try ServerSandbox.write(String(decoding: try report.jsonData(), as: UTF8.self), to: CheckReport.path(inArtifacts: sandbox.artifacts))
        try await sandbox.serving { url in
            let answer = try await HTTP.request("POST", "/api/approve", of: url, headers: ["X-LayoutSnap-Token": HTTP.token(in: url)],
                                                body: HTTP.names(["suite/evil"]))
            #expect(answer.status == 400)
            #expect(answer.body.contains("is outside the snapshots folder"))
        }
        #expect(try sandbox.read(outside + "/target.txt") == "precious\n")
    }
}

/// Approve and reject while `watch` checks again.
@Suite(.timeLimit(.minutes(2)))
struct ReviewWhileCheckingTests {
    @Test func approveAndRejectAre409WhileACheckRunsAndWorkAfter() async throws {
        let sandbox = try ServerSandbox()
        defer { sandbox.remove() }
        try await sandbox.serving { url in
            let headers = ["X-LayoutSnap-Token": HTTP.token(in: url)]
            await sandbox.session.setChecking(true)
            for action in ["approve", "reject"] {
                let answer = try await HTTP.request("POST", "/api/" + action, of: url, headers: headers, body: HTTP.names(["suite/a"]))
                #expect(answer.status == 409, "\(action)")
                #expect(answer.body.contains("a check is running"), "\(action)")
            }
            #expect(try sandbox.read(sandbox.snapshots + "/suite/a.svg") == "reference of suite/a.svg\n")
            await sandbox.session.setChecking(false)
            #expect(try await HTTP.request("POST", "/api/approve", of: url, headers: headers, body: HTTP.names(["suite/a"])).status == 200)
        }
        #expect(try sandbox.read(sandbox.snapshots + "/suite/a.svg") == "actual of suite/a.svg\n")
    }
}
