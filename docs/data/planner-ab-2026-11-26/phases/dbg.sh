#!/bin/bash
# dbg.sh: gpurun with phase timers around each ALLOC that reserved (not kept), N runs of each case
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
B=.carry/bin; T=/tmp/ab-traces; W=$OUT/dbg; mkdir -p $T $W
{ nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv; date -u; } > $W/env.txt
CASES=${CASES:-"rn18-launch rn18-lookahead"}
for c in $CASES; do
  gen=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f2)
  [ -f $T/$c.h5 ] || $B/tracegen $gen --seed 1 -o $T/$c.h5 >/dev/null
done
for r in $(seq 1 ${ROUNDS:-40}); do
  for c in $CASES; do
    flags=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f3)
    echo "$r $c dbg" >> $W/ab.txt
    timeout 60 $B/gpurun-dbg --quiet --json $flags $T/$c.h5 >> $W/ab.txt 2>> $W/ab.err
  done
done
