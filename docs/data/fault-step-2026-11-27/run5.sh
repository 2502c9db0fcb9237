#!/bin/sh
# run5.sh OUT: stepprobe with never-touched memory alone, with and without its 512 MiB host
# buffer, sizes smallest or largest first, two processes of each in turn, from the
# repository root (stepprobe built here, in .carry/bin)
out=$1
{ date -u +%Y-%m-%dT%H:%M:%SZ; nvidia-smi --query-gpu=name,driver_version,memory.free --format=csv,noheader; } > "$out/env5.txt"
for i in 1 2; do
  for h in 0 1; do
    for r in 0 1; do
      STEP_NOHOST=$h STEP_REVERSE=$r .carry/bin/stepprobe 8 fresh | sed "s/^/$i nohost=$h reverse=$r /" >> "$out/stepprobe5.txt"
    done
  done
done
date -u +%Y-%m-%dT%H:%M:%SZ >> "$out/env5.txt"
