#!/bin/bash
# syncwarm.sh: gpurun's own time per event and the run's time, three builds alternating by
# round: base (gpurun-base, HEAD before the change), warm (gpurun: a SYNC waits polling the
# streams and keeping the issuer's state warm), long (gpurun-long: the same, and the state
# prefetched after any CUDA call of over 1 ms). A JSON line per run after
# "ROUND CASE VARIANT" in $OUT/syncwarm/ab.txt.
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
B=.carry/bin; T=/tmp/sw-traces; W=$OUT/syncwarm; mkdir -p $T $W
{ nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv; date -u; uname -r; nproc; } > $W/env.txt
CASES=${CASES:-"pf-chunk-256M pf-chunk-16M rn18-launch rn50-bs24-cap1G etl-2-device rn18-device"}
for c in $CASES; do
  gen=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f2)
  $B/tracegen $gen --seed 1 -o $T/$c.h5 >/dev/null
done
S=$(date +%s)
for r in $(seq 1 ${ROUNDS:-30}); do
  case $((r % 3)) in 0) vs="base warm long";; 1) vs="warm long base";; 2) vs="long base warm";; esac
  for c in $CASES; do
    flags=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f3)
    for v in $vs; do
      case $v in base) g=$B/gpurun-base;; warm) g=$B/gpurun;; long) g=$B/gpurun-long;; esac
      echo "$r $c $v" >> $W/ab.txt
      timeout 60 $g --quiet --json $flags $T/$c.h5 >> $W/ab.txt 2>> $W/ab.err
    done
  done
  echo "round $r: $(( $(date +%s) - S )) s" >> $W/times.txt
  [ $(( $(date +%s) - S )) -gt ${BUDGET:-300} ] && break
done
