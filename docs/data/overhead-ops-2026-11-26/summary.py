#!/usr/bin/python3
"""summary.py: gpurun's own time per event on pf-chunk-256M, from the two device calls of
2026-11-26 (run in this directory; it unpacks nothing to disk):
  diag.tgz  (diag.sh, gpurun 2f6c7fc): --timeline's overhead_ns per event of ten runs, the
            timing runs' host_overhead_ns_per_event beside;
  diag2.tgz (diag2.sh, gpurun-diag = 2f6c7fc + diag.patch): the issuer's time per op of
            eight threaded runs (taking the op from the queue, issuing it less the
            program's parts), and --one-thread timing runs."""
import csv, io, json, statistics as st, tarfile, collections

def members(tgz, prefix):
    t = tarfile.open(tgz)
    for m in t.getmembers():
        if m.name.lstrip("./").startswith(prefix) and m.isfile():
            yield m.name, io.TextIOWrapper(t.extractfile(m))

per = collections.defaultdict(list)
for name, f in members("diag.tgz", "pf-chunk-256M-tl-"):
    seen = set()
    for r in csv.DictReader(f):
        first = r["op"] not in seen
        seen.add(r["op"])
        per[(int(r["row"]), r["op"], first)].append(int(r["overhead_ns"]))
print("pf-chunk-256M, --timeline overhead_ns by event (us, median of %d runs; a LAUNCH's includes"
      " the timeline's own event record)" % len(next(iter(per.values()))))
for k in sorted(per):
    print("  row %2d %-8s %-5s %6.2f" % (k[0], k[1], "first" if k[2] else "", st.median(per[k]) / 1e3))
for tgz, name in (("diag.tgz", "pf.txt"), ("diag2.tgz", "runs.txt")):
    for _, f in members(tgz, name):
        label, res = None, collections.defaultdict(list)
        for line in f:
            if not line.startswith("{"):
                label = tuple(line.split()[1:])
                continue
            d = json.loads(line)
            if "host_overhead_ns_per_event" in d:
                res[label].append(d["host_overhead_ns_per_event"] / 1e3)
        for k in sorted(res):
            if k[0].startswith("pf-chunk"):
                print("%s %-30s us an event after the firsts: median %.2f (%.2f..%.2f, %d runs)" % (
                    tgz, " ".join(k), st.median(res[k]), min(res[k]), max(res[k]), len(res[k])))
ends = {True: [], False: []}
for _, f in members("diag2.tgz", "ops-pf-chunk-256M-thr-"):
    prev = 0
    for r in csv.reader(f):
        kind, take, issue, prog = int(r[2]), int(r[4]), int(r[5]), int(r[6])
        if kind == 1 and int(r[1]) >= 1:
            ends[prev > 1000000].append(take + issue - prog)
        if kind not in (0, 1):
            prev = prog
print("diag2: an event's END op (take + issue, its calls excluded): after a call of over 1 ms"
      " %.2f us (median of %d), after shorter ones %.2f (%d)" % (
      st.median(ends[True]) / 1e3, len(ends[True]), st.median(ends[False]) / 1e3, len(ends[False])))
