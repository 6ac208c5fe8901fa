#!/usr/bin/env bash
# `layoutsnap check --record never` over the repository's fixtures (Fixtures/variants left out), once
# with no variants and once with six project variants that keep each fixture's viewport (so both
# render the same pixels per snapshot), in interleaved rounds:
#   bash benchmarks/variant_rounds.sh BIN [ROUNDS] [JOBS]
# BIN is a release build (`swift build -c release --product layoutsnap`). Each run gets its own
# copy of the fixtures with references recorded first. Prints the mean and best time of each run,
# the time per snapshot and the ratio six-variant / single (6.0 would be exactly N renders).
set -euo pipefail
bin=$(realpath "$1"); rounds=${2:-10}; jobs=${3:-2}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for run in single six; do
  mkdir -p "$work/$run"
  cp -r "$root/Fixtures" "$work/$run/Fixtures"
  rm -rf "$work/$run/Fixtures/variants"
done
# The fixtures' expected frames hold for their own viewport only (rtl, text150 and safe move frames):
# both copies drop them, so every snapshot passes against the references recorded below.
python3 - "$work" <<'PY'
import json, pathlib, sys
for f in pathlib.Path(sys.argv[1]).rglob("*.json"):
    if f.name == "schema.json" or f.name.endswith(".error.json"): continue
    d = json.loads(f.read_text())
    if isinstance(d, dict) and d.pop("expected", None) is not None: f.write_text(json.dumps(d))
PY
echo '{"formats": ["png", "svg", "frames"]}' > "$work/single/layoutsnap.json"
cat > "$work/six/layoutsnap.json" <<'JSON'
{"formats": ["png", "svg", "frames"],
 "variants": [{"name": "base"}, {"name": "dark", "appearance": "dark"}, {"name": "rtl", "direction": "rtl"},
              {"name": "text150", "textSize": 1.5}, {"name": "regular", "sizeClass": {"width": "regular", "height": "regular"}},
              {"name": "safe", "safeArea": {"top": 20}}]}
JSON
for run in single six; do
  (cd "$work/$run" && "$bin" check --record missing --jobs "$jobs" --artifacts "$work/a-$run" >/dev/null 2>&1) || true
done
out="$work/times"
for _ in $(seq 1 "$rounds"); do
  for run in single six; do
    start=$(date +%s.%N)
    (cd "$work/$run" && "$bin" check --record never --jobs "$jobs" --artifacts "$work/a-$run" >/dev/null 2>&1)
    end=$(date +%s.%N)
    echo "$run $(echo "$end - $start" | bc)" >> "$out"
  done
done
single_n=$(cd "$work/single" && "$bin" check --list | wc -l)
six_n=$(cd "$work/six" && "$bin" check --list | wc -l)
echo "| run | snapshots | mean s | best s | mean ms/snapshot |"
echo "|---|---:|---:|---:|---:|"
awk -v a="$single_n" -v b="$six_n" '{s[$1]+=$2; c[$1]++; if (!($1 in m) || $2 < m[$1]) m[$1]=$2}
  END {
    printf "| single | %d | %.3f | %.3f | %.2f |\n", a, s["single"]/c["single"], m["single"], s["single"]/c["single"]/a*1000
    printf "| six variants | %d | %.3f | %.3f | %.2f |\n", b, s["six"]/c["six"], m["six"], s["six"]/c["six"]/b*1000
    printf "\nratio six / single: mean %.2f, best %.2f (%d rounds, interleaved)\n", (s["six"]/c["six"])/(s["single"]/c["single"]), m["six"]/m["single"], c["six"]
  }' "$out"
