#!/bin/bash
# w3.sh: on one lease, gpurun --calibrate's fault cases (3 calibrations) beside wprobe2
# (free-standing order, then the calibration's order and placement), alternating
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
W=$OUT/w3; mkdir -p $W
nvidia-smi --query-gpu=name,driver_version,memory.used --format=csv > $W/env.txt; date -u >> $W/env.txt
for r in 1 2 3; do
  .carry/bin/gpurun --calibrate $W/cal-$r.profile --base profiles/h100-pcie5.profile --reps 5 2> $W/cal-$r.log
  .carry/probe/wprobe2 | sed "s/^/$r /" >> $W/wprobe2.txt
  .carry/probe/wprobe2 cal | sed "s/^/$r /" >> $W/wprobe2.txt
done
date -u >> $W/env.txt
