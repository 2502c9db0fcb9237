#!/usr/bin/python3
"""summary.py FILE.txt.gz: the tables of docs/data/irq-cpu-2026-11-26/README.md.

FILE holds a header line ("ROUND CASE VARIANT ...") before each gpurun JSON line.
Prints, per case and variant, the median overhead per event, the issuer's total wait
for the planner, the runs whose total wait passed 1.2 ms and the median time; and,
for the diagnostic builds (dbg.patch: keys dbg_*), the same runs by the CPU the
planner was on during its longest wait for a RESERVE's answer."""
import collections
import gzip
import json
import statistics as st
import sys

rows = []
with gzip.open(sys.argv[1], "rt") as f:
    lines = f.read().splitlines()
for head, line in zip(lines[0::2], lines[1::2]):
    h = head.split()
    d = json.loads(line)
    d["_case"], d["_variant"] = h[1], h[2]
    rows.append(d)

LONG = 1.2e6  # ns: a run's total wait that counts as long
print("| case | variant | n | us/event median (max) | total wait ms median (max)"
      " | runs waiting over 1.2 ms | time ms median |")
print("|---|---|---|---|---|---|---|")
groups = collections.defaultdict(list)
for d in rows:
    groups[(d["_case"], d["_variant"])].append(d)
for (case, variant), ds in sorted(groups.items()):
    o = [d["host_overhead_ns_per_event"] / 1e3 for d in ds]
    w = [d["planner_wait_ns"] / 1e6 for d in ds]
    t = [d["sim_time_ns"] / 1e6 for d in ds]
    print("| %s | %s | %d | %.2f (%.2f) | %.2f (%.2f) | %d | %.1f |" % (
        case, variant, len(ds), st.median(o), max(o), st.median(w), max(w),
        sum(x > LONG / 1e6 for x in w), st.median(t)))

if rows and "dbg_pa_maxlat_cpu0" in rows[0]:
    print()
    print("| variant | planner's CPU | runs | runs waiting over 1.2 ms | planner's stalls"
          " over 50 us, ms in all: median (max) |")
    print("|---|---|---|---|---|")
    by = collections.defaultdict(list)
    for d in rows:
        by[(d["_variant"], d["dbg_pa_maxlat_cpu0"])].append(d)
    for (variant, cpu), ds in sorted(by.items()):
        s = [d["dbg_pa_stall"] / 1e6 for d in ds]
        print("| %s | %d | %d | %d | %.2f (%.2f) |" % (
            variant, cpu, len(ds), sum(d["planner_wait_ns"] > LONG for d in ds),
            st.median(s), max(s)))
