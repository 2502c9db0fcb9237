#!/usr/bin/python3
"""compare.py: simulated against measured (docs/validation.md).

  compare.py [--simrun BIN] [--gpu PROFILE] SUITE...
      SUITE: an output directory of scripts/validate.sh (its gpurun runs in SUITE/gpu/,
      or in SUITE itself). The suites are summarized together (below) and each case of
      the summary is run through simrun: prints the table of simulated/measured and the
      summary against the targets.
  compare.py --summarize OUT.csv SUITE...
      writes that summary: one row per case and policy, the measured medians and
      spreads over every timing run of the suites (docs/data/*/validation.csv).
  compare.py [--simrun BIN] [--gpu PROFILE] --summary CSV|DIR
      the same table from a written summary (DIR/validation.csv): no GPU needed.
  compare.py [--simrun BIN] [--gpu PROFILE] --trace T.h5 --measured G.json
             [--measured-cupti C.json ...] -- FLAGS...
      one trace: simrun T.h5 with FLAGS against gpurun's JSON lines for the same.
  compare.py --calibration-summary OUT.csv MEASUREMENTS.csv[.gz]...
      the measurements of gpurun --calibrate runs reduced to the points its fit uses
      (docs/data/h100-2026-11-27/README.md): `gpurun --calibrate P --from OUT.csv`
      fits the values the measurements themselves give.

Each case is `tracegen ARGS --seed 1` with the flags of --cases (default
scripts/validate-cases.txt; a summary carries both), regenerated with the tracegen
beside simrun. Time and samples/sec come from gpurun's runs without CUPTI (the
counters slow migration): the median over the runs, its 10th and 90th percentile,
and the smallest and largest of the suites' own medians. Bytes come from the
--cupti=bytes --pcie run: CUPTI's count, a lower bound where CUPTI lost records,
and the payload read off the PCIe link's counters, an upper bound (it holds every
transfer, not only migrations; docs/measurements.md); the median over the suites.
Fault batches from the --cupti=faults run. simrun gets --evict-at-kernel-boundary
whenever --capacity is given, which is what gpurun does, and, one policy at a time,
--host-overhead with the host time of gpurun's own that the median run spent,
averaged over all of its events (the harness's work, which the measured time holds;
--no-host-overhead leaves it out). A value nothing measured is empty in the CSV and
'-' in the table; nothing is invented.
"""
import argparse, csv, gzip, json, math, os, shlex, shutil, statistics, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.realpath(__file__)))
import gms_output  # noqa: E402  (outputs whole or not at all, never over an input)

OVERHEAD_US = 2.0  # the target for gpurun's own host time per event
TIME_BAND = 0.15   # a case's simulated time within 15% of the measured median
BYTES_BAND = 0.10  # bytes each way within 10% of the measured range
CUPTI_KEYS = ("h2d_bytes", "d2h_bytes", "link_h2d_bytes", "link_d2h_bytes", "fault_batches")
COLUMNS = ["case", "policy", "memory", "tracegen", "flags", "suites", "runs", "time_ns",
           "time_ns_p10", "time_ns_p90", "time_ns_min", "time_ns_max", "suite_min_ns",
           "suite_max_ns", "suite_medians_ns", "samples_per_sec", "host_ns_per_event",
           "overhead_ns_per_event",
           "h2d_bytes", "d2h_bytes", "link_h2d_bytes", "link_d2h_bytes", "fault_batches"]


def die(msg):
    """Bad input: the message and exit status 2."""
    print("compare.py: " + msg, file=sys.stderr)
    sys.exit(2)


def time_of(r):
    """The run's time: time_ns, or sim_time_ns as results named it before."""
    return r["time_ns"] if "time_ns" in r else r.get("sim_time_ns")


def jsonl(path):
    out = []
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                line = line.strip()
                if line.startswith("{"):
                    out.append(json.loads(line))
    return out


def quantile(xs, q):
    """Linear interpolation between the order statistics (numpy's default)."""
    xs = sorted(xs)
    h = (len(xs) - 1) * q
    lo = math.floor(h)
    return xs[lo] + (h - lo) * (xs[min(lo + 1, len(xs) - 1)] - xs[lo])


