#!/bin/sh
# Launch cost as gpurun issues a trace: with its planner thread (thr) and with --one-thread (one),
# etl-2-device (rmm-pool, device memory) 8 times and rn18-device (cuda) 4 times each, alternating,
# with --timeline. Usage from the repository root: sh ab.sh OUT (gpurun and tracegen in .carry/bin).
bin=.carry/bin out=$1; t=/tmp/abtr; mkdir -p $t $out/tl
"$bin/tracegen" etl --partitions 2 --rows 200K --seed 1 -o $t/etl.h5 >/dev/null
"$bin/tracegen" dl --model resnet --depth 18 --batch 16 --iters 2 --seed 1 -o $t/rn18.h5 >/dev/null
for r in 1 2 3 4 5 6 7 8; do
  for m in thr one; do
    f=""; [ $m = one ] && f=--one-thread
    "$bin/gpurun" --quiet --json $f --timeline $out/tl/etl-$m-$r.csv --policy rmm-pool --memory device $t/etl.h5 | sed "s/^{/{\"case\":\"etl\",\"harness\":\"$m\",/" >>$out/runs.jsonl
    [ $r -le 4 ] && "$bin/gpurun" --quiet --json $f --timeline $out/tl/rn18-$m-$r.csv --policy cuda --memory device $t/rn18.h5 | sed "s/^{/{\"case\":\"rn18cuda\",\"harness\":\"$m\",/" >>$out/runs.jsonl
  done
done
cd $out && tar czf tl.tgz tl && rm -rf tl
