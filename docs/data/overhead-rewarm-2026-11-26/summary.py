#!/usr/bin/python3
"""summary.py: gpurun's own time per event (host_overhead_ns_per_event) of the three builds
of rewarm.sh, from rewarm.tgz (run in this directory): each case and build's median over
its runs, and each build's difference from base paired by round."""
import io, json, statistics as st, tarfile, collections
t = tarfile.open("rewarm.tgz")
res, lab = {}, None
for line in io.TextIOWrapper(t.extractfile("rewarm/ab.txt")):
    if line.startswith("{"):
        d = json.loads(line)
        res[lab] = (d["host_overhead_ns_per_event"] / 1e3, d["sim_time_ns"] / 1e6)
    else:
        lab = tuple(line.split())
cases = sorted({k[1] for k in res})
rounds = sorted({int(k[0]) for k in res})
for c in cases:
    for v in ("base", "data", "rewarm"):
        x = [res[(str(r), c, v)] for r in rounds if (str(r), c, v) in res]
        line = "%-16s %-6s %2d runs: %.2f us an event (%.2f to %.2f), run %.1f ms" % (
            c, v, len(x), st.median(a for a, _ in x), min(a for a, _ in x), max(a for a, _ in x),
            st.median(b for _, b in x))
        if v != "base":
            diff = [res[(str(r), c, v)][0] - res[(str(r), c, "base")][0] for r in rounds]
            line += "; minus base, paired: median %+.2f, lower in %d of %d" % (
                st.median(diff), sum(x < 0 for x in diff), len(diff))
        print(line)
