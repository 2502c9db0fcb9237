#!/usr/bin/python3
"""experiments.py: rerun the seed documents' experiments and write docs/experiments.md.

    scripts/experiments.py [--build BUILD] [--out docs/experiments.md] [--jobs N]

Each experiment is one or more grids run by scripts/sweep.py (simrun on
traces tracegen writes, or on PyTorch snapshots imported with
scripts/torch2trace.py), drawn with the gnuplot scripts of plots/, and
written up beside the seed's own figure: the command, a table, the figure
and the reasons for any gap. Every number in the document comes from the
runs of this invocation (the seed's figures are quoted as such). Figures
and their CSV go to docs/experiments/; run directories to BUILD/experiments/.
`make experiments` runs it; about 5 to 10 minutes on 2 cores.
"""

import argparse
import csv
import os
import shlex
import subprocess
import sys
import time

PY = "/usr/bin/python3"
GIB = float(1 << 30)

# The seed talk's tables (Unified Memory for Data Analytics and Deep
# Learning, GTC 2020, Sakharnykh, Garg, Vainbrand): V100-32GB samples/sec.
# (model label, tracegen options, fp16 (batch, sps), fp32 (batch, sps)).
TALK_BASELINE = [
    ("ResNet-1001", "--model resnet --depth 1001", (98, 98.7), (48, 44.3)),
    ("DenseNet-264", "--model densenet --depth 264", (218, 255.8), (109, 143.1)),
    ("VNet", "--model vnet", (30, 3.56), (15, 3.4)),
    ("LM-1408", "--model lstm --seq 1408", (32, 94.9), (40, 77.9)),
    ("LM-2800", "--model lstm --seq 2800", (16, 46.5), (18, 35.7)),
]
TALK_OVERSUB = {  # "GPU oversubscription: results"
    "ResNet-1001": ((202, 10.1), (98, 5.0)),
    "DenseNet-264": ((430, 22.3), (218, 12.1)),
    "VNet": ((32, 3.0), (32, 1.1)),
    "LM-1408": ((44, 8.4), (44, 10.0)),
    "LM-2800": ((22, 4.1), (22, 4.9)),
}
PREFETCHERS = ["none", "manual", "launch", "lookahead"]
FACTORS = [0.5, 1.0, 1.5, 2.0, 3.0]   # batch sizes swept, times the talk's baseline batch
ITERS = (2, 4)                        # steady state = difference of these two runs


class Ctx:
    def __init__(self, args):
        self.build = args.build
        self.jobs = args.jobs
        self.work = os.path.join(args.build, "experiments")
        self.figdir = os.path.join(os.path.dirname(args.out) or ".", "experiments")
        self.figrel = "experiments"
        os.makedirs(self.work, exist_ok=True)
        os.makedirs(self.figdir, exist_ok=True)
        self.simrun = os.path.join(args.build, "bin", "simrun")
        self.tracegen = os.path.join(args.build, "bin", "tracegen")
        self.commands = []

    def sweep(self, name, argv):
        """Run one grid; return its rows (dicts). argv: sweep.py's grid options."""
        d = os.path.join(self.work, name)
        out = d + ".csv"
        cmd = [PY, "scripts/sweep.py", "--simrun", self.simrun, "--tracegen", self.tracegen,
               "-j", str(self.jobs), "-d", d, "-o", out] + argv
        shown = "scripts/sweep.py " + " ".join(map(shlex.quote, argv)) + " -o %s.csv" % name
        self.commands.append(shown)
        t = time.time()
        r = subprocess.run(cmd)
        rows = list(csv.DictReader(open(out, newline="")))
        print("experiments: %s: %d rows in %.0f s" % (name, len(rows), time.time() - t), file=sys.stderr)
        if r.returncode not in (0, 1):
            sys.exit("experiments: %s: sweep failed (%d)" % (name, r.returncode))
        return rows, shown

    def wide(self, name, header, rows):
        path = os.path.join(self.figdir, name + ".csv")
        with open(path, "w", newline="") as f:
            w = csv.writer(f, lineterminator="\n")
            w.writerow(header)
            w.writerows(rows)
        return path

    def lines(self, name, header, rows, ttl, sub, xl, yl, extra=""):
        """A line figure from a wide table (x, then one column per series)."""
        data = self.wide(name, header, rows)
        out = os.path.join(self.figdir, name)
        q = lambda s: s.replace("'", "")
        subprocess.run(["gnuplot", "-e", "data='%s'; out='%s'; ncols=%d; ttl='%s'; sub='%s'; xl='%s'; yl='%s'; %s"
                        % (data, out, len(header), q(ttl), q(sub), q(xl), q(yl), extra), "plots/lines.gp"],
                       check=True)
        return "![%s](%s/%s.png)\n\n(data: [%s.csv](%s/%s.csv); also [SVG](%s/%s.svg))" % (
            ttl, self.figrel, name, name, self.figrel, name, self.figrel, name)


def f(x, nd=2):
    return ("%%.%df" % nd) % x


def num(r, k):
    try:
        return float(r[k])
    except (KeyError, ValueError):
        return float("nan")


def md_table(header, rows):
    s = "| " + " | ".join(header) + " |\n|" + "---|" * len(header) + "\n"
    for r in rows:
        s += "| " + " | ".join(str(c) for c in r) + " |\n"
    return s


