#!/bin/bash
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64
W=$OUT/w; mkdir -p $W
nvidia-smi --query-gpu=name,driver_version,memory.used --format=csv > $W/env.txt; date -u >> $W/env.txt
for r in 1 2 3 4; do .carry/probe/wprobe | sed "s/^/$r /" >> $W/wprobe.txt; done
date -u >> $W/env.txt
