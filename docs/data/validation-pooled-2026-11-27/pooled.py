#!/usr/bin/python3
"""pooled.py: the validation suite over every machine of pooled.sh (run in this directory):
each case's time ratio over the machines (geometric mean, the standard deviation of the
log ratio, min..max, machines outside 15%), then the pool's totals, with the per-machine
tallies of machines.txt (compare.py's own count of runs within 15%)."""
import collections, gzip, math
cases = collections.defaultdict(list)
for line in gzip.open("cases.txt.gz", "rt"):
    m, case, policy, ratio = line.split()
    cases[(case, policy)].append(float(ratio))
geo = lambda v: math.exp(sum(map(math.log, v)) / len(v))
rows = []
for (case, policy), v in cases.items():
    g = geo(v)
    sd = (sum((math.log(x / g)) ** 2 for x in v) / (len(v) - 1)) ** 0.5
    out = sum(1 for x in v if not 0.85 <= x <= 1.15)
    rows.append((g, case, policy, len(v), sd, min(v), max(v), out))
print("| case | policy | machines | geometric mean | sd of log | min..max | outside 15% |")
print("|---|---|---|---|---|---|---|")
for g, case, policy, n, sd, lo, hi, out in sorted(rows):
    print("| %s | %s | %d | %.3f | %.3f | %.2f..%.2f | %d |" % (case, policy, n, g, sd, lo, hi, out))
every = [x for v in cases.values() for x in v]
mach = [l.split() for l in open("machines.txt")]
band = [r for r in mach if 0.97 <= float(r[1]) <= 1.03]
alltargets = [r[0] for r in band if r[4] == "45" and len(set(r[5].split("_of_"))) == 1]
print()
print("%d machines, %d runs: geometric mean of every ratio %.3f (%.2f to %.2f); every case's "
      "geometric mean over the machines within %.3f..%.3f, %d of %d within 5%%" % (
          len(mach), len(every), geo(every), min(every), max(every), min(rows)[0], max(rows)[0],
          sum(1 for r in rows if 0.95 <= round(r[0], 3) <= 1.05), len(rows)))
print("runs within 15%% (compare.py): %d of %d; machines with the geometric mean in "
      "0.97..1.03: %d; with every target: %d (%s)" % (
          sum(int(r[4]) for r in mach), 45 * len(mach), len(band), len(alltargets),
          " ".join(alltargets)))

# What a better model could buy, machine by machine: the same count of machines with every
# time target (all 45 ratios within 15%, the geometric mean in 0.97..1.03), on the two-decimal
# ratios of cases.txt.gz (so a ratio that rounds to 0.85 counts as within), after taking
# out of every log ratio each case's mean over the pool (a model with no bias on average
# over the machines), each machine's mean over its cases (a calibration with no offset),
# or both. The means are the pool's own, so these counts are upper bounds.
logs = collections.defaultdict(dict)
for line in gzip.open("cases.txt.gz", "rt"):
    m, case, policy, ratio = line.split()
    logs[m][(case, policy)] = math.log(float(ratio))
mean = lambda v: sum(v) / len(v)
case_bias = {k: mean([math.log(x) for x in v]) for k, v in cases.items()}
mach_off = {m: mean([x - case_bias[k] for k, x in r.items()]) for m, r in logs.items()}
lo, hi = math.log(0.85), math.log(1.15)


def tally(label, shift):
    every, left = [], []
    for m, r in logs.items():
        v = {k: x - shift(m, k) for k, x in r.items()}
        out = [k for k, x in v.items() if not lo <= x <= hi]
        if 0.97 <= math.exp(mean(list(v.values()))) <= 1.03 and not out:
            every.append(m)
        left += ["%s %s %s %.2f" % (m, k[0], k[1], math.exp(v[k])) for k in out]
    print("%s: every target on %d of %d machines; %d runs outside 15%%%s" % (
        label, len(every), len(logs), len(left),
        (": " + "; ".join(left)) if len(left) <= 8 else ""))


print()
print("Machine by machine, on the two-decimal ratios (upper bounds: the pool's own means):")
tally("as measured", lambda m, k: 0)
tally("each case's mean over the pool taken out", lambda m, k: case_bias[k])
tally("each machine's offset taken out", lambda m, k: mach_off[m])
tally("both taken out", lambda m, k: case_bias[k] + mach_off[m])
