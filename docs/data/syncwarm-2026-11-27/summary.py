#!/usr/bin/python3
"""summary.py: gpurun's own time per event (host_overhead_ns_per_event) and the run's time of
the three builds of syncwarm.sh, from syncwarm.tgz (run in this directory): each case (and
policy) and build's median over its runs, and each build's difference from base paired by
round."""
import io, json, statistics as st, tarfile
t = tarfile.open("syncwarm.tgz")
res, lab = {}, None
for line in io.TextIOWrapper(t.extractfile("syncwarm/ab.txt")):
    if line.startswith("{"):
        d = json.loads(line)
        res[(lab[0], lab[1] + ":" + d["policy"], lab[2])] = (
            d["host_overhead_ns_per_event"] / 1e3, d["sim_time_ns"] / 1e6)
    else:
        lab = tuple(line.split())
cases = sorted({k[1] for k in res})
rounds = sorted({int(k[0]) for k in res})
for c in cases:
    for v in ("base", "warm", "long"):
        x = [res[(str(r), c, v)] for r in rounds if (str(r), c, v) in res]
        line = "%-26s %-4s %2d runs: %.2f us an event (%.2f to %.2f), run %.1f ms" % (
            c, v, len(x), st.median(a for a, _ in x), min(a for a, _ in x), max(a for a, _ in x),
            st.median(b for _, b in x))
        if v != "base":
            pr = [r for r in rounds if (str(r), c, v) in res and (str(r), c, "base") in res]
            diff = [res[(str(r), c, v)][0] - res[(str(r), c, "base")][0] for r in pr]
            rt = [res[(str(r), c, v)][1] / res[(str(r), c, "base")][1] for r in pr]
            line += "; minus base, paired: median %+.2f, lower in %d of %d; run time / base %.3f" % (
                st.median(diff), sum(x < 0 for x in diff), len(diff), st.median(rt))
        print(line)
