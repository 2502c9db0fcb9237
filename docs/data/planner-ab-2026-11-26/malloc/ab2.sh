#!/bin/bash
# ab2.sh: the issuer's long waits for the planner after a RESERVE (one gpurun build,
# 48383bd with the wait diagnostics), three malloc settings alternating by round:
# base (glibc's defaults), tun (GLIBC_TUNABLES: one arena, 64 MiB top pad, no trim,
# mmap threshold 32 MiB), tun1 (the same without arena_max=1). A JSON line per run
# after "ROUND CASE VARIANT" in $OUT/ab2/ab.txt.
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
B=.carry/bin; T=/tmp/ab-traces; W=$OUT/ab2; mkdir -p $T $W
{ nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv; date -u; uname -r; nproc; ldd --version | head -1; } > $W/env.txt
CASES=${CASES:-"rn18-cap256-tag-launch rn18-lookahead rn18-launch xf-small-launch etl-2-device rn50-bs24-cap1G"}
for c in $CASES; do
  gen=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f2)
  [ -f $T/$c.h5 ] || $B/tracegen $gen --seed 1 -o $T/$c.h5 >/dev/null
done
TUN1=glibc.malloc.top_pad=67108864:glibc.malloc.trim_threshold=4294967295:glibc.malloc.mmap_threshold=33554432
S=$(date +%s)
for r in $(seq 1 ${ROUNDS:-10}); do
  case $((r % 3)) in 0) vs="base tun tun1";; 1) vs="tun tun1 base";; 2) vs="tun1 base tun";; esac
  for c in $CASES; do
    flags=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f3)
    for v in $vs; do
      case $v in base) t="";; tun) t="glibc.malloc.arena_max=1:$TUN1";; tun1) t=$TUN1;; esac
      echo "$r $c $v" >> $W/ab.txt
      GLIBC_TUNABLES=$t timeout 60 $B/gpurun-yield --quiet --json $flags $T/$c.h5 >> $W/ab.txt 2>> $W/ab.err
    done
  done
  echo "round $r: $(( $(date +%s) - S )) s" >> $W/times.txt
  [ $(( $(date +%s) - S )) -gt ${BUDGET:-420} ] && break
done
