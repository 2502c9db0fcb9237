#!/bin/bash
# rewarm.sh: gpurun's own time per event, three builds alternating by round:
# base (gpurun-base: as before the change), rewarm (gpurun: after a CUDA call of over
# 100 us, the issuer's gr_hot code and its state prefetched), data (gpurun-data: the
# state only, -DGR_REWARM_NO_CODE). A JSON line per run after "ROUND CASE VARIANT" in
# $OUT/rewarm/ab.txt.
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
B=.carry/bin; T=/tmp/rewarm-traces; W=$OUT/rewarm; mkdir -p $T $W
{ nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv; date -u; uname -r; nproc; ldd --version | head -1; } > $W/env.txt
CASES=${CASES:-"pf-chunk-256M pf-chunk-16M rn18-launch rn50-bs24-cap1G"}
for c in $CASES; do
  gen=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f2)
  $B/tracegen $gen --seed 1 -o $T/$c.h5 >/dev/null
done
S=$(date +%s)
for r in $(seq 1 ${ROUNDS:-16}); do
  case $((r % 3)) in 0) vs="base rewarm data";; 1) vs="rewarm data base";; 2) vs="data base rewarm";; esac
  for c in $CASES; do
    flags=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f3)
    for v in $vs; do
      case $v in base) g=$B/gpurun-base;; rewarm) g=$B/gpurun;; data) g=$B/gpurun-data;; esac
      echo "$r $c $v" >> $W/ab.txt
      timeout 60 $g --quiet --json $flags $T/$c.h5 >> $W/ab.txt 2>> $W/ab.err
    done
  done
  echo "round $r: $(( $(date +%s) - S )) s" >> $W/times.txt
  [ $(( $(date +%s) - S )) -gt ${BUDGET:-240} ] && break
done
