import Foundation
import SnapshotKit
import Testing

/// The review page's table of contents, warnings, removed references, rendered SVGs and zoom.
@Suite struct ReviewReportOverviewTests {
    /// The sample with an SVG failure, warnings and an obsolete reference added.
    static func richSample() throws -> (ReviewSample, CheckReport) {
        let sample = try ReviewSample.make()
        var report = sample.report
        let svg = ##"<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#1e88e5"/></svg>"##
        try Data(svg.utf8).write(to: URL(fileURLWithPath: sample.snapshots + "/forms/login.svg"))
        try Data(svg.replacingOccurrences(of: "1e88e5", with: "e53935").utf8)
            .write(to: URL(fileURLWithPath: sample.artifacts + "/forms/login.svg"))
        var svgResult = CheckReport.Result(name: "forms/login", format: "svg", status: .failed, message: "the text differs",
                                           reference: sample.snapshots + "/forms/login.svg", actual: sample.artifacts + "/forms/login.svg")
        svgResult.warnings = ["$.root: the constraint layout is ambiguous"]
        report.results.append(svgResult)
        report.results[3].warnings = ["the content overflows the viewport"]   // forms/about, passed
        report.obsolete = [sample.snapshots + "/old/gone.png"]
        return (sample, report)
    }

    @Test func tableOfContentsWarningsAndRemoved() throws {
        let (sample, report) = try Self.richSample()
        defer { sample.remove() }
        let html = ReviewReport.html(for: report, relativeTo: sample.reportFolder)
        #expect(html.contains("<nav class=\"toc\" aria-label=\"Fixtures to review\">"))
        #expect(html.contains("<li><a href=\"#card-1\"><img class=\"thumb\" src=\"../forms/login.actual.png\" alt=\"\" loading=\"lazy\">"
            + "<span class=\"name\">forms/login</span> <span class=\"format\">png</span> <span class=\"format\">frames</span>"
            + " <span class=\"format\">svg</span></a></li>"))
        #expect(html.contains("<li><a href=\"#card-2\"><img class=\"thumb\" src=\"../forms/signup.actual.png\" alt=\"\" loading=\"lazy\">"
            + "<span class=\"name\">forms/signup</span> <span class=\"format\">png</span></a></li>"))
        #expect(html.contains("<section class=\"card\" data-status=\"failed\" data-name=\"forms/login\" data-format=\"png frames svg\" id=\"card-1\" tabindex=\"-1\">"))
        #expect(html.contains("<ul class=\"warnings\"><li>$.root: the constraint layout is ambiguous</li></ul>"))
        #expect(html.contains("<dt class=\"name\">forms/about</dt><dd><ul class=\"warnings\"><li>the content overflows the viewport</li></ul>"))
        #expect(html.contains("<span class=\"count removed\">1 removed</span>"))
        #expect(html.contains("<li class=\"item\" data-status=\"removed\" data-name=\"old/gone.png\" data-format=\"\">"))
        #expect(html.contains("<button type=\"button\" class=\"status-filter\" data-status=\"removed\" aria-pressed=\"false\">Removed</button>"))
        // Two cards, two passed rows, one removed row.
        #expect(html.contains("<span class=\"shown\">Showing 5 of 5</span>"))
        // The SVG failure drawn, reference and actual side by side, above its text diff.
        #expect(html.contains("<div class=\"view side svg-rendered\"><figure class=\"pane\"><figcaption>reference</figcaption>"
            + "<div class=\"checker\"><img src=\"../../Snapshots/forms/login.svg\" alt=\"reference\"></div></figure>"))
    }

    /// In the browser: every image loads from the written page's folder, the zoom preset from the
    /// URL sizes the images, and the filter hides the table of contents' entries of hidden cards.
    @Test func inTheBrowserImagesLoadZoomAppliesAndTheContentsFollowTheFilter() throws {
        guard let chromium = HeadlessChromium.find() else { return }
        let (sample, report) = try Self.richSample()
        defer { sample.remove() }
        let page = try ReviewReport.write(report, to: sample.reportFolder)
        let url = URL(fileURLWithPath: page).absoluteString
        let dom = try chromium.dumpDOM(url + "#zoom=2&filter=svg")
        // Two PNG cards of 7 images, the SVG card's 2, the contents' 2 thumbnails.
        #expect(dom.components(separatedBy: " data-loaded=\"yes\"").count - 1 == 18, Comment(rawValue: dom))
        #expect(!dom.contains(" data-loaded=\"broken\""))
        // 60 x 40 images at 2x: 120 pixels wide.
        #expect(dom.contains("<img src=\"files/forms/login.png.reference.png\" alt=\"reference\" data-loaded=\"yes\" style=\"max-width: none; width: 120px;\">"))
        #expect(dom.contains("<li><a href=\"#card-1\">"))
        #expect(dom.contains("<li hidden=\"\"><a href=\"#card-2\">"))
    }
}
