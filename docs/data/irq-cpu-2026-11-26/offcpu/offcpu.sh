#!/bin/bash
# offcpu.sh: gpurun-dbg (thread CPU time, run-queue waits and context switches around
# the issuer's waits and the planner's RESERVE waits), ROUNDS runs of each case
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
B=.carry/bin; T=/tmp/ab-traces; W=$OUT/offcpu; mkdir -p $T $W
{ nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv; date -u; uname -a; nproc;
  cat /proc/cmdline; for f in /sys/kernel/debug/sched/base_slice_ns /proc/sys/kernel/sched_min_granularity_ns /proc/sys/kernel/sched_schedstats /sys/kernel/debug/sched/preempt; do echo "$f: $(cat $f 2>&1)"; done;
  grep -i -E 'steal|kvm|paravirt' /proc/cpuinfo | sort | uniq -c | head; zcat /proc/config.gz 2>/dev/null | grep -E 'PARAVIRT_TIME|SCHED_INFO|SCHEDSTATS|PREEMPT|HZ=' ; ls /boot 2>/dev/null; head -1 /proc/stat; } > $W/env.txt 2>&1
CASES=${CASES:-"rn18-launch rn18-lookahead rn18-bs64-launch xf-small-launch"}
for c in $CASES; do
  gen=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f2)
  [ -f $T/$c.h5 ] || $B/tracegen $gen --seed 1 -o $T/$c.h5 >/dev/null
done
cat /proc/stat > $W/stat-start.txt
for r in $(seq 1 ${ROUNDS:-35}); do
  for c in $CASES; do
    flags=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f3)
    s0=$(awk '/^cpu /{print $9}' /proc/stat)
    echo "$r $c dbg $s0" >> $W/ab.txt
    timeout 60 $B/gpurun-dbg --quiet --json $flags $T/$c.h5 >> $W/ab.txt 2>> $W/ab.err
  done
done
cat /proc/stat > $W/stat-end.txt
