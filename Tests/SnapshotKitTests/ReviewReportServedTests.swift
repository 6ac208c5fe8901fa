import Foundation
import SnapshotKit
import Testing

/// The page with `served`: the review buttons, rejected snapshots collapsed, live reload; and
/// the static page without any of it.
struct ReviewReportServedTests {
    @Test func theStaticPageHasNoButtonsNoTokenAndNoSocket() throws {
        let sample = try ReviewSample.make()
        defer { sample.remove() }
        let page = ReviewReport.html(for: sample.report, relativeTo: sample.reportFolder)
        for hook in ["review-buttons", "review-approve", "data-review", "X-LayoutSnap-Token", "/live", "/api/"] {
            #expect(!page.contains(hook), "\(hook)")
        }
        #expect(page == ReviewReport.html(for: sample.report, relativeTo: sample.reportFolder, served: nil))
    }

    @Test func theServedPageHasButtonsPerFixtureAndPerSnapshot() throws {
        let sample = try ReviewSample.make()
        defer { sample.remove() }
        let page = ReviewReport.html(for: sample.report, relativeTo: sample.reportFolder, served: .init())
        #expect(page.contains(#"<span class="review-buttons" data-scope="fixture"><button type="button" class="review-approve" data-action="approve" data-names="forms/login.png forms/login.frames">Approve</button><button type="button" class="review-reject" data-action="reject" data-names="forms/login.png forms/login.frames">Reject</button></span>"#))
        for name in ["forms/login.png", "forms/login.frames", "forms/signup.png"] {
            #expect(page.contains(#"<div class="review"><span class="review-buttons" data-scope="snapshot"><button type="button" class="review-approve" data-action="approve" data-names="\#(name)">Approve</button>"#), "\(name)")
        }
        // Passed snapshots have none.
        #expect(!page.contains(#"data-names="forms/about"#))
        #expect(page.contains("X-LayoutSnap-Token"))
        #expect(page.contains(#"location.host + "/live""#))
        #expect(!page.contains("data-review=\"rejected\">"))
    }

    @Test func rejectedSnapshotsAreCollapsedAndTheirCardWhenAllAre() throws {
        let sample = try ReviewSample.make()
        defer { sample.remove() }
        let one = ReviewReport.html(for: sample.report, relativeTo: sample.reportFolder, served: .init(rejected: ["forms/login.frames"]))
        #expect(one.contains(#"<div class="format-panel" data-format="frames" data-result="failed" data-review="rejected" hidden>"#))
        #expect(one.contains("Rejected: the reference stays as it is"))
        #expect(!one.contains(#"tabindex="-1" data-review="rejected">"#))
        let both = ReviewReport.html(for: sample.report, relativeTo: sample.reportFolder,
                                     served: .init(rejected: ["forms/login.frames", "forms/login.png"]))
        #expect(both.contains(#"data-name="forms/login" data-format="png frames" id="card-1" tabindex="-1" data-review="rejected">"#))
        #expect(both.contains(#"<span class="badge rejected">rejected</span>"#))
        // A rejected fixture keeps Approve and loses Reject.
        #expect(!both.contains(#"data-action="reject" data-names="forms/login.png forms/login.frames""#))
        #expect(both.contains(#"data-action="approve" data-names="forms/login.png forms/login.frames""#))
    }
}
