#!/bin/sh
# run.sh OUT: stepprobe (built here, in .carry/bin) in four processes, from the repository root
out=$1
{ date -u +%Y-%m-%dT%H:%M:%SZ; nvidia-smi --query-gpu=name,driver_version,memory.free --format=csv,noheader; } > "$out/env.txt"
for i in 1 2 3 4; do .carry/bin/stepprobe 8 | sed "s/^/$i /" >> "$out/stepprobe.txt"; done
date -u +%Y-%m-%dT%H:%M:%SZ >> "$out/env.txt"
