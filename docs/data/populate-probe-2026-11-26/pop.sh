#!/bin/bash
# pop.sh: popprobe (the first touch by the allocation it sits in) in 8 processes, between
# gpurun --timeline runs of rn18-none and xf-small on the same lease
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
B=.carry/bin; T=/tmp/pop-traces; W=$OUT/pop; mkdir -p $T $W
nvidia-smi --query-gpu=name,driver_version,memory.used --format=csv > $W/env.txt; date -u >> $W/env.txt
for c in rn18-none xf-small; do
  gen=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f2); $B/tracegen $gen --seed 1 -o $T/$c.h5 >/dev/null
done
for r in 1 2 3 4 5 6 7 8; do
  .carry/probe/popprobe | sed "s/^/$r /" >> $W/popprobe.txt
  if [ $r -le 4 ]; then
    for c in rn18-none xf-small; do
      flags=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f3)
      timeout 60 $B/gpurun --quiet --json --timeline $W/$c-$r.csv $flags $T/$c.h5 >> $W/runs.txt 2>>$W/runs.err
    done
  fi
done
date -u >> $W/env.txt
