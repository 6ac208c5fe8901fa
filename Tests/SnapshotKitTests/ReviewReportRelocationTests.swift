import Foundation
import SnapshotKit
import Testing

/// The written page's folder holds every file it shows: it works when moved (as a CI artifact),
/// and keeps showing the reference that was compared after `approve` replaces it.
@Suite struct ReviewReportRelocationTests {
    /// Every `src` and `href` value in the page that is not a fragment.
    static func links(in html: String) -> [String] {
        var out: [String] = []
        for attribute in ["src=\"", "href=\""] {
            for piece in html.components(separatedBy: attribute).dropFirst() {
                let value = String(piece.prefix { $0 != "\"" })
                if !value.hasPrefix("#") { out.append(value) }
            }
        }
        return out
    }

    @Test func thePageFolderIsSelfContained() throws {
        let sample = try ReviewSample.make()
        defer { sample.remove() }
        let page = try ReviewReport.write(sample.report, to: sample.reportFolder)
        let moved = sample.root + "/downloaded"
        try FileManager.default.moveItem(atPath: sample.reportFolder, toPath: moved)
        let html = try String(contentsOfFile: moved + "/" + ReviewReport.fileName, encoding: .utf8)
        #expect(page == sample.reportFolder + "/index.html")
        let links = Self.links(in: html)
        // Per PNG card 7 images and 3 file links, the frames card's 2 links, the contents' 2 thumbnails.
        #expect(links.count == 24, Comment(rawValue: links.joined(separator: "\n")))
        for link in links {
            #expect(!link.hasPrefix("..") && !link.hasPrefix("/"), Comment(rawValue: link))
            let file = moved + "/" + (link.removingPercentEncoding ?? link)
            #expect(FileManager.default.fileExists(atPath: file), Comment(rawValue: link))
        }
        #expect(html.contains("<img src=\"files/forms/login.png.reference.png\" alt=\"reference\">"))
    }

    @Test func aLaterApproveDoesNotChangeWhatThePageShows() throws {
        let sample = try ReviewSample.make()
        defer { sample.remove() }
        try ReviewReport.write(sample.report, to: sample.reportFolder)
        let before = try Data(contentsOf: URL(fileURLWithPath: sample.snapshots + "/forms/login.png"))
        // `approve` copies the actual over the reference.
        try FileManager.default.removeItem(atPath: sample.snapshots + "/forms/login.png")
        try FileManager.default.copyItem(atPath: sample.artifacts + "/forms/login.actual.png",
                                         toPath: sample.snapshots + "/forms/login.png")
        let shown = try Data(contentsOf: URL(fileURLWithPath: sample.reportFolder + "/files/forms/login.png.reference.png"))
        #expect(shown == before)
    }
}