# ---- 1. BFC versus best-fit on variable-length sequences ------------------------------
def exp_bfc(cx):
    batches = [8, 16, 32]
    rows, cmd = cx.sweep("e1-varlen", [
        "--gen", "dl --model transformer --iters 20 --seed 1", "--vary", "batch=" + ",".join(map(str, batches)),
        "--policy", "cuda,bestfit,bfc,caching,rmm-pool", "--memory", "device",
        "--gpu", "h200-pcie5,v100-pcie3-16g"])
    pols = ["cuda", "bestfit", "bfc", "caching", "rmm-pool"]
    get = {(r["grid_batch"], r["grid_gpu"], r["grid_policy"]): r for r in rows}
    fig = cx.lines("e1-varlen-peak", ["batch"] + pols,
                   [[b] + [f(num(get[(str(b), "h200-pcie5", p)], "peak_reserved_bytes") / GIB, 3) for p in pols]
                    for b in batches],
                   "Peak reserved vs batch: transformer, sequence 32..512 drawn per iteration (tracegen, 20 iterations)",
                   "h200-pcie5, device memory (cudaMalloc); one line per allocator",
                   "batch size (samples)", "peak reserved (GiB)", "key='outside'")
    tab = []
    for g in ("h200-pcie5", "v100-pcie3-16g"):
        for b in batches:
            bf, bc = get[(str(b), g, "bestfit")], get[(str(b), g, "bfc")]
            tab.append([g, b, f(num(bf, "peak_requested_bytes") / GIB), f(num(bf, "peak_reserved_bytes") / GIB),
                        bf["status"] + ("" if bf["oom_flushes"] in ("", "0") else ", %s flushes" % bf["oom_flushes"]),
                        f(num(bc, "peak_reserved_bytes") / GIB),
                        bc["status"] + ("" if bc["oom_flushes"] in ("", "0") else ", %s flushes" % bc["oom_flushes"]),
                        f(num(bf, "peak_reserved_bytes") / num(bc, "peak_reserved_bytes")),
                        f(num(bf, "time_s"), 3), f(num(bc, "time_s"), 3)])
    h200 = [num(get[(str(b), "h200-pcie5", "bestfit")], "peak_reserved_bytes") /
            num(get[(str(b), "h200-pcie5", "bfc")], "peak_reserved_bytes") for b in batches]
    return """## 1. BFC versus best-fit on variable-length sequences

**Seed.** CuPy's pull request that introduced its BFC-style pool
(https://github.com/cupy/cupy/pull/168): a seq2seq model went from 12 GiB
("maximum of the GPU") to 3 GiB, a factor of 4.

**Here.** The transformer of `tracegen` draws a new sequence length (32 to 512)
every iteration, so activation sizes change from one iteration to the next;
device memory (`--memory device`), 20 iterations.

    %s

%s

%s
**Gap.** On the H200 best-fit holds %s to %s times what BFC holds (CuPy: 4x);
on the 16 GB V100 best-fit runs into the capacity and survives by flushing its
cache, as CuPy's did at 12 GiB, so the ratio there is capped by the GPU, as in
the PR. The model differs (a transformer encoder, not CuPy's seq2seq, whose
code and sequence distribution the PR does not give), and our traces make one
allocation per tensor with no framework scratch, so absolute sizes are not
comparable; the mechanism is the same: best-fit reuses a cached block only for
the same rounded size, BFC splits and merges.
""" % (cmd, fig, md_table(["profile", "batch", "peak requested (GiB)", "best-fit peak reserved (GiB)",
                              "best-fit status", "BFC peak reserved (GiB)", "BFC status", "best-fit / BFC",
                              "best-fit time (s)", "BFC time (s)"], tab),
       f(min(h200), 1), f(max(h200), 1))


