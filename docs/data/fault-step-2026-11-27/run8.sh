#!/bin/sh
# run8.sh OUT: stepprobe with never-touched memory alone through its own kernel, rangeprobe's
# and rangeprobe's with one buffer and no loop (STEP_STRUCT=0, 1, 2), three processes of each
# in turn, from the repository root (stepprobe built here, in .carry/bin)
out=$1
{ date -u +%Y-%m-%dT%H:%M:%SZ; nvidia-smi --query-gpu=name,driver_version,memory.free --format=csv,noheader; } > "$out/env8.txt"
for i in 1 2 3; do
  for k in 0 1 2; do
    STEP_STRUCT=$k .carry/bin/stepprobe 8 fresh | sed "s/^/$i struct=$k /" >> "$out/stepprobe8.txt"
  done
done
date -u +%Y-%m-%dT%H:%M:%SZ >> "$out/env8.txt"
