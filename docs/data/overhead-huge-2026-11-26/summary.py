#!/usr/bin/python3
"""summary.py: per case and variant, host_overhead_ns_per_event of huge.tgz's runs (the
median over the runs, its range) and the median run time. Run in this directory."""
import collections, io, json, statistics as st, tarfile
ov, tm = collections.defaultdict(list), collections.defaultdict(list)
lab = None
text = tarfile.open('huge.tgz').extractfile('huge/ab.txt').read().decode()
for l in io.StringIO(text):
    l = l.strip()
    if not l:
        continue
    if not l.startswith('{'):
        lab = tuple(l.split()[1:])
        continue
    j = json.loads(l)
    tm[lab].append(j['sim_time_ns'] / 1e6)
    if 'host_overhead_ns_per_event' in j:
        ov[lab].append(j['host_overhead_ns_per_event'] / 1e3)
for k in sorted(ov):
    print('%-14s %-5s %2d runs: %.2f us an event (%.2f to %.2f), run %.1f ms' %
          (k[0], k[1], len(ov[k]), st.median(ov[k]), min(ov[k]), max(ov[k]), st.median(tm[k])))
