#!/usr/bin/env python3
"""Writes a fixture of N text leaves (default 10,000) in mixed scripts, for timing text measurement
through the whole CLI (`layoutsnap frames OUT.json`), on any build, before and after a change.

Usage: python3 benchmarks/text_leaves_fixture.py OUT.json [N]

A vertical linear container 220 pt wide of leaves 200 pt wide, cycling through the eight strings
of `layoutsnap-bench text` (Latin, French, Greek, Cyrillic, Chinese, Arabic, Hebrew, emoji), each
prefixed by its number so that no two leaves are the same text.
"""
import json
import sys

STRINGS = [
    "The quick brown fox jumps over the lazy dog near the river bank",
    "Anticonstitutionnellement, les élèves ont répondu à la dernière question",
    "Η γρήγορη καφέ αλεπού πηδά πάνω από τον τεμπέλικο σκύλο",
    "Съешь же ещё этих мягких французских булок да выпей чаю",
    "TangramKit是iOS系统下用Swift编写的第三方界面布局框架。",
    "أعمل على تطبيقات تدعم العربية والإنجليزية كل يوم",
    "שלום עולם, זהו משפט בעברית לבדיקת שבירת שורות",
    "Party tonight 🎉🍕 bring snacks 👍🏽 and music 🎶",
]


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 10_000
    children = [{"name": f"t{i}", "width": 200, "text": {"string": f"{i} {STRINGS[i % len(STRINGS)]}", "fontSize": 13}}
                for i in range(n)]
    fixture = {"viewport": {"width": 220, "height": 800, "scale": 2},
               "root": {"name": "root", "layout": "linear", "orientation": "vertical", "width": 220, "height": "wrap",
                        "children": children}}
    with open(sys.argv[1], "w") as f:
        json.dump(fixture, f, ensure_ascii=False)
    print(f"wrote {sys.argv[1]}: {n} text leaves")


if __name__ == "__main__":
    main()
