#!/usr/bin/python3
"""compare.py: simulated against measured (docs/validation.md).

Three uses:
  compare.py [--simrun BIN] [--gpu PROFILE] DIR
      the validation suite: DIR is scripts/validate.sh's output (DIR/gpu/NAME.json,
      NAME-cupti.json, NAME-faults.json); each case of the cases file is generated again with the
      tracegen beside simrun into DIR/traces (same arguments and seed, so the same
      file), run through simrun with the same flags, and compared. Prints a Markdown
      table of simulated/measured ratios and the summary against the targets: time,
      bytes, and gpurun's own overhead per event (the median over a case's runs).
  compare.py [--simrun BIN] [--gpu PROFILE] --trace T.h5 --measured G.json
             [--measured-cupti C.json ...] -- FLAGS...
      one trace: simrun T.h5 with FLAGS against gpurun's JSON for the same.
  compare.py [--simrun BIN] [--gpu PROFILE] --pool DIR[=PROFILE] DIR[=PROFILE]...
      several suites (several machines, or several runs of `make validate` on one),
      each compared as the first use does against its own PROFILE (default --gpu),
      then judged together: a line per suite (with its overhead count), each case over
      the suites (geometric mean, standard deviation of the log ratio, range, suites
      outside 15%), the totals, how many suites meet the overhead target in every
      case and which cases miss it where, and how many suites would meet every time
      and byte target with each case's mean log ratio over the pool taken out (a
      model with no bias on average), with each suite's offset taken out (a
      calibration with no offset), or both: upper bounds, since the means are the
      pool's own.

Time and samples/sec come from gpurun's run without CUPTI (the counters slow
migration); bytes from the --cupti=bytes --pcie run: CUPTI's count, a lower
bound where CUPTI lost records, and the payload read off the PCIe link's
counters, an upper bound (it holds every transfer, not only migrations;
docs/measurements.md); fault batches from the --cupti=faults run. simrun gets
--evict-at-kernel-boundary whenever --capacity is given, which is what gpurun
does, and, one policy at a time, --host-overhead with the host time of gpurun's
own that its median run spent, averaged over all of its events (host_overhead_ns
over events, the first event of each kind included: the harness's work, which
the measured time holds; --no-host-overhead leaves it out). Keys a JSON lacks
print as '-'; nothing is invented.
"""
import argparse, json, math, os, shlex, statistics, subprocess, sys

# (simrun's key, gpurun's key, column): simulated/measured
KEYS = [("sim_time_ns", "sim_time_ns", "time"), ("samples_per_sec", "samples_per_sec", "samples/s"),
        ("h2d_bytes", "h2d_bytes", "h2d bytes"), ("d2h_bytes", "d2h_bytes", "d2h bytes"),
        ("h2d_bytes", "link_h2d_bytes", "h2d link"), ("d2h_bytes", "link_d2h_bytes", "d2h link"),
        ("fault_batches", "fault_batches", "fault batches")]
CUPTI_KEYS = {"h2d_bytes", "d2h_bytes", "link_h2d_bytes", "link_d2h_bytes", "fault_batches"}


def jsonl(path):
    out = []
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                line = line.strip()
                if line.startswith("{"):
                    out.append(json.loads(line))
    return out


def simrun(binary, profile, trace, flags):
    args = [binary, "--quiet", "--json", "--no-wall", "--gpu", profile] + flags
    if "--capacity" in flags and "--evict-at-kernel-boundary" not in flags:
        args.append("--evict-at-kernel-boundary")
    args.append(trace)
    p = subprocess.run(args, capture_output=True, text=True)
    if p.returncode not in (0, 1):
        sys.exit("compare.py: %s: %s" % (" ".join(args), p.stderr.strip()))
    return jsonl_text(p.stdout), " ".join(shlex.quote(a) for a in args)


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


