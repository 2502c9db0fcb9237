#!/usr/bin/python3
"""timeline_bins.py: a simrun --timeline CSV, binned over simulated time, for
plots/um_timeline.gp: per bin, GPU page faults per ms, bytes moved per second
by cause, and the time-average of the transfers in flight.

    plots/timeline_bins.py TIMELINE.csv OUT.csv [--policy NAME] [--bins N]

The timeline has one row after every ALLOC, FREE, kernel and copy (tens of
thousands); its faults and bytes by cause are totals so far and its
transfers in flight a count at the row's time, a 0/1 series in practice,
which drawn row by row is a solid block. Each total is read as a step
function of time (its value at t is the last row's at or before t), so a
bin's rate is its increase over the bin divided by the bin's width, and the
in-flight count is averaged over the bin weighted by time.

OUT.csv columns: t_ms (the bin's middle), faults_per_ms, then for each cause
column of the timeline NAME_gbps (10^9 bytes per second), then inflight (mean
transfers in flight). The bin width is a round number of ms (1, 2 or 5 times
a power of ten) giving at most N bins (default 200).

Prints, for gnuplot -e, the bin width and count, the end of the last bin
(ms), the faults in all, the largest mean in flight, and the causes that
moved any byte (the series worth drawing):
    binms=100; nbins=105; tmax=10500; faults=10240; inflight_max=0.9684; rates='h2d_demand ...'
Exit status 2 when the timeline has no rows (for that policy), or when OUT
cannot be written (it is written whole or not at all, never over the
timeline: scripts/gms_output.py).
"""
import argparse
import csv
import math
import os
import sys

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path[:0] = [HERE, os.path.join(HERE, "..", "scripts")]  # installed: HERE; a checkout: ../scripts
import gms_output  # noqa: E402

CAUSES = ["h2d_demand", "h2d_density", "h2d_prefetch", "d2h_eviction", "d2h_cpu_fault",
          "d2h_prefetch"]


def round_width(span_ms, nbins):
    """The smallest of 1, 2, 5 x 10^k ms giving at most nbins bins over span_ms."""
    raw = max(span_ms / nbins, 1e-6)
    k = math.floor(math.log10(raw))
    for m in (1, 2, 5, 10):
        w = m * 10.0 ** k
        if w >= raw * (1 - 1e-9):
            return w
    return 10.0 ** (k + 1)


def read(path, policy):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    if policy is not None:
        rows = [r for r in rows if r["policy"] == policy]
    causes = [c for c in CAUSES if rows and c + "_bytes" in rows[0]]
    t = [int(r["time_ns"]) / 1e6 for r in rows]
    faults = [int(r["faults"]) for r in rows]
    inflight = [int(r["transfers_in_flight"]) for r in rows]
    moved = {c: [int(r[c + "_bytes"]) for r in rows] for c in causes}
    return t, faults, inflight, moved


def step_at(t, v, edges):
    """The step function (t, v) at each edge: the last value at or before it (0 before)."""
    out, i = [], 0
    for e in edges:
        while i < len(t) and t[i] <= e:
            i += 1
        out.append(v[i - 1] if i else 0)
    return out


def time_average(t, v, edges):
    """Per bin [edges[j], edges[j+1]), the time-weighted mean of step function (t, v)."""
    out = []
    i, cur = 0, 0
    for a, b in zip(edges, edges[1:]):
        while i < len(t) and t[i] <= a:
            cur = v[i]
            i += 1
        area, x = 0.0, a
        j = i
        while j < len(t) and t[j] < b:
            area += cur * (t[j] - x)
            x, cur = t[j], v[j]
            j += 1
        area += cur * (b - x)
        out.append(area / (b - a))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("timeline")
    ap.add_argument("out")
    ap.add_argument("--policy", help="only this policy's rows (default: every row)")
    ap.add_argument("--bins", type=int, default=200, help="at most this many bins (default 200)")
    a = ap.parse_args()
    t, faults, inflight, moved = read(a.timeline, a.policy)
    if not t:
        print("timeline_bins.py: %s: no timeline rows%s" %
              (a.timeline, " of policy " + a.policy if a.policy else ""), file=sys.stderr)
        return 2
    w = round_width(t[-1], a.bins)
    n = max(1, math.ceil(t[-1] / w - 1e-9))
    edges = [j * w for j in range(n + 1)]
    edges[-1] = max(edges[-1], t[-1])
    f_at = step_at(t, faults, edges)
    m_at = {c: step_at(t, v, edges) for c, v in moved.items()}
    infl = time_average(t, inflight, edges)
    with gms_output.replacing(a.out, [a.timeline], newline="") as f:
        out = csv.writer(f, lineterminator="\n")
        out.writerow(["t_ms", "faults_per_ms"] + [c + "_gbps" for c in moved] + ["inflight"])
        for j in range(n):
            width_ms = edges[j + 1] - edges[j]
            row = ["%.6g" % ((edges[j] + edges[j + 1]) / 2),
                   "%.6g" % ((f_at[j + 1] - f_at[j]) / width_ms)]
            row += ["%.6g" % ((m_at[c][j + 1] - m_at[c][j]) / (width_ms * 1e6)) for c in moved]
            row.append("%.4g" % infl[j])
            out.writerow(row)
    rates = " ".join(c for c, v in moved.items() if v[-1] > 0)
    print("binms=%.6g; nbins=%d; tmax=%.6g; faults=%d; inflight_max=%.4g; rates='%s'"
          % (w, n, edges[-1], faults[-1], max(infl), rates))
    return 0


if __name__ == "__main__":
    gms_output.run_main("timeline_bins.py", main)
