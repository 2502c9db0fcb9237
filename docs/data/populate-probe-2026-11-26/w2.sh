#!/bin/bash
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64
W=$OUT/w2; mkdir -p $W
nvidia-smi --query-gpu=name,driver_version,memory.used --format=csv > $W/env.txt; date -u >> $W/env.txt
for r in 1 2 3 4 5 6; do .carry/probe/wprobe2 | sed "s/^/$r /" >> $W/wprobe2.txt; done
date -u >> $W/env.txt
