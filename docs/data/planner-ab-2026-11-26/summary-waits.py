#!/usr/bin/python3
# summary-waits.py AB.txt.gz...: a table per case and variant of the JSON lines that
# arena/ab3.sh or spin/ab4.sh wrote (gpurun with planner_wait_max_ns; medians over the runs).
import gzip,json,sys,statistics as st,collections
runs=collections.defaultdict(list)
for fn in sys.argv[1:]:
  head=None
  for line in gzip.open(fn,'rt'):
    if line.startswith('{'): runs[(head[1],head[2])].append(json.loads(line))
    else: head=line.split()
print('| case | variant | n | us/event median (range) | total wait ms median (max) | runs with a total wait over 1.5 ms | longest wait ms median, max | time ms median |')
print('|---|---|---|---|---|---|---|---|')
for c in sorted({c for c,v in runs}):
  for v in ['cur','arena','spin','spinissuer']:
    R=runs[(c,v)]
    if not R: continue
    ov=[r['host_overhead_ns_per_event']/1e3 for r in R]; w=[r['planner_wait_ns']/1e6 for r in R]; mx=[r.get('planner_wait_max_ns',0)/1e6 for r in R]
    print(f"| {c} | {v} | {len(R)} | {st.median(ov):.2f} ({min(ov):.2f}-{max(ov):.2f}) | {st.median(w):.2f} ({max(w):.2f}) | {sum(x>1.5 for x in w)} | {st.median(mx):.3f}, {max(mx):.2f} | {st.median(r['sim_time_ns'] for r in R)/1e6:.1f} |")
