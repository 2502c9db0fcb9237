#!/bin/sh
# run3.sh OUT: rangeprobe (built here, in .carry/bin) in four processes of twelve rounds,
# from the repository root
out=$1
{ date -u +%Y-%m-%dT%H:%M:%SZ; nvidia-smi --query-gpu=name,driver_version,memory.free --format=csv,noheader; } > "$out/env3.txt"
for i in 1 2 3 4; do .carry/bin/rangeprobe 12 | sed "s/^/$i /" >> "$out/rangeprobe.txt"; done
date -u +%Y-%m-%dT%H:%M:%SZ >> "$out/env3.txt"
