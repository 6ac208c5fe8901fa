import Foundation
import RasterImage
import SnapshotKit
import Testing

/// The review page's Variants section: a row per fixture, its variants side by side.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct ReviewReportVariantsTests {
    /// `forms/login` in three variants (phone passed, tablet changed, dark new, dark's frames passed),
    /// and `forms/other` without variants; the files in a temporary folder.
    struct Sample {
        let root: String
        var snapshots: String { root + "/Snapshots" }
        var artifacts: String { root + "/artifacts" }
        let report: CheckReport

        static func make() throws -> Sample {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("layoutsnap-variants-" + UUID().uuidString)
                .standardizedFileURL.path
            let snapshots = root + "/Snapshots", artifacts = root + "/artifacts"
            for folder in [snapshots + "/forms", artifacts + "/forms"] {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            let grey = RGBA(200, 200, 200, 255)
            // A 30 x 60 phone, a 80 x 60 tablet, a 30 x 60 dark phone.
            try PNGCodec.write(TestImages.image(30, 60) { _, _ in grey }, to: snapshots + "/forms/login@phone.png")
            try PNGCodec.write(TestImages.image(80, 60) { _, _ in grey }, to: snapshots + "/forms/login@tablet.png")
            try PNGCodec.write(TestImages.image(80, 60) { _, _ in RGBA(255, 0, 0, 255) }, to: artifacts + "/forms/login@tablet.actual.png")
            try PNGCodec.write(TestImages.image(30, 60) { _, _ in RGBA(0, 0, 0, 255) }, to: snapshots + "/forms/login@dark.png")
            typealias R = CheckReport.Result
            let results = [
                R(name: "forms/login@phone", format: "png", status: .passed, reference: snapshots + "/forms/login@phone.png"),
                R(name: "forms/login@tablet", format: "png", status: .failed, message: "differs",
                  reference: snapshots + "/forms/login@tablet.png", actual: artifacts + "/forms/login@tablet.actual.png"),
                R(name: "forms/login@dark", format: "png", status: .recorded, reference: snapshots + "/forms/login@dark.png"),
                R(name: "forms/login@dark", format: "frames", status: .passed, reference: snapshots + "/forms/login@dark.frames.txt"),
                R(name: "forms/other", format: "png", status: .passed, reference: snapshots + "/forms/other.png"),
            ]
            let report = CheckReport(generated: "2026-11-24T12:00:00Z", snapshotsDirectory: snapshots, artifactsDirectory: artifacts,
                                     results: results)
            return Sample(root: root, report: report)
        }

        func remove() { try? FileManager.default.removeItem(atPath: root) }
    }

    @Test func aRowPerFixtureWithItsVariantsInTheRunsOrder() throws {
        let sample = try Sample.make()
        defer { sample.remove() }
        let html = ReviewReport.html(for: sample.report, relativeTo: sample.artifacts + "/report")
        // One row: forms/other has no variants.
        #expect(ReviewReportTests.count("<div class=\"variant-row\"", in: html) == 1)
        #expect(html.contains(#"<div class="variant-row" data-fixture="forms/login" data-row-status="failed">"#))
        // The phone shows its reference, the tablet its actual (it changed), dark its new reference.
        #expect(html.contains(#"<figure class="variant-cell" data-variant="phone" data-variant-status="passed">"#
            + #"<img src="../../Snapshots/forms/login@phone.png" alt="forms/login@phone" loading="lazy">"#
            + #"<figcaption><span class="variant-name">phone</span> <span class="badge passed">passed</span></figcaption></figure>"#))
        #expect(html.contains(#"data-variant="tablet" data-variant-status="failed"><img src="../forms/login@tablet.actual.png""#))
        #expect(html.contains(#"data-variant="dark" data-variant-status="recorded"><img src="../../Snapshots/forms/login@dark.png""#))
        let phone = try #require(html.range(of: "data-variant=\"phone\"")), tablet = try #require(html.range(of: "data-variant=\"tablet\""))
        let dark = try #require(html.range(of: "data-variant=\"dark\""))
        #expect(phone.lowerBound < tablet.lowerBound && tablet.lowerBound < dark.lowerBound)
        // The cells are not filter entries: the filter still counts 1 card and 3 rows... of 4 other snapshots.
        #expect(html.contains("<span class=\"shown\">Showing 5 of 5</span>"))
    }

    /// What to review comes first: the card of the failed tablet variant stands above the
    /// Variants section, whose rows are mostly snapshots that passed.
    @Test func theCardsToReviewComeBeforeTheVariants() throws {
        let sample = try Sample.make()
        defer { sample.remove() }
        let html = ReviewReport.html(for: sample.report, relativeTo: sample.artifacts + "/report")
        let card = try #require(html.range(of: "<section class=\"card\""))
        let variants = try #require(html.range(of: "<section class=\"variants\">"))
        #expect(card.lowerBound < variants.lowerBound)
    }

    @Test func noVariantsNoSection() throws {
        let sample = try Sample.make()
        defer { sample.remove() }
        var report = sample.report
        report.results = report.results.filter { !$0.name.contains("@") }
        #expect(!ReviewReport.html(for: report, relativeTo: sample.artifacts).contains("class=\"variants\""))
    }

    /// In Chromium: the cells' images load from the copies beside the page, at 240 px high, side by side in one row.
    @Test func inChromiumTheVariantsStandSideBySide() throws {
        guard let chromium = HeadlessChromium.find() else { return }
        let sample = try Sample.make()
        defer { sample.remove() }
        let page = try ReviewReport.write(sample.report, to: sample.artifacts + "/report")
        let measure = """
            <script>
            window.addEventListener("load", function () {
              var cells = Array.prototype.slice.call(document.querySelectorAll(".variant-cell img"));
              document.body.setAttribute("data-cells", cells.map(function (img) {
                var r = img.getBoundingClientRect();
                return Math.round(r.left) + "," + Math.round(r.top) + "," + Math.round(r.width) + "x" + Math.round(r.height);
              }).join(" "));
            });
            </script>
            </body>
            """
        let copy = (page as NSString).deletingLastPathComponent + "/measure.html"
        try String(contentsOfFile: page, encoding: .utf8).replacingOccurrences(of: "</body>", with: measure)
            .write(toFile: copy, atomically: true, encoding: .utf8)
        let dom = try chromium.dumpDOM(URL(fileURLWithPath: copy).absoluteString)
        let images = openingTags(withClass: "variant-cell", in: dom)
        #expect(images.count == 3)
        #expect(dom.contains(#"<img src="files/forms/login@phone.png.reference.png" alt="forms/login@phone" loading="lazy" data-loaded="yes">"#))
        #expect(dom.contains(#"<img src="files/forms/login@tablet.png.actual.png" alt="forms/login@tablet" loading="lazy" data-loaded="yes">"#))
        // Three images 240 px high, borders inside (border-box): 30 x 60 at 238 px content is 119 + 2 wide; the changed
        // tablet, 80 x 60 at 240 - 4 = 236, is 314.67 + 4; one top, growing lefts.
        let attribute = try #require(dom.range(of: "data-cells=\"")).upperBound
        let cells = dom[attribute...].prefix { $0 != "\"" }.split(separator: " ").map { $0.split(separator: ",") }
        #expect(cells.count == 3)
        guard cells.count == 3 else { return }
        #expect(Set(cells.map { $0[1] }).count == 1, "one row: \(cells)")
        #expect(cells.map { $0[2] } == ["121x240", "319x240", "121x240"])
        let lefts = cells.compactMap { Int($0[0]) }
        #expect(lefts == lefts.sorted() && Set(lefts).count == 3)
    }

    /// The page's filter narrows the section: by text (`#filter=tablet`) and by status (`#status=passed`).
    @Test func inChromiumTheFilterNarrowsTheVariants() throws {
        guard let chromium = HeadlessChromium.find() else { return }
        let sample = try Sample.make()
        defer { sample.remove() }
        let page = URL(fileURLWithPath: try ReviewReport.write(sample.report, to: sample.artifacts + "/report")).absoluteString
        func hiddenCells(_ dom: String) -> [String] {
            openingTags(withClass: "variant-cell", in: dom).filter { $0.contains("hidden") }.compactMap { tag in
                tag.range(of: "data-variant=\"").map { String(tag[$0.upperBound...].prefix { $0 != "\"" }) }
            }
        }
        #expect(hiddenCells(try chromium.dumpDOM(page + "#filter=tablet")) == ["phone", "dark"])
        #expect(hiddenCells(try chromium.dumpDOM(page + "#status=passed")) == ["tablet", "dark"])
        // Nothing left: the whole section hides.
        #expect(try chromium.dumpDOM(page + "#filter=nothing").contains("<section class=\"variants\" hidden=\"\">"))
        #expect(hiddenCells(try chromium.dumpDOM(page)).isEmpty)
    }
}
