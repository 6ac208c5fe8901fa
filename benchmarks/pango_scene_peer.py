#!/usr/bin/env python3
"""Peer for LayoutSnap's text drawing: the render scene drawn by Python with pycairo, its labels
either with cairo's toy text API or with Pango (PyGObject), as apps draw text.

Usage (Debian: python3-gi, python3-gi-cairo, gir1.2-pango-1.0, python3-cairo; run with /usr/bin/python3):
  pango_scene_peer.py [--repeats 21] [--scene SCENE.json]            in-process medians, JSON lines
  pango_scene_peer.py --once toy|pango OUT.png [--scene SCENE.json]  draw once and write the PNG
                                                                     (for timing the whole process)

The scene (../shared/bench/render_scene.json) is 1,000 items: a rectangle at (x+0.5, y+0.5, w, h)
filled then stroked 1px, then its label in black, baseline origin at (x+3, y+12), in DejaVu Sans at
font_px, on a white canvas. The Pango variant makes one PangoLayout per label (set text, shape) and
shows it with pango_cairo_show_layout_line at the baseline, with unhinted metrics as LayoutSnap.

In-process lines: toy-draw and pango-draw (median ms to draw the scene into a fresh ARGB32 surface,
labels included), pango-labels-shape (median ms to make and shape the 1,000 layouts alone).
"""
import argparse
import json
import os
import statistics
import sys
import time

import cairo
import gi

gi.require_version("Pango", "1.0")
gi.require_version("PangoCairo", "1.0")
from gi.repository import Pango, PangoCairo  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_SCENE = os.path.join(HERE, "..", "..", "shared", "bench", "render_scene.json")


def load(path):
    with open(path) as f:
        spec = json.load(f)
    if spec.get("format") != "render-scene/1":
        raise SystemExit(f"{path}: expected format render-scene/1")
    return spec


def rects(cr, items):
    cr.set_line_width(1)
    for x, y, w, h, fill, stroke, _ in items:
        cr.rectangle(x + 0.5, y + 0.5, w, h)
        cr.set_source_rgb(*(c / 255 for c in fill))
        cr.fill_preserve()
        cr.set_source_rgb(*(c / 255 for c in stroke))
        cr.stroke()


def pango_context(cr, font, px):
    context = PangoCairo.create_context(cr)
    options = cairo.FontOptions()
    options.set_hint_style(cairo.HINT_STYLE_NONE)
    options.set_hint_metrics(cairo.HINT_METRICS_OFF)
    options.set_antialias(cairo.ANTIALIAS_GRAY)
    PangoCairo.context_set_font_options(context, options)
    description = Pango.FontDescription.from_string(font)
    description.set_absolute_size(px * Pango.SCALE)
    return context, description


def layouts(context, description, items):
    out = []
    for item in items:
        layout = Pango.Layout.new(context)
        layout.set_font_description(description)
        layout.set_text(item[6], -1)
        layout.get_line_readonly(0)  # shapes now
        out.append(layout)
    return out


def draw(spec, mode):
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, spec["width"], spec["height"])
    cr = cairo.Context(surface)
    cr.set_source_rgb(1, 1, 1)
    cr.paint()
    items = spec["items"]
    rects(cr, items)
    cr.set_source_rgb(0, 0, 0)
    if mode == "toy":
        cr.select_font_face(spec["font"])
        cr.set_font_size(spec["font_px"])
        for x, y, *_rest, label in items:
            cr.move_to(x + 3, y + 12)
            cr.show_text(label)
    else:
        context, description = pango_context(cr, spec["font"], spec["font_px"])
        for item, layout in zip(items, layouts(context, description, items)):
            cr.move_to(item[0] + 3, item[1] + 12)
            PangoCairo.show_layout_line(cr, layout.get_line_readonly(0))
    surface.flush()
    return surface


def median_ms(repeats, body):
    body()
    samples = []
    for _ in range(repeats):
        start = time.perf_counter()
        body()
        samples.append((time.perf_counter() - start) * 1000)
    return statistics.median(samples), min(samples)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeats", type=int, default=21)
    parser.add_argument("--scene", default=DEFAULT_SCENE)
    parser.add_argument("--once", nargs=2, metavar=("MODE", "OUT"))
    args = parser.parse_args()
    spec = load(args.scene)
    if args.once:
        mode, out = args.once
        if mode not in ("toy", "pango"):
            raise SystemExit("--once takes toy or pango")
        draw(spec, mode).write_to_png(out)
        return
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, 1, 1)
    context, description = pango_context(cairo.Context(surface), spec["font"], spec["font_px"])
    rows = {
        "toy-draw": median_ms(args.repeats, lambda: draw(spec, "toy")),
        "pango-draw": median_ms(args.repeats, lambda: draw(spec, "pango")),
        "pango-labels-shape": median_ms(args.repeats, lambda: layouts(context, description, spec["items"])),
    }
    for name, (median, best) in rows.items():
        print(json.dumps({"name": name, "ms": round(median, 3), "ms_best": round(best, 3), "repeats": args.repeats,
                          "pango": Pango.version_string(), "cairo": cairo.cairo_version_string()}))


if __name__ == "__main__":
    sys.exit(main())