def simrun_as_measured(binary, profile, trace, flags, gpus, overhead=True):
    """simrun once per policy of flags, each with the host time of gpurun's own
    that its median run of that policy spent, averaged over its events
    (host_overhead_ns / events: the harness's work, not the GPU's, all of it, the
    first event of each kind's warm-up included; docs/validation-log.md items 38 and
    41), when it reports it and overhead is on. Returns the JSON lines and the
    command lines."""
    rest, specs = split_policies(flags)
    med = median_runs(gpus)  # one memory kind per command line: key by policy
    med = {policy: m for (policy, _), m in med.items()}
    sims, cmds = [], []
    for spec in specs:
        m = med.get(spec.split(":")[0], {})
        extra = (["--host-overhead", "%dns" % round(m["host_overhead_ns"] / m["events"])]
                 if overhead and "host_overhead_ns" in m and m.get("events") else [])
        out, cmd = simrun(binary, profile, trace, rest + ["--policy", spec] + extra)
        sims += out
        cmds.append(cmd)
    return sims, cmds


def jsonl_text(text):
    return [json.loads(l) for l in text.splitlines() if l.startswith("{")]


def ratio(sim, meas, key, meas_key=None):
    meas_key = meas_key or key
    if key not in sim or meas_key not in meas:
        return None
    s, m = float(sim[key]), float(meas[meas_key])
    if m == 0:
        return None if s == 0 else float("inf")
    return s / m