# ---- 2. Pool versus cudaMalloc on the ETL pipeline -------------------------------------
def exp_etl(cx):
    parts = [2, 4, 8, 16]
    pols = ["cuda", "caching", "bfc", "rmm-pool"]
    rows, cmd = cx.sweep("e2-etl", [
        "--gen", "etl --seed 1", "--vary", "partitions=" + ",".join(map(str, parts)),
        "--policy", ",".join(pols), "--memory", "device", "--gpu", "v100-pcie3-32g"])
    alt_set = ["malloc_ns=4K:31us 2M:32us 64M:35us 256M:53us 1G:129us",
               "free_ns=4K:26us 2M:26us 64M:44us 256M:93us 1G:269us"]
    arows, acmd = cx.sweep("e2-etl-alternating", [
        "--gen", "etl --seed 1", "--vary", "partitions=8", "--policy", "cuda,rmm-pool",
        "--memory", "device", "--gpu", "v100-pcie3-32g"] + sum([["--set", s] for s in alt_set], []))
    get = {(r["grid_partitions"], r["grid_policy"]): r for r in rows}
    fig = cx.lines("e2-etl-time", ["partitions"] + pols,
                   [[p] + [f(num(get[(str(p), q)], "time_s"), 4) for q in pols] for p in parts],
                   "ETL pipeline (tracegen etl, mortgage-shaped): simulated time vs partitions",
                   "v100-pcie3-32g, device memory; one line per allocator (cuda = plain cudaMalloc/cudaFree)",
                   "partitions (about 2M rows each)", "simulated time (s)", "key='inside'")
    tab = []
    for p in parts:
        c, r = get[(str(p), "cuda")], get[(str(p), "rmm-pool")]
        tab.append([p, f(num(c, "time_s"), 3), f(num(r, "time_s"), 3), f(num(c, "time_s") / num(r, "time_s")),
                    c["upstream_allocs"], f((num(c, "upstream_alloc_ns") + num(c, "upstream_free_ns") +
                                             num(c, "upstream_sync_wait_ns")) / 1e9, 3),
                    f(num(c, "host_ns") / 1e9, 3), f(num(c, "kernel_ns") / 1e9, 3)])
    ac = {r["grid_policy"]: r for r in arows}
    alt = num(ac["cuda"], "time_s") / num(ac["rmm-pool"], "time_s")
    ratios = [num(get[(str(p), "cuda")], "time_s") / num(get[(str(p), "rmm-pool")], "time_s") for p in parts]
    return """## 2. A pool versus plain cudaMalloc on the ETL pipeline

**Seed.** The talk: "Using cnmem memory pool improves RAPIDS ETL time by 10x"
(the mortgage notebook on a DGX-1).

**Here.** `tracegen etl` (the notebook's `process_quarter_gpu` steps per
partition, each primitive allocating its temporaries), device memory, the
V100-32GB profile:

    %s

%s

%s
The same at 8 partitions with the costs of *alternating* single
`cudaMalloc`/`cudaFree` calls measured on the H200 (docs/simrun.md: about
30 us per call whatever the size, against 1 to 2 us in a batch):

    %s

gives cuda / rmm-pool = %s.

**Gap.** We get %s to %s with the profile's costs and %s with the
alternating ones, against the talk's 10x. What the simulation leaves out is
where the rest would come from: the V100 profile's allocation costs are the
H200's (no V100 was measured); the talk names two V100/DGX-1 costs we do not
model (cudaFree zeroing memory, cudaMalloc mapping memory for every peer GPU
of the DGX-1's eight); of the pool's simulated time at 8 partitions, %s%% is
the host writing the CSV text (at tracegen's assumed 10 GB/s, or the profile's
CPU write speed where that is slower) and %s%% copying it to the GPU through
pageable memory (`memcpy_h2d_ns`), which a pool cannot shorten; and the
notebook ran Dask
workers and cuDF of 2019, whose allocation counts we estimated, not measured.
""" % (cmd, fig, md_table(["partitions", "cuda time (s)", "rmm-pool time (s)", "cuda / rmm-pool",
                              "cudaMalloc calls (cuda)", "upstream calls + their syncs (s, cuda)",
                              "host work (s)", "kernels (s)"], tab),
       acmd, f(alt), f(min(ratios)), f(max(ratios)), f(alt),
       f(100 * num(get[("8", "rmm-pool")], "host_ns") / num(get[("8", "rmm-pool")], "time_ns"), 0),
       f(100 * num(get[("8", "rmm-pool")], "host_memcpy_ns") / num(get[("8", "rmm-pool")], "time_ns"), 0))


# ---- 3, 4, 6. Deep learning samples/sec, in and beyond memory --------------------------
def dl_sweeps(cx, gpu, thresholds):
    """Per model and dtype: batches FACTORS x the talk's baseline batch plus the
    talk's oversubscription batch, each at ITERS iterations (steady state is
    their difference), every prefetcher; fault-prefetch thresholds as given
    (the extra ones only with prefetch none). Returns {key: row}."""
    res, cmds = {}, []
    for label, opts, b16, b32 in TALK_BASELINE:
        for dtype, (base, _), (over, _) in (("fp32", b32, TALK_OVERSUB[label][1]),
                                             ("fp16", b16, TALK_OVERSUB[label][0])):
            batches = sorted({max(1, int(round(base * x))) for x in FACTORS} | {over})
            gen = "dl %s --seed 1%s" % (opts, " --fp16" if dtype == "fp16" else "")
            common = ["--gen", gen, "--vary", "batch=" + ",".join(map(str, batches)),
                      "--vary", "iters=" + ",".join(map(str, ITERS)), "--policy", "caching", "--gpu", gpu]
            name = "e3-%s-%s-%s" % (gpu, label, dtype)
            rows, cmd = cx.sweep(name, common + ["--prefetch", ",".join(PREFETCHERS)])
            cmds.append(cmd)
            extra = []
            for t in thresholds:
                r2, cmd2 = cx.sweep(name + "-density%d" % t, common + [
                    "--prefetch", "none", "--fault-prefetch", "density:threshold=%d" % t])
                cmds.append(cmd2)
                extra += [dict(r, grid_prefetch="none", density=str(t)) for r in r2]
            for r in rows:
                r["density"] = "51"
            by = {}
            for r in rows + extra:
                by.setdefault((r["grid_batch"], r["grid_prefetch"], r["density"]), {})[r["grid_iters"]] = r
            for (b, pf, d), it in by.items():
                a, z = it[str(ITERS[0])], it[str(ITERS[1])]
                ok = a["status"] == "ok" and z["status"] == "ok"
                dt = num(z, "time_s") - num(a, "time_s")
                sps = (num(z, "samples") - num(a, "samples")) / dt if ok and dt > 0 else float("nan")
                res[(label, dtype, int(b), pf, d)] = dict(
                    sps=sps, first=num(a, "samples_per_sec"), peak=num(z, "peak_reserved_bytes"),
                    cap=num(z, "capacity_bytes"), evicted=num(z, "d2h_eviction_bytes"), base=base, over=over)
    return res, cmds


def sps_figures(cx, res, gpu, tag):
    figs = []
    for label, _, _, _ in TALK_BASELINE:
        cols, header = [], ["batch"]
        for dtype in ("fp32", "fp16"):
            for pf in PREFETCHERS:
                cols.append((dtype, pf))
                header.append("%s prefetch %s" % (dtype, pf))
        batches = sorted({k[2] for k in res if k[0] == label})
        rows = [[b] + [("" if (label, d, b, p, "51") not in res or res[(label, d, b, p, "51")]["sps"] != res[(label, d, b, p, "51")]["sps"]
                        else "%.6g" % res[(label, d, b, p, "51")]["sps"]) for d, p in cols] for b in batches]
        figs.append(cx.lines("%s-%s" % (tag, label), header, rows,
                             "%s (tracegen): samples/sec vs batch on %s" % (label, gpu),
                             "caching allocator on managed memory, density prefetch 51, evict lrm; steady state (iterations %d to %d)"
                             % (ITERS[0] + 1, ITERS[1]), "batch size (samples)", "samples/sec (simulated)",
                             "key='outside'; logy=1"))
    return figs


