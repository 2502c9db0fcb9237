#!/bin/sh
# run7.sh OUT: stepprobe with never-touched memory alone, with its own kernel or
# rangeprobe's, with and without its 2 MiB warm-up, three processes of each in turn, from
# the repository root (stepprobe built here, in .carry/bin)
out=$1
{ date -u +%Y-%m-%dT%H:%M:%SZ; nvidia-smi --query-gpu=name,driver_version,memory.free --format=csv,noheader; } > "$out/env7.txt"
for i in 1 2 3; do
  for k in 0 1; do
    for w in 0 1; do
      STEP_STRUCT=$k STEP_NOWARM=$w .carry/bin/stepprobe 8 fresh | sed "s/^/$i struct=$k nowarm=$w /" >> "$out/stepprobe7.txt"
    done
  done
done
date -u +%Y-%m-%dT%H:%M:%SZ >> "$out/env7.txt"
