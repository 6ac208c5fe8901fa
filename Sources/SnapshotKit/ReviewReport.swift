import Foundation

/// A static, self-contained HTML page for reviewing a `layoutsnap check` run: counts, a text
/// filter and status buttons, a zoom choice, a table of contents with thumbnails, one card per
/// fixture with failures or errors (then, for fixtures with variants, a row per fixture showing its
/// variants side by side: `variantsSection`), a tab per format (images side by side, a slider and an onion skin for PNGs; a coloured unified
/// diff for text formats, SVGs drawn as well; layout warnings; the approve command), the warnings
/// of fixtures that passed, and the recorded (new), removed (obsolete) and passed snapshots listed
/// compactly. Keys: `j`/`k` go to the next/previous card shown, `/` to the filter.
///
/// The page has inline CSS and JavaScript and loads nothing from the network. Images are linked
/// with paths relative to the page's folder; `write` copies them into the page's folder first. Stable hooks for tests and scripts: `.summary` (the counts), `input.filter`,
/// `button.status-filter[data-status]`, `.card[data-status][data-name][data-format]` (formats
/// space-separated), `.format-panel[data-format]` (one per format in a card) and
/// `.item[data-status][data-name]` (compact rows), `.variant-row[data-fixture]` with its
/// `.variant-cell[data-variant][data-variant-status]` (the Variants section). The filter hides elements with the `hidden`
/// attribute and can be preset from the URL: `index.html#filter=login&status=failed`.
public enum ReviewReport {
    /// The file name `write(_:to:)` gives the page.
    public static let fileName = "index.html"

