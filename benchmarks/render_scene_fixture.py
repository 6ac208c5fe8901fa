#!/usr/bin/env python3
"""Converts ../shared/bench/render_scene.json ("render-scene/1") into a LayoutSnap fixture.

Usage: python3 benchmarks/render_scene_fixture.py OUT.json [SCENE.json]
       (SCENE defaults to ../shared/bench/render_scene.json, relative to the repository root)

The scene is 1,000 items [x, y, w, h, fill rgb, stroke rgb, label] on a width x height canvas,
drawn in order: a rectangle filled then stroked 1px, then its label in black with the baseline
origin at (x + 3, y + 12). The fixture has the same shape: a white `frame` container of the
canvas size whose children are the items in order, each an absolutely placed `frame` container
(`useFrame: [x, y, w, h]`, takes no space among its siblings) with the fill as `background`, the
stroke as a 1 pt `borderColor`/`borderWidth`, and one text leaf: the label in the scene's font
and size, in black, placed 3 pt from the left edge at the top. 1 + 2 x 1,000 = 2,001 nodes.

The output is not committed: users of `layoutsnap-bench decode` generate it.
"""
import json
import os
import sys


def hex_color(rgb):
    if len(rgb) != 3 or any(not isinstance(c, int) or not 0 <= c <= 255 for c in rgb):
        raise ValueError(f"bad rgb {rgb!r}")
    return "#%02x%02x%02x" % tuple(rgb)


def convert(scene):
    if scene.get("format") != "render-scene/1":
        raise ValueError(f"expected format 'render-scene/1', found {scene.get('format')!r}")
    font, size = scene.get("font", "DejaVu Sans"), scene.get("font_px", 12)
    children = []
    for i, item in enumerate(scene["items"]):
        x, y, w, h, fill, stroke, label = item
        children.append({
            "name": f"item{i}",
            "layout": "frame",
            "useFrame": [x, y, w, h],
            "background": hex_color(fill),
            "borderColor": hex_color(stroke),
            "borderWidth": 1,
            "gravity": {"horizontal": "start", "vertical": "start"},
            "children": [{
                "name": f"label{i}",
                "margin": {"left": 3},
                "text": {"string": label, "font": font, "fontSize": size, "color": "#000000", "maxLines": 1},
            }],
        })
    return {
        "description": f"render_scene.json converted by benchmarks/render_scene_fixture.py: {len(children)} "
                       "absolutely placed rectangles, each with a text label.",
        "viewport": {"width": scene["width"], "height": scene["height"]},
        "root": {
            "name": "scene", "layout": "frame", "width": scene["width"], "height": scene["height"],
            "background": "#ffffff", "children": children,
        },
    }


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    source = argv[2] if len(argv) > 2 else os.path.join(root, "..", "shared", "bench", "render_scene.json")
    with open(source, encoding="utf-8") as f:
        fixture = convert(json.load(f))
    with open(argv[1], "w", encoding="utf-8") as f:
        json.dump(fixture, f, indent=1)
        f.write("\n")
    nodes = 1 + 2 * len(fixture["root"]["children"])
    print(f"wrote {argv[1]}: {nodes} nodes", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
