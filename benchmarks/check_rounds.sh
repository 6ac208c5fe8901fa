#!/usr/bin/env bash
# `layoutsnap check --record never` on the repository's fixtures, two builds in interleaved rounds:
#   bash benchmarks/check_rounds.sh BEFORE_BIN BEFORE_TREE AFTER_BIN AFTER_TREE [ROUNDS]
# Each tree is a checkout with its own Fixtures/ and Snapshots/ (references pass in both). Every
# round runs both builds with --jobs 1, then both with --jobs 2; the table gives the mean and the
# median and best time per snapshot, and each build's one-job / two-job ratio of medians.
set -euo pipefail
before_bin=$1; before_tree=$2; after_bin=$3; after_tree=$4; rounds=${5:-10}
out=$(mktemp)
for _ in $(seq 1 "$rounds"); do
  for jobs in 1 2; do
    for which in before after; do
      if [ "$which" = before ]; then bin=$before_bin; tree=$before_tree; else bin=$after_bin; tree=$after_tree; fi
      artifacts=$(mktemp -d)
      start=$(date +%s.%N)
      (cd "$tree" && "$bin" check --record never --jobs "$jobs" --artifacts "$artifacts" >/dev/null 2>&1)
      end=$(date +%s.%N)
      rm -rf "$artifacts"
      echo "$which $jobs $(echo "$end - $start" | bc)" >> "$out"
    done
  done
done
snapshots=$(cd "$after_tree" && "$after_bin" check --list | wc -l)
echo "| build | jobs | mean s | median s | best s | mean ms/snapshot | median ms/snapshot | best ms/snapshot |"
echo "|---|---:|---:|---:|---:|---:|---:|---:|"
python3 - "$out" "$snapshots" <<'PY'
import collections, statistics, sys
times = collections.defaultdict(list)
for line in open(sys.argv[1]):
    which, jobs, seconds = line.split()
    times[(which, jobs)].append(float(seconds))
n = int(sys.argv[2])
for (which, jobs), t in sorted(times.items()):
    mean, median, best = statistics.mean(t), statistics.median(t), min(t)
    print(f"| {which} | {jobs} | {mean:.3f} | {median:.3f} | {best:.3f} | {mean / n * 1000:.2f} | {median / n * 1000:.2f} | {best / n * 1000:.2f} |")
for which in sorted({w for w, _ in times}):
    one, two = times.get((which, "1")), times.get((which, "2"))
    if one and two:
        print(f"\n{which}: one job / two jobs, medians: {statistics.median(one) / statistics.median(two):.2f}x")
PY
rm -f "$out"
