import Foundation

/// The variants of each fixture side by side: a row per fixture, a cell per variant.
extension ReviewReport {
    /// A variant's snapshot is named `<fixture>@<variant>`; this splits such a name (nil for others).
    static func variantName(_ name: String) -> (fixture: String, variant: String)? {
        guard let at = name.lastIndex(of: "@"), !name[at...].contains("/"), at != name.startIndex else { return nil }
        return (String(name[..<at]), String(name[name.index(after: at)...]))
    }

    /// The fixtures with variants, in the order they first appear, each with its variants' results
    /// (every format), variants in the order of the run.
    static func variantRows(_ results: [CheckReport.Result]) -> [(fixture: String, variants: [(name: String, results: [CheckReport.Result])])] {
        var rows: [(fixture: String, variants: [(name: String, results: [CheckReport.Result])])] = []
        var rowIndex: [String: Int] = [:]
        for result in results {
            guard let (fixture, variant) = variantName(result.name) else { continue }
            let r: Int
            if let known = rowIndex[fixture] { r = known } else {
                r = rows.count
                rowIndex[fixture] = r
                rows.append((fixture, []))
            }
            if let v = rows[r].variants.firstIndex(where: { $0.name == variant }) {
                rows[r].variants[v].results.append(result)
            } else {
                rows[r].variants.append((variant, [result]))
            }
        }
        return rows
    }

    /// The worst status of a variant's formats: error, then failed, then recorded, then passed.
    static func worstStatus(_ results: [CheckReport.Result]) -> CheckReport.Status {
        for status in [CheckReport.Status.error, .failed, .recorded, .passed] where results.contains(where: { $0.status == status }) {
            return status
        }
        return results.first?.status ?? .passed
    }

    /// The "Variants" section: `.variant-row[data-fixture][data-row-status]` per fixture with
    /// variants, holding `.variant-cell[data-variant][data-variant-status]` per variant, each with
    /// its PNG (the actual when it changed, else the reference) or, without a PNG, its status only.
    /// Empty when no result is a variant's.
    static func variantsSection(_ report: CheckReport, relativeTo directory: String) -> String {
        let rows = variantRows(report.results)
        guard !rows.isEmpty else { return "" }
        var html = "<section class=\"variants\">\n<h2>Variants</h2>\n"
        for row in rows {
            let rowStatus = worstStatus(row.variants.flatMap(\.results))
            html += "<div class=\"variant-row\" data-fixture=\"\(escape(row.fixture))\" data-row-status=\"\(rowStatus.rawValue)\">\n"
            html += "<h3 class=\"fixture-name\">\(escape(row.fixture))</h3>\n<div class=\"variant-cells\">\n"
            for variant in row.variants {
                let status = worstStatus(variant.results)
                html += "<figure class=\"variant-cell\" data-variant=\"\(escape(variant.name))\" data-variant-status=\"\(status.rawValue)\">"
                if let png = variant.results.first(where: { $0.format == "png" }) {
                    let shown = png.status == .failed ? png.actual : png.reference
                    if let shown, fileExists(shown) {
                        html += "<img src=\"\(escape(link(to: shown, from: directory)))\" alt=\"\(escape(png.name))\" loading=\"lazy\">"
                    }
                }
                html += "<figcaption><span class=\"variant-name\">\(escape(variant.name))</span> "
                html += "<span class=\"badge \(status.rawValue)\">\(escape(countWord(status)))</span></figcaption></figure>\n"
            }
            html += "</div>\n</div>\n"
        }
        return html + "</section>\n"
    }

    private static func countWord(_ status: CheckReport.Status) -> String {
        switch status {
        case .failed: return "changed"
        case .recorded: return "new"
        default: return status.rawValue
        }
    }

    static let variantsStylesheet = """
        .variants { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 12px 16px; margin-bottom: 16px; }
        .variants h2 { font-size: 15px; margin: 0 0 8px; }
        .variant-row { border-top: 1px solid var(--line); padding: 8px 0; }
        .variant-row h3 { font-size: 14px; margin: 0 0 6px; }
        .variant-cells { display: flex; gap: 12px; align-items: flex-end; overflow-x: auto; padding-bottom: 4px; }
        .variant-cell { margin: 0; flex: none; text-align: center; }
        .variant-cell img { display: block; height: 240px; width: auto; border: 1px solid var(--line); background: #fff; }
        .variant-cell[data-variant-status="failed"] img { border: 2px solid var(--red); }
        .variant-cell figcaption { font-size: 12px; margin-top: 4px; }
        .variant-cell .badge.passed { background: var(--green); }
        .variant-cell .badge.recorded { background: var(--blue); }

        """

    /// The toolbar's filter and status buttons also narrow the Variants section: a cell shows when
    /// `<fixture>@<variant>` contains the filter text and its status is the one chosen; a row with
    /// no cell shown is hidden, and so is the section. Runs after the page's own script.
    static let variantsScript = """
        (function () {
          "use strict";
          var section = document.querySelector("section.variants");
          if (!section) { return; }
          var input = document.querySelector("input.filter");
          var rows = Array.prototype.slice.call(section.querySelectorAll(".variant-row"));
          function apply() {
            var query = input.value.trim().toLowerCase();
            var pressed = document.querySelector("button.status-filter[aria-pressed='true']");
            var status = pressed ? pressed.getAttribute("data-status") : "all";
            var rowsShown = 0;
            rows.forEach(function (row) {
              var shown = 0;
              row.querySelectorAll(".variant-cell").forEach(function (cell) {
                var name = (row.getAttribute("data-fixture") + "@" + cell.getAttribute("data-variant")).toLowerCase();
                var ok = (status === "all" || cell.getAttribute("data-variant-status") === status) && (query === "" || name.indexOf(query) >= 0);
                cell.hidden = !ok;
                if (ok) { shown += 1; }
              });
              row.hidden = shown === 0;
              if (shown > 0) { rowsShown += 1; }
            });
            section.hidden = rowsShown === 0;
          }
          input.addEventListener("input", apply);
          document.querySelectorAll("button.status-filter").forEach(function (b) { b.addEventListener("click", apply); });
          apply();
        })();

        """
}
