#!/bin/bash
# ab3.sh: gpurun of 4977c31 (cur: mallopt without arena_max) against the same with
# mallopt(M_ARENA_MAX, 1) (arena), alternating by round; a JSON line per run after
# "ROUND CASE VARIANT" in $OUT/ab3/ab.txt.
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
B=.carry/bin; T=/tmp/ab-traces; W=$OUT/ab3; mkdir -p $T $W
{ nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv; date -u; uname -r; nproc; ldd --version | head -1; } > $W/env.txt
CASES=${CASES:-"rn18-launch rn18-lookahead rn18-bs64-launch rn18-cap256-tag-launch"}
for c in $CASES; do
  gen=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f2)
  [ -f $T/$c.h5 ] || $B/tracegen $gen --seed 1 -o $T/$c.h5 >/dev/null
done
S=$(date +%s)
for r in $(seq 1 ${ROUNDS:-10}); do
  if [ $((r % 2)) = 1 ]; then vs="cur arena"; else vs="arena cur"; fi
  for c in $CASES; do
    flags=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f3)
    for v in $vs; do
      echo "$r $c $v" >> $W/ab.txt
      timeout 60 $B/gpurun-$v --quiet --json $flags $T/$c.h5 >> $W/ab.txt 2>> $W/ab.err
    done
  done
  echo "round $r: $(( $(date +%s) - S )) s" >> $W/times.txt
  [ $(( $(date +%s) - S )) -gt ${BUDGET:-420} ] && break
done
