#!/usr/bin/env bash
# `layoutsnap check --record never` on the repository's fixtures, two builds in interleaved rounds:
#   bash benchmarks/check_rounds.sh BEFORE_BIN BEFORE_TREE AFTER_BIN AFTER_TREE [ROUNDS]
# Each tree is a checkout with its own Fixtures/ and Snapshots/ (references pass in both). Every
# round runs both builds with --jobs 1, then both with --jobs 2; the table gives the mean and the
# best time per snapshot.
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
echo "| build | jobs | mean s | best s | mean ms/snapshot | best ms/snapshot |"
echo "|---|---:|---:|---:|---:|---:|"
awk -v n="$snapshots" '{k=$1" "$2; s[k]+=$3; c[k]++; if (!(k in m) || $3 < m[k]) m[k]=$3}
  END {for (k in s) {split(k, p, " "); printf "| %s | %s | %.3f | %.3f | %.2f | %.2f |\n", p[1], p[2], s[k]/c[k], m[k], s[k]/c[k]/n*1000, m[k]/n*1000}}' "$out" | sort
rm -f "$out"
