#!/usr/bin/env bash
# The render scene (../shared/bench/render_scene.json: 1,000 rectangles and 1,000 labels on
# 1280x800) as whole processes, ours against the Python peers, in the same session:
#
#   bash benchmarks/render_rounds.sh [ROUNDS]
#
# ROUNDS (default 11) interleaved rounds, the order rotating each round, of three processes that
# each draw the scene once and write its PNG:
#   ours        layoutsnap render scene.json -o x.png  (release; fixture from render_scene_fixture.py)
#   pycairo     pango_scene_peer.py --once toy   (cairo's toy text)
#   pygobject   pango_scene_peer.py --once pango (labels with Pango)
# then prints each median wall time and our ratios (below 1: we are faster), followed by the
# in-process step medians of both sides (layoutsnap-bench render; pango_scene_peer.py).
# Needs /usr/bin/python3 with python3-gi, python3-gi-cairo, gir1.2-pango-1.0 (Debian).
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
scene=${SCENE:-$repo/../shared/bench/render_scene.json}
rounds=${1:-11}
py=/usr/bin/python3
[[ -f $scene ]] || { echo "render_rounds: no $scene" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
(cd "$repo" && swift build -c release --product layoutsnap >&2 && swift build -c release --product layoutsnap-bench >&2)
python3 "$repo/benchmarks/render_scene_fixture.py" "$tmp/scene.json" "$scene"
ours=("$repo/.build/release/layoutsnap" render "$tmp/scene.json" -o "$tmp/ours.png")
toy=("$py" "$repo/benchmarks/pango_scene_peer.py" --scene "$scene" --once toy "$tmp/toy.png")
pango=("$py" "$repo/benchmarks/pango_scene_peer.py" --scene "$scene" --once pango "$tmp/pango.png")
names=(ours pycairo pygobject)

run() { # name, command...: appends the wall time in ms to $tmp/<name>
  local name=$1; shift
  local start end
  start=$(date +%s%N)
  "$@" >/dev/null
  end=$(date +%s%N)
  echo $(( (end - start) / 1000 )) >> "$tmp/$name"
}
for ((r = 0; r <= rounds; r++)); do
  for ((k = 0; k < 3; k++)); do
    case $(( (r + k) % 3 )) in
      0) run ours "${ours[@]}" ;;
      1) run pycairo "${toy[@]}" ;;
      2) run pygobject "${pango[@]}" ;;
    esac
  done
  if (( r == 0 )); then rm -f "$tmp/ours" "$tmp/pycairo" "$tmp/pygobject"; fi  # round 0 warms caches
done
median() { sort -n "$1" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)] / 1000}'; }
echo "render scene, whole process (draw once + write PNG), $rounds interleaved rounds, median ms"
for n in "${names[@]}"; do printf '%-10s %8.1f\n' "$n" "$(median "$tmp/$n")"; done
o=$(median "$tmp/ours")
printf 'ratio ours/pycairo %.2f, ours/pygobject %.2f\n' \
  "$(echo "$o / $(median "$tmp/pycairo")" | bc -l)" "$(echo "$o / $(median "$tmp/pygobject")" | bc -l)"
echo
"$repo/.build/release/layoutsnap-bench" render "$tmp/scene.json" 21
"$py" "$repo/benchmarks/pango_scene_peer.py" --scene "$scene" --repeats 21
