#!/usr/bin/env bash
# Our CSS grid and block layout against Taffy (PyPI `stretchable`: Taffy 0.7 with grid and block),
# measured in the same session, on the same trees (benchmarks/css_workloads.py and
# Sources/LayoutSnapBenchmarks/CSSWorkloads.swift build them alike):
#
#   BENCH_VENV=/path/to/venv bash benchmarks/css_rounds.sh [ROUNDS] [REPEATS] [WORKLOADS...]
#
# ROUNDS (default 5) interleaved rounds, alternating which engine goes first; each run times
# REPEATS layouts (default 5) and reports their median. Prints per workload the median over the
# rounds of each engine's ns/node and our ratio (below 1: we are faster). Exits non-zero when a run
# fails or a checksum differs between the engines. The venv needs `pip install stretchable`
# (PyPI only); it is made in $BENCH_VENV when missing.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
venv=${BENCH_VENV:-$HOME/.venvs/bench-peers}
rounds=${1:-5}
repeats=${2:-5}
shift 2 || shift $# || true
if [[ ! -x $venv/bin/python ]] || ! "$venv/bin/python" -c "import stretchable" 2>/dev/null; then
  python3 -m venv "$venv" && "$venv/bin/pip" install --quiet stretchable
fi
(cd "$repo" && swift build -c release --product layoutsnap-bench >&2)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
for r in $(seq 1 "$rounds"); do
  if (( r % 2 )); then order="ours taffy"; else order="taffy ours"; fi
  for engine in $order; do
    if [[ $engine == ours ]]; then
      "$repo/.build/release/layoutsnap-bench" css "$repeats" "$@" >> "$out/all.jsonl"
    else
      "$venv/bin/python" "$repo/benchmarks/css_workloads.py" "$repeats" "$@" >> "$out/all.jsonl"
    fi
  done
done
python3 - "$out/all.jsonl" <<'PY'
import json, statistics, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
by = {}
for r in rows:
    by.setdefault(r["workload"], {}).setdefault(r["engine"], []).append(r)
bad = False
print("| workload | nodes | ours ns/node | Taffy ns/node | ours/Taffy |")
print("|---|---:|---:|---:|---:|")
for name, engines in by.items():
    sums = {r["checksum"] for e in engines.values() for r in e}
    if len(sums) != 1:
        print(f"CHECKSUM MISMATCH in {name}: {sorted(sums)}", file=sys.stderr)
        bad = True
    ours = statistics.median(r["ns_per_node"] for r in engines["ours"])
    taffy = statistics.median(r["ns_per_node"] for r in engines["taffy"])
    print(f"| {name} | {engines['ours'][0]['nodes']} | {ours:.0f} | {taffy:.0f} | {ours / taffy:.2f} |")
sys.exit(1 if bad else 0)
PY
