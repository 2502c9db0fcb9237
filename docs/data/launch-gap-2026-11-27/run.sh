#!/bin/sh
# From the repository root on the GPU machine: sh docs/data/launch-gap-2026-11-27/run.sh BIN OUT
# (BIN: launchgap, gpurun, tracegen). Three launchgap processes, then etl-2-device three
# times with --timeline (its launches' own cost on the same lease), then launchgap once more.
bin=$1 out=$2
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >"$out/env.txt"
date -u +%Y-%m-%dT%H:%M:%SZ >>"$out/env.txt"
for p in 1 2 3; do "$bin/launchgap" >"$out/launchgap-$p.csv"; done
"$bin/tracegen" etl --partitions 2 --rows 200K --seed 1 -o /tmp/etl.h5 >/dev/null
for r in 1 2 3; do
    "$bin/gpurun" --quiet --json --timeline "$out/etl-timeline-$r.csv" --policy rmm-pool --memory device /tmp/etl.h5 >>"$out/etl.jsonl"
done
"$bin/launchgap" >"$out/launchgap-4.csv"
