#!/bin/bash
# order.sh: gpurun --calibrate as it is against a build that measures the GPU faults right
# after the warm-up (gpurun-faultsfirst), alternating, three each; then seq-256M and
# rn18-none timelines on the same lease
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
W=$OUT/order; mkdir -p $W
nvidia-smi --query-gpu=name,driver_version,memory.used --format=csv > $W/env.txt; date -u >> $W/env.txt
for r in 1 2 3; do
  if [ $((r % 2)) = 1 ]; then vs="std first"; else vs="first std"; fi
  for v in $vs; do
    b=.carry/bin/gpurun; [ $v = first ] && b=.carry/bin/gpurun-faultsfirst
    $b --calibrate $W/cal-$v-$r.profile --base profiles/h100-pcie5.profile --reps 5 2> $W/cal-$v-$r.log
  done
done
for c in seq-256M rn18-none; do
  gen=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f2); flags=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f3)
  .carry/bin/tracegen $gen --seed 1 -o /tmp/$c.h5 >/dev/null
  for r in 1 2 3; do .carry/bin/gpurun --quiet --json --timeline $W/$c-tl-$r.csv $flags /tmp/$c.h5 >> $W/runs.txt; done
done
date -u >> $W/env.txt
cd $OUT && tar czf order.tgz order && rm -rf order
