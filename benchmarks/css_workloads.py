"""CSS grid and block workloads for Taffy (PyPI `stretchable`, Taffy 0.7 with grid and block),
built exactly as `layoutsnap-bench css` builds them (Sources/LayoutSnapBenchmarks/CSSWorkloads.swift):

    python benchmarks/css_workloads.py [REPEATS] [WORKLOAD...]

Prints one JSON line per workload: the engine, the workload, the node count, the median ns per
node of `compute_layout` on a freshly built tree (only that call is timed), and the checksum:
the sum over nodes in build order (a node before its children), i = 0.., of
(i % 97 + 1) * (x + 3y + 7w + 11h), frames unrounded, relative to the parent, rounded to 3 decimals.
Random track lists come from one LCG (state = state * 1103515245 + 12345 mod 2^31, seed 42), index
state % 5 into TRACKS, the columns first, then the rows.
"""
import json
import statistics
import sys
import time

from stretchable import Node
from stretchable.style import Display, GridTrackSizing, GridTrackSize
from stretchable.style.geometry.length import AUTO

TRACKS = ["20px", "auto", "1fr", "minmax(20px, auto)", "40px"]


class LCG:
    def __init__(self, seed=42):
        self.state = seed

    def next(self):
        self.state = (self.state * 1103515245 + 12345) % (1 << 31)
        return self.state


def tracks(values):
    return [GridTrackSizing.single(GridTrackSize.from_inline(v)) for v in values]


def leaf():
    return Node(size=(20, 20))


def grid_wide(n):
    rng = LCG()
    columns = [TRACKS[rng.next() % 5] for _ in range(n)]
    rows = [TRACKS[rng.next() % 5] for _ in range(n)]
    root = Node(display=Display.GRID, grid_template_columns=tracks(columns), grid_template_rows=tracks(rows))
    root.add(*[leaf() for _ in range(n * n)])
    return root


def grid_deep(side, depth):
    if depth == 0:
        return leaf()
    node = Node(display=Display.GRID, grid_template_columns=tracks(["auto"] * side), grid_template_rows=tracks(["auto"] * side))
    node.add(*[grid_deep(side, depth - 1) for _ in range(side * side)])
    return node


def grid_chain(depth):
    node = leaf()
    for _ in range(depth):
        outer = Node(display=Display.GRID, grid_template_columns=tracks(["auto"]), grid_template_rows=tracks(["auto"]))
        outer.add(node)
        node = outer
    return node


def block(*children, margin=(0, 0), height=None):
    kwargs = {"display": Display.BLOCK, "margin": (margin[0], 0, margin[1], 0)}
    if height is not None:
        kwargs["size"] = (AUTO, height)
    node = Node(**kwargs)
    if children:
        node.add(*children)
    return node


def block_article(sections):
    def section():
        paragraphs = [block(margin=(12, 6), height=20) for _ in range(5)]
        quote = block(block(margin=(12, 6), height=20), block(margin=(12, 6), height=20), margin=(16, 16))
        return block(block(margin=(8, 8), height=30), *paragraphs, quote, margin=(10, 10))
    root = Node(display=Display.BLOCK, size=(800, AUTO))
    root.add(*[section() for _ in range(sections)])
    return root


WORKLOADS = {
    "grid_wide_31": lambda: grid_wide(31),
    "grid_wide_100": lambda: grid_wide(100),
    "grid_wide_316": lambda: grid_wide(316),
    "grid_deep_2x2": lambda: grid_deep(2, 6),
    "grid_deep_3x3": lambda: grid_deep(3, 4),
    "grid_chain_1000": lambda: grid_chain(1000),
    "block_article": lambda: block_article(200),
}


def preorder(root):
    out, stack = [], [root]
    while stack:
        node = stack.pop()
        out.append(node)
        stack.extend(reversed(list(node)))
    return out


def checksum(root):
    total = 0.0
    for i, node in enumerate(preorder(root)):
        b = node.get_box(relative=True)
        total += (i % 97 + 1) * (b.x + 3 * b.y + 7 * b.width + 11 * b.height)
    return round(total, 3)


def main():
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    names = sys.argv[2:] or list(WORKLOADS)
    sys.setrecursionlimit(20000)
    for name in names:
        times, check, count = [], None, 0
        for _ in range(repeats):
            root = WORKLOADS[name]()
            count = len(preorder(root))
            t0 = time.perf_counter_ns()
            root.compute_layout(use_rounding=False)
            times.append(time.perf_counter_ns() - t0)
            check = checksum(root)
        print(json.dumps({"engine": "taffy", "workload": name, "nodes": count,
                          "ns_per_node": statistics.median(times) / count, "checksum": check}), flush=True)


if __name__ == "__main__":
    main()
