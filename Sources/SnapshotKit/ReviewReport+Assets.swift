/// The review page's inline stylesheet and script.
extension ReviewReport {
    static let stylesheet = """
        :root { --bg: #f6f7f9; --card: #fff; --ink: #1d2430; --muted: #5d6878; --line: #dde2e8;
          --red: #c62828; --red-bg: #fdecea; --green: #2e7d32; --green-bg: #e8f5e9; --amber: #b26a00; --blue: #1f5fbf; }
        * { box-sizing: border-box; }
        [hidden] { display: none !important; }
        body { margin: 0; background: var(--bg); color: var(--ink); font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
        header { position: sticky; top: 0; z-index: 2; background: #fff; border-bottom: 1px solid var(--line); padding: 12px 24px; }
        h1 { font-size: 18px; margin: 0 0 2px; }
        .meta { color: var(--muted); margin: 0 0 8px; font-size: 12px; overflow-wrap: anywhere; }
        .summary { display: flex; gap: 8px; flex-wrap: wrap; margin-bottom: 8px; }
        .count { padding: 2px 10px; border-radius: 12px; font-weight: 600; background: #eef1f5; }
        .count.failed { background: var(--red-bg); color: var(--red); }
        .count.error { background: #fff3e0; color: var(--amber); }
        .count.passed { background: var(--green-bg); color: var(--green); }
        .count.recorded { background: #e8f0fe; color: var(--blue); }
        .count.zero { background: #eef1f5; color: var(--muted); font-weight: 400; }
        .toolbar { display: flex; gap: 6px; align-items: center; flex-wrap: wrap; }
        .filter { flex: 0 1 320px; padding: 5px 8px; border: 1px solid #b9c2cd; border-radius: 6px; font: inherit; }
        button { font: inherit; cursor: pointer; border: 1px solid #b9c2cd; background: #fff; border-radius: 6px; padding: 4px 10px; }
        button[aria-pressed="true"], button[aria-selected="true"] { background: var(--ink); color: #fff; border-color: var(--ink); }
        .shown { color: var(--muted); margin-left: 6px; }
        main { padding: 16px 24px 48px; max-width: 1400px; }
        .card { background: var(--card); border: 1px solid var(--line); border-left: 4px solid var(--red); border-radius: 8px;
          padding: 12px 16px; margin-bottom: 16px; box-shadow: 0 1px 2px rgba(0,0,0,.04); }
        .card[data-status="error"] { border-left-color: var(--amber); }
        .card h2 { font-size: 15px; margin: 0 0 8px; display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; }
        .name { font-weight: 600; overflow-wrap: anywhere; }
        .format { font: 12px ui-monospace, monospace; color: var(--muted); background: #eef1f5; padding: 0 6px; border-radius: 4px; }
        .badge { font-size: 11px; text-transform: uppercase; letter-spacing: .04em; color: #fff; background: var(--red); padding: 1px 6px; border-radius: 4px; }
        .badge.error { background: var(--amber); }
        .message { white-space: pre-wrap; background: #f3f4f6; border-radius: 6px; padding: 6px 10px; margin: 0 0 8px; font-size: 12px; }
        .stats { margin: 0 0 8px; color: var(--muted); }
        .approve { display: flex; gap: 6px; align-items: center; margin: 0 0 10px; flex-wrap: wrap; }
        .approve code { background: #1d2430; color: #e8edf3; padding: 4px 8px; border-radius: 4px; font-size: 12px; user-select: all; overflow-wrap: anywhere; }
        .tabs { display: flex; gap: 4px; margin-bottom: 8px; }
        .view.side { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; }
        .pane { margin: 0; }
        .pane figcaption { font-size: 12px; color: var(--muted); margin-bottom: 4px; }
        .checker { background-color: #fff; background-image: linear-gradient(45deg, #e9ecef 25%, transparent 25%, transparent 75%, #e9ecef 75%),
          linear-gradient(45deg, #e9ecef 25%, transparent 25%, transparent 75%, #e9ecef 75%);
          background-size: 16px 16px; background-position: 0 0, 8px 8px; border: 1px solid var(--line); display: inline-block; max-width: 100%; line-height: 0; }
        .checker img { max-width: 100%; image-rendering: pixelated; }
        .missing { color: var(--muted); font-style: italic; padding: 8px; line-height: 1.4; }
        .stack { position: relative; }
        .stack .over { position: absolute; left: 0; top: 0; width: 100%; height: 100%; }
        .divider { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: #ff1744; pointer-events: none; }
        .control { display: flex; gap: 8px; align-items: center; margin-top: 6px; color: var(--muted); font-size: 12px; }
        .control input { width: 240px; }
        .diff { font: 12px/1.4 ui-monospace, "DejaVu Sans Mono", monospace; background: #fbfcfd; border: 1px solid var(--line);
          border-radius: 6px; padding: 6px 0; overflow-x: auto; max-height: 480px; margin: 0; }
        .diff span { display: block; padding: 0 10px; white-space: pre; min-height: 1.4em; }
        .diff .add { background: var(--green-bg); color: #1b5e20; }
        .diff .del { background: var(--red-bg); color: #b71c1c; }
        .diff .hunk { color: var(--blue); background: #eef3fc; }
        .diff .hdr, .diff .note { color: var(--muted); }
        .files { margin: 8px 0 0; font-size: 12px; color: var(--muted); }
        .files a { margin-right: 8px; color: var(--blue); }
        .compact { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 8px 16px; margin-bottom: 12px; }
        .compact summary { cursor: pointer; font-weight: 600; }
        .compact ul { list-style: none; margin: 8px 0 0; padding: 0; columns: 3 260px; }
        .compact li { padding: 1px 0; break-inside: avoid; }
        .no-match { color: var(--muted); font-style: italic; }
        .format-tabs { display: inline-flex; gap: 4px; }
        .format-tab { font-size: 12px; padding: 1px 8px; }
        .format-tab.failed { border-color: var(--red); }
        .format-tab.error { border-color: var(--amber); }
        .toc ol { list-style: none; display: flex; flex-wrap: wrap; gap: 6px; margin: 0 0 16px; padding: 0; }
        .toc a { display: flex; gap: 6px; align-items: center; background: var(--card); border: 1px solid var(--line);
          border-radius: 6px; padding: 3px 8px; color: var(--ink); text-decoration: none; }
        .toc .thumb { width: 32px; height: 32px; object-fit: contain; background: #fff; border: 1px solid var(--line); }
        .card:focus { outline: 2px solid var(--blue); outline-offset: 2px; }
        .warnings { margin: 0 0 8px; padding-left: 18px; color: var(--amber); font-size: 12px; }
        .warnings-section { background: var(--card); border: 1px solid var(--line); border-radius: 8px; padding: 8px 16px; margin-bottom: 12px; }
        .warnings-section h2 { font-size: 14px; margin: 0 0 6px; }
        .count.removed { background: #f3e5f5; color: #6a1b9a; }
        .svg-rendered { grid-template-columns: repeat(2, minmax(0, 1fr)); margin-bottom: 8px; }
        .zoom { color: var(--muted); margin-left: 6px; }
        img[data-loaded="broken"] { outline: 2px dashed var(--red); min-width: 40px; min-height: 20px; }
        .all-good { background: var(--green-bg); color: var(--green); padding: 12px 16px; border-radius: 8px; font-weight: 600; }

        """

