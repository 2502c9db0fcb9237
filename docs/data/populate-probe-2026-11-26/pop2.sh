#!/bin/bash
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64
W=$OUT/pop2; mkdir -p $W
nvidia-smi --query-gpu=name,driver_version,memory.used --format=csv > $W/env.txt; date -u >> $W/env.txt
for r in 1 2 3 4 5 6 7 8; do .carry/probe/popprobe2 | sed "s/^/$r /" >> $W/popprobe2.txt; done
date -u >> $W/env.txt
