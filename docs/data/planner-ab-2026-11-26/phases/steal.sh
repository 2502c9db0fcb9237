#!/bin/bash
# steal.sh: each run of rn18-lookahead and rn18-launch between two reads of /proc/stat
# (per-CPU steal time, in USER_HZ ticks), to see whether the long waits for the planner
# coincide with time the hypervisor took from the VM's CPUs.
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
B=.carry/bin; T=/tmp/ab-traces; W=$OUT/steal; mkdir -p $T $W
{ nvidia-smi --query-gpu=name,driver_version,memory.total,memory.used --format=csv; date -u; getconf CLK_TCK; } > $W/env.txt
for c in rn18-launch rn18-lookahead; do
  gen=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f2)
  [ -f $T/$c.h5 ] || $B/tracegen $gen --seed 1 -o $T/$c.h5 >/dev/null
done
for r in $(seq 1 ${ROUNDS:-40}); do
  for c in rn18-launch rn18-lookahead; do
    flags=$(grep "^$c *|" scripts/validate-cases.txt | cut -d'|' -f3)
    echo "$r $c" >> $W/ab.txt
    grep '^cpu' /proc/stat | awk '{printf "%s:%s ", $1, $9}' >> $W/ab.txt; echo >> $W/ab.txt
    timeout 60 $B/gpurun-dbg --quiet --json $flags $T/$c.h5 >> $W/ab.txt 2>> $W/ab.err
    grep '^cpu' /proc/stat | awk '{printf "%s:%s ", $1, $9}' >> $W/ab.txt; echo >> $W/ab.txt
  done
done
cat /proc/stat | head -20 > $W/stat-end.txt
