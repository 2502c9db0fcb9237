#!/usr/bin/python3
"""live_tables.py: tests/gpu/live-measure.sh's results, beside simrun's, as the CSV
of docs/data/ that docs/live.md and `make plots` read.

    scripts/live_tables.py [--add] RESULTS BUILD OUTDIR

RESULTS holds q*.jsonl and cap*.tar (live-measure.sh's OUTDIR); BUILD the build folder
(bin/simrun). Writes OUTDIR/live-sweep.csv: samples/sec per model, batch and line
(allocator, memory, capacity, prefetcher, evictor), measured (the program's steady state,
its median iteration after the warm-up; the median of the runs, with their spread,
(max - min) / median) and simulated: simrun on the capture of the same program and batch
(NAME.h5 in cap*.tar), its steady state the difference of the whole run and of its first
3 iterations (NAME-3.h5, gmscapture --from-log --iters 3). Failed runs are left out.

With --add, RESULTS is a later lease's (live-measure.sh ONLY=...): OUTDIR/live-sweep.csv
keeps its measured figures and gains the simulated ones it lacked where RESULTS has the
capture, and the cases that counted bytes by cause (NAME-bytes, --cupti=bytes) go to
OUTDIR/live-bytes.csv, per iteration (the run's bytes over its iterations, the first, cold,
one included on both sides) measured and simulated: simrun on the capture of the same
batch in RESULTS, else traces/captured/resnet50-bsBATCH.h5.
"""
import csv
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile

WARM = 3  # the iterations simrun's steady state leaves out


def cases(results):
    """Every case line of q*.jsonl with a program result."""
    for name in sorted(os.listdir(results)):
        if name.startswith("q") and name.endswith(".jsonl"):
            for line in open(os.path.join(results, name)):
                c = json.loads(line)
                if "case" in c and "prog" in c:
                    yield c


def flag(c, name):
    """The value of gmslive's flag name in case c, or None."""
    f = c.get("flags", [])
    return f[f.index(name) + 1] if name in f[:-1] else None


def line_of(c):
    """(model, batch, allocator, memory, capacity, prefetch, evict) of a case: the
    prefetcher and the evictor as the flags spelled them (launch:factor=80)."""
    p, lv = c["prog"], c.get("live")
    if not lv:
        return (p["model"], p["batch"], "pytorch", "device", "", "", "")
    if lv.get("capacity_mode") != "kernel-boundary":
        return (p["model"], p["batch"], lv["policy"], lv["upstream"], "", "", "")
    return (p["model"], p["batch"], lv["policy"], lv["upstream"], lv["capacity_bytes"],
            flag(c, "--prefetch") or lv["prefetcher"], flag(c, "--evict") or lv["evictor"])


def simrun(build, trace, line):
    """simrun's steady-state samples/sec for line on the capture trace (NAME.h5, beside
    NAME-3.h5, its first WARM iterations)."""
    times = []
    for t in (trace[:-3] + "-%d.h5" % WARM, trace):
        r = simrun_json(build, t, line)
        times.append(r["time_ns"])
    return line[1] * (r["iterations"] - WARM) / ((times[1] - times[0]) * 1e-9)


CAUSES = ("h2d_demand_bytes", "h2d_density_bytes", "h2d_launch_prefetch_bytes",
          "d2h_eviction_bytes")


def simrun_json(build, trace, line):
    """simrun's JSON for line (as simrun() runs it) on trace."""
    model, batch, policy, memory, cap, prefetch, evict = line
    cmd = [f"{build}/bin/simrun", "-q", "--json", "--no-wall", "--gpu", "h200-pcie5",
           "--policy", policy, "--memory", memory]
    if cap:
        cmd += ["--capacity", str(cap), "--prefetch", prefetch, "--evict", evict,
                "--evict-at-kernel-boundary"]
    return json.loads(subprocess.run(cmd + [trace], check=True, capture_output=True,
                                     text=True).stdout)


