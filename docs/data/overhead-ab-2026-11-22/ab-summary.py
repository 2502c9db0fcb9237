# usage: ab-summary.py AB.TXT A B [b]: medians per case of variant A against B
# (queued-calls: old new; thp: base thp); b: the rounds named b1.. only
import json, sys, statistics, collections
R = collections.defaultdict(lambda: collections.defaultdict(list))
for l in open(sys.argv[1]):
    f = l.split(' ', 3)
    if len(f) < 4 or not f[3].strip().startswith('{'):
        continue
    if sys.argv[4:] == ['b'] and not f[0].startswith('b'):
        continue
    R[f[1]][f[2]].append(json.loads(f[3]))
for c, v in R.items():
    a, b = v[sys.argv[2]], v[sys.argv[3]]
    md = lambda L, k: statistics.median(x.get(k, 0) for x in L)
    print('%-24s n=%d/%d overhead %.2f -> %.2f us/event | time %.1f -> %.1f ms | evictions %s/%s'
          % (c, len(a), len(b), md(a, 'host_overhead_ns_per_event') / 1e3,
             md(b, 'host_overhead_ns_per_event') / 1e3, md(a, 'sim_time_ns') / 1e6,
             md(b, 'sim_time_ns') / 1e6, sorted(set(x.get('evictions', 0) for x in a)),
             sorted(set(x.get('evictions', 0) for x in b))))