def median_runs(runs):
    """One record per (policy, upstream): the repetition with the median time."""
    groups = {}
    for r in runs:
        groups.setdefault((r["policy"], r.get("upstream")), []).append(r)
    out = {}
    for k, rs in groups.items():
        rs = sorted(rs, key=lambda r: r["sim_time_ns"])
        out[k] = dict(rs[len(rs) // 2])
        out[k]["_times"] = [r["sim_time_ns"] for r in rs]
        out[k]["_overheads"] = [r["host_overhead_ns_per_event"] for r in rs
                                if "host_overhead_ns_per_event" in r]
    return out


def rows(name, sims, gpus, cupti_runs):
    """cupti_runs: the --cupti runs' JSON lines, one list per file; each key is
    taken from the first file that has it (bytes counted alone, then faults)."""
    g = median_runs(gpus)
    cs = [{(r["policy"], r.get("upstream")): r for r in run} for run in cupti_runs]
    out = []
    for s in sims:
        k = (s["policy"], s.get("upstream"))
        if k not in g:
            continue
        meas = dict(g[k])
        for key in CUPTI_KEYS:
            meas.pop(key, None)
            for c in cs:
                if k in c and key in c[k]:
                    meas[key] = c[k][key]
                    break
        out.append((name, s, meas))
    return out


def fmt(x):
    if x is None:
        return "-"
    if x == float("inf"):
        return "inf"
    return "%.2f" % x


def breakdown(all_rows):
    """Where the time went: gpurun's host-side parts (median run) beside simrun's."""
    print("| case | policy | measured ms | host init | HOST touches | host spins | in CUDA calls"
          " | gpurun overhead us/event | its first event of each kind us"
          " | gpurun set-up ms (not measured) | simulated ms"
          " | sim kernel | sim fault stall | sim host | sim CPU faults"
          " | time ratio without host init |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    ms = lambda d, k: "%.1f" % (d[k] / 1e6) if k in d else "-"
    for name, s, m in all_rows:
        rest = m["sim_time_ns"] - m.get("host_init_ns", 0)
        print("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |" % (
            name, s["policy"], ms(m, "sim_time_ns"), ms(m, "host_init_ns"),
            ms(m, "host_touch_ns"), ms(m, "host_spin_ns"), ms(m, "cuda_call_ns"),
            "%.1f" % (m["host_overhead_ns_per_event"] / 1e3)
            if "host_overhead_ns_per_event" in m else "-",
            "%.1f" % (m["host_overhead_first_ns"] / 1e3) if "host_overhead_first_ns" in m else "-",
            ms(m, "setup_ns"), ms(s, "sim_time_ns"), ms(s, "kernel_ns"), ms(s, "fault_stall_ns"),
            ms(s, "host_ns"), ms(s, "cpu_fault_ns"),
            "%.2f" % (s["sim_time_ns"] / rest) if rest > 0 else "-"))


def within_bounds(sim, meas, d):
    """Direction d ("h2d"/"d2h"): None when nothing is measured or nothing moves;
    otherwise whether the simulated bytes lie within 10% of the measured range,
    from CUPTI's count (a lower bound: it loses records) to the payload read off
    the PCIe link (an upper bound: it holds every transfer, not only migrations)."""
    s, lo = sim.get(d + "_bytes"), meas.get(d + "_bytes")
    hi = meas.get("link_" + d + "_bytes", lo)
    if s is None or lo is None or (s == 0 and lo == 0 and hi == 0):
        return None
    return 0.9 * lo <= s <= 1.1 * max(lo, hi)


def median_interval(times):
    """A distribution-free 95% interval of the median of the runs: the order
    statistics x(k), x(n+1-k) with the largest k for which a Binomial(n, 1/2)
    falls below k with probability at most 2.5% (n = 9: the 2nd and 8th
    fastest, 96.1%); None for fewer than 6 runs."""
    n, xs = len(times), sorted(times)
    k, below = 0, 0.0
    while True:
        below += math.comb(n, k) / 2.0 ** n  # P(X <= k)
        if below > 0.025:
            break
        k += 1
    return (xs[k - 1], xs[n - k]) if k >= 1 else None


def policy_label(s):
    return s["policy"] + ("" if s.get("upstream") == "managed" else " (device)")


OVERHEAD_US = 2.0  # the target for gpurun's own host time per event (issue 5)


def overheads(all_rows):
    """{(case, policy): us} of gpurun's own host time per event after the first of
    each kind (host_overhead_ns_per_event): the median over a case's runs, where
    they report it."""
    return {(name, policy_label(s)): statistics.median(m["_overheads"]) / 1e3
            for name, s, m in all_rows if m.get("_overheads")}


def table(all_rows):
    print("| case | policy | measured ms (median; range) | simulated ms | " +
          " | ".join(label for _, _, label in KEYS) + " |")
    print("|---|---|---|---|" + "---|" * len(KEYS))
    times, t_ok, misses = [], 0, []
    counts = {"cupti": [0, 0], "link": [0, 0], "range": [0, 0]}  # within 10%, of
    for name, s, m in all_rows:
        rs = [ratio(s, m, key, mkey) for key, mkey, _ in KEYS]
        ts = m.get("_times", [m["sim_time_ns"]])
        print("| %s | %s | %.2f (%.2f–%.2f) | %.2f | %s |" % (
            name, policy_label(s), m["sim_time_ns"] / 1e6, min(ts) / 1e6, max(ts) / 1e6,
            s["sim_time_ns"] / 1e6,
            " | ".join(fmt(r) for r in rs)))
        if rs[0] and rs[0] != float("inf"):
            times.append(rs[0])
            t_ok += abs(rs[0] - 1) <= 0.15
            if abs(rs[0] - 1) > 0.15:
                iv = median_interval(ts)
                misses.append((name, rs[0], iv and (s["sim_time_ns"] / iv[1],
                                                    s["sim_time_ns"] / iv[0])))
        for kind, rr in (("cupti", rs[2:4]), ("link", rs[4:6])):
            for r in rr:
                if r is not None:
                    counts[kind][1] += 1
                    counts[kind][0] += r != float("inf") and abs(r - 1) <= 0.10
        for d in ("h2d", "d2h"):
            w = within_bounds(s, m, d)
            if w is not None:
                counts["range"][1] += 1
                counts["range"][0] += w
    if times:
        gm = math.exp(sum(math.log(t) for t in times) / len(times))
        print("\ntime ratio (simulated/measured): geometric mean %.3f over %d runs, min %.2f,"
              " max %.2f; within 15%%: %d of %d (target: all, geomean 0.97..1.03)"
              % (gm, len(times), min(times), max(times), t_ok, len(times)))
        if misses:
            firm = sum(1 for _, _, iv in misses if iv and (iv[1] < 0.85 or iv[0] > 1.15))
            print("outside 15%%: %s; outside 15%% at both ends of the measured median's 95%%"
                  " interval (the runs' order statistics; the fit's own uncertainty not"
                  " included): %d of %d" % ("; ".join(
                      "%s %.2f (%s)" % (n, r, "%.2f-%.2f" % iv if iv else "too few runs")
                      for n, r, iv in misses), firm, len(misses)))
    print("bytes each way within 10%%: of CUPTI's count %d of %d ratios, of the link's payload"
          " %d of %d; within 10%% of the range between them %d of %d (target: all)"
          % tuple(counts["cupti"] + counts["link"] + counts["range"]))
    ov = overheads(all_rows)
    if ov:
        over = sorted((k for k, us in ov.items() if us > OVERHEAD_US), key=lambda k: -ov[k])
        print("gpurun's own overhead per event (after the first event of each kind, the median"
              " over the runs): at or under %g us in %d of %d runs (target: all)%s" % (
                  OVERHEAD_US, len(ov) - len(over), len(ov), "".join(
                      "%s %s %s %.2f" % ("; over:" if i == 0 else ",", k[0], k[1], ov[k])
                      for i, k in enumerate(over))))


def suite_rows(d, profile, a):
    """Every case of a.cases in suite d (scripts/validate.sh's output) against profile."""
    tracegen = os.path.join(os.path.dirname(a.simrun), "tracegen")
    os.makedirs(os.path.join(d, "traces"), exist_ok=True)
    all_rows = []
    with open(a.cases) as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, gen, flags = [x.strip() for x in line.split("|")]
            trace = os.path.join(d, "traces", name + ".h5")
            if not os.path.exists(trace):
                subprocess.run([tracegen] + gen.split() + ["--seed", "1", "-o", trace],
                               check=True, capture_output=True)
            gpus = jsonl(os.path.join(d, "gpu", name + ".json"))
            sims, _ = simrun_as_measured(a.simrun, profile, trace, flags.split(), gpus,
                                         not a.no_host_overhead)
            cupti = [os.path.join(d, "gpu", name + suffix)
                     for suffix in ("-cupti.json", "-faults.json")]
            all_rows += rows(name, sims, gpus, [jsonl(f) for f in cupti if os.path.exists(f)])
    return all_rows


def geo(logs):
    return math.exp(sum(logs) / len(logs))


def pool(suites, a):
    """The third use (see the top): suites is a list of [DIR, PROFILE]."""
    LO, HI = math.log(0.85), math.log(1.15)
    logs, bytes_ok = {}, {}  # per suite: {(case, policy): log time ratio}; bytes all within
    ovs = {}  # per suite: overheads()
    print("| suite | geometric mean | min..max | within 15%% | bytes within 10%% of the range"
          " | gpurun's overhead at or under %g us an event |" % OVERHEAD_US)
    print("|---|---|---|---|---|---|")
    for d, profile in suites:
        if not os.path.isdir(os.path.join(d, "gpu")):
            print("compare.py: --pool: %s: no gpu/ directory (not a suite of"
                  " scripts/validate.sh)" % d, file=sys.stderr)
            sys.exit(2)
        r, ok, n = {}, 0, 0
        all_rows = suite_rows(d, profile, a)
        ovs[d] = overheads(all_rows)
        for name, s, m in all_rows:
            t = ratio(s, m, "sim_time_ns")
            if t and t != float("inf"):
                r[(name, policy_label(s))] = math.log(t)
            for dirn in ("h2d", "d2h"):
                w = within_bounds(s, m, dirn)
                if w is not None:
                    ok, n = ok + w, n + 1
        if not r:
            print("compare.py: --pool: %s: no time ratio (no gpu/NAME.json)" % d, file=sys.stderr)
            sys.exit(2)
        logs[d], bytes_ok[d] = r, ok == n
        print("| %s | %.3f | %.2f..%.2f | %d of %d | %d of %d | %s |" % (
            d, geo(list(r.values())), math.exp(min(r.values())), math.exp(max(r.values())),
            sum(LO <= x <= HI for x in r.values()), len(r), ok, n,
            "%d of %d" % (sum(us <= OVERHEAD_US for us in ovs[d].values()), len(ovs[d]))
            if ovs[d] else "-"))
    cases = {}
    for r in logs.values():
        for k, x in r.items():
            cases.setdefault(k, []).append(x)
    bias = {k: sum(v) / len(v) for k, v in cases.items()}
    print("\n| case | policy | suites | geometric mean | sd of log | min..max | outside 15% |")
    print("|---|---|---|---|---|---|---|")
    for k, v in sorted(cases.items(), key=lambda kv: bias[kv[0]]):
        sd = (sum((x - bias[k]) ** 2 for x in v) / (len(v) - 1)) ** 0.5 if len(v) > 1 else 0
        print("| %s | %s | %d | %.3f | %.3f | %.2f..%.2f | %d |" % (
            k[0], k[1], len(v), math.exp(bias[k]), sd, math.exp(min(v)), math.exp(max(v)),
            sum(not LO <= x <= HI for x in v)))
    every = [x for v in cases.values() for x in v]
    print("\n%d suites, %d runs: geometric mean of every time ratio %.3f (%.2f to %.2f); every"
          " case's geometric mean over the suites within %.3f..%.3f, %d of %d within 5%%" % (
              len(logs), len(every), geo(every), math.exp(min(every)), math.exp(max(every)),
              math.exp(min(bias.values())), math.exp(max(bias.values())),
              sum(math.log(0.95) <= x <= math.log(1.05) for x in bias.values()), len(bias)))
    offset = {d: sum(x - bias[k] for k, x in r.items()) / len(r) for d, r in logs.items()}
    print("suites meeting every target (every time ratio within 15%, the geometric mean in"
          " 0.97..1.03, the bytes within 10%), and what a better model could buy (upper"
          " bounds: the pool's own means):")
    for what, shift in (("as measured", lambda d, k: 0),
                        ("each case's mean over the pool taken out", lambda d, k: bias[k]),
                        ("each suite's offset taken out", lambda d, k: offset[d]),
                        ("both taken out", lambda d, k: bias[k] + offset[d])):
        meet, out = [], []
        for d, r in logs.items():
            v = {k: x - shift(d, k) for k, x in r.items()}
            miss = [k for k, x in v.items() if not LO <= x <= HI]
            out += ["%s %s %s %.2f" % (d, k[0], k[1], math.exp(v[k])) for k in miss]
            if not miss and bytes_ok[d] and 0.97 <= geo(list(v.values())) <= 1.03:
                meet.append(d)
        listed = (": " + "; ".join(out)) if 0 < len(out) <= 8 else ""
        print("  %s: %d of %d suites; %d runs outside 15%%%s" % (
            what, len(meet), len(logs), len(out), listed))
    over = {}  # (case, policy): the overheads of the suites where it is over the target
    for o in ovs.values():
        for k, us in o.items():
            if us > OVERHEAD_US:
                over.setdefault(k, []).append(us)
    if any(ovs.values()):
        print("gpurun's own overhead per event (after the first event of each kind, the median"
              " over a case's runs in a suite): at or under %g us in every case on %d of %d suites%s"
              % (OVERHEAD_US, sum(1 for o in ovs.values() if o and max(o.values()) <= OVERHEAD_US),
                 sum(1 for o in ovs.values() if o), "".join(
                     "%s%s %s over it on %d (%.2f..%.2f us)" % (
                         "; " if i else ": ", k[0], k[1], len(v), min(v), max(v))
                     for i, (k, v) in enumerate(sorted(over.items(), key=lambda kv: -len(kv[1]))))))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--simrun", default="build/bin/simrun")
    ap.add_argument("--gpu", default="h100-pcie5")
    ap.add_argument("--cases", default=os.path.join(here, "validate-cases.txt"))
    ap.add_argument("--trace")
    ap.add_argument("--measured")
    ap.add_argument("--measured-cupti", action="append", default=[],
                    help="a --cupti run's JSON (repeatable: bytes, then faults)")
    ap.add_argument("--breakdown", action="store_true",
                    help="print where the time went instead of the ratios")
    ap.add_argument("--no-host-overhead", action="store_true",
                    help="simulate without gpurun's own host time per event (by default"
                         " simrun gets --host-overhead from each measured run)")
    ap.add_argument("--pool", action="store_true",
                    help="judge several suites together: DIR[=PROFILE] arguments")
    ap.add_argument("rest", nargs="*")
    a = ap.parse_args()
    if a.trace:
        gpus = jsonl(a.measured)
        sims, cmds = simrun_as_measured(a.simrun, a.gpu, a.trace, a.rest, gpus,
                                        not a.no_host_overhead)
        print("".join("simrun: " + c + "\n" for c in cmds))
        table(rows(os.path.basename(a.trace), sims, gpus,
                   [jsonl(f) for f in a.measured_cupti]))
        return
    if a.pool:
        if not a.rest:
            ap.error("--pool needs DIR[=PROFILE] arguments")
        pool([(arg.split("=", 1) + [a.gpu])[:2] for arg in a.rest], a)
        return
    if len(a.rest) != 1:
        ap.error("expected DIR, or --trace with --measured")
    (breakdown if a.breakdown else table)(suite_rows(a.rest[0], a.gpu, a))


if __name__ == "__main__":
    main()
