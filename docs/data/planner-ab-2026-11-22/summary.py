"""The A/B runs of ab.sh and perop/ab3.sh: per case and variant (thread: the planner
thread; one: --one-thread; perop: the planner publishing each op, the others publishing
per event), the median of host_overhead_ns_per_event (us) and of sim_time_ns (ms);
whether every run evicted and reserved alike; and, where gpurun reports planner_wait_ns,
the share of each planner variant's overhead spent waiting for the planner.
usage: python3 summary.py DIR/ab.txt.gz"""
import collections, gzip, json, statistics, sys

runs = collections.defaultdict(list)
variants = []
with gzip.open(sys.argv[1], "rt") as f:
    head = None
    for line in f:
        if line.startswith("{"):
            d = json.loads(line)
            runs[(head[1], d["policy"], head[2])].append(d)
        else:
            head = line.split()
            if head[2] not in variants:
                variants.append(head[2])
variants.sort(key=["thread", "spin", "perop", "yield", "one"].index)
med = lambda rs, k, s: statistics.median(r.get(k, 0) for r in rs) / s
print("| case | policy | " + " | ".join("us/event, " + v for v in variants) + " | "
      + " | ".join("ms, " + v for v in variants) + " | same evictions, reserves | waiting for the planner |")
print("|---" * (3 + 2 * len(variants)) + "|---|")
for case, pol in sorted({(c, p) for c, p, v in runs}):
    rs = [runs[(case, pol, v)] for v in variants]
    same = len({(r.get("evictions"), r["peak_reserved_bytes"], r["upstream_allocs"])
                for x in rs for r in x}) == 1
    wait = ", ".join("%s %.0f%%" % (v, 100 * sum(r["planner_wait_ns"] for r in x)
                                    / sum(r["host_overhead_ns"] for r in x))
                     for v, x in zip(variants, rs) if v != "one" and "planner_wait_ns" in x[0])
    print("| %s | %s | %s | %s | %s | %s |" % (
        case, pol, " | ".join("%.2f" % med(x, "host_overhead_ns_per_event", 1e3) for x in rs),
        " | ".join("%.1f" % med(x, "sim_time_ns", 1e6) for x in rs), "yes" if same else "no",
        wait or "-"))
