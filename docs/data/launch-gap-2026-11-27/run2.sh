#!/bin/sh
# The second call (call2/): from the repository root, sh run2.sh BIN OUT (BIN: launchgap, gpurun, tracegen):
# a calibration, launchgap, etl-2-device three times with --timeline and three timing runs, twice.
bin=$1 out=$2
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >"$out/env.txt"
date -u +%Y-%m-%dT%H:%M:%SZ >>"$out/env.txt"
"$bin/tracegen" etl --partitions 2 --rows 200K --seed 1 -o /tmp/etl.h5 >/dev/null
for k in 1 2; do
  "$bin/gpurun" --calibrate "$out/cal-$k.profile" --base profiles/h100-pcie5.profile --reps 5 2>"$out/cal-$k.log"
  "$bin/launchgap" >"$out/launchgap-$k.csv"
  for r in 1 2 3; do
    "$bin/gpurun" --quiet --json --timeline "$out/etl-timeline-$k$r.csv" --policy rmm-pool --memory device /tmp/etl.h5 >>"$out/etl.jsonl"
  done
  for r in 1 2 3; do
    "$bin/gpurun" --quiet --json --policy rmm-pool --memory device /tmp/etl.h5 >>"$out/etl-timing.jsonl"
  done
done
date -u +%Y-%m-%dT%H:%M:%SZ >>"$out/env.txt"
