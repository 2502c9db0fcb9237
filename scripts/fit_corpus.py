#!/usr/bin/python3
"""fit_corpus.py: refit a profile's fault keys on a corpus's fitting set, simrun in the loop.

usage: scripts/fit_corpus.py [--simrun BIN] [--cases FIT.txt] [--windows 1M,2M,...]
                             PASSES.csv BASE.profile OUT.profile

PASSES.csv: each timing run's split (docs/data/h200-2026-11-28/corpus/passes.csv: set, case,
pass, time_ns, host_init_ns, host_touch_ns, ...). The fitted quantity is a case's fault
time, measured as the median over its runs of time_ns - host_init_ns - host_touch_ns (the
CUDA calls, the kernels' fault waits in them: the CPU's part, which varies by 15% from one
run to the next, left out) and simulated as simrun's time_ns - host_populate_ns - the
HOST events' time (each HOST event's ns: the fitted cases' host writes are all at the CPU).
It is piecewise linear in fault_batch_ns, fault_block_ns, the cost per byte of
fault_h2d_ns, fault_wake_ns and of fault_zero_ns (docs/model.md "Kernels": a kernel ends at
max(start + ns, its faults served)), so the fit linearizes it by finite differences (six
simrun runs per case), solves, and linearizes again at the solution (ROUNDS times). Each
solve: least squares of the relative errors, coefficients >= 0 (every subset tried), for
each fault_window of --windows (default 1M,2M,4M,8M,16M); the window with the least RMS
relative residual is kept. The cases:
those of --cases (default scripts/corpus-fit.txt) that are fault-driven kernels alone
(micro, no --prefetch, no --capacity, no pingpong: CPU faults are another key's). OUT is
BASE with the five keys and fault_window replaced, each with a comment giving the fit.
"""
import argparse
import csv
import itertools
import json
import os
import statistics
import subprocess
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import compare  # noqa: E402  (read_cases)

START = [20e3, 10e3, 0.1, 50e3, 0.05]  # ns (per byte for the curves): where the fit begins
STEP = [1e3, 1e3, 0.01, 1e3, 0.01]      # the smallest finite-difference steps
ROUNDS = 4                              # linearizations per window
KEYS = ["fault_batch_ns", "fault_block_ns", "fault_h2d_ns", "fault_wake_ns", "fault_zero_ns"]


def key_sets(c):
    """--set flags giving the five coefficients c (ns; ns per byte for the two curves)."""
    line = lambda ns: "4K:%.6gns 2M:%.6gns" % (4096 * ns, 2097152 * ns)
    vals = [("fault_batch_ns", "%.6gns" % c[0]), ("fault_block_ns", "%.6gns" % c[1]),
            ("fault_h2d_ns", line(c[2])), ("fault_wake_ns", "%.6gns" % c[3]),
            ("fault_zero_ns", line(c[4]))]
    return [x for key, v in vals for x in ("--set", "%s=%s" % (key, v))]


def sim(binary, profile, trace, flags, extra):
    p = subprocess.run([binary, "--quiet", "--json", "--no-wall", "--gpu", profile,
                        "--trace-kernel-times"] + flags + extra + [trace],
                       capture_output=True, text=True)
    if p.returncode not in (0, 1):
        sys.exit("fit_corpus.py: simrun %s: %s" % (trace, p.stderr.strip()))
    return json.loads(next(l for l in p.stdout.splitlines() if l.startswith("{")))


def host_event_ns(trace):
    import h5py
    with h5py.File(trace, "r") as f:
        ev = f["events"][:]
    return int(sum(int(e["ns"]) for e in ev if int(e["op"]) == 4))  # HOST


def fault_time(binary, profile, trace, flags, c):
    s = sim(binary, profile, trace, flags, key_sets(c))
    return s["time_ns"] - s.get("host_populate_ns", 0) - host_event_ns(trace)


def design(binary, profile, traces, cases, window, c):
    """The simulated fault time linearized at c: rows dT/dc_k and offsets T(c) - X c, one
    per case (a kernel ends at max(start + ns, its faults served): piecewise linear)."""
    X, off = [], []
    for name, gen, flags in cases:
        fl = flags.split() + ["--set", "fault_window=" + window]
        t0 = fault_time(binary, profile, traces[name], fl, c)
        row = []
        for k in range(len(KEYS)):
            d = max(0.25 * c[k], STEP[k])
            ck = list(c)
            ck[k] += d
            row.append((fault_time(binary, profile, traces[name], fl, ck) - t0) / d)
        X.append(row)
        off.append(t0 - float(np.dot(row, c)))
    return np.array(X), np.array(off)


