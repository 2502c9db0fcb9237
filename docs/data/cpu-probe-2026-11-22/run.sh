#!/bin/bash
# (run from the repository root with .carry/cpu/cpuprobe built from cpuprobe.c:
#  gcc -O2 -o cpuprobe cpuprobe.c; and the carried gpurun and libraries of the suite)
# Does a process's speed depend on the CPU it runs on? cpuprobe pinned to each CPU and
# unpinned; then etl-2-device (host-bound) with gpurun pinned to four-CPU sets and not.
mkdir -p /tmp/carry && tar xJf .carry/pack/pack.tar.xz -C /tmp/carry
export LD_LIBRARY_PATH=/tmp/carry/lib; B=/tmp/carry/bin; O=$OUT; P=.carry/cpu/cpuprobe; T=/tmp/tr; mkdir -p $T
nvidia-smi --query-gpu=name,driver_version --format=csv > $O/env.txt; date -u >> $O/env.txt; nproc >> $O/env.txt
nvidia-smi topo -m >> $O/env.txt 2>&1; cat /proc/cpuinfo | grep MHz | sort | uniq -c >> $O/env.txt
for rep in 1 2 3; do
  for c in $(seq 0 15); do echo -n "pin $rep " >> $O/cpu.txt; taskset -c $c $P >> $O/cpu.txt; done
  for i in $(seq 0 15); do echo -n "free $rep " >> $O/cpu.txt; $P >> $O/cpu.txt; done
done
g=$(grep "^etl-2-device " scripts/validate-cases.txt | cut -d'|' -f2); fl=$(grep "^etl-2-device " scripts/validate-cases.txt | cut -d'|' -f3)
$B/tracegen $g --seed 1 -o $T/etl.h5 > /dev/null
for rep in 1 2 3 4 5 6; do
  for s in 0-3 4-7 8-11 12-15 none; do
    echo -n "$rep $s " >> $O/etl.txt
    if [ $s = none ]; then $B/gpurun --quiet --json $fl $T/etl.h5 | tr -d '\n' >> $O/etl.txt
    else taskset -c $s $B/gpurun --quiet --json $fl $T/etl.h5 | tr -d '\n' >> $O/etl.txt; fi
    echo >> $O/etl.txt
  done
done
date -u >> $O/env.txt
