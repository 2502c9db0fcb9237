#!/bin/bash
# ab.sh: gpurun's waits for the other thread, three builds alternating by round:
# yield (48383bd with the wait diagnostics: spin 4096, then sched_yield), futex (spin
# 4096, then sleep on a futex until the other thread publishes), pin (yield, the
# planner pinned to another CPU than the issuer's). A JSON line per run after
# "ROUND CASE VARIANT" in $OUT/ab/ab.txt.
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
B=.carry/bin; T=/tmp/ab-traces; W=$OUT/ab; mkdir -p $T $W
{ nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv; date -u; uname -r; nproc
  for f in /sys/kernel/debug/sched/base_slice_ns /proc/sys/kernel/sched_base_slice_ns; do echo "$f: $(cat $f 2>&1)"; done
  grep -i "CONFIG_HZ=\|CONFIG_SCHED_" /boot/config-$(uname -r) 2>/dev/null; } > $W/env.txt
CASES=${CASES:-"rn18-lookahead rn18-cap256-tag-launch rn18-launch xf-small-launch etl-2-device rn50-bs24-cap1G"}
for c in $CASES; do
  gen=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f2)
  $B/tracegen $gen --seed 1 -o $T/$c.h5 >/dev/null
done
S=$(date +%s)
for r in $(seq 1 ${ROUNDS:-10}); do
  case $((r % 3)) in 0) vs="yield futex pin";; 1) vs="futex pin yield";; 2) vs="pin yield futex";; esac
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
