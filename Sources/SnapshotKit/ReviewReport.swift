import Foundation

/// A static, self-contained HTML page for reviewing a `layoutsnap check` run: counts, a text
/// filter and status buttons, one card per failure or error (images side by side, a slider and
/// an onion skin for PNGs; a coloured unified diff for text formats; the approve command), and
/// the passed and recorded snapshots listed compactly.
///
/// The page has inline CSS and JavaScript and loads nothing from the network. Images are linked
/// with paths relative to the page's folder, so the artifacts folder can be moved or uploaded as
/// a whole. Stable hooks for tests and scripts: `.summary` (the counts), `input.filter`,
/// `button.status-filter[data-status]`, `.card[data-status][data-name][data-format]` and
/// `.item[data-status][data-name]` (compact rows). The filter hides elements with the `hidden`
/// attribute and can be preset from the URL: `index.html#filter=login&status=failed`.
public enum ReviewReport {
    /// The file name `write(_:to:)` gives the page.
    public static let fileName = "index.html"

    /// The page for `report`, with links relative to `directory` (the folder the page will be
    /// saved in). Reads text diffs (or the reference and actual texts) from disk.
    public static func html(for report: CheckReport, relativeTo directory: String) -> String {
        let reviewed = report.results.filter { $0.status == .failed || $0.status == .error }
        let passed = report.results.filter { $0.status == .passed }
        let recorded = report.results.filter { $0.status == .recorded }
        var body = header(report)
        body += "<main>\n"
        if reviewed.isEmpty {
            body += "<p class=\"all-good\">Nothing to review: no snapshot failed.</p>\n"
        }
        for result in reviewed { body += card(result, relativeTo: directory) }
        body += warningList(report.results.filter { !($0.warnings ?? []).isEmpty })
        body += compactList(recorded, title: "Recorded", note: "new references written by this run", open: true)
        body += compactList(passed, title: "Passed", note: "matched their references", open: false)
        body += "<p class=\"no-match\" hidden>No snapshot matches the filter.</p>\n"
        body += "</main>\n"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title(report)))</title>
            <style>
            \(stylesheet)</style>
            </head>
            <body>
            \(body)<script>
            \(script)</script>
            </body>
            </html>

            """
    }

    /// Writes the page for `report` to `directory/index.html` (creating the folder) and returns
    /// that file's path.
    @discardableResult
    public static func write(_ report: CheckReport, to directory: String) throws -> String {
        let folder = absolute(directory)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = (folder as NSString).appendingPathComponent(fileName)
        try Data(html(for: report, relativeTo: folder).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        return path
    }

    // MARK: Parts of the page

    static func title(_ report: CheckReport) -> String {
        let failing = report.failed + report.errors
        return failing == 0 ? "LayoutSnap review: all passed" : "LayoutSnap review: \(failing) to review"
    }

    /// The counts as they read on the page: `3 failed`, `1 error`.
    static func countLabel(_ count: Int, _ status: CheckReport.Status) -> String {
        switch status {
        case .error: return "\(count) error\(count == 1 ? "" : "s")"
        default: return "\(count) \(status.rawValue)"
        }
    }

    static func header(_ report: CheckReport) -> String {
        let counts: [(CheckReport.Status, Int)] = [(.failed, report.failed), (.error, report.errors),
                                                   (.recorded, report.recorded), (.passed, report.passed)]
        var html = "<header>\n<h1>LayoutSnap review</h1>\n"
        html += "<p class=\"meta\">Run \(escape(report.generated)) &middot; snapshots <code>\(escape(report.snapshotsDirectory))</code>"
        html += " &middot; artifacts <code>\(escape(report.artifactsDirectory))</code></p>\n"
        html += "<div class=\"summary\">"
        html += counts.map { status, count in
            "<span class=\"count \(status.rawValue)\(count == 0 ? " zero" : "")\">\(countLabel(count, status))</span>"
        }.joined(separator: " ")
        html += "</div>\n<div class=\"toolbar\">\n"
        html += "<input class=\"filter\" type=\"search\" placeholder=\"Filter by name or format\" aria-label=\"Filter by name or format\" autocomplete=\"off\">\n"
        let buttons: [(String, String)] = [("all", "All"), ("failed", "Failed"), ("error", "Errors"), ("recorded", "Recorded"), ("passed", "Passed")]
        for (status, label) in buttons {
            html += "<button type=\"button\" class=\"status-filter\" data-status=\"\(status)\" aria-pressed=\"\(status == "all")\">\(label)</button>\n"
        }
        html += "<span class=\"shown\">Showing \(report.results.count) of \(report.results.count)</span>\n"
        html += "</div>\n</header>\n"
        return html
    }

    /// The `data-*` attributes shared by cards and compact rows.
    static func dataAttributes(_ result: CheckReport.Result) -> String {
        "data-status=\"\(result.status.rawValue)\" data-name=\"\(escape(result.name))\" data-format=\"\(escape(result.format))\""
    }

    /// Passed or recorded snapshots, one row each, in a `<details>` block.
    /// The warnings of the checked fixtures (missing glyphs, unknown font families, ambiguous
    /// layouts), one item per warning, whatever their snapshots' status.
    static func warningList(_ results: [CheckReport.Result]) -> String {
        guard !results.isEmpty else { return "" }
        let count = results.reduce(0) { $0 + ($1.warnings?.count ?? 0) }
        var html = "<details class=\"compact warnings\" open>\n"
        html += "<summary>Warnings (\(count)): what the fixtures draw differently from what they say</summary>\n<ul>\n"
        for result in results {
            for warning in result.warnings ?? [] {
                html += "<li class=\"item\" \(dataAttributes(result))><span class=\"name\">\(escape(result.name))</span>"
                html += " <code class=\"warning\">\(escape(warning))</code></li>\n"
            }
        }
        return html + "</ul>\n</details>\n"
    }

    static func compactList(_ results: [CheckReport.Result], title: String, note: String, open: Bool) -> String {
        guard !results.isEmpty else { return "" }
        var html = "<details class=\"compact \(title.lowercased())\"\(open ? " open" : "")>\n"
        html += "<summary>\(title) (\(results.count)): \(note)</summary>\n<ul>\n"
        for result in results {
            html += "<li class=\"item\" \(dataAttributes(result))><span class=\"name\">\(escape(result.name))</span>"
            html += " <span class=\"format\">\(escape(result.format))</span></li>\n"
        }
        return html + "</ul>\n</details>\n"
    }
}
