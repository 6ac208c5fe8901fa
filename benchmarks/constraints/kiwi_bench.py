#!/usr/bin/env python3
"""kiwisolver (C++ Cassowary, from PyPI) on the problem of `layoutsnap-bench constraints`.

Usage: python kiwi_bench.py [ROWS] [RUNS]   (defaults 1000 and 21)

Setup, once:  python3 -m venv /tmp/cn-venv && /tmp/cn-venv/bin/pip install kiwisolver==1.5.1

A form of ROWS rows; per row the variables left, width, top, height; required left == 0,
width == W (the container's width, an edit variable at 'strong'), top0 == 0 and
top[i] == top[i-1] + height[i-1] + 8, height >= 20; one non-required height == 44 per row
(kiwi's 'strong'; 750 on our side: one level either way).

- solve: a new Solver, every constraint added (the Constraint objects are built before the clock
  starts, so Python's expression building is not counted), the edit variable added and suggested
  320, updateVariables() and every value read.
- re-solve: on a solved form, suggestValue(W, 640) (then back to 320, alternating),
  updateVariables() and every value read.
- suggest: suggestValue alone (the dual-simplex re-solve, without Python reading values).
Each figure is the median of RUNS runs after one warm-up run.
"""
import statistics
import sys
import time

import kiwisolver as kiwi


def build(rows):
    W = kiwi.Variable("W")
    variables, constraints = [], []
    prev = None
    for i in range(rows):
        left, width, top, height = (kiwi.Variable(f"{n}{i}") for n in ("left", "width", "top", "height"))
        variables += [left, width, top, height]
        constraints.append(left == 0)
        constraints.append(width == W)
        constraints.append(top == (prev[0] + prev[1] + 8) if prev else top == 0)
        constraints.append(height >= 20)
        constraints.append((height == 44) | "strong")
        prev = (top, height)
    return W, variables, constraints


def read_all(variables):
    return sum(v.value() for v in variables)


def solve(rows):
    W, variables, constraints = build(rows)
    start = time.perf_counter()
    s = kiwi.Solver()
    for c in constraints:
        s.addConstraint(c)
    s.addEditVariable(W, "strong")
    s.suggestValue(W, 320)
    s.updateVariables()
    total = read_all(variables)
    return time.perf_counter() - start, total, (s, W, variables)


def median(runs, body):
    body()
    return statistics.median(body() for _ in range(runs))


def main():
    rows = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 21
    expected = rows * 320 + 52 * rows * (rows - 1) / 2 + 44 * rows
    checks = []

    def one_solve():
        elapsed, total, _ = solve(rows)
        checks.append(total)
        return elapsed

    t_solve = median(runs, one_solve)
    assert all(abs(c - expected) < 1e-6 * expected for c in checks), (checks[0], expected)

    _, _, (s, W, variables) = solve(rows)
    flip = [False]

    def one_resolve():
        flip[0] = not flip[0]
        start = time.perf_counter()
        s.suggestValue(W, 640 if flip[0] else 320)
        s.updateVariables()
        read_all(variables)
        return time.perf_counter() - start

    t_resolve = median(runs, one_resolve)

    def one_suggest():
        flip[0] = not flip[0]
        start = time.perf_counter()
        s.suggestValue(W, 640 if flip[0] else 320)
        return time.perf_counter() - start

    t_suggest = median(runs, one_suggest)
    print(f"kiwisolver {kiwi.__version__}: {rows} rows, {5 * rows} constraints, median of {runs}")
    print(f"  solve     {t_solve * 1000:9.3f} ms")
    print(f"  re-solve  {t_resolve * 1000:9.3f} ms   (width 320 <-> 640, every value read)")
    print(f"  suggest   {t_suggest * 1000:9.3f} ms   (suggestValue alone)")


if __name__ == "__main__":
    main()
