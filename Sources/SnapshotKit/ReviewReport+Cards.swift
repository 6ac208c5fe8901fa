import Foundation

/// One card per fixture with failed or errored snapshots.
extension ReviewReport {
    /// Text diffs longer than this many lines are cut, with a link to the whole file.
    static let maximumDiffLines = 2_000

    /// One card per fixture with failed or errored snapshots: its name, a tab per format when
    /// there are several (the first shown), and per format its panel (`formatPanel`). The card's
    /// `data-status` is `error` when every format errored, else `failed`; its `data-format` lists
    /// the formats, space-separated. With `served`, the review buttons (`ReviewReport+Served`),
    /// and `data-review="rejected"` on the card and panels rejected.
    static func card(_ results: [CheckReport.Result], relativeTo directory: String, id: String, served: Served? = nil) -> String {
        let name = results[0].name
        let status = results.allSatisfy { $0.status == .error } ? "error" : "failed"
        let formats = results.map(\.format)
        var html = "<section class=\"card\" data-status=\"\(status)\" data-name=\"\(escape(name))\" "
        html += "data-format=\"\(escape(formats.joined(separator: " ")))\" id=\"\(id)\" tabindex=\"-1\""
        if let served, results.contains(where: isApprovable), results.filter(isApprovable).allSatisfy(served.isRejected) {
            html += " data-review=\"rejected\""
        }
        html += ">\n"
        html += "<h2><span class=\"badge \(status)\">\(status)</span> <span class=\"name\">\(escape(name))</span>"
        if results.count == 1 {
            html += " <span class=\"format\">\(escape(formats[0]))</span>\(cardButtons(results, served: served))</h2>\n"
        } else {
            html += " <span class=\"format-tabs\" role=\"tablist\">"
            for (index, result) in results.enumerated() {
                html += "<button type=\"button\" class=\"format-tab \(result.status.rawValue)\" role=\"tab\" "
                html += "data-format=\"\(escape(result.format))\" aria-selected=\"\(index == 0)\">\(escape(result.format))</button>"
            }
            html += "</span>\(cardButtons(results, served: served))</h2>\n"
        }
        for (index, result) in results.enumerated() {
            html += "<div class=\"format-panel\" data-format=\"\(escape(result.format))\" data-result=\"\(result.status.rawValue)\""
            if served?.isRejected(result) == true { html += " data-review=\"rejected\"" }
            html += "\(index == 0 ? "" : " hidden")>\n" + panelButtons(result, served: served)
                + formatPanel(result, relativeTo: directory) + "</div>\n"
        }
        return html + "</section>\n"
    }

    /// One format of a card: the message, pixel counts, warnings, the approve command, the views
    /// (PNG: side by side, slider, onion skin; SVG: both drawn and the text diff; frames: the
    /// text diff) and links to the files.
    static func formatPanel(_ result: CheckReport.Result, relativeTo directory: String) -> String {
        var html = ""
        if let message = result.message, !message.isEmpty {
            html += "<pre class=\"message\">\(escape(message))</pre>\n"
        }
        if let stats = pixelStatistics(result) { html += "<p class=\"stats\">\(stats)</p>\n" }
        html += changeList(result)
        html += warningList(result.warnings)
        if let command = result.approveCommand, !command.isEmpty {
            html += "<div class=\"approve\"><span>Approve:</span> <code class=\"approve-command\">\(escape(command))</code>"
            html += " <button type=\"button\" class=\"copy\">Copy</button></div>\n"
        }
        if result.status == .failed {
            html += result.format == "png" ? imageViews(result, relativeTo: directory)
                : renderedSVG(result, relativeTo: directory) + textDiff(result, relativeTo: directory)
        }
        return html + fileLinks(result, relativeTo: directory)
    }

    /// `1,234 of 10,000 pixels differ (12.34%), 5 anti-aliased`, when the check counted them.
    static func pixelStatistics(_ result: CheckReport.Result) -> String? {
        guard let differing = result.differingPixels, let total = result.totalPixels else { return nil }
        var text = "\(grouped(differing)) of \(grouped(total)) pixels differ (\(percent(differing, of: total)))"
        if let antialiased = result.antialiasedPixels, antialiased > 0 { text += ", \(grouped(antialiased)) anti-aliased" }
        return text
    }

