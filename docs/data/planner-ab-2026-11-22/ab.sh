#!/bin/bash
# ab.sh: gpurun's planner thread (thread) against --one-thread (one), alternating, on the
# cases where gpurun's own work is largest; a JSON line per run after "ROUND CASE VARIANT".
mkdir -p /tmp/carry && tar xJf .carry/pack4/pack.tar.xz -C /tmp/carry
export LD_LIBRARY_PATH=/tmp/carry/lib:$(dirname $(find /usr /opt -name "libcupti.so.13*" 2>/dev/null | head -1))
B=/tmp/carry/bin; W=$OUT/w; mkdir -p $W
nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv > $W/env.txt; date -u >> $W/env.txt
nproc >> $W/env.txt; lscpu >> $W/env.txt 2>&1; uname -a >> $W/env.txt
S=$(date +%s)
if [ -z "$NOTESTS" ]; then
  tests/gpu/run.sh $B $W/tests > $W/gpu-tests.log 2>&1; echo "tests rc $?" >> $W/times.txt
  echo "tests: $(( $(date +%s) - S )) s" >> $W/times.txt
fi
T=.carry/pack4/traces
CASES=${CASES:-"rn50-bs24-cap1G rn18-cap256 rn18-cap256-manual rn18-cap256-lru rn18-cap256-tag-launch rn50-bs4-cap256 rn18-launch xf-small-launch rn18-lookahead4 rn18-bs64-launch etl-2-device rn18-allocs rn18-device rn18-none xf-small"}
for r in $(seq 1 ${ROUNDS:-4}); do
  for c in $CASES; do
    flags=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f3)
    if [ $((r % 2)) = 1 ]; then vs="thread one"; else vs="one thread"; fi
    for v in $vs; do
      x=""; [ $v = one ] && x=--one-thread
      echo "$r $c $v" >> $W/ab.txt
      timeout 60 $B/gpurun --quiet --json $x $flags $T/$c.h5 >> $W/ab.txt 2>> $W/ab.err
    done
  done
  echo "round $r: $(( $(date +%s) - S )) s" >> $W/times.txt
done
tar czf $OUT/w.tgz -C $OUT w