def exp_dl(cx, validation_n):
    res, cmds = dl_sweeps(cx, "v100-pcie3-32g", [5])
    figs = sps_figures(cx, res, "v100-pcie3-32g", "e3")
    tab = []
    for label, _, b16, b32 in TALK_BASELINE:
        for dtype, (bb, bs), (ob, os_) in (("fp16", b16, TALK_OVERSUB[label][0]), ("fp32", b32, TALK_OVERSUB[label][1])):
            for kind, b, talk in (("in memory", bb, bs), ("oversubscribed", ob, os_)):
                r = {p: res[(label, dtype, b, p, "51")] for p in PREFETCHERS}
                tab.append([label, dtype, kind, b, talk, f(r["none"]["sps"], 1), f(r["manual"]["sps"], 1),
                            f(r["launch"]["sps"], 1), f(r["lookahead"]["sps"], 1),
                            f(r["none"]["peak"] / GIB, 1), f(r["none"]["evicted"] / GIB, 1)])
    speed = []
    for (label, dtype, b, pf, d), v in res.items():
        if pf == "none" and d == "51" and v["evicted"] > 0:
            n = v["sps"]
            speed.append((label, dtype, b, res[(label, dtype, b, "manual", "51")]["sps"] / n,
                          res[(label, dtype, b, "launch", "51")]["sps"] / n,
                          res[(label, dtype, b, "lookahead", "51")]["sps"] / n))
    speed.sort()
    stab = [[l, d, b, f(m), f(la), f(lo)] for l, d, b, m, la, lo in speed]
    mx = max(speed, key=lambda s: s[3]) if speed else None
    # 4. density threshold 5 against 51, demand paging, oversubscribed points
    dens = []
    for (label, dtype, b, pf, d), v in sorted(res.items()):
        if pf == "none" and d == "5":
            v51 = res[(label, dtype, b, "none", "51")]
            if v51["evicted"] > 0 or v51["peak"] > v51["cap"]:
                dens.append([label, dtype, b, f(v51["sps"], 2), f(v["sps"], 2), f(v["sps"] / v51["sps"], 3)])
    dgain = [float(x[5]) for x in dens]
    fig4 = cx.lines("e4-density", ["batch / talk baseline batch"] +
                    ["%s %s" % (l, d) for l, _, _, _ in TALK_BASELINE for d in ("fp32", "fp16")],
                    density_rows(res),
                    "Density prefetch threshold 5 vs 51 (the default): speed-up of samples/sec, demand paging",
                    "v100-pcie3-32g, caching on managed memory, prefetch none, evict lrm; steady state",
                    "batch size / baseline batch of the talk", "samples/sec at 5 / at 51", "key='outside'")
    out = """## 3. Samples/sec versus batch size, in and beyond memory (V100-32GB)

**Seed.** The talk's two tables (V100-32GB; PyTorch with its caching
allocator on `cudaMallocManaged`): the throughput at the optimal batch, and at
larger batches that oversubscribe the GPU; manual `cudaMemPrefetchAsync`
before each kernel gave "up to 1.6x". PUMP's paper reports its launch-time
prefetch at about 2x over naive Unified Memory.

**Here.** `tracegen dl` traces of the four networks (docs/workloads.md), the
`caching` allocator on managed memory (the talk's setup), the
`v100-pcie3-32g` profile, batches %s times the talk's baseline batch plus the
talk's oversubscription batch, fp32 and fp16, each prefetcher. Samples/sec is
the steady state: the difference between runs of %d and %d iterations (the
first iteration's cold start, weights and inputs migrating in, is left out,
as a long training run amortizes it). Per model and dtype:

""" % (", ".join("%g" % x for x in FACTORS), ITERS[0], ITERS[1])
    out += "\n".join("    " + c for c in cmds if "density" not in c) + "\n\n"
    out += md_table(["model", "dtype", "talk's table", "batch", "talk samples/sec", "ours: none", "manual",
                     "launch", "lookahead", "peak reserved (GiB)", "evicted (GiB, none)"], tab)
    out += "\n" + "\n\n".join(figs) + "\n\n"
    out += "Speed-up over demand paging (`--prefetch none`) at every point where demand paging evicted:\n\n"
    out += md_table(["model", "dtype", "batch", "manual / none", "launch / none", "lookahead / none"], stab)
    if mx:
        out += "\nLargest manual speed-up: %s (%s %s, batch %d); the talk: up to 1.6x. " % (f(mx[3]), mx[0], mx[1], mx[2])
        ml = max(speed, key=lambda s: s[4])
        out += "Largest launch (PUMP) speed-up: %s (%s %s, batch %d); PUMP's paper: about 2x.\n" % (f(ml[4]), ml[0], ml[1], ml[2])
    out += """
**Gap.** Three differences dominate. (a) Kernel times: `tracegen` gives every
kernel its roofline time at the V100's peak rates (15.7 TFLOP/s fp32, 125
fp16, 900 GB/s), which real cuDNN kernels of 2019 did not reach, so in-memory
samples/sec are higher than the talk's by the ratio of achieved to peak
(compare the "in memory" rows); ratios between our own columns are the
meaningful output. (b) Footprints: our traces of ResNet-1001 and the language
models are smaller than the talk's runs (docs/workloads.md, "Footprints versus
the real networks"), so some of the talk's oversubscribed points fit in 32 GB
here and show no eviction (the "evicted" column); those rows cannot reproduce
the talk's collapse. (c) The Unified Memory costs of the profile are the
engine's model of the driver (fault batches, density prefetch, 2 MiB
evictions; docs/simrun.md and docs/measurements.md) with PCIe 3 rates, not
measurements on a V100. (d) Manual prefetch in memory: each kernel's prefetches
are queued behind the kernel before it, so the driver defers them to its worker,
which starts them about 85 us after the stream reaches them (`prefetch_defer_ns`,
measured on an H100, docs/model.md "Prefetch calls"); with thousands of short
kernels per iteration that wait alone costs more than the prefetches save, which
is why `manual` trails `none` and `launch` in the "in memory" rows. A small case
goes the other way: on an H100, resnet-18 at batch 16 took 91.9 ms with manual
prefetch against 97.2 without (medians, docs/data/h100-2026-11-27/validation.csv),
and simrun predicts the same order (100.6 and 106.0 ms, docs/validation.md).

## 4. Density prefetch threshold 5 versus 51

**Seed.** The talk changed the driver's density prefetch threshold from 51%
to 5% and saw "up to 20%" gain. Here: the same grids as section 3 with
`--prefetch none --fault-prefetch density:threshold=5`, compared with the
default 51, at the points where demand paging evicts or the footprint passes
the capacity:

"""
    out += "\n".join("    " + c for c in cmds if "density" in c) + "\n\n"
    out += md_table(["model", "dtype", "batch", "samples/sec at 51", "at 5", "5 / 51"], dens) if dens else \
        "No point of the grid oversubscribed the GPU, so there is nothing to compare.\n"
    if dgain:
        out += "\nRange of 5 / 51 over these points: %s to %s (the talk: up to 1.20).\n" % (f(min(dgain), 3), f(max(dgain), 3))
    out += "\n" + fig4 + "\n\n"
    out += """**Gap.** The density rule of the engine is the driver's
(`uvm_perf_prefetch.c`: a region migrates whole once the threshold's share of
its pages is marked); what changes the result is how the trace's kernels touch
their buffers: `tracegen` kernels read and write whole buffers sequentially,
which already fills regions quickly, so a lower threshold has less to add than
on real kernels with scattered accesses (a likely reason, not one we
isolated). The gain is also bounded by how much of the run is fault service
at all: where prefetching removes most faults (section 3), the threshold
matters little.
"""
    out += shrunk_gpu(cx, res)
    return out, res


