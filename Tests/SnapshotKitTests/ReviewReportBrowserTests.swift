import Foundation
import RasterImage
import SnapshotKit
import Testing

/// The review page in a real browser (headless Chromium): its scripts run, its filter works and
/// it paints something. Fails, not skips, when Chromium is missing.
@Suite(.serialized, .timeLimit(.minutes(3)))
struct ReviewReportBrowserTests {
    /// The sample check run with its page written where `layoutsnap review` puts it.
    static func writtenSample() throws -> (ReviewSample, url: String) {
        let sample = try ReviewSample.make()
        let page = try ReviewReport.write(sample.report, to: sample.reportFolder)
        return (sample, URL(fileURLWithPath: page).absoluteString)
    }

    @Test func theDOMAfterScriptsHasOneCardPerFailureTheCountsAndTheApproveCommands() throws {
        guard let chromium = HeadlessChromium.find() else { return }
        let (sample, url) = try Self.writtenSample()
        defer { sample.remove() }
        let dom = try chromium.dumpDOM(url)

        let cards = openingTags(withClass: "card", in: dom)
        #expect(cards.filter { $0.contains("data-status=\"failed\"") }.count == 2)
        #expect(cards.allSatisfy { !$0.contains("hidden") })
        #expect(dom.contains("<span class=\"count failed\">3 changed</span>"))
        #expect(dom.contains("<span class=\"count passed\">2 passed</span>"))
        #expect(dom.contains("<span class=\"shown\">Showing 4 of 4</span>"))
        // forms/login's second format, frames, waits behind its tab.
        #expect(dom.contains("<div class=\"format-panel\" data-format=\"frames\" data-result=\"failed\" hidden=\"\">"))
        for command in ["forms/login --format png", "forms/signup --format png", "forms/login --format frames"] {
            #expect(dom.contains("<code class=\"approve-command\">layoutsnap approve \(command)</code>"))
        }
        // The images loaded from the copies beside the page: the script enlarged the 60 x 40 ones twice.
        #expect(dom.contains("<img src=\"files/forms/login.png.reference.png\" alt=\"reference\" data-loaded=\"yes\" style=\"width: 120px;\">"))
    }

    @Test func keysMoveBetweenTheCardsShownAndToTheFilter() throws {
        guard let chromium = HeadlessChromium.find() else { return }
        let (sample, url) = try Self.writtenSample()
        defer { sample.remove() }
        // A copy of the page beside it (its links still resolve) that presses j, j, k and / once
        // the page's own script has run, and writes down what each key focused.
        let page = try String(contentsOf: URL(string: url)!, encoding: .utf8)
        let presses = """
            <script>
            (function () {
              var seen = [];
              ["j", "j", "j", "k", "/"].forEach(function (key) {
                document.dispatchEvent(new KeyboardEvent("keydown", { key: key, bubbles: true }));
                var el = document.activeElement;
                seen.push(el.getAttribute("data-name") || el.className);
              });
              document.body.setAttribute("data-focused", seen.join(" "));
            })();
            </script>
            </body>
            """
        let copy = URL(string: url)!.deletingLastPathComponent().appendingPathComponent("keys.html")
        try page.replacingOccurrences(of: "</body>", with: presses).write(to: copy, atomically: true, encoding: .utf8)
        let dom = try chromium.dumpDOM(copy.absoluteString)
        // Two cards (forms/login, forms/signup): j, j, j stop at the last; k goes back; / the filter.
        #expect(dom.contains("data-focused=\"forms/login forms/signup forms/signup forms/login filter\""), Comment(rawValue: String(dom.prefix(400))))
    }

    @Test func aFilterInTheURLHidesTheCardsAndRowsThatDoNotMatch() throws {
        guard let chromium = HeadlessChromium.find() else { return }
        let (sample, url) = try Self.writtenSample()
        defer { sample.remove() }
        let dom = try chromium.dumpDOM(url + "#filter=login")

        #expect(dom.contains("<span class=\"shown\">Showing 1 of 4</span>"))
        let cards = openingTags(withClass: "card", in: dom)
        #expect(cards.count == 2)
        for card in cards {
            let matches = card.contains("data-name=\"forms/login\"")
            #expect(card.contains(" hidden=\"\"") == !matches, Comment(rawValue: card))
        }
        let rows = openingTags(withClass: "item", in: dom)
        #expect(rows.count == 2 && rows.allSatisfy { $0.contains(" hidden=\"\"") })
        #expect(dom.contains("<input class=\"filter\" type=\"search\""))

        // A status in the URL narrows to that status, and its button reads as pressed.
        let passed = try chromium.dumpDOM(url + "#status=passed")
        #expect(passed.contains("<span class=\"shown\">Showing 2 of 4</span>"))
        #expect(openingTags(withClass: "card", in: passed).allSatisfy { $0.contains(" hidden=\"\"") })
        #expect(passed.contains("data-status=\"passed\" aria-pressed=\"true\""))
        #expect(passed.contains("<p class=\"no-match\" hidden=\"\">"))

        let nothing = try chromium.dumpDOM(url + "#filter=nothing-matches-this")
        #expect(nothing.contains("<span class=\"shown\">Showing 0 of 4</span>"))
        #expect(nothing.contains("<p class=\"no-match\">No snapshot matches the filter.</p>"))
    }

    @Test func theScreenshotIsNotBlank() throws {
        guard let chromium = HeadlessChromium.find() else { return }
        let (sample, url) = try Self.writtenSample()
        defer { sample.remove() }
        let shot = sample.root + "/screenshot.png"
        try chromium.screenshot(url, to: shot, width: 1200, height: 900)

        let image = try PNGCodec.read(contentsOf: shot)
        #expect(image.width == 1200 && image.height == 900)
        var colours = Set<UInt32>()
        var i = 0
        while i < image.pixels.count {
            colours.insert(UInt32(image.pixels[i]) << 16 | UInt32(image.pixels[i + 1]) << 8 | UInt32(image.pixels[i + 2]))
            i += 4
        }
        #expect(colours.count > 1)
        // The failed badge's red (#c62828) is painted somewhere.
        #expect(colours.contains(0xC6_28_28))
    }
}
