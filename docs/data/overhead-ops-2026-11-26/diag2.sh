#!/bin/bash
# diag2.sh: per-op times of gpurun's issuer (gpurun-diag, GR_DIAG=FILE: op kind, time
# taking it, time issuing it, the program's parts in it, CPU, context switches, minor
# faults) on pf-chunk-256M; /proc/interrupts around each run (TLB shootdowns, function
# calls); threaded and --one-thread alternating.
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
B=.carry/bin; T=/tmp/diag-traces; W=$OUT/diag2; mkdir -p $T $W
for c in pf-chunk-256M pf-chunk-2M rn18-launch; do
  gen=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f2)
  [ -f $T/$c.h5 ] || $B/tracegen $gen --seed 1 -o $T/$c.h5 >/dev/null
done
for r in $(seq 1 ${ROUNDS:-8}); do
  for c in pf-chunk-256M pf-chunk-2M rn18-launch; do
    flags=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f3)
    for v in thr one; do
      extra=""; [ $v = one ] && extra=--one-thread
      grep -E "TLB|CAL|nvidia" /proc/interrupts > $W/irq-$c-$v-$r-before.txt
      echo "$r $c $v" >> $W/runs.txt
      GR_DIAG=$W/ops-$c-$v-$r.csv timeout 60 $B/gpurun-diag --quiet --json $extra $flags $T/$c.h5 >> $W/runs.txt 2>> $W/runs.err
      grep -E "TLB|CAL|nvidia" /proc/interrupts > $W/irq-$c-$v-$r-after.txt
    done
  done
done
cd $W && tar czf ../diag2.tgz . && cd .. && rm -rf $W
