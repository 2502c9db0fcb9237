#!/bin/bash
# diag.sh (2026-11-26 session 30): gpurun's per-event overhead (--timeline's overhead_ns) on
# pf-chunk-256M and pf-chunk-16M, timing runs beside; xf-small-launch's second and third
# iterations per process, threaded and --one-thread, alternating.
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
B=.carry/bin; T=/tmp/diag-traces; W=$OUT/diag; mkdir -p $T $W
{ nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv; date -u; uname -r; nproc;
  cat /sys/kernel/mm/transparent_hugepage/enabled /sys/kernel/mm/transparent_hugepage/defrag 2>&1;
  lscpu 2>&1 | grep -i -E "numa|model name|^cpu\(s\)|mhz|l2|l3"; which perf numactl 2>&1; } > $W/env.txt 2>&1
for c in pf-chunk-256M pf-chunk-16M pf-chunk-2M xf-small-launch; do
  gen=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f2)
  $B/tracegen $gen --seed 1 -o $T/$c.h5 >/dev/null
done
for r in $(seq 1 ${ROUNDS:-10}); do
  for c in pf-chunk-256M pf-chunk-16M pf-chunk-2M; do
    flags=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f3)
    echo "$r $c timing" >> $W/pf.txt
    timeout 60 $B/gpurun --quiet --json $flags $T/$c.h5 >> $W/pf.txt 2>> $W/pf.err
    echo "$r $c timeline" >> $W/pf.txt
    timeout 60 $B/gpurun --quiet --json --timeline $W/$c-tl-$r.csv $flags $T/$c.h5 >> $W/pf.txt 2>> $W/pf.err
  done
  c=xf-small-launch; flags=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f3)
  if [ $((r % 2)) = 0 ]; then vs="thr one"; else vs="one thr"; fi
  for v in $vs; do
    extra=""; [ $v = one ] && extra=--one-thread
    echo "$r $c $v" >> $W/xf.txt
    timeout 60 $B/gpurun --quiet --json $extra --timeline $W/xf-$v-$r.csv $flags $T/$c.h5 >> $W/xf.txt 2>> $W/xf.err
  done
done
date -u >> $W/env.txt
cd $W && tar czf ../diag.tgz . && cd .. && rm -rf $W
