#!/bin/sh
# run6.sh OUT: on one lease, in turn, rangeprobe as run3.sh runs it, rangeprobe with only its
# two single buffers, and stepprobe with never-touched memory alone; two processes each
out=$1
{ date -u +%Y-%m-%dT%H:%M:%SZ; nvidia-smi --query-gpu=name,driver_version,memory.free --format=csv,noheader; } > "$out/env6.txt"
for i in 1 2; do
  .carry/bin/rangeprobe 12 | sed "s/^/$i four /" >> "$out/probe6.txt"
  .carry/bin/rangeprobe 16 two | sed "s/^/$i two /" >> "$out/probe6.txt"
  .carry/bin/stepprobe 8 fresh | awk -v i=$i '{print i, "step", "fresh" $2, $3, $4/$2}' >> "$out/probe6.txt"
done
date -u +%Y-%m-%dT%H:%M:%SZ >> "$out/env6.txt"
