import Foundation
import SnapshotKit
import Testing

@Suite struct ReviewReportTests {
    /// How often `needle` occurs in `text`.
    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func oneCardPerFixtureToReviewAndCompactRowsForTheRest() throws {
        let sample = try ReviewSample.make()
        defer { sample.remove() }
        var report = sample.report
        report.results.append(.init(name: "broken/thing", format: "svg", status: .error, message: "cannot render",
                                    reference: sample.snapshots + "/broken/thing.svg"))
        report.results.append(.init(name: "lists/new", format: "png", status: .recorded, reference: sample.snapshots + "/lists/new.png"))
        let html = ReviewReport.html(for: report, relativeTo: sample.reportFolder)

        // forms/login (png and frames), forms/signup, broken/thing; a panel per failed or errored snapshot.
        #expect(Self.count("<section class=\"card\" ", in: html) == 3)
        #expect(Self.count("<section class=\"card\" data-status=\"failed\"", in: html) == 2)
        #expect(Self.count("<section class=\"card\" data-status=\"error\"", in: html) == 1)
        #expect(Self.count("<div class=\"format-panel\"", in: html) == report.failed + report.errors)
        #expect(html.contains(#"<section class="card" data-status="failed" data-name="forms/login" data-format="png frames" id="card-1" tabindex="-1">"#))
        #expect(html.contains(#"<span class="format-tabs" role="tablist"><button type="button" class="format-tab failed" role="tab" data-format="png" aria-selected="true">png</button>"#
            + #"<button type="button" class="format-tab failed" role="tab" data-format="frames" aria-selected="false">frames</button></span>"#))
        #expect(html.contains(#"<div class="format-panel" data-format="frames" data-result="failed" hidden>"#))
        #expect(Self.count("<li class=\"item\" data-status=\"passed\"", in: html) == 2)
        #expect(Self.count("<li class=\"item\" data-status=\"recorded\"", in: html) == 1)
        #expect(html.contains("""
            <div class="summary"><span class="count failed">3 changed</span> <span class="count error">1 error</span> \
            <span class="count recorded">1 new</span> <span class="count passed">2 passed</span></div>
            """))
        #expect(html.contains("<input class=\"filter\" type=\"search\""))
        #expect(Self.count("<button type=\"button\" class=\"status-filter\"", in: html) == 5)
        // Nothing from the network; the one URL is the SVG namespace the changes' outlines are made in.
        let withoutNamespace = html.replacingOccurrences(of: "\"http://www.w3.org/2000/svg\"", with: "")
        #expect(!withoutNamespace.contains("http://") && !withoutNamespace.contains("https://"))
    }

    @Test func approveCommandsAndPixelCountsAreShown() throws {
        let sample = try ReviewSample.make()
        defer { sample.remove() }
        let html = ReviewReport.html(for: sample.report, relativeTo: sample.reportFolder)
        for format in ["png", "frames"] {
            #expect(html.contains("<code class=\"approve-command\">layoutsnap approve forms/login --format \(format)</code>"))
        }
        #expect(html.contains("<code class=\"approve-command\">layoutsnap approve forms/signup --format png</code>"))
        #expect(html.contains("<p class=\"stats\">80 of 2,400 pixels differ (3.33%)</p>"))
        #expect(html.contains("<p class=\"stats\">1,600 of 2,400 pixels differ (66.67%)</p>"))
    }

    @Test func imagesAreLinkedRelativeToThePageFolder() throws {
        let sample = try ReviewSample.make()
        defer { sample.remove() }
        let html = ReviewReport.html(for: sample.report, relativeTo: sample.reportFolder)
        #expect(html.contains("<img src=\"../../Snapshots/forms/login.png\" alt=\"reference\">"))
        #expect(html.contains("<img src=\"../forms/login.diff.png\" alt=\"diff\">"))
        #expect(html.contains("<img src=\"../forms/login.actual.png\" alt=\"actual\">"))
        #expect(html.contains("<img class=\"over\" src=\"../forms/login.actual.png\" alt=\"actual\" style=\"clip-path: inset(0 50% 0 0)\">"))
        #expect(html.contains("<input type=\"range\" class=\"slider-range\""))
        #expect(html.contains("<input type=\"range\" class=\"onion-range\""))
        #expect(!html.contains("src=\"/") && !html.contains("href=\"/"))
        // Characters that mean something in a URL are percent-encoded.
        let odd = sample.artifacts + "/a b#c?.png"
        try Data([1]).write(to: URL(fileURLWithPath: odd))
        var report = sample.report
        report.results[0].actual = odd
        #expect(ReviewReport.html(for: report, relativeTo: sample.reportFolder).contains("src=\"../a%20b%23c%3F.png\""))
    }

    @Test func namesMessagesAndCommandsAreEscaped() throws {
        let sample = try ReviewSample.make()
        defer { sample.remove() }
        var report = sample.report
        report.results[2].name = "forms/<b>&\"x\"'"
        report.results[2].message = "<script>alert(1)</script> & more"
        report.results[2].approveCommand = "layoutsnap approve 'forms/<b>&\"x\"'\\''' --format frames"
        let html = ReviewReport.html(for: report, relativeTo: sample.reportFolder)
        #expect(html.contains("data-name=\"forms/&lt;b&gt;&amp;&quot;x&quot;&#39;\""))
        #expect(html.contains("<span class=\"name\">forms/&lt;b&gt;&amp;&quot;x&quot;&#39;</span>"))
        #expect(html.contains("<pre class=\"message\">&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</pre>"))
        #expect(html.contains("layoutsnap approve &#39;forms/&lt;b&gt;&amp;&quot;x&quot;&#39;\\&#39;&#39;&#39; --format frames"))
        #expect(!html.contains("<b>") && !html.contains("<script>alert"))
    }

    @Test func textFormatsShowTheComputedLineDiffOrTheStoredOne() throws {
        let sample = try ReviewSample.make()
        defer { sample.remove() }
        var html = ReviewReport.html(for: sample.report, relativeTo: sample.reportFolder)
        #expect(html.contains("""
            <span class="hunk">@@ -2,7 +2,7 @@</span><span class="ctx"> node1 (0, 10, 100, 10)</span>
            """))
        #expect(html.contains("<span class=\"del\">-node4 (0, 40, 100, 10)</span><span class=\"add\">+node4 (0, 40, 120, 10)</span>"))
        // Labelled as the check's own diff files are: no path of the machine that wrote the page.
        #expect(html.contains("<span class=\"hdr\">--- reference</span><span class=\"hdr\">+++ actual</span>"))

        let stored = sample.artifacts + "/forms/login.frames.diff"
        try Data("--- a\n+++ b\n@@ -1 +1 @@\n-<old>\n+<new>\n".utf8).write(to: URL(fileURLWithPath: stored))
        var report = sample.report
        report.results[2].diff = stored
        html = ReviewReport.html(for: report, relativeTo: sample.reportFolder)
        #expect(html.contains("""
            <pre class="diff"><span class="hdr">--- a</span><span class="hdr">+++ b</span><span class="hunk">@@ -1 +1 @@</span>\
            <span class="del">-&lt;old&gt;</span><span class="add">+&lt;new&gt;</span></pre>
            """))
    }

    @Test func aMissingReferenceShowsAPlaceholderAndNoSlider() throws {
        let sample = try ReviewSample.make()
        defer { sample.remove() }
        var report = sample.report
        report.results = [report.results[1]]
        report.results[0].reference = sample.snapshots + "/forms/none.png"
        report.results[0].diff = nil
        let html = ReviewReport.html(for: report, relativeTo: sample.reportFolder)
        #expect(html.contains("<div class=\"missing\">no reference image</div>"))
        #expect(html.contains("<div class=\"missing\">no diff image</div>"))
        #expect(!html.contains("class=\"slider-range\"") && !html.contains("class=\"tab\""))
    }

    @Test func writeCreatesTheFolderAndReturnsThePagePath() throws {
        let sample = try ReviewSample.make()
        defer { sample.remove() }
        let path = try ReviewReport.write(sample.report, to: sample.reportFolder)
        #expect(path == sample.reportFolder + "/index.html")
        let written = try String(contentsOfFile: path, encoding: .utf8)
        // The page shows the copies in its folder.
        #expect(written.contains("<img src=\"files/forms/login.png.reference.png\" alt=\"reference\">"))
        #expect(!written.contains("../"))
        #expect(written.hasPrefix("<!DOCTYPE html>"))
    }
}
