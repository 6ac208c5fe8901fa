#!/usr/bin/env bash
# Instructions per node of one flexbox layout, pixel snapping included (as the peers count their
# rounding), with valgrind's callgrind: one cold layout per process, as
# ../shared/bench/layout_instr.sh counts Taffy and Yoga.
#
#   bash benchmarks/layout_instructions.sh [BINARY] [WORKLOADS]
#
# BINARY defaults to .build/release/layoutsnap-bench (build it with
# `swift build -c release --product layoutsnap-bench`); WORKLOADS to "wide deep tree big" ('big'
# takes a few minutes). The binary is copied without its DWARF 5 debug info, which valgrind 3.19
# cannot read (the symbols stay, for --toggle-collect). Needs Debian's valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-.build/release/layoutsnap-bench}
workloads=${2:-wide deep tree big}
json=../shared/bench/layout_workloads.json
[ -f "$json" ] || { echo "layout_instructions: $json not found (the shared benchmark folder)" >&2; exit 2; }
command -v valgrind >/dev/null || { echo "layout_instructions: valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
copy=$(mktemp)
trap 'rm -f "$copy"' EXIT
strip --strip-debug -o "$copy" "$bin"
for w in $workloads; do
  out=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null \
      --toggle-collect='*layoutCSSRoot*' --toggle-collect='*PixelSnappingO4snap_5scale*' \
      "$copy" flex "$json" "$w" --repeats 0 2>&1)
  ir=$(echo "$out" | sed -n 's/.*Collected : \([0-9]*\).*/\1/p' | tail -1)
  nodes=$(echo "$out" | awk -v w="$w" '$1 == w { print $2 }')
  if ! grep -q "^$w .* ok" <<<"$out"; then echo "$w: checksum or probe mismatch" >&2; echo "$out" >&2; exit 1; fi
  echo "$w nodes=$nodes instructions=$ir per_node=$(( ir / nodes ))"
done
