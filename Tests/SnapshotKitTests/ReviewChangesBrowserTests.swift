import Foundation
import SnapshotKit
import Testing

/// The changed elements on the page: listed, outlined over the three images, highlighted together.
@Suite struct ReviewChangesBrowserTests {
    /// The sample's login PNG with two changes: the bar moved 2 pixels (a change of its own, at scale
    /// 1), and a label that moved with it.
    static func sampleWithChanges() throws -> (ReviewSample, url: String) {
        let sample = try ReviewSample.make()
        var report = sample.report
        let changes = [
            ElementChange(number: 1, name: "bar", kind: .moved, reference: [10, 10, 40, 20], actual: [12, 10, 40, 20],
                          summary: "x +2", cause: nil),
            ElementChange(number: 2, name: "label", kind: .moved, reference: [14, 12, 20, 6], actual: [16, 12, 20, 6],
                          summary: "x +2", cause: "bar"),
        ]
        report.results[0].changes = changes
        report.results[0].scale = 1
        let page = try ReviewReport.write(report, to: sample.reportFolder)
        return (sample, URL(fileURLWithPath: page).absoluteString)
    }

    @Test func theListNestsWhatAChangeMovedAndTheOutlinesSitOverEachImage() throws {
        guard let chromium = HeadlessChromium.find() else { return }
        let (sample, url) = try Self.sampleWithChanges()
        defer { sample.remove() }
        let dom = try chromium.dumpDOM(url)
        #expect(dom.contains("<div class=\"changes\" data-scale=\"1\">"))
        #expect(dom.contains("<li class=\"change\" tabindex=\"0\" data-n=\"1\" data-kind=\"moved\" data-ref=\"10,10,40,20\" data-act=\"12,10,40,20\">"))
        #expect(dom.contains("<ol class=\"moved\" aria-label=\"moved by it\"><li class=\"change\" tabindex=\"0\" data-n=\"2\""))
        // One outline layer per image of the side-by-side view: the reference's at the reference
        // frames, the diff's and the actual's at the actual frames; 60 x 40 pixels at scale 1.
        let layers = openingTags(withClass: "outlines", in: dom)
        #expect(layers.count == 3, Comment(rawValue: layers.joined(separator: "\n")))
        #expect(layers.allSatisfy { $0.contains("viewBox=\"0 0 60 40\"") })
        #expect(dom.components(separatedBy: "<rect class=\"outline\" data-n=\"1\" x=\"10\" y=\"10\" width=\"40\" height=\"20\">").count - 1 == 1)
        #expect(dom.components(separatedBy: "<rect class=\"outline\" data-n=\"1\" x=\"12\" y=\"10\" width=\"40\" height=\"20\">").count - 1 == 2)
    }

    @Test func hoveringAnItemHighlightsItsOutlinesOnAllThreeImages() throws {
        guard let chromium = HeadlessChromium.find() else { return }
        let (sample, url) = try Self.sampleWithChanges()
        defer { sample.remove() }
        let page = try String(contentsOf: URL(string: url)!, encoding: .utf8)
        let hover = page.replacingOccurrences(of: "</body>", with: """
            <script>
            document.querySelector('li.change[data-n="2"]').dispatchEvent(new MouseEvent("mouseenter"));
            document.querySelector('rect.outline[data-n="1"]').dispatchEvent(new MouseEvent("click"));
            </script></body>
            """)
        let file = sample.reportFolder + "/hover.html"
        try hover.write(toFile: file, atomically: true, encoding: .utf8)
        let dom = try chromium.dumpDOM(URL(fileURLWithPath: file).absoluteString)
        #expect(openingTags(withClass: "outline hot", in: dom).count == 3)
        #expect(openingTags(withClass: "outline hot", in: dom).allSatisfy { $0.contains("data-n=\"2\"") })
        // A click on an outline selects the change, in the list and on every image.
        #expect(openingTags(withClass: "outline selected", in: dom).count == 3)
        #expect(openingTags(withClass: "change selected", in: dom).count == 1)
        #expect(openingTags(withClass: "change hot", in: dom).count == 1)
    }
}