def add(results, build, work, out):
    """--add: the simulated figures OUTDIR/live-sweep.csv lacks; OUTDIR/live-bytes.csv."""
    for name in os.listdir(results):
        if name.startswith("cap") and name.endswith(".tar"):
            tarfile.open(os.path.join(results, name)).extractall(work)
    path = os.path.join(out, "live-sweep.csv")
    rows = list(csv.reader(open(path)))
    for r in rows[1:]:
        ln = (r[0], int(r[1]), *r[2:4], int(r[4]) if r[4] else "", *r[5:7])
        trace = os.path.join(work, f"{'rn' if ln[0] == 'resnet50' else 'gpt'}{ln[1]}-capture.h5")
        if not r[10] and ln[2] != "pytorch" and os.path.exists(trace):
            sim = simrun(build, trace, ln)
            r[10], r[11] = "%.4g" % sim, "%.3f" % (sim / float(r[8]))
    with open(path, "w") as f:
        csv.writer(f, lineterminator="\n").writerows(rows)
    with open(os.path.join(out, "live-bytes.csv"), "w") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["model", "batch", "capacity_bytes", "prefetch", "evict", "side", "iterations",
                    *CAUSES])
        for c in cases(results):
            if c["rc"] or not c["case"].endswith("-bytes"):
                continue
            ln, lv = line_of(c), c["live"]
            trace = os.path.join(work, f"rn{ln[1]}-capture.h5")
            if not os.path.exists(trace):
                trace = f"traces/captured/resnet50-bs{ln[1]}.h5"
            sim = simrun_json(build, trace, ln)
            for side, r, n in (("measured", lv, c["prog"]["iters"]),
                               ("simulated", sim, sim["iterations"])):
                w.writerow([ln[0], ln[1], ln[4], ln[5], ln[6], side, n,
                            *("%.4g" % (r[k] / n) for k in CAUSES)])


def main():
    adding = sys.argv[1:2] == ["--add"]
    if len(sys.argv) != 4 + adding:
        sys.exit("usage: live_tables.py [--add] RESULTS BUILD OUTDIR")
    results, build, out = sys.argv[1 + adding:]
    for d in (results, out):
        if not os.path.isdir(d):
            print(f"live_tables.py: {d}: not a folder", file=sys.stderr)
            sys.exit(2)
    with tempfile.TemporaryDirectory() as work:
        if adding:
            add(results, build, work, out)
        else:
            write(results, build, work, os.path.join(out, "live-sweep.csv"))


def write(results, build, work, path):
    """live-sweep.csv at path, the captures unpacked in work."""
    for name in os.listdir(results):
        if name.startswith("cap") and name.endswith(".tar"):
            tarfile.open(os.path.join(results, name)).extractall(work)
    runs = list(cases(results))
    sweep = {}
    for c in runs:
        if c["rc"] == 0 and not c["case"].endswith("-capture"):
            sweep.setdefault(line_of(c), []).append(c["prog"]["samples_per_sec"])
    with open(path, "w") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["model", "batch", "allocator", "memory", "capacity_bytes", "prefetch", "evict",
                    "runs", "measured", "spread", "simulated", "simulated_over_measured"])
        for ln in sorted(sweep, key=lambda k: tuple(str(x) for x in k[:1] + k[2:]) + (k[1],)):
            m = sweep[ln]
            med = statistics.median(m)
            trace = os.path.join(work, f"{'rn' if ln[0] == 'resnet50' else 'gpt'}{ln[1]}-capture.h5")
            sim = ""
            if ln[2] != "pytorch" and os.path.exists(trace):
                sim = simrun(build, trace, ln)
            w.writerow([*ln, len(m), "%.4g" % med, "%.3f" % ((max(m) - min(m)) / med),
                        "%.4g" % sim if sim else "", "%.3f" % (sim / med) if sim else ""])


if __name__ == "__main__":
    main()
