import Foundation

/// The changed elements of a failure on the report page: a list under the message, each change of
/// its own with the changes it caused nested below it, and the same changes outlined over the
/// reference, diff and actual images of the side-by-side view. Hovering an item (or focusing it)
/// highlights its outline on all three images; clicking an item or an outline keeps it selected.
///
/// Hooks: `.changes` (with `data-scale`, image pixels per point), `li.change` (`data-n`, and
/// `data-ref` / `data-act`: `x,y,width,height` in points), `svg.outlines` (`data-side`
/// `reference` or `actual`) holding `rect.outline` (`data-n`); `.hot` and `.selected` mark them.
extension ReviewReport {
    static func changeList(_ result: CheckReport.Result) -> String {
        guard let changes = result.changes, !changes.isEmpty else { return "" }
        func rect(_ r: [Double]?) -> String { r.map { $0.map { number($0) }.joined(separator: ",") } ?? "" }
        func item(_ c: ElementChange, _ text: String) -> String {
            "<li class=\"change\" tabindex=\"0\" data-n=\"\(c.number)\" data-kind=\"\(c.kind.rawValue)\" data-ref=\"\(rect(c.reference))\" "
                + "data-act=\"\(rect(c.actual))\"><span class=\"row\"><span class=\"n\">\(c.number)</span> \(text)</span>"
        }
        var html = "<div class=\"changes\" data-scale=\"\(number(result.scale ?? 1))\">"
        html += "<h3>Layout changes</h3>\n<ol>\n"
        for change in ElementChange.primary(changes) {
            html += item(change, "<b>\(escape(change.name))</b>: \(change.kind.rawValue), \(escape(change.summary))")
            let moved = ElementChange.caused(by: change.name, in: changes)
            if !moved.isEmpty {
                html += "\n<ol class=\"moved\" aria-label=\"moved by it\">"
                for m in moved { html += item(m, "\(escape(m.name)) <span class=\"why\">moved by it: \(escape(m.summary))</span>") + "</li>" }
                html += "</ol>"
            }
            html += "</li>\n"
        }
        return html + "</ol></div>\n"
    }

    /// A number as the frame dumps write it: up to 3 decimals, no trailing zeros.
    static func number(_ v: Double) -> String {
        let rounded = (v * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.3f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    static let changesStylesheet = """
        .changes h3 { font-size: 13px; margin: 10px 0 4px; }
        .changes ol { margin: 0; padding-left: 0; list-style: none; }
        .changes ol.moved { padding-left: 22px; }
        .changes li.change { font-size: 13px; }
        .changes li.change > .row { display: block; padding: 2px 6px; border-radius: 4px; cursor: pointer; }
        .changes li.change.hot > .row, .changes li.change.selected > .row { background: #fbe3f6; }
        .changes .n { display: inline-block; min-width: 16px; padding: 0 3px; background: #c800aa; color: #fff; border-radius: 3px; text-align: center; font-size: 11px; }
        .changes .why { color: var(--muted); }
        .pane .checker { position: relative; }
        svg.outlines { position: absolute; left: 0; top: 0; width: 100%; height: 100%; pointer-events: none; overflow: visible; }
        svg.outlines rect.outline { fill: none; stroke: #c800aa; stroke-width: 2px; vector-effect: non-scaling-stroke; opacity: 0.35; pointer-events: stroke; cursor: pointer; }
        svg.outlines rect.outline.hot, svg.outlines rect.outline.selected { opacity: 1; stroke-width: 3px; fill: rgba(200, 0, 170, 0.12); }
        """

    static let changesScript = """
        (function () {
          var svgNS = "http://www.w3.org/2000/svg";
          document.querySelectorAll(".format-panel").forEach(function (panel) {
            var list = panel.querySelector(".changes");
            if (!list) { return; }
            var scale = Number(list.getAttribute("data-scale")) || 1;
            var items = Array.prototype.slice.call(list.querySelectorAll("li.change"));
            var svgs = [];
            panel.querySelectorAll(".view.side .pane").forEach(function (pane) {
              var img = pane.querySelector(".checker > img");
              if (!img) { return; }
              var side = pane.querySelector("figcaption").textContent === "reference" ? "reference" : "actual";
              var svg = document.createElementNS(svgNS, "svg");
              svg.setAttribute("class", "outlines");
              svg.setAttribute("data-side", side);
              svg.setAttribute("preserveAspectRatio", "none");
              items.forEach(function (li) {
                var r = li.getAttribute(side === "reference" ? "data-ref" : "data-act");
                if (!r) { return; }
                var v = r.split(",").map(Number);
                var rect = document.createElementNS(svgNS, "rect");
                rect.setAttribute("class", "outline");
                rect.setAttribute("data-n", li.getAttribute("data-n"));
                rect.setAttribute("x", v[0]); rect.setAttribute("y", v[1]);
                rect.setAttribute("width", v[2]); rect.setAttribute("height", v[3]);
                rect.addEventListener("click", function () { toggle(li.getAttribute("data-n")); });
                svg.appendChild(rect);
              });
              function fit() {
                if (img.naturalWidth > 0) { svg.setAttribute("viewBox", "0 0 " + img.naturalWidth / scale + " " + img.naturalHeight / scale); }
              }
              if (img.complete) { fit(); } else { img.addEventListener("load", fit); }
              img.parentNode.appendChild(svg);
              svgs.push(svg);
            });
            function mark(n, name, on) {
              items.forEach(function (li) { if (li.getAttribute("data-n") === n) { li.classList.toggle(name, on); } });
              svgs.forEach(function (svg) {
                svg.querySelectorAll("rect.outline").forEach(function (r) { if (r.getAttribute("data-n") === n) { r.classList.toggle(name, on); } });
              });
            }
            function toggle(n) {
              var li = items.filter(function (i) { return i.getAttribute("data-n") === n; })[0];
              mark(n, "selected", !(li && li.classList.contains("selected")));
            }
            items.forEach(function (li) {
              var n = li.getAttribute("data-n");
              li.addEventListener("mouseenter", function (e) { e.stopPropagation(); mark(n, "hot", true); });
              li.addEventListener("mouseleave", function (e) { e.stopPropagation(); mark(n, "hot", false); });
              li.addEventListener("focus", function () { mark(n, "hot", true); });
              li.addEventListener("blur", function () { mark(n, "hot", false); });
              li.addEventListener("click", function (e) { e.stopPropagation(); toggle(n); });
            });
          });
        })();
        """
}
