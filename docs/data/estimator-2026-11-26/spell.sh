#!/bin/bash
# spell.sh: do a trace's runs meet the spells of transfers into host memory that the
# calibrations meet? Round after round: d2hprobe, then one run of each case, each
# followed by d2hprobe again. $OUT/spell/runs.txt: "round case d2h_before h2d_before
# d2h_after h2d_after" and the run's JSON line after it.
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
B=.carry/bin; P=.carry/ab/d2hprobe; T=/tmp/spell-traces; W=$OUT/spell; mkdir -p $T $W
{ nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv; date -u; uname -r; nproc; } > $W/env.txt
CASES=${CASES:-"rn50-bs24-cap1G rn18-cap256-tag-launch rn18-cap256 seq-256M"}
for c in $CASES; do
  gen=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f2)
  $B/tracegen $gen --seed 1 -o $T/$c.h5 >/dev/null
done
S=$(date +%s); before=$($P 3)
for r in $(seq 1 ${ROUNDS:-40}); do
  for c in $CASES; do
    flags=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f3)
    j=$(timeout 60 $B/gpurun --quiet --json $flags $T/$c.h5 2>> $W/err.txt)
    after=$($P 3)
    echo "$r $c $before $after" >> $W/runs.txt
    echo "$j" >> $W/runs.txt
    before=$after
  done
  echo "round $r: $(( $(date +%s) - S )) s" >> $W/times.txt
  [ $(( $(date +%s) - S )) -gt ${BUDGET:-200} ] && break
done
