#!/bin/bash
# ab-yield.sh: gpurun of dff5d91 (spin) against the same with the waits yielding after
# 4096 spins (yield), alternating; a JSON line per run after "ROUND CASE VARIANT"
mkdir -p /tmp/carry && tar xJf .carry/pack5/pack.tar.xz -C /tmp/carry
export LD_LIBRARY_PATH=/tmp/carry/lib:$(dirname $(find /usr /opt -name "libcupti.so.13*" 2>/dev/null | head -1))
B=/tmp/carry/bin; W=$OUT/w; mkdir -p $W
nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv > $W/env.txt; date -u >> $W/env.txt
S=$(date +%s); T=.carry/pack5/traces
for r in $(seq 1 ${ROUNDS:-4}); do
  for c in $CASES; do
    flags=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f3)
    if [ $((r % 2)) = 1 ]; then vs="spin yield"; else vs="yield spin"; fi
    for v in $vs; do
      g=$B/gpurun; [ $v = yield ] && g=$B/gpurun-yield
      echo "$r $c $v" >> $W/ab.txt
      timeout 60 $g --quiet --json $flags $T/$c.h5 >> $W/ab.txt 2>> $W/ab.err
    done
  done
  echo "round $r: $(( $(date +%s) - S )) s" >> $W/times.txt
done
