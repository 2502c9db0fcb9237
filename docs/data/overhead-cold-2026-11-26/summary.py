#!/usr/bin/python3
"""summary.py: coldprobe's walk times (24 dependent loads) by condition and layout, from
cold-1.csv.gz and cold-2.csv.gz (run in this directory): median, quartiles and 90th
percentile in ns, the median wait before the walk in ms."""
import csv, gzip, statistics as st, collections

def q(v, p):
    v = sorted(v)
    return v[int(p * (len(v) - 1))]

for f in ("cold-1.csv.gz", "cold-2.csv.gz"):
    d, call = collections.defaultdict(list), collections.defaultdict(list)
    for r in csv.DictReader(gzip.open(f, "rt")):
        d[(r["cond"], r["layout"])].append(int(r["ns"]))
        call[r["cond"]].append(int(r["call_ns"]))
    print(f, "(%d rounds)" % len(next(iter(d.values()))))
    for lay in ("lines", "pages"):
        for k in sorted((k for k in d if k[1] == lay), key=lambda k: st.median(d[k])):
            v = d[k]
            print("  %-32s %-5s median %5d  p25 %5d  p75 %5d  p90 %5d   wait %6.2f ms" % (
                k[0], lay, st.median(v), q(v, .25), q(v, .75), q(v, .9),
                st.median(call[k[0]]) / 1e6))