    static let script = """
        (function () {
          "use strict";
          var input = document.querySelector("input.filter");
          var buttons = Array.prototype.slice.call(document.querySelectorAll("button.status-filter"));
          var entries = Array.prototype.slice.call(document.querySelectorAll("[data-status][data-name]"));
          var status = "all";
          function apply() {
            var query = input.value.trim().toLowerCase();
            var shown = 0;
            entries.forEach(function (el) {
              var text = (el.getAttribute("data-name") + " " + el.getAttribute("data-format")).toLowerCase();
              var ok = (status === "all" || el.getAttribute("data-status") === status) && (query === "" || text.indexOf(query) >= 0);
              el.hidden = !ok;
              if (ok) { shown += 1; }
            });
            document.querySelectorAll("details.compact").forEach(function (list) {
              var visible = list.querySelectorAll(".item:not([hidden])").length;
              list.hidden = visible === 0;
              if (query !== "" || status !== "all") { list.open = visible > 0; }
            });
            buttons.forEach(function (b) { b.setAttribute("aria-pressed", String(b.getAttribute("data-status") === status)); });
            document.querySelector(".shown").textContent = "Showing " + shown + " of " + entries.length;
            document.querySelectorAll(".toc li").forEach(function (li) {
              var card = document.getElementById(li.querySelector("a").getAttribute("href").slice(1));
              li.hidden = !card || card.hidden;
            });
            document.querySelector(".no-match").hidden = shown > 0 || entries.length === 0;
          }
          var params = new URLSearchParams((location.hash || location.search).replace(/^[#?]/, ""));
          if (params.get("filter")) { input.value = params.get("filter"); }
          if (params.get("status")) { status = params.get("status"); }
          var zoom = document.querySelector("select.zoom-select");
          if (params.get("zoom")) { zoom.value = params.get("zoom"); }
          input.addEventListener("input", apply);
          buttons.forEach(function (b) {
            b.addEventListener("click", function () { status = b.getAttribute("data-status"); apply(); });
          });

          // A card's format tabs show one format's panel at a time.
          document.querySelectorAll(".card").forEach(function (card) {
            var tabs = Array.prototype.slice.call(card.querySelectorAll("button.format-tab"));
            tabs.forEach(function (tab) {
              tab.addEventListener("click", function () {
                var format = tab.getAttribute("data-format");
                tabs.forEach(function (t) { t.setAttribute("aria-selected", String(t === tab)); });
                card.querySelectorAll(".format-panel").forEach(function (p) { p.hidden = p.getAttribute("data-format") !== format; });
              });
            });
          });
          // Each PNG's views: side by side, slider, onion skin.
          document.querySelectorAll(".views").forEach(function (views) {
            views.querySelectorAll("button.tab").forEach(function (tab) {
              tab.addEventListener("click", function () {
                var view = tab.getAttribute("data-view");
                views.querySelectorAll("button.tab").forEach(function (t) { t.setAttribute("aria-selected", String(t === tab)); });
                views.querySelectorAll(".view").forEach(function (v) { v.hidden = v.getAttribute("data-view") !== view; });
              });
            });
            var slider = views.querySelector(".slider-range");
            if (slider) {
              slider.addEventListener("input", function () {
                var v = slider.value;
                views.querySelector(".slider .over").style.clipPath = "inset(0 " + (100 - v) + "% 0 0)";
                views.querySelector(".slider .divider").style.left = v + "%";
              });
            }
            var onion = views.querySelector(".onion-range");
            if (onion) {
              onion.addEventListener("input", function () { views.querySelector(".onion .over").style.opacity = onion.value / 100; });
            }
          });
          document.querySelectorAll(".approve").forEach(function (approve) {
            var copy = approve.querySelector("button.copy");
            copy.addEventListener("click", function () {
              var code = approve.querySelector(".approve-command");
              var done = function () { copy.textContent = "Copied"; setTimeout(function () { copy.textContent = "Copy"; }, 1500); };
              if (navigator.clipboard && navigator.clipboard.writeText) {
                navigator.clipboard.writeText(code.textContent).then(done, function () { select(code); });
              } else { select(code); }
            });
          });
          function select(node) {
            var range = document.createRange();
            range.selectNodeContents(node);
            var selection = window.getSelection();
            selection.removeAllRanges();
            selection.addRange(range);
            try { document.execCommand("copy"); } catch (e) { /* the text stays selected */ }
          }
          // Zoom "fit": small snapshots are enlarged by a whole factor, pixelated, so a few pixels are
          // visible, large ones fit the card; 1x, 2x, 4x: that many screen pixels per image pixel.
          var images = Array.prototype.slice.call(document.querySelectorAll(".card .checker > img, .card .stack > img.under"));
          function size(img) {
            if (!img.naturalWidth) { return; }
            if (zoom.value === "fit") {
              img.style.maxWidth = "";
              var side = Math.max(img.naturalWidth, img.naturalHeight);
              img.style.width = side < 160 ? img.naturalWidth * Math.floor(160 / side) + "px" : "";
            } else {
              img.style.maxWidth = "none";
              img.style.width = img.naturalWidth * Number(zoom.value) + "px";
            }
          }
          // Every image says whether it loaded: a broken link shows on the page, and to tests.
          document.querySelectorAll("img").forEach(function (img) {
            function loaded() { img.setAttribute("data-loaded", img.naturalWidth > 0 ? "yes" : "broken"); if (images.indexOf(img) >= 0) { size(img); } }
            if (img.complete) { loaded(); } else {
              img.addEventListener("load", loaded);
              img.addEventListener("error", function () { img.setAttribute("data-loaded", "broken"); });
            }
          });
          zoom.addEventListener("change", function () { images.forEach(size); });
          // Keys: j / k the next / previous card shown, / the filter.
          document.addEventListener("keydown", function (event) {
            if (event.target === input || event.target === zoom || event.ctrlKey || event.metaKey || event.altKey) { return; }
            if (event.key === "/") { event.preventDefault(); input.focus(); return; }
            if (event.key !== "j" && event.key !== "k") { return; }
            var cards = Array.prototype.slice.call(document.querySelectorAll(".card:not([hidden])"));
            if (cards.length === 0) { return; }
            var current = cards.indexOf(document.activeElement);
            var next = event.key === "j" ? Math.min(cards.length - 1, current + 1) : Math.max(0, current - 1);
            cards[next].focus();
            cards[next].scrollIntoView({ block: "start" });
          });
          apply();
        })();

        """
}
