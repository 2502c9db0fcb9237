#!/bin/bash
# gap.sh: gapprobe on every CPU with the GPU idle, then on CPUs 1-7 and 14-15 while
# gpurun (held to CPUs 8-13 by taskset) runs rn18-launch over and over
set -u
export LD_LIBRARY_PATH=$PWD/.carry/lib:/usr/local/cuda/lib64:/usr/local/cuda/extras/CUPTI/lib64
B=.carry/bin; T=/tmp/ab-traces; W=$OUT/gap; mkdir -p $T $W
{ date -u; nvidia-smi --query-gpu=name,driver_version --format=csv; uname -r; nproc;
  for c in 0 1 2 3; do echo "cpu$c siblings $(cat /sys/devices/system/cpu/cpu$c/topology/thread_siblings_list)"; done
  grep nvidia /proc/interrupts; for i in $(grep nvidia /proc/interrupts | cut -d: -f1); do echo "irq $i effective $(cat /proc/irq/$i/effective_affinity_list)"; done; head -1 /proc/stat; } > $W/env.txt 2>&1
gen=$(grep "^rn18-launch *|" scripts/validate-cases.txt | cut -d'|' -f2)
flags=$(grep "^rn18-launch *|" scripts/validate-cases.txt | cut -d'|' -f3)
$B/tracegen $gen --seed 1 -o $T/rn18-launch.h5 >/dev/null
$B/gapprobe 15 $(seq 0 15) > $W/idle.txt
head -1 /proc/stat >> $W/env.txt
( for i in $(seq 1 60); do taskset -c 8-13 $B/gpurun --quiet --json $flags $T/rn18-launch.h5; done > $W/gpurun.json 2> $W/gpurun.err ) &
sleep 2
$B/gapprobe 15 1 2 3 4 5 6 7 14 15 > $W/busy.txt
wait
grep nvidia /proc/interrupts >> $W/env.txt; head -1 /proc/stat >> $W/env.txt; date -u >> $W/env.txt
