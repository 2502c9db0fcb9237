"""The A/B of ab.sh: per case, the median of host_overhead_ns_per_event (us) and of
sim_time_ns (ms) with the planner thread (thread) and with --one-thread (one), and whether
every run of both evicted and reserved alike. usage: python3 summary.py ab.txt.gz"""
import collections, gzip, json, statistics, sys

runs = collections.defaultdict(list)
with gzip.open(sys.argv[1], "rt") as f:
    head = None
    for line in f:
        if line.startswith("{"):
            d = json.loads(line)
            runs[(head[1], d["policy"], head[2])].append(d)
        else:
            head = line.split()
print("| case | policy | overhead us/event, thread | one | ms, thread | one | same evictions, reserves |")
print("|---|---|---|---|---|---|---|")
for case, pol in sorted({(c, p) for c, p, v in runs}):
    t, o = runs[(case, pol, "thread")], runs[(case, pol, "one")]
    med = lambda rs, k, s: statistics.median(r.get(k, 0) for r in rs) / s
    same = len({(r.get("evictions"), r.get("evict_request_bytes"), r["peak_reserved_bytes"],
                 r["upstream_allocs"]) for r in t + o}) == 1
    print("| %s | %s | %.2f | %.2f | %.1f | %.1f | %s |" % (
        case, pol, med(t, "host_overhead_ns_per_event", 1e3), med(o, "host_overhead_ns_per_event", 1e3),
        med(t, "sim_time_ns", 1e6), med(o, "sim_time_ns", 1e6), "yes" if same else "no"))
