#!/bin/sh
# run2.sh OUT: a second lease: stepprobe as run.sh runs it (four processes), then in two
# processes each condition alone, 16 rounds (fresh, cpu), from the repository root
out=$1
{ date -u +%Y-%m-%dT%H:%M:%SZ; nvidia-smi --query-gpu=name,driver_version,memory.free --format=csv,noheader; } > "$out/env2.txt"
for i in 1 2 3 4; do .carry/bin/stepprobe 8 | sed "s/^/$i /" >> "$out/stepprobe2.txt"; done
for i in 1 2; do
  for c in fresh cpu; do .carry/bin/stepprobe 16 $c | sed "s/^/$i /" >> "$out/stepprobe2-alone.txt"; done
done
date -u +%Y-%m-%dT%H:%M:%SZ >> "$out/env2.txt"
