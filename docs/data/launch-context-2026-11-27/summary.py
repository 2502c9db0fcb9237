#!/usr/bin/python3
"""summary.py [DIR]: the figures README.md quotes, from DIR/tl.tgz (default: this
directory): per variant, each --timeline run's median LAUNCH call (cuda_ns), the
median over the runs, the round-by-round difference v0 - v1, and the medians of the
runs' launch, growth-cudaMalloc and host-copy totals."""
import csv, io, os, statistics as st, sys, tarfile

d = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
runs = {}  # (variant, round): (median launch ns, launches ms, growth mallocs ms, copies ms, end ms)
with tarfile.open(os.path.join(d, "tl.tgz")) as t:
    for m in t.getmembers():
        if not m.isfile():
            continue
        v, r = os.path.basename(m.name)[:-4].split("-")
        rows = list(csv.DictReader(io.TextIOWrapper(t.extractfile(m))))
        cuda = lambda op, cond=lambda r: True: [int(r["cuda_ns"]) for r in rows
                                                if r["op"] == op and cond(r)]
        launches = cuda("LAUNCH")
        runs[(v, int(r))] = (st.median(launches), sum(launches) / 1e6,
                             sum(cuda("ALLOC", lambda r: int(r["upstream_ns"] or 0) > 0)) / 1e6,
                             sum(cuda("HOST")) / 1e6, int(rows[-1]["start_ns"]) / 1e6)
rounds = sorted({r for _, r in runs})
for v in sorted({v for v, _ in runs}):
    rs = [runs[(v, r)] for r in rounds]
    print("%s: %d runs, median launch %.2f us (%.2f to %.2f); launches %.2f ms, growth"
          " cudaMallocs %.2f ms, host copies %.2f ms, run %.1f ms (medians over the runs)" % (
              v, len(rs), st.median(x[0] for x in rs) / 1e3, min(x[0] for x in rs) / 1e3,
              max(x[0] for x in rs) / 1e3, *(st.median(x[i] for x in rs) for i in (1, 2, 3, 4))))
diff = [(runs[("v0", r)][0] - runs[("v1", r)][0]) / 1e3 for r in rounds]
print("v0 - v1, round by round: median %+.2f us, v0 dearer in %d of %d" % (
    st.median(diff), sum(x > 0 for x in diff), len(diff)))
diff = [(runs[("v2", r)][0] - runs[("v1", r)][0]) / 1e3 for r in rounds]
print("v2 - v1, round by round: median %+.2f us, v2 dearer in %d of %d" % (
    st.median(diff), sum(x > 0 for x in diff), len(diff)))
