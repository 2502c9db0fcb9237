"""Three suites on one lease (README.md here): each case's measured median and simulated
time per suite, their spread, each suite's runs against each suite's fit, and the CPU's
first touch of 256 MiB in the calibrations and in seq-256M's runs.
Usage: same-lease.py WORK DATA, WORK holding runs-S-fit-F.txt (scripts/compare.py's
table for suite S's runs against suite F's machine.profile), DATA this directory."""
import gzip, json, math, os, re, statistics, sys

W, D = sys.argv[1], sys.argv[2]
S = "abc"


def table(path):
    rows = {}
    for line in open(path):
        m = re.match(r"\| (\S+) \| ([^|]+?) \| ([\d.]+) \(([\d.]+)–([\d.]+)\) \| ([\d.]+) \| ([\d.]+) \|", line)
        if m:
            rows[(m[1], m[2])] = dict(meas=float(m[3]), sim=float(m[6]))
    return rows


def gm(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs))


def spread(xs):
    q = sorted(xs)
    return "median %.3f, 90th percentile %.3f, largest %.3f; over 1.15 in %d of %d" % (
        q[len(q) // 2], q[int(len(q) * 0.9)], q[-1], sum(x > 1.15 for x in q), len(q))


t = {(s, f): table(os.path.join(W, "runs-%s-fit-%s.txt" % (s, f))) for s in S for f in S}
keys = list(t[("a", "a")])
print("| case | policy | measured a, b, c (ms) | largest / smallest | simulated with fit a, b, c (ms) | largest / smallest |")
print("|---|---|---|---|---|---|")
mr, sr = [], []
for k in keys:
    m = [t[(s, s)][k]["meas"] for s in S]
    p = [t[(s, s)][k]["sim"] for s in S]
    mr.append(max(m) / min(m))
    sr.append(max(p) / min(p))
    print("| %s | %s | %s | %.3f | %s | %.3f |" % (k[0], k[1], ", ".join("%.2f" % x for x in m), mr[-1],
                                                 ", ".join("%.2f" % x for x in p), sr[-1]))
print("\nmeasured medians, largest of the three suites over smallest:", spread(mr))
print("simulated with the three fits, largest over smallest:", spread(sr))
for a in S:
    for b in S:
        if a < b:
            r = [t[(a, a)][k]["meas"] / t[(b, b)][k]["meas"] for k in keys]
            print("suite %s's medians over suite %s's: geometric mean %.3f, within 15%%: %d of %d"
                  % (a, b, gm(r), sum(abs(math.log(x)) <= math.log(1.15) for x in r), len(r)))
print("\neach suite's runs (rows) against each suite's fit (columns): geometric mean of the time ratios, runs within 15%")
print("| runs | fit a | fit b | fit c |\n|---|---|---|---|")
for s in S:
    cells = []
    for f in S:
        r = [t[(s, f)][k]["sim"] / t[(s, f)][k]["meas"] for k in keys]
        cells.append("%.3f, %d of %d" % (gm(r), sum(0.85 <= x <= 1.15 for x in r), len(r)))
    print("| %s | %s |" % (s, " | ".join(cells)))

print("\nthe CPU's first touch of 256 MiB (ms): the calibrations' repetitions (fast: under 100 ms), "
      "their fit, and seq-256M's runs (host_init_ns)")
for s in S:
    d = os.path.join(D, "suite-" + s)
    reps = []
    for n in sorted(os.listdir(d)):
        if re.match(r"calibration-\d+\.profile\.measurements\.csv\.gz$", n):
            for line in gzip.open(os.path.join(d, n), "rt"):
                c = line.split(",")
                if c[0] == "m" and c[1] == "host_populate_ns" and c[3] == "268435456":
                    reps.append(float(c[7]) / 1e6)
    fit = re.search(r"256M:([\d.]+)ms", next(l for l in open(os.path.join(d, "machine.profile"))
                                                 if l.startswith("host_populate_ns")))[1]
    runs = [json.loads(l)["host_init_ns"] / 1e6 for l in open(os.path.join(d, "seq-256M.json"))]
    print("suite %s: calibrations %d repetitions, %d fast, median %.1f; fit %s; runs %d, %d fast, median %.1f (%.1f to %.1f)"
          % (s, len(reps), sum(x < 100 for x in reps), statistics.median(reps), fit, len(runs),
             sum(x < 100 for x in runs), statistics.median(runs), min(runs), max(runs)))
