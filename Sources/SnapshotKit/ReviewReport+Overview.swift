import Foundation

/// The parts of the review page around the cards: a table of contents with thumbnails, the
/// layout warnings of fixtures that passed, and the obsolete references (`removed`).
extension ReviewReport {
    /// The card's anchor: `card-1`, `card-2`, … in page order.
    static func cardID(_ number: Int) -> String { "card-\(number)" }

    /// One link per card (fixture), with a thumbnail of its actual PNG when it has one; nothing
    /// for fewer than two cards.
    static func tableOfContents(_ fixtures: [[CheckReport.Result]], relativeTo directory: String) -> String {
        guard fixtures.count > 1 else { return "" }
        var html = "<nav class=\"toc\" aria-label=\"Fixtures to review\">\n<ol>\n"
        for (index, results) in fixtures.enumerated() {
            html += "<li><a href=\"#\(cardID(index + 1))\">"
            if let actual = results.first(where: { $0.format == "png" })?.actual, fileExists(actual) {
                html += "<img class=\"thumb\" src=\"\(escape(link(to: actual, from: directory)))\" alt=\"\" loading=\"lazy\">"
            }
            html += "<span class=\"name\">\(escape(results[0].name))</span>"
            for result in results { html += " <span class=\"format\">\(escape(result.format))</span>" }
            html += "</a></li>\n"
        }
        return html + "</ol>\n</nav>\n"
    }

    /// A result's layout warnings as a list (on its card).
    static func warningList(_ warnings: [String]?) -> String {
        guard let warnings, !warnings.isEmpty else { return "" }
        return "<ul class=\"warnings\">" + warnings.map { "<li>\(escape($0))</li>" }.joined() + "</ul>\n"
    }

    /// The warnings of fixtures without a card (they passed or were recorded), one row per fixture.
    static func warningsSection(_ results: [CheckReport.Result]) -> String {
        var seen = Set<String>()
        var rows: [(String, [String])] = []
        for result in results {
            guard let warnings = result.warnings, !warnings.isEmpty, seen.insert(result.name).inserted else { continue }
            rows.append((result.name, warnings))
        }
        guard !rows.isEmpty else { return "" }
        var html = "<section class=\"warnings-section\">\n<h2>Warnings (\(rows.count) fixture\(rows.count == 1 ? "" : "s"))</h2>\n<dl>\n"
        for (name, warnings) in rows {
            html += "<dt class=\"name\">\(escape(name))</dt><dd>\(warningList(warnings))</dd>\n"
        }
        return html + "</dl>\n</section>\n"
    }

    /// References that no fixture produces, relative to the snapshots folder.
    static func removedList(_ report: CheckReport) -> String {
        guard let obsolete = report.obsolete, !obsolete.isEmpty else { return "" }
        let root = absolute(report.snapshotsDirectory)
        var html = "<details class=\"compact removed\" open>\n"
        html += "<summary>Removed (\(obsolete.count)): references no fixture produces; "
        html += "<code>layoutsnap check --prune</code> deletes them</summary>\n<ul>\n"
        for path in obsolete {
            let name = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
            html += "<li class=\"item\" data-status=\"removed\" data-name=\"\(escape(name))\" data-format=\"\">"
            html += "<span class=\"name\">\(escape(name))</span></li>\n"
        }
        return html + "</ul>\n</details>\n"
    }

    /// SVG failures drawn as well as diffed: the reference and the actual side by side.
    static func renderedSVG(_ result: CheckReport.Result, relativeTo directory: String) -> String {
        guard result.format == "svg", result.status == .failed else { return "" }
        func pane(_ label: String, _ path: String?) -> String {
            guard let path, fileExists(path) else { return "<figure class=\"pane\"><figcaption>\(label)</figcaption><div class=\"missing\">no \(label)</div></figure>" }
            return "<figure class=\"pane\"><figcaption>\(label)</figcaption><div class=\"checker\">"
                + "<img src=\"\(escape(link(to: path, from: directory)))\" alt=\"\(label)\"></div></figure>"
        }
        return "<div class=\"view side svg-rendered\">\(pane("reference", result.reference))\(pane("actual", result.actual))</div>\n"
    }
}
