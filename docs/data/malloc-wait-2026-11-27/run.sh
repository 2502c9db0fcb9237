#!/bin/sh
# From the repository root on the GPU machine: sh run.sh OUT (mallocwait built from mallocwait.cu in .carry/bin).
out=$1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >"$out/env.txt"; date -u +%Y-%m-%dT%H:%M:%SZ >>"$out/env.txt"
for p in 1 2 3 4; do .carry/bin/mallocwait >"$out/mallocwait-$p.csv"; done
date -u +%Y-%m-%dT%H:%M:%SZ >>"$out/env.txt"
