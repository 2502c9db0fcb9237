#!/usr/bin/python3
"""spell.py: from spell.tgz (spell.sh's runs; run in this directory), each case's run times
beside d2hprobe's figures just before and just after the run: the runs whose two probes
both found prefetches to the CPU fast (under 215 us a 2 MiB call) or both slow (230 us or
more), and the correlation of the run's time with the mean of its two probes, both ways."""
import io, json, statistics as st, tarfile, collections
rows, lab = [], None
for line in io.TextIOWrapper(tarfile.open("spell.tgz").extractfile("spell/runs.txt")):
    line = line.strip()
    if line.startswith("{"):
        rows.append(lab + (json.loads(line)["sim_time_ns"] / 1e6,))
    elif line:
        p = line.split()
        lab = (int(p[0]), p[1]) + tuple(float(x) for x in p[2:6])

def corr(x, y):
    mx, my = st.mean(x), st.mean(y)
    sxy = sum((a - mx) * (b - my) for a, b in zip(x, y))
    return sxy / (sum((a - mx) ** 2 for a in x) * sum((b - my) ** 2 for b in y)) ** 0.5

probes = [r[2] for r in rows] + [r[4] for r in rows]
print("d2hprobe, prefetch to the CPU: %.0f to %.0f us a 2 MiB call, median %.0f; in order: %s"
      % (min(probes), max(probes), st.median(probes), " ".join("%.0f" % r[2] for r in rows[:40])))
by = collections.defaultdict(list)
for r in rows:
    by[r[1]].append(r)
for c, v in by.items():
    t = [r[6] for r in v]
    fast = [r[6] for r in v if r[2] < 215 and r[4] < 215]
    slow = [r[6] for r in v if r[2] >= 230 and r[4] >= 230]
    print("%-22s %d runs: median %.1f ms; both probes fast %d runs, median %.1f; both slow %d,"
          " median %.1f; correlation with the probe to the CPU %+.2f, to the GPU %+.2f" % (
              c, len(v), st.median(t), len(fast), st.median(fast), len(slow), st.median(slow),
              corr(t, [(r[2] + r[4]) / 2 for r in v]), corr(t, [(r[3] + r[5]) / 2 for r in v])))