def shrunk_gpu(cx, res):
    """Where the talk's oversubscription batch fits in 32 GB in our traces,
    rerun its two batches on a GPU shrunk (--capacity) to half-way between
    their footprints, so the baseline fits and the larger batch does not:
    the talk's situation, at our footprints."""
    tab, cmds = [], []
    for label, opts, b16, b32 in TALK_BASELINE:
        for dtype, (base, tb), (over, to) in (("fp16", b16, TALK_OVERSUB[label][0]),
                                               ("fp32", b32, TALK_OVERSUB[label][1])):
            vb, vo = res[(label, dtype, base, "none", "51")], res[(label, dtype, over, "none", "51")]
            if vo["evicted"] > 0 or over == base:
                continue
            cap_gib = int((vb["peak"] + vo["peak"]) / 2 / GIB)
            if cap_gib * GIB <= vb["peak"]:
                continue
            gen = "dl %s --seed 1%s" % (opts, " --fp16" if dtype == "fp16" else "")
            name = "e3b-%s-%s" % (label, dtype)
            common = ["--gen", gen, "--vary", "batch=%d,%d" % (base, over),
                      "--vary", "iters=" + ",".join(map(str, ITERS)), "--policy", "caching",
                      "--gpu", "v100-pcie3-32g", "--capacity", "%dG" % cap_gib]
            rows, cmd = cx.sweep(name, common + ["--prefetch", ",".join(PREFETCHERS)])
            rows2, cmd2 = cx.sweep(name + "-density5", common + [
                "--prefetch", "none", "--fault-prefetch", "density:threshold=5"])
            cmds += [cmd, cmd2]
            by = {}
            for r in rows:
                by.setdefault((int(r["grid_batch"]), r["grid_prefetch"]), {})[r["grid_iters"]] = r
            for r in rows2:
                by.setdefault((int(r["grid_batch"]), "density5"), {})[r["grid_iters"]] = r
            sps = {}
            for k, it in by.items():
                a, z = it[str(ITERS[0])], it[str(ITERS[1])]
                dt = num(z, "time_s") - num(a, "time_s")
                ok = a["status"] == "ok" and z["status"] == "ok" and dt > 0
                sps[k] = (num(z, "samples") - num(a, "samples")) / dt if ok else float("nan")
            for b, talk in ((base, tb), (over, to)):
                n = sps[(b, "none")]
                tab.append([label, dtype, cap_gib, b, talk, f(n, 1), "%s (%sx)" % (f(sps[(b, "manual")], 1), f(sps[(b, "manual")] / n)),
                            "%s (%sx)" % (f(sps[(b, "launch")], 1), f(sps[(b, "launch")] / n)),
                            "%s (%sx)" % (f(sps[(b, "lookahead")], 1), f(sps[(b, "lookahead")] / n)),
                            "%s (%sx)" % (f(sps[(b, "density5")], 1), f(sps[(b, "density5")] / n))])
    if not tab:
        return ""
    return """
### 3b. The talk's situation at our footprints: a shrunk GPU

Where the talk's oversubscription batch fits in 32 GB in our traces (no
eviction above), the same two batches on a GPU shrunk with `--capacity` to
half-way between their peak reserved bytes (rounded down to a GiB), so the
baseline batch fits and the larger one does not, as on the talk's V100. The
throughput collapse and the prefetch speed-ups can then be compared with the
talk's; the capacity is ours, not a real GPU's.

%s
%s""" % ("\n".join("    " + c for c in cmds) + "\n",
         md_table(["model", "dtype", "GPU (GiB)", "batch", "talk samples/sec", "ours: none", "manual",
                   "launch", "lookahead", "none, density 5"], tab))


