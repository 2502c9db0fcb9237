#!/usr/bin/python3
"""live_tables.py: tests/gpu/live-measure.sh's results, beside simrun's, as the CSVs
of docs/data/ that docs/live.md and `make plots` read.

    scripts/live_tables.py RESULTS BUILD OUTDIR

RESULTS holds q*.jsonl and cap*.tar (live-measure.sh's OUTDIR); BUILD the build folder
(bin/simrun). Writes to OUTDIR:
  live-runs.csv   one row per case: the program's steady-state samples/sec (the median
                  iteration after the warm-up), gmslive's results, the last loss;
  live-sweep.csv  samples/sec per model, batch and line (allocator, memory, capacity,
                  prefetcher, evictor), measured (the median of the runs, with their
                  spread) and simulated: simrun on the capture of the same program and
                  batch, its steady state the difference of the whole run and of its
                  first 3 iterations (NAME-3.h5, gmscapture --from-log --iters 3).
"""
import csv
import json
import os
import statistics
import subprocess
import sys
import tarfile

WARM = 3  # the iterations simrun's steady state leaves out


def cases(results):
    """Every case line of q*.jsonl with a program result."""
    for name in sorted(os.listdir(results)):
        if name.startswith("q") and name.endswith(".jsonl"):
            for line in open(os.path.join(results, name)):
                c = json.loads(line)
                if "case" in c and "prog" in c:
                    yield c


def line_of(c):
    """(model, batch, allocator, memory, capacity, prefetch, evict) of a case."""
    p, lv = c["prog"], c.get("live")
    if not lv:
        return (p["model"], p["batch"], "pytorch", "device", "", "", "")
    cap = lv["capacity_bytes"] if lv.get("capacity_mode") == "kernel-boundary" else ""
    return (p["model"], p["batch"], lv["policy"], lv["upstream"], cap,
            lv.get("prefetcher") or "", (lv.get("evictor") or "") if cap else "")


def simrun(build, trace, line, iters):
    """simrun's steady-state samples/sec for line on the capture trace (NAME.h5, iters
    iterations, beside NAME-3.h5, its first WARM)."""
    model, batch, policy, memory, cap, prefetch, evict = line
    times = []
    for t in (trace[:-3] + "-%d.h5" % WARM, trace):
        cmd = [f"{build}/bin/simrun", "-q", "--json", "--no-wall", "--gpu", "h200-pcie5",
               "--policy", policy, "--memory", memory]
        if cap:
            cmd += ["--capacity", str(cap), "--prefetch", prefetch, "--evict", evict,
                    "--evict-at-kernel-boundary"]
        r = json.loads(subprocess.run(cmd + [t], check=True, capture_output=True,
                                      text=True).stdout)
        times.append(r["time_ns"])
    return batch * (iters - WARM) / ((times[1] - times[0]) * 1e-9)


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: live_tables.py RESULTS BUILD OUTDIR")
    results, build, out = sys.argv[1:]
    work = os.path.join(out, "work")
    os.makedirs(work, exist_ok=True)
    for name in os.listdir(results):
        if name.startswith("cap") and name.endswith(".tar"):
            tarfile.open(os.path.join(results, name)).extractall(work)
    runs = list(cases(results))
    keys = ["case", "gpu", "rc", "model", "batch", "allocator", "memory", "capacity_bytes",
            "prefetch", "evict", "steady_samples_per_sec", "steady_iter_ms", "live_samples_per_sec",
            "peak_reserved_bytes", "evictions", "evict_request_bytes", "last_loss", "wall_s"]
    with open(os.path.join(out, "live-runs.csv"), "w") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(keys)
        for c in runs:
            p, lv = c["prog"], c.get("live", {})
            ln = line_of(c)
            w.writerow([c["case"], c["gpu"], c["rc"], *ln[:4], ln[4], ln[5], ln[6],
                        "%.1f" % p["samples_per_sec"], "%.2f" % (p["steady_iter_s"] * 1e3),
                        "%.1f" % lv["samples_per_sec"] if lv else "",
                        lv.get("peak_reserved_bytes", p.get("max_memory_reserved") or ""),
                        lv.get("evictions", ""), lv.get("evict_request_bytes", ""),
                        repr(p["losses"][-1]), c["wall_s"]])
    sweep = {}
    for c in runs:
        if c["rc"] == 0 and not c["case"].endswith("-capture"):
            sweep.setdefault(line_of(c), []).append(c["prog"]["samples_per_sec"])
    with open(os.path.join(out, "live-sweep.csv"), "w") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["model", "batch", "allocator", "memory", "capacity_bytes", "prefetch", "evict",
                    "runs", "measured", "spread", "simulated", "simulated_over_measured"])
        for ln in sorted(sweep, key=lambda k: tuple(str(x) for x in k)):
            m = sweep[ln]
            med = statistics.median(m)
            trace = os.path.join(work, f"{'rn' if ln[0] == 'resnet50' else 'gpt'}{ln[1]}-capture.h5")
            sim = ""
            if ln[2] != "pytorch" and os.path.exists(trace):
                iters = next(c["prog"]["iters"] for c in runs if c["case"].endswith("-capture")
                             and c["prog"]["model"] == ln[0] and c["prog"]["batch"] == ln[1])
                sim = simrun(build, trace, ln, iters)
            w.writerow([*ln, len(m), "%.1f" % med, "%.3f" % ((max(m) - min(m)) / med),
                        "%.1f" % sim if sim else "", "%.3f" % (sim / med) if sim else ""])


if __name__ == "__main__":
    main()
