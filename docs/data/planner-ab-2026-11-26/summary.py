#!/usr/bin/python3
# summary.py AB.txt.gz...: a table per case and variant of the JSON lines that ab.sh or
# ab2.sh wrote (medians over the runs; gpurun built with the wait diagnostics).
import gzip,json,sys,statistics as st,collections
runs=collections.defaultdict(list)
for fn in sys.argv[1:]:
  head=None
  for line in gzip.open(fn,'rt'):
    if line.startswith('{'):
      d=json.loads(line); runs[(head[1],head[2])].append(d)
    else: head=line.split()
cases=sorted({c for c,v in runs})
print('| case | variant | n | us/event median (range) | wait ms median | max wait ms median, max | waits over 1 ms | preempt median | faults median | time ms median |')
print('|---|---|---|---|---|---|---|---|---|---|')
for c in cases:
  for v in ['yield','futex','pin','base','tun','tun1']:
    R=runs[(c,v)]
    if not R: continue
    m=lambda k,s=1: st.median(r.get(k,0) for r in R)/s
    ov=[r.get('host_overhead_ns_per_event',0)/1e3 for r in R]
    mx=[r.get('planner_wait_max_ns',0)/1e6 for r in R]
    print(f"| {c} | {v} | {len(R)} | {st.median(ov):.2f} ({min(ov):.2f}-{max(ov):.2f}) | {m('planner_wait_ns',1e6):.2f} | {st.median(mx):.3f}, {max(mx):.2f} | {sum(x>1 for x in mx)} | {m('planner_preemptions'):.0f} | {m('planner_minor_faults'):.0f} | {m('sim_time_ns',1e6):.1f} |")
