#!/bin/bash
# A/B on the GPU: gpurun of HEAD (the pack's) with and without glibc's malloc on
# transparent huge pages (GLIBC_TUNABLES=glibc.malloc.hugetlb=1), alternating; one JSON
# line per run. Then the per-kind overhead of an instrumented build, both ways.
mkdir -p /tmp/carry && tar xJf .carry/pack/pack.tar.xz -C /tmp/carry
export LD_LIBRARY_PATH=/tmp/carry/lib; A=/tmp/ab; mkdir -p $A; xz -dc .carry/ab4/gpurun-secold.xz > $A/gpurun-secold; chmod +x $A/gpurun-secold
B=/tmp/carry/bin; O=$OUT; T=/tmp/tr; mkdir -p $T
nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv > $O/env.txt; date -u >> $O/env.txt
cat /sys/kernel/mm/transparent_hugepage/enabled /sys/kernel/mm/transparent_hugepage/defrag >> $O/env.txt 2>&1
ALL="rn50-bs24-cap1G rn18-cap256-manual rn18-cap256-tag-launch rn50-bs4-cap256 rn18-launch xf-small-launch etl-2-device rn18-bs64-launch"
for t in $ALL; do
  g=$(grep "^$t " scripts/validate-cases.txt | cut -d'|' -f2); $B/tracegen $g --seed 1 -o $T/$t.h5 > /dev/null
done
run() { # rep case variant
  fl=$(grep "^$2 " scripts/validate-cases.txt | cut -d'|' -f3)
  echo -n "$1 $2 $3 " >> $O/ab.txt
  if [ $3 = thp ]; then GLIBC_TUNABLES=glibc.malloc.hugetlb=1 $B/gpurun --quiet --json $fl $T/$2.h5 2>>$O/ab.err | tr -d '\n' >> $O/ab.txt
  else $B/gpurun --quiet --json $fl $T/$2.h5 2>>$O/ab.err | tr -d '\n' >> $O/ab.txt; fi
  echo >> $O/ab.txt
}
for rep in $(seq 1 ${REPS:-6}); do
  for t in ${CASES:-$ALL}; do
    if [ $((rep % 2)) = 1 ]; then run $rep $t base; run $rep $t thp; else run $rep $t thp; run $rep $t base; fi
  done
done
for rep in $(seq 1 ${REPS2:-8}); do
  if [ $((rep % 2)) = 1 ]; then run b$rep rn50-bs24-cap1G base; run b$rep rn50-bs24-cap1G thp; else run b$rep rn50-bs24-cap1G thp; run b$rep rn50-bs24-cap1G base; fi
done
fl=$(grep "^rn50-bs24-cap1G " scripts/validate-cases.txt | cut -d'|' -f3)
for rep in 1 2 3; do
  echo "$rep base" >> $O/sec.txt; $A/gpurun-secold --quiet --json $fl $T/rn50-bs24-cap1G.h5 2>>$O/sec.txt >> $O/sec.json
  echo "$rep thp" >> $O/sec.txt; GLIBC_TUNABLES=glibc.malloc.hugetlb=1 $A/gpurun-secold --quiet --json $fl $T/rn50-bs24-cap1G.h5 2>>$O/sec.txt >> $O/sec.json
done
grep -i huge /proc/meminfo >> $O/env.txt
date -u >> $O/env.txt
for v in base thp; do
  if [ $v = thp ]; then export GLIBC_TUNABLES=glibc.malloc.hugetlb=1; fi
  $B/gpurun --quiet --json $fl $T/rn50-bs24-cap1G.h5 > /dev/null 2>&1 & pid=$!
  sleep 1.2; echo "== $v" >> $O/smaps.txt; cat /proc/$pid/smaps_rollup >> $O/smaps.txt 2>&1; wait $pid
  unset GLIBC_TUNABLES
done