    /// Links to every file the result names that exists. Each link's title is its path relative
    /// to the page, as relocatable as the page (an absolute path named the machine that wrote it).
    static func fileLinks(_ result: CheckReport.Result, relativeTo directory: String) -> String {
        let files: [(String, String?)] = [("reference", result.reference), ("actual", result.actual),
                                          ("diff", result.diff), ("composite", result.composite)]
        let links = files.compactMap { label, path -> String? in
            guard let path, fileExists(path) else { return nil }
            let relative = escape(link(to: path, from: directory))
            return "<a href=\"\(relative)\" title=\"\(relative)\">\(label)</a>"
        }
        return links.isEmpty ? "" : "<p class=\"files\">Files: \(links.joined(separator: " "))</p>\n"
    }

    // MARK: PNG

    /// Side by side, slider and onion skin; the last two only when both images exist.
    static func imageViews(_ result: CheckReport.Result, relativeTo directory: String) -> String {
        func source(_ path: String?) -> String? {
            guard let path, fileExists(path) else { return nil }
            return escape(link(to: path, from: directory))
        }
        let reference = source(result.reference), diff = source(result.diff), actual = source(result.actual)
        func pane(_ label: String, _ src: String?) -> String {
            let image = src.map { "<img src=\"\($0)\" alt=\"\(label)\">" } ?? "<div class=\"missing\">no \(label) image</div>"
            return "<figure class=\"pane\"><figcaption>\(label)</figcaption><div class=\"checker\">\(image)</div></figure>"
        }
        let side = "<div class=\"view side\" data-view=\"side\">\(pane("reference", reference))\(pane("diff", diff))\(pane("actual", actual))</div>\n"
        guard let reference, let actual else { return "<div class=\"views\">\n\(side)</div>\n" }

        var html = "<div class=\"views\">\n<div class=\"tabs\" role=\"tablist\">"
        for (view, label) in [("side", "Side by side"), ("slider", "Slider"), ("onion", "Onion skin")] {
            html += "<button type=\"button\" class=\"tab\" data-view=\"\(view)\" aria-selected=\"\(view == "side")\">\(label)</button>"
        }
        html += "</div>\n" + side
        html += """
            <div class="view slider" data-view="slider" hidden>
            <div class="stack checker"><img class="under" src="\(reference)" alt="reference">\
            <img class="over" src="\(actual)" alt="actual" style="clip-path: inset(0 50% 0 0)">\
            <div class="divider" style="left: 50%"></div></div>
            <label class="control"><span>actual</span><input type="range" class="slider-range" min="0" max="100" value="50" \
            aria-label="Split between actual (left) and reference (right)"><span>reference</span></label>
            </div>
            <div class="view onion" data-view="onion" hidden>
            <div class="stack checker"><img class="under" src="\(reference)" alt="reference">\
            <img class="over" src="\(actual)" alt="actual" style="opacity: 0.5"></div>
            <label class="control"><span>reference</span><input type="range" class="onion-range" min="0" max="100" value="50" \
            aria-label="Opacity of the actual image over the reference"><span>actual</span></label>
            </div>
            </div>

            """
        return html
    }

    // MARK: Text

    /// The unified diff: the check's diff file when there is one, else computed from the two texts,
    /// labelled `reference` and `actual` as the check labels its diff files (a path would name the
    /// machine that wrote the page, not where it is read).
    static func textDiff(_ result: CheckReport.Result, relativeTo directory: String) -> String {
        let unified: String
        if let stored = readText(result.diff) {
            unified = stored
        } else if let actual = readText(result.actual) {
            unified = LineDiff.unifiedDiff(reference: readText(result.reference) ?? "", actual: actual,
                                           referenceName: "reference", actualName: "actual")
        } else {
            return "<p class=\"missing\">No diff: neither a diff file nor the actual output was found.</p>\n"
        }
        if unified.isEmpty { return "<p class=\"missing\">The reference and the actual output are identical.</p>\n" }
        var lines = unified.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        var html = "<pre class=\"diff\">"
        var inHunks = false
        for line in lines.prefix(maximumDiffLines) {
            inHunks = inHunks || line.hasPrefix("@@")
            html += "<span class=\"\(inHunks ? diffLineClass(line) : "hdr")\">\(escape(String(line)))</span>"
        }
        html += "</pre>\n"
        if lines.count > maximumDiffLines {
            html += "<p class=\"missing\">\(grouped(lines.count - maximumDiffLines)) more lines not shown; open the diff file.</p>\n"
        }
        return html
    }

    /// For a line at or after the first hunk: `hunk` for `@@` lines, `add`, `del`, `note` or `ctx`.
    static func diffLineClass(_ line: Substring) -> String {
        if line.hasPrefix("@@") { return "hunk" }
        if line.hasPrefix("+") { return "add" }
        if line.hasPrefix("-") { return "del" }
        if line.hasPrefix("\\") { return "note" }
        return "ctx"
    }
}
