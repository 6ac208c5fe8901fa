#!/usr/bin/env bash
# What `check --jobs 2` gets out of two processors, against what this machine can give the same work:
#   bash benchmarks/jobs_capacity.sh BIN [TREE] [ROUNDS]
# TREE is a checkout whose references all pass (default: the current folder). Each round runs, in
# an order that rotates from round to round:
#   one     `check --jobs 1`
#   two     `check --jobs 2`
#   pair    two `check --jobs 1` processes at once, each with its own artifacts folder
# `pair` is the machine's own answer to "how much faster can two processors do this work": two
# processes share nothing of ours (no lock, no queue, no font set-up), only the processors, their
# caches and the memory. Its capacity is 2 x one / pair: 2.00 on a machine where two copies of the
# work run as fast as one. A busy loop pair (no memory traffic) is the control: it shows whether the
# two processors are real ones or two threads of one core.
# The table gives medians of wall time and of CPU time (user + system, all threads), then
#   speed-up = one / two,  capacity = 2 x one / pair,  efficiency = speed-up / capacity.
set -euo pipefail
bin=$(realpath "$1"); tree=${2:-.}; rounds=${3:-15}
cd "$tree"
python3 - "$bin" "$rounds" <<'PY'
import resource, statistics, subprocess, sys, tempfile, time
binary, rounds = sys.argv[1], int(sys.argv[2])
folders = [tempfile.mkdtemp(prefix="jobs-capacity-") for _ in range(2)]

def check(jobs, folder):
    return [binary, "check", "--record", "never", "--jobs", str(jobs), "--artifacts", folder]

def spin():
    return [sys.executable, "-c", "x = 0\nfor i in range(1_500_000): x += i"]

def timed(commands):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    processes = [subprocess.Popen(c, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL) for c in commands]
    codes = [p.wait() for p in processes]
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if any(codes):
        sys.exit(f"a run exited with {codes}: every reference must pass in this tree")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall * 1000, cpu * 1000

runs = {
    "one": lambda: timed([check(1, folders[0])]),
    "two": lambda: timed([check(2, folders[0])]),
    "pair": lambda: timed([check(1, folders[0]), check(1, folders[1])]),
    "spin one": lambda: timed([spin()]),
    "spin pair": lambda: timed([spin(), spin()]),
}
names = list(runs)
samples = {name: [] for name in names}
for _ in range(2):
    for name in names: runs[name]()  # warm-up: page cache, fonts
for r in range(rounds):
    for name in names[r % len(names):] + names[:r % len(names)]:
        samples[name].append(runs[name]())
median = statistics.median
print(f"{rounds} rounds, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}")
print("| run | median wall ms | best wall ms | median CPU ms |")
print("|---|---:|---:|---:|")
for name in names:
    walls = [w for w, _ in samples[name]]
    print(f"| {name} | {median(walls):.1f} | {min(walls):.1f} | {median([c for _, c in samples[name]]):.1f} |")
one, two, pair = (median([w for w, _ in samples[n]]) for n in ("one", "two", "pair"))
spin_one, spin_pair = (median([w for w, _ in samples[n]]) for n in ("spin one", "spin pair"))
print(f"\nspeed-up one / two: {one / two:.2f}x")
print(f"capacity 2 x one / pair: {2 * one / pair:.2f}x (busy loops: {2 * spin_one / spin_pair:.2f}x)")
print(f"efficiency: {100 * (one / two) / (2 * one / pair):.0f}%")
PY
