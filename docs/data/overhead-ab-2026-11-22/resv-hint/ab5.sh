#!/bin/bash
# A/B/C on the GPU: gpurun of HEAD (old: the pack's), with resv_find's hint (hint), and
# with the hint and the reservations prefetched before a search (hintpf); rotating order.
mkdir -p /tmp/carry && tar xJf .carry/pack/pack.tar.xz -C /tmp/carry
export LD_LIBRARY_PATH=/tmp/carry/lib; A=/tmp/ab; mkdir -p $A; tar xJf .carry/ab5/bins.tar.xz -C $A
B=/tmp/carry/bin; cp $B/gpurun $A/gpurun-old; O=$OUT; T=/tmp/tr; mkdir -p $T
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/env.txt; date -u >> $O/env.txt
for t in rn50-bs24-cap1G rn18-cap256-manual rn18-cap256-tag-launch; do
  g=$(grep "^$t " scripts/validate-cases.txt | cut -d'|' -f2); $B/tracegen $g --seed 1 -o $T/$t.h5 > /dev/null
done
run() { fl=$(grep "^$2 " scripts/validate-cases.txt | cut -d'|' -f3); echo -n "$1 $2 $3 " >> $O/ab.txt
  $A/gpurun-$3 --quiet --json $fl $T/$2.h5 2>>$O/ab.err | tr -d '\n' >> $O/ab.txt; echo >> $O/ab.txt; }
V=(old hint hintpf)
for rep in $(seq 1 ${REPS:-9}); do
  for t in rn50-bs24-cap1G rn18-cap256-manual rn18-cap256-tag-launch; do
    for k in 0 1 2; do run $rep $t ${V[$(( (k + rep) % 3 ))]}; done
  done
done
date -u >> $O/env.txt