    /// The page for `report`, with links relative to `directory` (the folder the page will be
    /// saved in). Reads text diffs (or the reference and actual texts) from disk. With `served`,
    /// the page a server shows: Approve and Reject buttons and live reload (`Served`); without
    /// it, the static page.
    ///
    /// With `displayRoot` (a project root), the paths the page shows as text (the run's folders, and
    /// those inside the results' messages) are written relative to it, as `layoutsnap check` prints
    /// them: a page downloaded from CI shows `Snapshots/forms/login.png`, not the CI machine's path.
    public static func html(for report: CheckReport, relativeTo directory: String, served: Served? = nil,
                            displayRoot: String? = nil) -> String {
        let report = displayRoot.map { report.replacingFolderInMessages($0, with: "") } ?? report
        let reviewed = report.results.filter { $0.status == .failed || $0.status == .error }
        let passed = report.results.filter { $0.status == .passed }
        let recorded = report.results.filter { $0.status == .recorded }
        var body = header(report, displayRoot: displayRoot)
        body += "<main>\n"
        if reviewed.isEmpty {
            body += "<p class=\"all-good\">Nothing to review: no snapshot changed.</p>\n"
        }
        let fixtures = groupedByFixture(reviewed)
        body += tableOfContents(fixtures, relativeTo: directory)
        // What to review comes first: the cards, then every fixture's variants side by side
        // (mostly passed ones, which pushed a lone failure below the fold).
        for (index, results) in fixtures.enumerated() { body += card(results, relativeTo: directory, id: cardID(index + 1), served: served) }
        body += variantsSection(report, relativeTo: directory)
        body += warningsSection(recorded + passed)
        body += compactList(recorded, title: "New", note: "references this run recorded", open: true)
        body += removedList(report)
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
            \(stylesheet)
            \(changesStylesheet)\(variantsStylesheet)\(served == nil ? "" : servedStylesheet)</style>
            </head>
            <body>
            \(body)<script>
            \(script)
            \(changesScript)\(variantsScript)\(served == nil ? "" : "\n" + servedScript)</script>
            </body>
            </html>

            """
    }

    /// Writes the page for `report` to `directory/index.html` (creating the folder) and returns
    /// that file's path. Every file the page shows (the reference as compared, the actual, the
    /// diff and the composite) is copied into `directory/files/` first and linked there, so the
    /// folder is self-contained: it can be moved or downloaded alone, and a later `approve` or
    /// re-record does not change what it shows. Files of an earlier page there are replaced.
    /// `served`: the page a server shows (`html(for:relativeTo:served:)`).
    @discardableResult
    public static func write(_ report: CheckReport, to directory: String, served: Served? = nil,
                             displayRoot: String? = nil) throws -> String {
        let folder = absolute(directory)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let copied = try copyShownFiles(report, into: (folder as NSString).appendingPathComponent(filesFolderName))
        let path = (folder as NSString).appendingPathComponent(fileName)
        try Data(html(for: copied, relativeTo: folder, served: served, displayRoot: displayRoot).utf8)
            .write(to: URL(fileURLWithPath: path), options: .atomic)
        return path
    }

    /// The folder beside the page that holds copies of the files it shows.
    public static let filesFolderName = "files"

    /// `report` with the files of its failures and errors copied into `folder` as
    /// `<name>.<format>.<kind>.<ext>` and the results pointing at the copies.
    static func copyShownFiles(_ report: CheckReport, into folder: String) throws -> CheckReport {
        let manager = FileManager.default
        if manager.fileExists(atPath: folder) { try manager.removeItem(atPath: folder) }
        var copy = report
        // Failures and errors, and the PNGs the variant rows show.
        for i in copy.results.indices where copy.results[i].status == .failed || copy.results[i].status == .error
            || (copy.results[i].format == "png" && variantName(copy.results[i].name) != nil) {
            let r = copy.results[i]
            func copied(_ path: String?, _ kind: String) throws -> String? {
                guard let path, fileExists(path) else { return path }
                let ext = (path as NSString).pathExtension
                let target = (folder as NSString).appendingPathComponent(r.name + "." + r.format + "." + kind + (ext.isEmpty ? "" : "." + ext))
                try manager.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try manager.copyItem(atPath: path, toPath: target)
                return target
            }
            copy.results[i].reference = try copied(r.comparedReference ?? r.reference, "reference") ?? r.reference
            copy.results[i].comparedReference = nil
            copy.results[i].actual = try copied(r.actual, "actual")
            copy.results[i].diff = try copied(r.diff, "diff")
            copy.results[i].composite = try copied(r.composite, "composite")
        }
        return copy
    }

    /// `results` grouped by fixture name, in the order each name first appears.
    static func groupedByFixture(_ results: [CheckReport.Result]) -> [[CheckReport.Result]] {
        var groups: [[CheckReport.Result]] = []
        var index: [String: Int] = [:]
        for result in results {
            if let i = index[result.name] { groups[i].append(result) } else {
                index[result.name] = groups.count
                groups.append([result])
            }
        }
        return groups
    }

    // MARK: Parts of the page

    static func title(_ report: CheckReport) -> String {
        let failing = report.failed + report.errors
        return failing == 0 ? "LayoutSnap review: all passed" : "LayoutSnap review: \(failing) to review"
    }

    /// The counts as they read on the page: `3 failed`, `1 error`.
    /// The page's words for the categories: changed (a snapshot differs from its reference),
    /// errors, new (a reference recorded by the run), passed; `removed` is counted apart.
    static func countLabel(_ count: Int, _ status: CheckReport.Status) -> String {
        switch status {
        case .error: return "\(count) error\(count == 1 ? "" : "s")"
        case .failed: return "\(count) changed"
        case .recorded: return "\(count) new"
        default: return "\(count) \(status.rawValue)"
        }
    }

    /// `path` relative to `root` (a project root, `displayRoot`) when there is one and the path lies
    /// inside it, as `layoutsnap check` prints it (`PathText`); else as it is.
    static func shownPath(_ path: String, relativeTo root: String?) -> String {
        root.map { PathText.relative(path, to: $0) } ?? path
    }

    static func header(_ report: CheckReport, displayRoot: String? = nil) -> String {
        let counts: [(CheckReport.Status, Int)] = [(.failed, report.failed), (.error, report.errors),
                                                   (.recorded, report.recorded), (.passed, report.passed)]
        var html = "<header>\n<h1>LayoutSnap review</h1>\n"
        html += "<p class=\"meta\">Run \(escape(report.generated)) &middot; snapshots <code>\(escape(shownPath(report.snapshotsDirectory, relativeTo: displayRoot)))</code>"
        html += " &middot; artifacts <code>\(escape(shownPath(report.artifactsDirectory, relativeTo: displayRoot)))</code></p>\n"
        html += "<div class=\"summary\">"
        html += counts.map { status, count in
            "<span class=\"count \(status.rawValue)\(count == 0 ? " zero" : "")\">\(countLabel(count, status))</span>"
        }.joined(separator: " ")
        let removed = report.obsolete?.count ?? 0
        if removed > 0 { html += " <span class=\"count removed\">\(removed) removed</span>" }
        html += "</div>\n<div class=\"toolbar\">\n"
        html += "<input class=\"filter\" type=\"search\" placeholder=\"Filter by name or format\" aria-label=\"Filter by name or format\" autocomplete=\"off\">\n"
        var buttons: [(String, String)] = [("all", "All"), ("failed", "Changed"), ("error", "Errors"), ("recorded", "New"), ("passed", "Passed")]
        if removed > 0 { buttons.append(("removed", "Removed")) }
        for (status, label) in buttons {
            html += "<button type=\"button\" class=\"status-filter\" data-status=\"\(status)\" aria-pressed=\"\(status == "all")\">\(label)</button>\n"
        }
        // What the filter counts: one card per fixture to review, one row per other snapshot or removed reference.
        let reviewed = report.results.filter { $0.status == .failed || $0.status == .error }
        let entries = groupedByFixture(reviewed).count + report.results.count - reviewed.count + removed
        html += "<label class=\"zoom\">Zoom <select class=\"zoom-select\" aria-label=\"Image zoom\">"
        html += "<option value=\"fit\">fit</option><option value=\"1\">1x</option><option value=\"2\">2x</option><option value=\"4\">4x</option></select></label>\n"
        html += "<span class=\"shown\">Showing \(entries) of \(entries)</span>\n"
        html += "</div>\n</header>\n"
        return html
    }

    /// The `data-*` attributes shared by cards and compact rows.
    static func dataAttributes(_ result: CheckReport.Result) -> String {
        "data-status=\"\(result.status.rawValue)\" data-name=\"\(escape(result.name))\" data-format=\"\(escape(result.format))\""
    }

    /// Passed or recorded snapshots, one row each, in a `<details>` block.
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
