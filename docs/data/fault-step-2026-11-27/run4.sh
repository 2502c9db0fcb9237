#!/bin/sh
# run4.sh OUT: on one lease, alternating, stepprobe with never-touched memory alone and
# rangeprobe, three processes each (both built here, in .carry/bin), from the repository root
out=$1
{ date -u +%Y-%m-%dT%H:%M:%SZ; nvidia-smi --query-gpu=name,driver_version,memory.free --format=csv,noheader; } > "$out/env4.txt"
for i in 1 2 3; do
  .carry/bin/stepprobe 8 fresh | sed "s/^/$i /" >> "$out/stepprobe4-fresh.txt"
  .carry/bin/rangeprobe 8 | sed "s/^/$i /" >> "$out/rangeprobe4.txt"
done
date -u +%Y-%m-%dT%H:%M:%SZ >> "$out/env4.txt"
