#!/bin/bash
# A/B on the GPU: gpurun of HEAD (old: the pack's) against the launch's calls queued
# (new), alternating, REPS rounds; one JSON line per run. Then the per-kind overhead
# of instrumented builds (secold, secnew). Also the machine's THP and glibc.
mkdir -p /tmp/carry && tar xJf .carry/pack/pack.tar.xz -C /tmp/carry
export LD_LIBRARY_PATH=/tmp/carry/lib; A=/tmp/ab; mkdir -p $A; tar xJf .carry/ab3/bins.tar.xz -C $A; B=/tmp/carry/bin; cp $B/gpurun $A/gpurun-old; O=$OUT; T=/tmp/tr; mkdir -p $T
nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv > $O/env.txt; date -u >> $O/env.txt
cat /sys/kernel/mm/transparent_hugepage/enabled /sys/kernel/mm/transparent_hugepage/defrag >> $O/env.txt 2>&1; ldd --version | head -1 >> $O/env.txt
lscpu | grep -i "model name\|L2\|L3" >> $O/env.txt
ALL="rn50-bs24-cap1G rn18-cap256-manual rn18-cap256-tag-launch rn50-bs4-cap256 rn18-launch xf-small-launch rn18-lookahead4 rn18-bs64-launch"
for t in $ALL; do
  g=$(grep "^$t " scripts/validate-cases.txt | cut -d'|' -f2); $B/tracegen $g --seed 1 -o $T/$t.h5 > /dev/null
done
run() { # rep case variant
  fl=$(grep "^$2 " scripts/validate-cases.txt | cut -d'|' -f3)
  echo -n "$1 $2 $3 " >> $O/ab.txt
  $A/gpurun-$3 --quiet --json $fl $T/$2.h5 2>>$O/ab.err | tr -d '\n' >> $O/ab.txt; echo >> $O/ab.txt
}
for rep in $(seq 1 ${REPS:-6}); do
  for t in ${CASES:-$ALL}; do
    if [ $((rep % 2)) = 1 ]; then run $rep $t old; run $rep $t new; else run $rep $t new; run $rep $t old; fi
  done
done
for rep in $(seq 1 ${REPS2:-10}); do
  if [ $((rep % 2)) = 1 ]; then run b$rep rn50-bs24-cap1G old; run b$rep rn50-bs24-cap1G new; else run b$rep rn50-bs24-cap1G new; run b$rep rn50-bs24-cap1G old; fi
done
for rep in 1 2 3; do
  for v in secold secnew; do
    fl=$(grep "^rn50-bs24-cap1G " scripts/validate-cases.txt | cut -d'|' -f3)
    echo "$rep $v" >> $O/sec.txt
    $A/gpurun-$v --quiet --json $fl $T/rn50-bs24-cap1G.h5 2>>$O/sec.txt >> $O/sec.json
  done
done
date -u >> $O/env.txt
