#!/bin/bash
# ab3.sh: per-event publishing (thread), per-op publishing (perop) and --one-thread (one), rotating
mkdir -p /tmp/carry && tar xJf .carry/pack5/pack.tar.xz -C /tmp/carry
export LD_LIBRARY_PATH=/tmp/carry/lib:$(dirname $(find /usr /opt -name "libcupti.so.13*" 2>/dev/null | head -1))
B=/tmp/carry/bin; W=$OUT/w; mkdir -p $W
nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv > $W/env.txt; date -u >> $W/env.txt
S=$(date +%s); T=.carry/pack5/traces
for r in $(seq 1 ${ROUNDS:-4}); do
  for c in $CASES; do
    flags=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f3)
    case $((r % 3)) in 1) vs="thread perop one";; 2) vs="perop one thread";; 0) vs="one thread perop";; esac
    for v in $vs; do
      g=$B/gpurun; x=""; [ $v = one ] && x=--one-thread; [ $v = perop ] && g=$B/gpurun-perop
      echo "$r $c $v" >> $W/ab.txt
      timeout 60 $g --quiet --json $x $flags $T/$c.h5 >> $W/ab.txt 2>> $W/ab.err
    done
  done
  echo "round $r: $(( $(date +%s) - S )) s" >> $W/times.txt
done