def split_policies(flags):
    """flags without their --policy lists, and the policy specs, split as simrun
    splits them (a comma-separated token with '=' and no ':' is one more
    parameter of the policy before it)."""
    rest, specs, i = [], [], 0
    while i < len(flags):
        f = flags[i]
        if f in ("--policy", "-p") and i + 1 < len(flags):
            value, i = flags[i + 1], i + 2
        elif f.startswith("--policy="):
            value, i = f[len("--policy="):], i + 1
        else:
            rest.append(f)
            i += 1
            continue
        for tok in value.split(","):
            if specs and "=" in tok and ":" not in tok:
                specs[-1] += "," + tok
            else:
                specs.append(tok)
    return rest, specs


# ---- summaries of measured runs ---------------------------------------------------------

def summarize_case(name, gen, flags, suites):
    """Rows (dicts of COLUMNS) for one case: suites is a list of (timing runs,
    [the --cupti runs' JSON lines, bytes first, then faults]), one per suite (None
    for a suite without the case)."""
    groups = {}  # (policy, memory): {"runs": [...], "suites": [median or None], "cupti": [...]}
    for i, suite in enumerate(suites):
        if suite is None:
            continue
        runs, cupti_runs = suite
        per = {}
        for r in runs:
            if time_of(r) is not None:
                per.setdefault((r["policy"], r.get("upstream", "managed")), []).append(r)
        for k, rs in per.items():
            g = groups.setdefault(k, {"runs": [], "suites": [None] * len(suites), "cupti": []})
            g["runs"] += rs
            g["suites"][i] = statistics.median(time_of(r) for r in rs)
            meas = {}  # each key from the first --cupti file that has it
            for run in cupti_runs:
                for c in run:
                    if (c["policy"], c.get("upstream", "managed")) == k:
                        for key in CUPTI_KEYS:
                            if key in c and key not in meas:
                                meas[key] = c[key]
            g["cupti"].append(meas)
    out = []
    for (policy, memory), g in groups.items():
        rs = sorted(g["runs"], key=time_of)
        ts = [time_of(r) for r in rs]
        med = rs[len(rs) // 2]  # the median run (the upper one of an even count)
        sm = [x for x in g["suites"] if x is not None]
        row = {"case": name, "policy": policy, "memory": memory, "tracegen": gen,
               "flags": flags, "suites": len(sm), "runs": len(rs),
               "time_ns": round(statistics.median(ts)),
               "time_ns_p10": round(quantile(ts, 0.1)), "time_ns_p90": round(quantile(ts, 0.9)),
               "time_ns_min": round(ts[0]), "time_ns_max": round(ts[-1]),
               "suite_min_ns": round(min(sm)), "suite_max_ns": round(max(sm)),
               "suite_medians_ns": " ".join("-" if x is None else "%d" % round(x)
                                            for x in g["suites"])}
        sps = [r["samples_per_sec"] for r in rs if r.get("samples_per_sec")]
        if sps:
            row["samples_per_sec"] = "%.6g" % statistics.median(sps)
        if "host_overhead_ns" in med and med.get("events"):
            row["host_ns_per_event"] = "%.1f" % (med["host_overhead_ns"] / med["events"])
        ov = [r["host_overhead_ns_per_event"] for r in rs if "host_overhead_ns_per_event" in r]
        if ov:
            row["overhead_ns_per_event"] = "%.1f" % statistics.median(ov)
        for key in CUPTI_KEYS:
            vs = [m[key] for m in g["cupti"] if key in m]
            if vs:
                row[key] = round(statistics.median(vs))
        out.append(row)
    return out


def read_cases(path):
    """[(name, tracegen arguments, flags)] of a cases file."""
    cases = []
    with open(path) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, gen, flags = [" ".join(x.split()) for x in line.split("|")]
            cases.append((name, gen, flags))
    return cases


def suite_dir(d):
    """Where a suite's gpurun runs are: d/gpu (validate.sh's layout) or d."""
    for g in (os.path.join(d, "gpu"), d):
        if os.path.isdir(g) and any(f.endswith(".json") for f in os.listdir(g)):
            return g
    die("%s: no gpurun runs (NAME.json) in it or in its gpu/: not an output directory of"
        " scripts/validate.sh" % d)


def summarize(dirs, cases_file):
    gdirs = [suite_dir(d) for d in dirs]
    rows = []
    for name, gen, flags in read_cases(cases_file):
        suites = []
        for g in gdirs:
            runs = jsonl(os.path.join(g, name + ".json"))
            suites.append((runs, [jsonl(os.path.join(g, name + s))
                                  for s in ("-cupti.json", "-faults.json")]) if runs else None)
        if any(suites):
            rows += summarize_case(name, gen, flags, suites)
    if not rows:
        die("no case of %s has a timing run in %s" % (cases_file, " ".join(dirs)))
    return rows


def write_summary(rows, path, inputs):
    with gms_output.replacing(path, inputs, newline="") as f:
        w = csv.DictWriter(f, COLUMNS, lineterminator="\n")
        w.writeheader()
        for r in rows:
            w.writerow({k: r.get(k, "") for k in COLUMNS})


def read_summary(path):
    if os.path.isdir(path):
        path = os.path.join(path, "validation.csv")
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    if not rows or "time_ns" not in rows[0]:
        die("%s: not a summary (compare.py --summarize)" % path)
    return numbers(rows)


def numbers(rows):
    """Summary rows with their measured columns as numbers (None where empty)."""
    for r in rows:
        r["suite_medians_ns"] = [None if x == "-" else float(x)
                                 for x in (r.get("suite_medians_ns") or "").split()]
        for k in COLUMNS[5:]:
            if k != "suite_medians_ns":
                r[k] = float(r[k]) if r.get(k) not in (None, "") else None
        for k in ("suites", "runs"):
            r[k] = int(r[k])
    return rows


# ---- simrun -----------------------------------------------------------------------------

def simrun(binary, profile, trace, flags):
    # gpurun's replay kernels run for each LAUNCH's ns, so simrun times them the same way
    # rather than by the profile's roofline (docs/simrun.md, "Kernel times")
    args = [binary, "--quiet", "--json", "--no-wall", "--gpu", profile,
            "--trace-kernel-times"] + flags
    if "--capacity" in flags and "--evict-at-kernel-boundary" not in flags:
        args.append("--evict-at-kernel-boundary")
    args.append(trace)
    p = subprocess.run(args, capture_output=True, text=True)
    if p.returncode not in (0, 1):
        sys.exit("compare.py: %s: %s" % (" ".join(args), p.stderr.strip()))
    return ([json.loads(l) for l in p.stdout.splitlines() if l.startswith("{")],
            " ".join(shlex.quote(a) for a in args))


def simulate(rows, a, trace_of):
    """[(row, simrun's JSON for it)], one simrun per policy of each row, and the
    command lines. trace_of(row) gives the trace file."""
    out, cmds = [], []
    for r in rows:
        rest, specs = split_policies(shlex.split(r["flags"]))
        spec = next((s for s in specs if s.split(":")[0] == r["policy"]), r["policy"])
        extra = (["--host-overhead", "%dns" % round(r["host_ns_per_event"])]
                 if not a.no_host_overhead and r.get("host_ns_per_event") is not None else [])
        sims, cmd = simrun(a.simrun, a.gpu, trace_of(r), rest + ["--policy", spec] + extra)
        cmds.append(cmd)
        sim = next((s for s in sims if s.get("upstream", "managed") == r["memory"]), None)
        if sim is not None:
            out.append((r, sim))
    return out, cmds


def traces_for(rows, simrun_bin, workdir):
    """Each case's trace, generated into workdir by the tracegen beside simrun."""
    tracegen = os.path.join(os.path.dirname(simrun_bin), "tracegen")
    paths = {}
    for r in rows:
        if r["case"] not in paths:
            path = os.path.join(workdir, r["case"] + ".h5")
            p = subprocess.run([tracegen] + r["tracegen"].split() + ["--seed", "1", "-o", path],
                               capture_output=True, text=True)
            if p.returncode:
                sys.exit("compare.py: %s: tracegen %s: %s" % (r["case"], r["tracegen"],
                                                               p.stderr.strip()))
            paths[r["case"]] = path
    return lambda r: paths[r["case"]]


# ---- the table --------------------------------------------------------------------------

def kind_of(r):
    gen, flags = r["tracegen"].split(), r["flags"].split()
    if not gen:
        return "trace"
    if "--capacity" in flags:
        return "capacity"
    if gen[0] == "micro":
        return "micro prefetch" if "--prefetch" in gen + flags else "micro faults"
    if gen[0] == "etl":
        return "ETL"
    if "transformer" in gen:
        return "transformer"
    return "ResNet"


KINDS = ["micro faults", "micro prefetch", "ResNet", "transformer", "ETL", "capacity", "trace"]


def byte_ratio(sim, r, d):
    """Simulated bytes of direction d over the measured range, from CUPTI's count (a
    lower bound) to the link's payload (an upper bound): 1 inside it, else the ratio
    to the nearer end; None when nothing is measured or nothing moves either way."""
    s, lo = sim.get(d + "_bytes"), r.get(d + "_bytes")
    if s is None or lo is None:
        return None
    hi = max(lo, r.get("link_" + d + "_bytes") or lo)
    if s == 0 and hi == 0:
        return None
    if lo <= s <= hi:
        return 1.0
    ref = lo if s < lo else hi
    return float("inf") if ref == 0 else s / ref


def fmt(x):
    return "-" if x is None else "inf" if x == float("inf") else "%.2f" % x


def name(r, pairs):
    """The case, and its policy where the case has several."""
    several = sum(p["case"] == r["case"] for p, _ in pairs) > 1
    return r["case"] + (" " + r["policy"] if several else "")


def geo(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def table(pairs):
    print("| case | policy | measured ms: median (p10–p90) | simulated ms | time"
          " | h2d bytes | d2h bytes | gpurun us/event |")
    print("|---|---|---|---|---|---|---|---|")
    times, misses, kinds, nbytes, bytes_ok, ov, fbs = [], [], {}, 0, 0, [], []
    for r, s in pairs:
        st = time_of(s)
        t = st / r["time_ns"]
        b = [byte_ratio(s, r, d) for d in ("h2d", "d2h")]
        fb = (s["fault_batches"] / r["fault_batches"]
              if r.get("fault_batches") and "fault_batches" in s else None)
        label = r["policy"] + (" (device)" if r["memory"] == "device" else "")
        us = r.get("overhead_ns_per_event")
        print("| %s | %s | %.1f (%.1f–%.1f) | %.1f | %.2f | %s | %s | %s |" % (
            r["case"], label, r["time_ns"] / 1e6, r["time_ns_p10"] / 1e6,
            r["time_ns_p90"] / 1e6, st / 1e6, t, fmt(b[0]), fmt(b[1]),
            "-" if us is None else "%.2f" % (us / 1e3)))
        if fb is not None:
            fbs.append(fb)
        times.append(t)
        kinds.setdefault(kind_of(r), []).append(t)
        if abs(t - 1) > TIME_BAND:
            # the ratio against the runs' 90th and 10th percentiles: a miss inside
            # the runs' own spread reaches into the band
            misses.append("%s %.2f (%.2f–%.2f)" % (name(r, pairs), t, st / r["time_ns_p90"],
                                                    st / r["time_ns_p10"]))
        for x in b:
            if x is not None:
                nbytes += 1
                bytes_ok += x != float("inf") and abs(x - 1) <= BYTES_BAND
        if us is not None:
            ov.append((us / 1e3, name(r, pairs)))
    within = sum(abs(t - 1) <= TIME_BAND for t in times)
    runs = sorted({r["runs"] for r, _ in pairs})
    print("\ntime, simulated over the measured median of %s timing runs: geometric mean %.3f"
          " over %d runs of %d cases (%.2f to %.2f); within 15%%: %d of %d" % (
              "%d" % runs[0] if len(runs) == 1 else "%d to %d" % (runs[0], runs[-1]),
              geo(times), len(times), len({r["case"] for r, _ in pairs}), min(times),
              max(times), within, len(times)))
    print("by kind: " + "; ".join(
        "%s %.3f (%d of %d within 15%%)" % (k, geo(kinds[k]), sum(abs(t - 1) <= TIME_BAND
                                                               for t in kinds[k]), len(kinds[k]))
        for k in KINDS if k in kinds))
    if misses:
        print("outside 15%% (in brackets: against the runs' 90th and 10th percentiles): %s"
              % "; ".join(misses))
    print("bytes each way within 10%% of the measured range (CUPTI's count to the link's"
          " payload): %d of %d" % (bytes_ok, nbytes))
    if fbs:
        print("fault batches, simulated over CUPTI's count (not a target): %.2f to %.2f in %d"
              " runs" % (min(fbs), max(fbs), len(fbs)))
    if ov:
        over = sorted((x for x in ov if x[0] > OVERHEAD_US), reverse=True)
        print("gpurun's own overhead per event (after the first of each kind, the median over"
              " the runs): at or under %g us in %d of %d%s" % (
                  OVERHEAD_US, len(ov) - len(over), len(ov),
                  "".join("%s%s %.2f" % ("; over: " if i == 0 else ", ", w, us)
                          for i, (us, w) in enumerate(over))))
    suites(pairs)


def suites(pairs):
    """What the summary says of its suites one by one: each suite's geometric mean
    against the same simulation, and how far a case's median moves between suites."""
    n = max(len(r["suite_medians_ns"]) for r, _ in pairs)
    if n < 2:
        return
    per = []
    for i in range(n):
        ts = [time_of(s) / r["suite_medians_ns"][i] for r, s in pairs
              if i < len(r["suite_medians_ns"]) and r["suite_medians_ns"][i]]
        if ts:
            per.append((geo(ts), i + 1, all(abs(t - 1) <= TIME_BAND for t in ts)))
    lo, hi = min(per), max(per)
    print("each of the %d suites alone: geometric mean %.3f (suite %d) to %.3f (suite %d);"
          " every run within 15%% in %d of them" % (len(per), lo[0], lo[1], hi[0], hi[1],
                                                     sum(p[2] for p in per)))
    spread = [(r["suite_max_ns"] / r["suite_min_ns"], name(r, pairs))
              for r, _ in pairs if r["suites"] > 1]
    top = max(spread)
    print("measured spread: a case's median, largest over smallest of the suites': median"
          " %.1f%%, largest %.1f%% (%s); a case's runs, 90th over 10th percentile: median %.1f%%"
          % (100 * (statistics.median(x for x, _ in spread) - 1), 100 * (top[0] - 1), top[1],
             100 * (statistics.median(r["time_ns_p90"] / r["time_ns_p10"] for r, _ in pairs) - 1)))


def compare_rows(rows, a):
    work = tempfile.mkdtemp(prefix="compare-")
    try:
        pairs, _ = simulate(rows, a, traces_for(rows, a.simrun, work))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    table(pairs)


# ---- calibration measurements -----------------------------------------------------------

CALIB_HEADER = "kind,key,case,size,stride,piece,rep,value,unit,device,driver,cuda,date"
# How calib_fit (calib/calib.c) pools the repetitions, which these tables follow: a
# constant's case over every size (written at size 0); the transfers into host memory
# through each size's mean; everything else through each size's median; the fault path
# through the median of each case's (fault - fault_resident) pairs. A change there is a
# change here: the refit of profiles/h100-pcie5.profile from its calibration.csv shows it.
CALIB_CONST = {("launch_ns", "replay"), ("kernel_gap_ns", "empty"),
               ("prefetch_defer_ns", "resident-1"), ("prefetch_queue", "held")}
CALIB_MEAN = {("prefetch_d2h_ns", "chunk"), ("evict_d2h_ns", "harness"),
              ("cpu_fault_d2h_ns", "read"), ("cpu_fault_d2h_ns", "write"),
              ("memcpy_d2h_ns", "pageable")}


def number(x):
    """x as text that reads back as the same double: an integer as one."""
    return "%d" % x if x == int(x) and abs(x) < 2 ** 53 else repr(x)


def c_median(v):
    v = sorted(v)
    n = len(v)
    return v[n // 2] if n % 2 else 0.5 * (v[n // 2 - 1] + v[n // 2])


def c_mean(v):
    """GSL's running mean, operation for operation."""
    m = 0.0
    for i, x in enumerate(v):
        m += (x - m) / (i + 1)
    return m


def median_rows(v):
    """Three values whose median is v's and whose inverses have v's mean and mean
    square, or, where there are none such, v's smallest, median and largest."""
    m = c_median(v)
    u1 = sum(1 / x for x in v) / len(v)
    u2 = sum(1 / (x * x) for x in v) / len(v)
    s, q = 3 * u1 - 1 / m, 3 * u2 - 1 / (m * m)
    if 2 * q - s * s >= 0:
        d = math.sqrt(2 * q - s * s)
        lo, hi = (s + d) / 2, (s - d) / 2  # inverses: lo's is the larger
        if 0 < hi <= 1 / m <= lo:
            return [1 / lo, m, 1 / hi]
    return [min(v), m, max(v)]


def calibration_summary(files, out):
    """Three rows per point of the fit: the smallest, the median and the largest
    repetition (the median of the three is the median; the spread keeps each
    curve's residual, by which the fit chooses a line or the medians, on the same
    side), or, for a mean, the mean and the mean minus and plus sqrt(3/2) standard
    deviations (the same mean and standard deviation). Fault rows hold the pair's
    difference, with a fault_resident row of 0. Row 0 carries the group's earliest
    date, rows 1 and 2 its latest, so the fit spans the dates the files span."""
    groups, order = {}, []
    for path in files:
        with (gzip.open if path.endswith(".gz") else open)(path, "rt") as f:
            lines = f.read().splitlines()
        if not lines or lines[0] != CALIB_HEADER:
            die("%s: not a gpurun --calibrate measurements file" % path)
        rows = [l.split(",") for l in lines[1:]]
        rows = [r for r in rows if r[0] == "m"]
        resident = {tuple(r[2:7]): float(r[7]) for r in rows if r[1] == "fault_resident"}
        for r in rows:
            key, cas, v = r[1], r[2], float(r[7])
            if key == "fault_resident":
                continue
            if key == "fault":
                if tuple(r[2:7]) not in resident:
                    die("%s: fault %s: no fault_resident row" % (path, ",".join(r[2:7])))
                v -= resident[tuple(r[2:7])]
                g = (key, cas, r[3], r[4])
                piece = r[5]
            elif (key, cas) in CALIB_CONST:
                g, piece = (key, cas, "0", "0"), "0"
            else:
                g, piece = (key, cas, r[3], r[4], r[5]), r[5]
            if g not in groups:
                groups[g] = {"v": [], "dates": [], "unit": r[8], "src": r[9:12], "piece": piece}
                order.append(g)
            groups[g]["v"].append(v)
            groups[g]["dates"].append(r[12])
    with gms_output.replacing(out, files) as f:
        f.write(CALIB_HEADER + "\n")
        for g in order:
            d = groups[g]
            v = d["v"]
            if g[0] == "capacity":
                vals = [v[0]] * 3  # the fit takes the first file's
            elif (g[0], g[1]) in CALIB_MEAN:
                m, sd = c_mean(v), statistics.pstdev(v)
                vals = [m - sd * 1.5 ** 0.5, m, m + sd * 1.5 ** 0.5]
            else:
                vals = median_rows(v)
            dates = [min(d["dates"]), max(d["dates"]), max(d["dates"])]
            tail = ",".join([d["unit"]] + d["src"])
            for i in range(3):
                f.write("m,%s,%s,%s,%s,%s,%d,%s,%s,%s\n" % (g[0], g[1], g[2], g[3], d["piece"], i,
                                                          number(vals[i]), tail, dates[i]))
                if g[0] == "fault":
                    f.write("m,fault_resident,%s,%s,%s,%s,%d,0,%s,%s\n" % (
                        g[1], g[2], g[3], d["piece"], i, tail, dates[i]))


# ---- main ---------------------------------------------------------------------------------

def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--simrun", default="build/bin/simrun")
    ap.add_argument("--gpu", default="h100-pcie5")
    ap.add_argument("--cases", default=os.path.join(here, "validate-cases.txt"))
    ap.add_argument("--summarize", metavar="OUT.csv",
                    help="write the summary of the SUITE arguments")
    ap.add_argument("--summary", metavar="CSV|DIR", help="the table from a written summary")
    ap.add_argument("--calibration-summary", metavar="OUT.csv",
                    help="reduce the measurements files given to the points the fit uses")
    ap.add_argument("--trace")
    ap.add_argument("--measured")
    ap.add_argument("--measured-cupti", action="append", default=[],
                    help="a --cupti run's JSON (repeatable: bytes, then faults)")
    ap.add_argument("--no-host-overhead", action="store_true",
                    help="simulate without gpurun's own host time per event (by default"
                         " simrun gets --host-overhead from the median measured run)")
    ap.add_argument("rest", nargs="*")
    a = ap.parse_args()
    if a.calibration_summary:
        if not a.rest:
            ap.error("--calibration-summary needs measurements files")
        calibration_summary(a.rest, a.calibration_summary)
    elif a.trace:
        if not a.measured:
            ap.error("--trace needs --measured")
        rows = numbers(summarize_case(
            os.path.basename(a.trace), "", " ".join(map(shlex.quote, a.rest)),
            [(jsonl(a.measured), [jsonl(f) for f in a.measured_cupti])]))
        pairs, cmds = simulate(rows, a, lambda r: a.trace)
        print("".join("simrun: " + c + "\n" for c in cmds))
        table(pairs)
    elif a.summarize:
        if not a.rest:
            ap.error("--summarize needs SUITE directories")
        write_summary(summarize(a.rest, a.cases), a.summarize, a.rest + [a.cases])
    elif a.summary:
        compare_rows(read_summary(a.summary), a)
    elif a.rest:
        compare_rows(numbers(summarize(a.rest, a.cases)), a)
    else:
        ap.error("expected SUITE directories, --summary, --summarize, --trace or"
                 " --calibration-summary")


if __name__ == "__main__":
    gms_output.run_main("compare.py", main)