def nnls_rel(X, off, y):
    """min sum ((off + X c - y) / y)^2 over c >= 0: every subset of free coefficients."""
    A, b = X / y[:, None], (y - off) / y
    best = None
    for r in range(1, X.shape[1] + 1):
        for sub in itertools.combinations(range(X.shape[1]), r):
            c = np.zeros(X.shape[1])
            c[list(sub)] = np.linalg.lstsq(A[:, sub], b, rcond=None)[0]
            if (c < 0).any():
                continue
            rms = float(np.sqrt(np.mean((A @ c - b) ** 2)))
            if best is None or rms < best[0]:
                best = (rms, c)
    return best


def measured(passes, names):
    runs = {}
    with open(passes) as f:
        for r in csv.DictReader(f):
            v = int(r["time_ns"]) - int(r["host_init_ns"]) - int(r["host_touch_ns"])
            runs.setdefault(r["case"], []).append(v)
    return np.array([statistics.median(runs[n]) for n in names])


def fitted_case(gen, flags):
    g = gen.split()
    return (g[:1] == ["micro"] and "--prefetch" not in g and "--capacity" not in flags
            and "pingpong" not in g)


def write_profile(base, out, fit, window, cases):
    rms, c = fit
    per_byte = lambda ns: " ".join("%s:%.4gus" % (s, ns * b / 1e3) for s, b in
                                   (("4K", 4096), ("64K", 65536), ("512K", 524288),
                                    ("1M", 1048576), ("2M", 2097152)))
    us = lambda ns: "%.4gus" % (ns / 1e3)
    vals = {"fault_window": window, "fault_batch_ns": us(c[0]), "fault_block_ns": us(c[1]),
            "fault_h2d_ns": per_byte(c[2]), "fault_wake_ns": us(c[3]),
            "fault_zero_ns": per_byte(c[4])}
    note = ("# Refitted (this value replaces the calibration's above) by scripts/fit_corpus.py"
            "\n# on %d fault-driven cases of a corpus's fitting set (fault time = run time -"
            "\n# the CPU's first touch and HOST events), fault_window %s: RMS relative"
            "\n# residual %.1f%%.\n" % (len(cases), window, 100 * rms))
    lines = []
    with open(base) as f:
        for line in f:
            key = line.split("=")[0].strip()
            if key in vals and "=" in line and not line.startswith("#"):
                line = note + "%s = %s\n" % (key, vals[key])
            lines.append(line)
    with open(out, "w") as f:
        f.writelines(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--simrun", default="build/bin/simrun")
    ap.add_argument("--cases", default=os.path.join(os.path.dirname(__file__), "corpus-fit.txt"))
    ap.add_argument("--windows", default="1M,2M,4M,8M,16M")
    ap.add_argument("passes")
    ap.add_argument("base")
    ap.add_argument("out")
    a = ap.parse_args()
    cases = [c for c in compare.read_cases(a.cases) if fitted_case(c[1], c[2])]
    tracegen = os.path.join(os.path.dirname(a.simrun), "tracegen")
    y = measured(a.passes, [c[0] for c in cases])
    with tempfile.TemporaryDirectory() as work:
        traces = {}
        for name, gen, _ in cases:
            traces[name] = os.path.join(work, name + ".h5")
            subprocess.run([tracegen] + gen.split() + ["--seed", "1", "-o", traces[name]],
                           check=True, capture_output=True)
        best = None
        for w in a.windows.split(","):
            c = START
            for _ in range(ROUNDS):
                X, off = design(a.simrun, a.base, traces, cases, w, c)
                fit = nnls_rel(X, off, y)
                c = list(fit[1])
            print("fault_window %s: RMS relative residual %.1f%%: batch %.3g us, block %.3g us,"
                  " %.3g GB/s moved, wake %.3g us, %.3g GB/s zero-filled" %
                  (w, 100 * fit[0], fit[1][0] / 1e3, fit[1][1] / 1e3,
                   1 / fit[1][2] if fit[1][2] else float("inf"), fit[1][3] / 1e3,
                   1 / fit[1][4] if fit[1][4] else float("inf")))
            if best is None or fit[0] < best[0][0]:
                best = (fit, w, X, off)
    fit, w, X, off = best
    for (name, _, _), yy, s in zip(cases, y, off + X @ fit[1]):
        print("  %-22s measured %9.2f ms  fitted %9.2f ms  %.2f" % (name, yy / 1e6, s / 1e6, s / yy))
    write_profile(a.base, a.out, fit, w, cases)
    print("fit_corpus.py: wrote %s (fault_window %s)" % (a.out, w))


if __name__ == "__main__":
    main()
