#!/bin/bash
# irq.sh: gpurun keeping its threads off the GPU's interrupt CPUs (default) against
# --share-irq-cpus, alternating by round, ROUNDS runs of each case and variant
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
B=.carry/bin; T=/tmp/ab-traces; W=$OUT/irq; mkdir -p $T $W
{ nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv; date -u; uname -r; nproc;
  grep -i nvidia /proc/interrupts; for i in $(grep -i nvidia /proc/interrupts | cut -d: -f1); do echo "irq $i effective $(cat /proc/irq/$i/effective_affinity_list 2>/dev/null)"; done; } > $W/env.txt 2>&1
CASES=${CASES:-"rn18-launch rn18-lookahead rn18-bs64-launch xf-small-launch rn18-cap256-tag-launch rn18-none"}
for c in $CASES; do
  gen=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f2)
  [ -f $T/$c.h5 ] || $B/tracegen $gen --seed 1 -o $T/$c.h5 >/dev/null
done
for r in $(seq 1 ${ROUNDS:-30}); do
  for c in $CASES; do
    flags=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f3)
    if [ $((r % 2)) = 0 ]; then vs="avoid share"; else vs="share avoid"; fi
    for v in $vs; do
      extra=""; [ $v = share ] && extra=--share-irq-cpus
      echo "$r $c $v" >> $W/ab.txt
      timeout 60 $B/gpurun --quiet --json $extra $flags $T/$c.h5 >> $W/ab.txt 2>> $W/ab.err
    done
  done
done
date -u >> $W/env.txt