def density_rows(res):
    cols = [(l, d) for l, _, _, _ in TALK_BASELINE for d in ("fp32", "fp16")]
    xs = {}
    for (l, d, b, pf, t), v in res.items():
        if pf == "none" and t == "5":
            v51 = res[(l, d, b, "none", "51")]
            if v51["sps"] == v51["sps"] and v["sps"] == v["sps"] and v51["sps"] > 0:
                xs.setdefault(round(b / v["base"], 3), {})[(l, d)] = "%.4g" % (v["sps"] / v51["sps"])
    return [[x] + [xs[x].get(c, "") for c in cols] for x in sorted(xs)]


# ---- 5. Per-stream pools versus one shared BFC ------------------------------------------
def exp_streams(cx):
    snaps = ["cold_sidecopy_resnet18_bs128", "cold_twobranch_bs48"]
    src = os.path.join("tests", "data", "torch-snapshots")
    traces = []
    for s in snaps:
        pkl = os.path.join(src, s + ".pkl.gz")
        if not os.path.exists(pkl):
            continue
        h5 = os.path.join(cx.work, s + ".h5")
        subprocess.run([PY, "scripts/torch2trace.py", pkl, "-o", h5], check=True)
        traces.append((s, h5))
    # the commands as a reader runs them: traces beside the results
    shown = ["scripts/torch2trace.py %s -o %s.h5" % (os.path.join(src, s + ".pkl.gz"), s)
             for s, _ in traces]
    if not traces:
        return "## 5. Per-stream pools versus one shared BFC\n\nThe PyTorch snapshots (%s) are not present: nothing was run.\n" % src
    argv = sum([["--trace", h] for _, h in traces], []) + [
        "--policy", "stream,bfc,caching,rmm-pool", "--memory", "device", "--gpu", "h200-pcie5"]
    rows, cmd = cx.sweep("e5-streams", argv)
    for _, h in traces:
        cmd = cmd.replace(h, os.path.basename(h))
    cmd = "\n    ".join(shown + [cmd])
    tab = [[r["grid_trace"].replace(".h5", ""), r["policy"], f(num(r, "peak_requested_bytes") / 2**20, 0),
            f(num(r, "peak_reserved_bytes") / 2**20, 0), r["upstream_allocs"], r["cache_hits"], r["stream_steals"],
            f(num(r, "frag_reserved_at_peak"), 3)] for r in rows]
    pols = ["stream", "bfc", "caching", "rmm-pool"]
    get = {(r["grid_trace"], r["policy"]): r for r in rows}
    labels = [os.path.basename(h) for _, h in traces]
    data = cx.wide("e5-streams", ["trace"] + pols,
                   [[l.replace(".h5", "")] + [f(num(get[(l, q)], "peak_reserved_bytes") / 2**20, 1) for q in pols]
                    for l in labels])
    subprocess.run(["gnuplot", "-e", "data='%s'; out='%s'; ncols=%d; ttl='Peak reserved per allocator: PyTorch snapshots with two streams'; "
                    "sub='imported with torch2trace.py; h200-pcie5, device memory'; yl='peak reserved (MiB)'"
                    % (data, data[:-4], len(pols) + 1), "plots/bars.gp"], check=True)
    fig = "![peak reserved per allocator](%s/e5-streams.png)\n\n(data: [e5-streams.csv](%s/e5-streams.csv))" % (cx.figrel, cx.figrel)
    return """## 5. Per-stream pools versus one shared BFC on multi-stream traces

**Seed.** RMM and the talk's cnmem pool keep free lists per stream, so a block
freed on one stream is reused on another only after synchronization; CuPy's
and TensorFlow's BFC share one pool. `tracegen` writes one stream only, so this
uses two PyTorch memory snapshots with a side stream, imported with
`scripts/torch2trace.py` (`tests/data/torch-snapshots`:
`cold_sidecopy_resnet18_bs128`, a ResNet-18 step with copies on a side stream,
and `cold_twobranch_bs48`, two branches on two streams).

    %s

%s
%s

**Reading.** `stream` (per-stream free lists over BFC chunks) and `bfc` (one
shared pool) differ only where a block freed on one stream would serve the
other: `stream_steals` counts the blocks `stream` took from the other stream's
list when its own had none. %s The snapshots carry no kernel times, so only
the memory columns and the upstream call counts are meaningful, not time.
""" % (cmd, md_table(["trace", "policy", "peak requested (MiB)", "peak reserved (MiB)", "cudaMalloc calls",
                      "cache hits", "stream steals", "frag_reserved_at_peak"], tab), fig,
       " ".join("On %s, per-stream pools reserve %s MiB against %s MiB for one shared BFC (%s x)%s." % (
           l.replace(".h5", ""), f(num(get[(l, "stream")], "peak_reserved_bytes") / 2**20, 0),
           f(num(get[(l, "bfc")], "peak_reserved_bytes") / 2**20, 0),
           f(num(get[(l, "stream")], "peak_reserved_bytes") / num(get[(l, "bfc")], "peak_reserved_bytes")),
           ", with %s steals" % get[(l, "stream")]["stream_steals"]) for l in labels))


