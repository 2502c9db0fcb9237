#!/usr/bin/python3
"""summary.py [stepprobe.txt]: the figures README.md quotes (us per MiB of the first touch)."""
import collections
import statistics
import sys

d = {}
for line in open(sys.argv[1] if len(sys.argv) > 1 else "stepprobe.txt"):
    p, c, mib, r, f, g = line.split()
    d[(p, c, int(mib), r)] = float(f) / int(mib)
procs = sorted({k[0] for k in d})
rounds = sorted({k[3] for k in d})
conds = ["cpu", "cpu-flush", "cpu-sleep", "cpu-prewarm", "fresh", "fresh-prewarm"]
print("median us per MiB (min-max) over %d processes x %d rounds" % (len(procs), len(rounds)))
for c in conds:
    cells = []
    for m in (16, 32, 64):
        v = [x for k, x in d.items() if k[1] == c and k[2] == m]
        cells.append("%2d MiB %6.1f (%5.1f-%5.1f)" % (m, statistics.median(v), min(v), max(v)))
    print("%-14s %s" % (c, "   ".join(cells)))
print("paired by process and round:")
for m in (16, 64):
    for c1, c2 in (("cpu", "cpu-flush"), ("cpu", "cpu-sleep"), ("cpu", "cpu-prewarm"),
                   ("fresh", "fresh-prewarm")):
        x = [d[(p, c2, m, r)] / d[(p, c1, m, r)] for p in procs for r in rounds]
        print("  %2d MiB %s / %s: median %.3f, higher in %d of %d" % (
            m, c2, c1, statistics.median(x), sum(v > 1 for v in x), len(x)))
for c in conds:
    x = [d[(p, c, 64, r)] / d[(p, c, 16, r)] for p in procs for r in rounds]
    print("  %s: 64 MiB / 16 MiB per MiB, median %.3f, over 1 in %d of %d" % (
        c, statistics.median(x), sum(v > 1 for v in x), len(x)))
