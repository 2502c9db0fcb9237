#!/bin/bash
# huge.sh: gpurun's own time per event after long driver calls, three ways alternating
# by round: base (as built), huge (GLIBC_TUNABLES=glibc.malloc.hugetlb=1: malloc's heap
# in transparent huge pages), one (--one-thread). A JSON line per run after
# "ROUND CASE VARIANT" in $OUT/huge/ab.txt.
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
B=.carry/bin; T=/tmp/huge-traces; W=$OUT/huge; mkdir -p $T $W
{ nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv; date -u; uname -r; nproc; ldd --version | head -1
  echo "thp: $(cat /sys/kernel/mm/transparent_hugepage/enabled) defrag: $(cat /sys/kernel/mm/transparent_hugepage/defrag)"; } > $W/env.txt
CASES=${CASES:-"pf-chunk-256M pf-chunk-16M rn18-launch"}
for c in $CASES; do
  gen=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f2)
  $B/tracegen $gen --seed 1 -o $T/$c.h5 >/dev/null
done
S=$(date +%s)
for r in $(seq 1 ${ROUNDS:-12}); do
  case $((r % 3)) in 0) vs="base huge one";; 1) vs="huge one base";; 2) vs="one base huge";; esac
  for c in $CASES; do
    flags=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f3)
    for v in $vs; do
      echo "$r $c $v" >> $W/ab.txt
      case $v in
        base) timeout 60 $B/gpurun --quiet --json $flags $T/$c.h5 >> $W/ab.txt 2>> $W/ab.err;;
        huge) GLIBC_TUNABLES=glibc.malloc.hugetlb=1 timeout 60 $B/gpurun --quiet --json $flags $T/$c.h5 >> $W/ab.txt 2>> $W/ab.err;;
        one) timeout 60 $B/gpurun --quiet --json --one-thread $flags $T/$c.h5 >> $W/ab.txt 2>> $W/ab.err;;
      esac
    done
  done
  echo "round $r: $(( $(date +%s) - S )) s" >> $W/times.txt
  [ $(( $(date +%s) - S )) -gt ${BUDGET:-150} ] && break
done