# ---- 6. The same sweep on the H200 ------------------------------------------------------
def exp_h200(cx, v100):
    res, cmds = dl_sweeps(cx, "h200-pcie5", [])
    figs = sps_figures(cx, res, "h200-pcie5", "e6")
    tab = []
    for label, _, b16, b32 in TALK_BASELINE:
        for dtype, (bb, _), (ob, _) in (("fp16", b16, TALK_OVERSUB[label][0]), ("fp32", b32, TALK_OVERSUB[label][1])):
            for b in sorted({bb, ob}):
                r = {p: res[(label, dtype, b, p, "51")] for p in PREFETCHERS}
                v = v100[(label, dtype, b, "none", "51")]
                tab.append([label, dtype, b, f(r["none"]["sps"], 1), f(r["manual"]["sps"], 1), f(r["launch"]["sps"], 1),
                            f(r["lookahead"]["sps"], 1), f(v["sps"], 1), f(r["none"]["sps"] / v["sps"], 2)])
    ev = [k for k, v in res.items() if v["evicted"] > 0]
    evict_note = ("no point of the grid evicted (largest peak reserved %s GiB), so Unified Memory migrates "
                  "each page in on first use and never out." % f(max(v["peak"] for v in res.values()) / GIB, 1)) if not ev else \
        ("%d of %d points evicted (e.g. %s %s batch %d)." % (len(ev), len(res), ev[0][0], ev[0][1], ev[0][2]))
    nu = subprocess.run([PY, "plots/validation.py", os.path.join(cx.figdir, "e6-validation.csv"), "docs"],
                        capture_output=True, text=True, check=True).stdout.split()
    n, unit = nu[0], (nu[1] if len(nu) > 1 else "same unit as measured")
    subprocess.run(["gnuplot", "-e", "data='%s'; out='%s'; npts=%s; ttl='Simulated vs measured: %s runs (simrun against gpurun)'; "
                    "sub='from docs/validation.md (scripts/compare.py --summary docs/data/h100-2026-11-27)'; xl='measured on the GPU (%s)'; yl='simulated by simrun (%s)'"
                    % (os.path.join(cx.figdir, "e6-validation.csv"), os.path.join(cx.figdir, "e6-validation"), n, n, unit, unit),
                    "plots/scatter.gp"], check=True)
    val = ("The validation suite (docs/validation.md, issue 5) ran %s runs on a real GPU with gpurun, each also simulated; "
           "their times are plotted against y = x (the table, the cases and the reasons for the gap are in "
           "docs/validation.md). Its cases are small traces that fit a shared GPU, not the talk's networks, so "
           "they validate the engine rather than the rows above:" % n) \
        if n != "0" else ("No GPU-measured points exist yet: docs/validation.md holds no "
                          "simulated/measured pairs at the time of this run, so the figure has only the y = x line. "
                          "It fills in when `make experiments` runs after they are committed.")
    return """## 6. The same sweep on the H200 profile

The grids of section 3 on `h200-pcie5` (139.8 GiB, PCIe 5): %s The traces carry each kernel's
work, so kernel times follow each profile's roofline (docs/simrun.md, "Kernel times"): the H200
rows differ from the V100 rows in compute as well as in memory and link.

%s

%s
%s

%s

![simulated vs measured](%s/e6-validation.png)
""" % (evict_note, "\n".join("    " + c for c in cmds),
       md_table(["model", "dtype", "batch", "H200: none", "manual", "launch", "lookahead", "V100-32GB: none",
                 "H200 / V100 (none)"], tab), "\n\n".join(figs), val, cx.figrel)


# ---- 7. LLM workloads: GPT training and inference with a KV cache ---------------------
def llm_rows(rows, keys):
    """{(grid values of keys..., policy, ...): row} of a sweep's ok runs."""
    return {tuple(r[k] for k in keys): r for r in rows if r["status"] == "ok"}


