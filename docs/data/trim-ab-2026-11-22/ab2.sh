#!/bin/bash
# A/B on the GPU: gpurun of 4426c60 (gpurun-old) against a two-step gr_trim (gpurun-new, not committed:
# every victim chosen and clipped before the first call; docs/validation.md "gpurun's own overhead"),
# the capacity cases, alternating, REPS rounds; one JSON line per run.
mkdir -p /tmp/carry && tar xJf .carry/pack/pack.tar.xz -C /tmp/carry
export LD_LIBRARY_PATH=/tmp/carry/lib; A=.carry/ab; B=/tmp/carry/bin; cp $B/gpurun $A/gpurun-old; O=$OUT; T=/tmp/tr; mkdir -p $T
nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv > $O/env.txt; date -u >> $O/env.txt
for t in rn18-cap256 rn18-cap256-lru rn18-cap256-tag-launch rn18-cap256-manual rn50-bs4-cap256 rn50-bs24-cap1G; do
  g=$(grep "^$t " scripts/validate-cases.txt | cut -d'|' -f2); $B/tracegen $g --seed 1 -o $T/$t.h5 > /dev/null
done
for rep in $(seq 1 ${REPS:-5}); do
  for t in ${CASES:-rn18-cap256 rn18-cap256-lru rn18-cap256-tag-launch rn18-cap256-manual rn50-bs4-cap256 rn50-bs24-cap1G}; do
    fl=$(grep "^$t " scripts/validate-cases.txt | cut -d'|' -f3)
    for v in gpurun-old gpurun-new; do
      echo -n "$rep $t $v " >> $O/ab.txt
      $A/$v --quiet --json $fl $T/$t.h5 2>>$O/ab.err | tr -d '\n' >> $O/ab.txt; echo >> $O/ab.txt
    done
  done
done
date -u >> $O/env.txt
