#!/usr/bin/env python3
"""Regenerate the real-image fixtures in this folder (not run by the tests).

Usage: python make_fixtures.py IMGDIR   (IMGDIR from bench/make_diff_images.py; needs numpy,
Pillow and pybind11-pixelmatch 0.1.6, the C++ pixelmatch the benchmarks use as a peer)

Crops 64x48 windows from the benchmark's 1920x1080 `aa` pair (the drawing moved by half a
pixel: anti-aliasing only) and `rects` pair, and writes for each window NAME:
  NAME_a.png, NAME_b.png   the two crops (RGBA)
  NAME_diff.png            pybind11-pixelmatch's diff image (threshold 0.1, AA detection on)
and expected.json with pybind11-pixelmatch's counts (AA ignored, and includeAA).
"""
import json, os, sys
import numpy as np
from PIL import Image
import pybind11_pixelmatch as pm

W, H = 64, 48
WINDOWS = {"aa_text": ("aa", 700, 400), "aa_shapes": ("aa", 1200, 640), "rects_corner": ("rects", 20, 8)}

def count(a, b, include_aa, out=None):
    o = pm.Options(); o.threshold = 0.1; o.includeAA = include_aa
    return pm.pixelmatch(a, b, output=out, options=o) if out is not None else pm.pixelmatch(a, b, options=o)

def main():
    src, here = sys.argv[1], os.path.dirname(os.path.abspath(__file__))
    expected = {}
    for name, (pair, x, y) in WINDOWS.items():
        a = np.ascontiguousarray(np.asarray(Image.open(os.path.join(src, pair + "_a.png")).convert("RGBA"))[y:y+H, x:x+W])
        b = np.ascontiguousarray(np.asarray(Image.open(os.path.join(src, pair + "_b.png")).convert("RGBA"))[y:y+H, x:x+W])
        out = np.zeros_like(a)
        n = count(a, b, False, out)
        expected[name] = {"differing": n, "includeAA": count(a, b, True)}
        Image.fromarray(a, "RGBA").save(os.path.join(here, name + "_a.png"))
        Image.fromarray(b, "RGBA").save(os.path.join(here, name + "_b.png"))
        Image.fromarray(out, "RGBA").save(os.path.join(here, name + "_diff.png"))
    with open(os.path.join(here, "expected.json"), "w") as f:
        json.dump(expected, f, indent=1, sort_keys=True)
    print(expected)

if __name__ == "__main__":
    main()