def exp_llm(cx):
    gpu, pols = "h200-pcie5", ["caching", "bfc", "torch-async", "cuda"]
    train, tcmd = cx.sweep("e7-gpt-train", [
        "--gen", "dl --model gpt --fp16 --seed 1 --iters 3", "--vary", "batch=1,2,4,8,16",
        "--vary", "seq=512,1024,2048", "--policy", ",".join(pols), "--memory", "device",
        "--gpu", gpu])
    over, ocmd = cx.sweep("e7-gpt-over", [
        "--gen", "dl --model gpt --fp16 --seed 1 --iters 3", "--vary", "batch=4,8,16",
        "--policy", "caching", "--prefetch", "none,launch", "--capacity", "16G", "--gpu", gpu])
    infer, icmd = cx.sweep("e7-gpt-infer", [
        "--gen", "dl --model gpt-infer --fp16 --seed 1", "--vary", "batch=4,8,16,32",
        "--vary", "kv-cache=paged,contiguous", "--policy", ",".join(pols), "--memory", "device",
        "--gpu", gpu])
    t = llm_rows(train, ["grid_seq", "grid_batch", "grid_policy"])
    tok = lambda r, seq: num(r, "steady_samples_per_sec") * int(seq)
    trow = [[sq, b] + [f(tok(t[(sq, b, p)], sq), 0) if (sq, b, p) in t else "oom" for p in pols]
            + [f(num(t[(sq, b, "caching")], "peak_reserved_bytes") / GIB, 2) if (sq, b, "caching") in t else "-"]
            for sq in ("512", "1024", "2048") for b in ("1", "2", "4", "8", "16")]
    ratio = [tok(t[k], k[0]) / tok(t[(k[0], k[1], "cuda")], k[0]) for k in t
             if k[2] == "caching" and (k[0], k[1], "cuda") in t]
    o = llm_rows(over, ["grid_batch", "grid_prefetch"])
    orow = [[b] + [f(tok(o[(b, p)], 1024), 0) if (b, p) in o else "oom" for p in ("none", "launch")]
            + [f(num(o[(b, "none")], "peak_reserved_bytes") / GIB, 2) if (b, "none") in o else "-"]
            for b in ("4", "8", "16")]
    i = llm_rows(infer, ["grid_kv-cache", "grid_batch", "grid_policy"])
    irow = [[kv, b] + [f(num(i[(kv, b, p)], "steady_samples_per_sec"), 0) if (kv, b, p) in i else "oom"
                       for p in pols]
            + [f(num(i[(kv, b, "caching")], "peak_reserved_bytes") / GIB, 3) if (kv, b, "caching") in i else "-"]
            for kv in ("paged", "contiguous") for b in ("4", "8", "16", "32")]
    pk = {kv: num(i[(kv, "32", "caching")], "peak_reserved_bytes") for kv in ("paged", "contiguous")
          if (kv, "32", "caching") in i}
    def speedup(sq, b):
        k = (sq, b, "caching")
        return tok(t[k], sq) / tok(t[(sq, b, "cuda")], sq) if k in t and (sq, b, "cuda") in t else float("nan")
    finding_t = ("Training: `caching` runs at %s to %sx the tokens/sec of `cuda` (cudaMalloc per tensor) "
                 "over the grid, %sx at batch 1 and context 512 and %sx at batch 16 and context 2048: "
                 "allocation calls weigh most where kernels are short." % (
                     f(min(ratio)), f(max(ratio)), f(speedup("512", "1")), f(speedup("2048", "16")))
                 ) if ratio else "Training: no grid point completed."
    finding_o = ("Oversubscribed (16G of the H200's memory): launch-time prefetch gives %s tokens/sec against "
                 "%s with demand paging at batch 16." % (orow[-1][2], orow[-1][1]))
    sp = {kv: num(i[(kv, "32", "caching")], "steady_samples_per_sec") for kv in pk}
    finding_i = ("Inference: at batch 32 the paged KV cache (16-token blocks) peaks at %s GiB reserved under "
                 "`caching`, the contiguous one (each request preallocated to its longest context) at %s GiB, "
                 "at %s and %s tokens/sec." % (
                     f(pk.get("paged", float("nan")) / GIB, 3), f(pk.get("contiguous", float("nan")) / GIB, 3),
                     f(sp.get("paged", float("nan")), 0), f(sp.get("contiguous", float("nan")), 0)))
    return """## 7. LLM workloads: GPT training and inference

`tracegen dl --model gpt` (GPT-2 medium, 355 M parameters, fp16 with fp32 Adam state,
docs/workloads.md) and `--model gpt-infer` (16 requests of different lengths by default,
prefill then decode, the KV cache paged or contiguous) on `%s`, device memory;
tokens/sec in the steady state (`steady_samples_per_sec`: iterations after the first;
training sequences times the context length). Kernel times are the H200 profile's roofline
of each kernel's FLOPs and bytes (peak rates measured on an H200 by `gpurun --calibrate`), so the
absolute figures are upper bounds; the comparisons between allocators and layouts are the point.

%s

%s

**Training, tokens/sec by context length and batch** (peak reserved under `caching`):

%s
**Oversubscribed** (`--capacity 16G`, managed memory, `caching`, context 1024):

%s
%s

**Inference, tokens/sec by KV-cache layout and batch** (peak reserved under `caching`):

%s
%s
""" % (gpu, "\n".join("    " + c for c in (tcmd, ocmd, icmd)), finding_t,
       md_table(["context", "batch"] + pols + ["GiB"], trow),
       md_table(["batch", "prefetch none", "prefetch launch", "GiB"], orow), finding_o,
       md_table(["KV cache", "batch"] + pols + ["GiB"], irow), finding_i)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--build", default="build")
    p.add_argument("--out", default="docs/experiments.md")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    a = p.parse_args()
    cx = Ctx(a)
    t0 = time.time()
    os.environ.setdefault("GMS_PROFILES", os.path.abspath("profiles"))
    parts = [exp_bfc(cx), exp_etl(cx)]
    dl, v100 = exp_dl(cx, 0)
    parts += [dl, exp_streams(cx), exp_h200(cx, v100), exp_llm(cx)]
    wall = time.time() - t0
    ver = subprocess.run([cx.simrun, "--version"], capture_output=True, text=True).stdout.strip()
    head = """# Experiments: the seed documents' results beside the simulator's

Generated by `make experiments` (`scripts/experiments.py`); do not edit by
hand. Every number below that is not quoted from a seed document comes from
the runs of that command (%s, `--no-wall`: the figures do not depend on the
machine; this run took %.0f s of wall time on %d parallel jobs). Figures and
the CSV drawn in them are in [experiments/](experiments/); the sweeps'
full results (every simrun key, plus the grid parameters) are left in
`BUILD/experiments/*.csv`. Sweep commands are shown relative to the
repository root (`scripts/sweep.py`, docs/plots.md); `make experiments` adds
`--simrun`, `--tracegen`, `-d` and `-j`.

Simulated time follows docs/simrun.md; the profiles' sources are given there.
The V100 profiles are estimates (no V100 was measured): allocation costs are
the H200's, link rates PCIe 3.

""" % (ver, wall, cx.jobs)
    with open(a.out, "w") as fo:
        fo.write(head + "\n".join(parts))
    print("experiments: wrote %s in %.0f s" % (a.out, wall), file=sys.stderr)


if __name__ == "__main__":
    main()
