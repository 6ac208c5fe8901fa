#!/usr/bin/env bash
# Our flexbox layout against the peers (Taffy and Yoga from PyPI), measured in the same session.
#
#   bash benchmarks/layout_rounds.sh [ROUNDS] [WORKLOADS...]
#
# ROUNDS (default 5) interleaved rounds: each runs `layoutsnap-bench flex` (release) and
# `python ../shared/bench/layout_peers.py --engines taffy,yoga-python` once, alternating which goes
# first, so a slow minute of this shared machine falls on both sides. Then prints, per workload,
# the median over the rounds of each engine's median ns/node and our ratio to each peer
# (below 1: we are faster). Only figures measured by this run are printed.
#
# The peers run in the venv of ../shared/bench/setup_peers.sh ($BENCH_VENV, default
# ~/.venvs/bench-peers), which is built first when it is missing (Debian and PyPI only; yoga-python
# needs Python >= 3.12, which the setup takes from pyenv). Exits non-zero when any run fails or any
# engine's checksum or probes disagree with layout_workloads.json.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
bench=${SHARED_BENCH:-$repo/../shared/bench}
venv=${BENCH_VENV:-$HOME/.venvs/bench-peers}
rounds=${1:-5}
shift || true
only=$(IFS=,; echo "$*")

[[ -f $bench/layout_workloads.json ]] || { echo "layout_rounds: no $bench/layout_workloads.json" >&2; exit 2; }
if [[ ! -x $venv/bin/python ]]; then
  echo "layout_rounds: building the peers' venv in $venv (bash $bench/setup_peers.sh)" >&2
  bash "$bench/setup_peers.sh" "$venv"
fi
(cd "$repo" && swift build -c release --product layoutsnap-bench >&2)
ours_bin=$repo/.build/release/layoutsnap-bench

out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
run_ours() {
  # shellcheck disable=SC2086
  if ! "$ours_bin" flex "$bench/layout_workloads.json" ${only//,/ } > "$out/ours.$1.txt"; then
    cat "$out/ours.$1.txt" >&2
    echo "layout_rounds: layoutsnap-bench flex failed in round $1" >&2
    exit 1
  fi
}
run_peers() {
  local args=(--engines taffy,yoga-python)
  [[ -n $only ]] && args+=(--only "$only")
  "$venv/bin/python" "$bench/layout_peers.py" "${args[@]}" > "$out/peers.$1.jsonl" 2> "$out/peers.$1.log" || {
    cat "$out/peers.$1.log" >&2
    echo "layout_rounds: layout_peers.py failed in round $1" >&2
    exit 1
  }
}
for ((r = 1; r <= rounds; r++)); do
  echo "layout_rounds: round $r of $rounds" >&2
  if ((r % 2)); then run_ours "$r"; run_peers "$r"; else run_peers "$r"; run_ours "$r"; fi
done

python3 - "$out" "$rounds" <<'PY'
import glob, json, os, re, statistics, sys
out, rounds = sys.argv[1], int(sys.argv[2])
ns = {}          # (workload, engine) -> [median ns/node of each round]
nodes = {}
bad = []
for path in sorted(glob.glob(os.path.join(out, "ours.*.txt"))):
    for line in open(path):
        # workload, nodes, first ms, best ms, median ms, ns/node | checksum and probes
        m = re.match(r"^(\w+)\s+(\d+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+\|\s+(.*)$", line)
        if not m:
            continue
        w = m.group(1)
        nodes[w] = int(m.group(2))
        ns.setdefault((w, "ours"), []).append(float(m.group(6)))
        if m.group(7).strip() != "ok probes ok":
            bad.append("ours %s: %s" % (w, m.group(7).strip()))
for path in sorted(glob.glob(os.path.join(out, "peers.*.jsonl"))):
    for line in open(path):
        r = json.loads(line)
        if "error" in r:
            bad.append("%s %s: %s" % (r.get("engine"), r.get("workload", ""), r["error"]))
            continue
        if not (r["checksum_ok"] and r["probes_ok"]):
            bad.append("%s %s: checksum or probes differ" % (r["engine"], r["workload"]))
        ns.setdefault((r["workload"], r["engine"]), []).append(r["ns_per_node"])
workloads = [w for w in ["wide", "deep", "tree", "big"] if (w, "ours") in ns]
# A round whose output was not read is a failure, never a table without our column.
for w in workloads:
    if len(ns[(w, "ours")]) != rounds:
        bad.append("ours %s: %d of %d rounds read" % (w, len(ns[(w, "ours")]), rounds))
if not workloads:
    bad.append("ours: no workload line read from layoutsnap-bench flex")
print("median ns/node over %d interleaved rounds (each round's figure is that engine's median)" % rounds)
print("%-8s %8s %10s %10s %12s %12s %12s" % ("workload", "nodes", "ours", "taffy", "yoga-python", "ours/taffy", "ours/yoga"))
def med(key):
    v = ns.get(key)
    return statistics.median(v) if v else None
for w in workloads:
    o, t, y = med((w, "ours")), med((w, "taffy")), med((w, "yoga-python"))
    cell = lambda v: "%10.1f" % v if v is not None else "%10s" % "-"
    ratio = lambda a, b: "%12.2f" % (a / b) if a is not None and b else "%12s" % "-"
    print("%-8s %8d %s %s %12s %s %s" % (w, nodes[w], cell(o), cell(t), cell(y).strip().rjust(12), ratio(o, t), ratio(o, y)))
if bad:
    print("FAILED:", *sorted(set(bad)), sep="\n  ")
    sys.exit(1)
PY
